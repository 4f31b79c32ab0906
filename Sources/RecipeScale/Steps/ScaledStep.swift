/// A step of a recipe's method with the amounts of ingredients in it scaled.
///
/// The step is kept as written around its amounts, so only the numbers and
/// their units change (`Heat ½ tbsp of the olive oil` at twice the recipe:
/// `Heat 1 tbsp of the olive oil`); temperatures, times and sizes stay (see
/// docs/scaling.md, "Amounts in the method").
public struct ScaledStep: Hashable, Sendable {
  /// A run of the step: words as written, or a scaled amount.
  public enum Part: Hashable, Sendable {
    /// Words as written.
    case text(String)
    /// An amount of an ingredient, scaled, and the words it was written as
    /// (`½ tbsp`, `3 eggs`): a number and a unit (the ingredient has no name),
    /// or a count of things (its name is the words counted).
    case amount(ScaledIngredient, written: String)
  }

  /// The step as written.
  public var original: String
  /// The step in runs; one run of text when no amount in it scales.
  public var parts: [Part]

  /// Creates a scaled step.
  ///
  /// - Parameters:
  ///   - original: The step as written.
  ///   - parts: Its runs, which put together are the scaled step.
  public init(original: String, parts: [Part]) {
    self.original = original
    self.parts = parts
  }

  /// A step as written, with nothing scaled.
  ///
  /// - Parameter original: The step.
  public init(_ original: String) {
    self.init(original: original, parts: [.text(original)])
  }

  /// Whether the step is the heading of a part of the method (`For the sauce:`),
  /// as readers keep a `HowToSection`'s name or a heading among the steps:
  /// short, ending in a colon.
  public var isSectionHeading: Bool {
    original.hasSuffix(":") && original.count <= 60 && !original.contains(". ")
  }

  /// The scaled step as a cook reads it, amounts written in a style.
  ///
  /// - Parameter style: How amounts are written.
  /// - Returns: The step.
  public func text(_ style: AmountStyle) -> String {
    var units = UnitMemo()
    return text(style, units: &units)
  }

  /// The scaled step, what is known of units looked up in `units`.
  func text(_ style: AmountStyle, units: inout UnitMemo) -> String {
    var result = ""
    for part in parts {
      switch part {
      case .text(let words):
        result += words
      case .amount(let amount, _):
        let line = amount.line(style, units: &units)
        guard let shown = line.amountText else {
          result += line.name
          continue
        }
        result += line.name.isEmpty ? shown : shown + " " + line.name
      }
    }
    return result
  }
}
