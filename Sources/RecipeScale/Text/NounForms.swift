/// The forms of a word that a recipe gives itself, for a word no rule gets
/// right: `"plural": "Äpfel"` for `Apfel`, `"unitSingular": "Zehe"` for `Zehen`.
///
/// A word with forms is taken out of the rules: the form given for the number
/// an amount needs replaces it, and in the other number it stays as written.
public struct NounForms: Hashable, Sendable {
  /// The form for one, or for an amount of one or less; `nil` keeps the word as written.
  public var singular: String?
  /// The form for more than one; `nil` keeps the word as written.
  public var plural: String?

  /// Creates forms; both left out means the rules decide.
  ///
  /// - Parameters:
  ///   - singular: The singular form, or `nil`.
  ///   - plural: The plural form, or `nil`.
  public init(singular: String? = nil, plural: String? = nil) {
    self.singular = singular
    self.plural = plural
  }

  /// Whether no form is given, so the rules decide.
  public var isEmpty: Bool { singular == nil && plural == nil }
}
