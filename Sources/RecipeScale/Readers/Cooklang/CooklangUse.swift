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

  /// The words a step reads for the use: the amount, unit and name (`125 g
  /// flour`, `2-3 cloves garlic`), as an ingredient line writes them, so the
  /// amount scales with the recipe's (a fixed one stays, as its ingredient
  /// does); the name alone when there is no amount.
  var stepWords: String {
    guard let low = amount.amount else { return name }
    var words = low.formatted(.ascii)
    if let high = amount.amountMax { words += "-" + high.formatted(.ascii) }
    if let unit = amount.unit { words += " " + unit.written }
    return words + " " + name
  }
}
