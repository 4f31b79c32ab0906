/// An ingredient with its amount scaled, and the words that agree with that amount.
public struct ScaledIngredient: Hashable, Sendable {
  /// The ingredient as written.
  public var ingredient: Ingredient
  /// The exact scaled amount, or `nil` when the ingredient is unquantified.
  public var amount: Rational?

  /// Creates a scaled ingredient.
  ///
  /// - Parameters:
  ///   - ingredient: The ingredient as written.
  ///   - amount: The exact scaled amount, or `nil` when unquantified.
  public init(ingredient: Ingredient, amount: Rational?) {
    self.ingredient = ingredient
    self.amount = amount
  }

  /// The amount as a mixed number (`1 1/2`), or `nil` when unquantified.
  public var quantity: String? { amount?.description }

  /// The unit in the number that agrees with the amount (`cups`), as written when
  /// unquantified (`To taste`), or `nil` when there is none.
  public var unit: String? {
    guard let unit = ingredient.unit else { return nil }
    guard let amount else { return unit.written }
    return unit.name(for: amount)
  }

  /// The name as shown: for a count of things (no unit), the last word before
  /// the first comma agrees with the amount (`2 Large eggs, beaten`); otherwise as written.
  public var name: String {
    guard ingredient.unit == nil, let amount else { return ingredient.name }
    let name = ingredient.name
    let end = name.utf8.firstIndex(of: UInt8(ascii: ",")) ?? name.endIndex
    let head = name[..<end]
    guard let last = head.utf8.last, last != UInt8(ascii: " ") else { return name }
    return EnglishNoun.inflectingLastWord(of: head, plural: amount > .one) + name[end...]
  }

  /// The whole line as a cook reads it: `1 1/2 cups flour`, `2 Large eggs, beaten`,
  /// `Sea salt, to taste`.
  public var text: String {
    guard let quantity else {
      guard let unit = ingredient.unit?.written else { return ingredient.name }
      return ingredient.name + ", " + ScaledIngredient.lowercasingFirstWord(unit)
    }
    return [quantity, unit, name].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " ")
  }

  /// `To taste` reads as `to taste` after a comma; an acronym such as `AS NEEDED` stays.
  private static func lowercasingFirstWord(_ text: String) -> String {
    let firstWord = text.prefix { $0 != " " }
    guard let first = firstWord.first, first.isUppercase,
      firstWord.dropFirst().allSatisfy({ !$0.isUppercase })
    else { return text }
    return first.lowercased() + text.dropFirst()
  }
}
