/// One use of an ingredient in a Cooklang step: `@flour{200%g}`.
struct CooklangUse {
  /// The name as written between the marker and the braces.
  var name: String
  /// The preparation note in parentheses after it, or empty.
  var note: String
  /// What the braces say.
  var amount: CooklangAmount
  /// Whether it was marked optional: `@?chives`.
  var isOptional: Bool
  /// The markup as written.
  var source: String

  /// The name as the ingredient list shows it: the note after a comma.
  var listedName: String { note.isEmpty ? name : name + ", " + note }
}
