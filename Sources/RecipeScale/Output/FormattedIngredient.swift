/// One ingredient as an output format writes it: the parts TSV and JSON carry,
/// and the line text shows.
public struct FormattedIngredient: Hashable, Sendable {
  /// The amount as shown (`1 1/2`, `1½`, `~237`), or `nil` when unquantified.
  public var quantity: String?
  /// The upper end of a range as shown (`6` of `4–6`), or `nil` when the amount is not a range.
  public var quantityMax: String?
  /// The unit in the number that agrees with the amount, as written when
  /// unquantified (`To taste`), or `nil` when there is none.
  public var unitName: String?
  /// The name; a counted name agrees with its amount (`2 Large eggs, beaten`).
  public var name: String
  /// How to measure the amount with cups and spoons (`1/3 cup + 4 tsp`), when asked for.
  public var measure: String?
  /// The plan behind ``measure``.
  public var plan: MeasuringPlan?
  /// A practical hint for a fractional count (`about 1`).
  public var hint: String?

  /// Whether the quantity shown is a rounding (it starts with `~`).
  public var isApproximate: Bool { quantity?.hasPrefix("~") ?? false }

  /// The whole line as a cook reads it: `1 1/2 cups flour`, `1/3 cup + 4 tsp Palm sugar`,
  /// `1 1/3 Large eggs (about 1)`, `Sea salt, to taste`.
  public var text: String {
    guard let quantity else {
      guard let unitName else { return name }
      return name + ", " + FormattedIngredient.lowercasingFirstWord(unitName)
    }
    var line = amountText ?? quantity
    if !name.isEmpty { line += " " + name }
    if let hint { line += " (" + hint + ")" }
    return line
  }

  /// What to take of the ingredient: the measuring plan, else the quantity and
  /// unit (`1 1/2 cups`, `3`); `nil` when unquantified.
  public var amountText: String? {
    guard let quantity else { return nil }
    // Ranges print with an en dash, as typeset recipes write them: 4–6 cloves.
    let shown = quantityMax.map { quantity + "\u{2013}" + $0 } ?? quantity
    return measure ?? (unitName.map { shown + " " + $0 } ?? shown)
  }

  /// `To taste` reads as `to taste` after a comma; an acronym such as `AS NEEDED` stays.
  static func lowercasingFirstWord(_ text: String) -> String {
    let firstWord = text.prefix { $0 != " " }
    guard let first = firstWord.first, first.isUppercase,
      firstWord.dropFirst().allSatisfy({ !$0.isUppercase })
    else { return text }
    return first.lowercased() + text.dropFirst()
  }
}
