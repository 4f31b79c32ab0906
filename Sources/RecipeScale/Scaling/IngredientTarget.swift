/// An amount one ingredient should reach, which sets the scale of its recipe:
/// `eggs=3`, `butter=1 cup`.
public struct IngredientTarget: Hashable, Sendable {
  /// The ingredient as a person names it: a name, or a unique prefix or part of one.
  public var ingredient: String
  /// The amount to reach; positive.
  public var amount: Rational
  /// The unit of the amount as typed, or `nil` for the ingredient's own unit.
  public var unit: String?

  /// Creates a target.
  ///
  /// - Parameters:
  ///   - ingredient: The ingredient's name, or a unique prefix or part of it.
  ///   - amount: The amount to reach; positive.
  ///   - unit: The unit of the amount, or `nil` for the ingredient's own.
  public init(ingredient: String, amount: Rational, unit: String?) {
    self.ingredient = ingredient
    self.amount = amount
    self.unit = unit
  }

  /// Parses `INGREDIENT=AMOUNT [UNIT]`: `eggs=3`, `butter=1 cup`, `flour=1 1/2 cups`, `cheese=250g`.
  ///
  /// The amount is written as ``Rational/init(_:)`` reads it and must be positive;
  /// the unit may follow it with or without a space.
  /// The initializer fails when there is no `=`, no ingredient, or no positive amount.
  ///
  /// - Parameter text: The target as typed.
  public init?(parsing text: String) {
    guard let equals = text.firstIndex(of: "=") else { return nil }
    let name = String(text[..<equals]).trimmingSpaces
    let words = text[text.index(after: equals)...].split(separator: " ")
    guard !name.isEmpty, !words.isEmpty else { return nil }
    // A mixed number takes two words (`1 1/2`); a bare amount takes one.
    var amount: Rational?
    var used = 0
    if words.count >= 2, words[1].contains("/"),
      let mixed = Rational(words[..<2].joined(separator: " "))
    {
      (amount, used) = (mixed, 2)
    } else if let single = Rational(String(words[0])) {
      (amount, used) = (single, 1)
    }
    var unit = words[used...].joined(separator: " ")
    if amount == nil {
      // A unit written against the number: `250g`, `1.5kg`, `1/2cup`.
      let number = words[0].prefix { $0.isASCII && ($0.isNumber || $0 == "/" || $0 == ".") }
      guard !number.isEmpty, number.count < words[0].count else { return nil }
      amount = Rational(String(number))
      unit = ([String(words[0].dropFirst(number.count))] + words.dropFirst().map(String.init))
        .joined(separator: " ")
    }
    guard let amount, amount.numerator > 0 else { return nil }
    self.init(ingredient: name, amount: amount, unit: unit.isEmpty ? nil : unit)
  }

  /// The factor that brings the ingredient to the target amount in a recipe.
  ///
  /// - Parameter recipe: The recipe.
  /// - Returns: The exact factor to multiply every scalable amount by.
  /// - Throws: ``IngredientTargetError`` when no single ingredient matches, it has
  ///   no amount or is fixed, the unit does not convert, or the factor is too large.
  public func factor(for recipe: Recipe) throws(IngredientTargetError) -> Rational {
    let index = try ingredientIndex(in: recipe)
    let ingredient = recipe.ingredients[index]
    guard let current = ingredient.amount else {
      throw .unquantified(ingredient: ingredient.name, recipe: recipe.name)
    }
    if ingredient.isFixed { throw .fixed(ingredient: ingredient.name, recipe: recipe.name) }
    let tooLarge = IngredientTargetError.tooLarge(ingredient: ingredient.name, recipe: recipe.name)
    var wanted = amount
    if let requested = unit {
      wanted = try IngredientTarget.amount(
        amount, in: requested, convertedTo: ingredient, recipe: recipe.name)
    }
    guard let factor = try? wanted.divided(by: current) else { throw tooLarge }
    return factor
  }

  /// The amount in the ingredient's own unit.
  private static func amount(
    _ amount: Rational, in requested: String, convertedTo ingredient: Ingredient, recipe: String
  ) throws(IngredientTargetError) -> Rational {
    guard let unit = ingredient.unit else {
      throw .unconvertible(
        ingredient: ingredient.name, recipe: recipe, unit: nil, requested: requested)
    }
    switch (unit.standard, StandardUnit(recognizing: requested)) {
    case (let own?, let other?):
      guard own.dimension == other.dimension else {
        throw .otherDimension(
          ingredient: ingredient.name, recipe: recipe, unit: unit.written,
          dimension: own.dimension, requested: requested, requestedDimension: other.dimension)
      }
      guard let converted = Quantity(amount, other).converted(to: own) else {
        throw .tooLarge(ingredient: ingredient.name, recipe: recipe)
      }
      return converted.amount
    case (nil, nil)
    where EnglishNoun.singular(of: requested.lowercased())
      == EnglishNoun.singular(of: unit.written.lowercased()):
      return amount
    default:
      throw .unconvertible(
        ingredient: ingredient.name, recipe: recipe, unit: unit.written, requested: requested)
    }
  }

  /// The position of the one ingredient the target names.
  ///
  /// Matching ignores case, the number of the last word (`egg`, `eggs`) and what
  /// follows the first comma, and tries in order: the whole name, a prefix of
  /// exactly one name, a part of exactly one name.
  func ingredientIndex(in recipe: Recipe) throws(IngredientTargetError) -> Int {
    // The query as typed too: singular rules can clip a partial word (`molas`).
    let wanted = [Ingredient.matchingKey(ingredient), ingredient.lowercased().trimmingSpaces]
    let keys = recipe.ingredients.map { Ingredient.matchingKey($0.name) }
    let tiers: [(String) -> Bool] = [
      { key in wanted.contains(key) },
      { key in wanted.contains { key.hasPrefix($0) } },
      { key in wanted.contains { key.contains($0) } },
    ]
    for matches in tiers {
      let found = keys.indices.filter { matches(keys[$0]) }
      if found.count == 1 { return found[0] }
      if found.count > 1 {
        throw .ambiguous(
          query: ingredient, recipe: recipe.name,
          candidates: found.map { recipe.ingredients[$0].name })
      }
    }
    let names = recipe.ingredients.map(\.name)
    let heads = names.map { String($0.prefix { $0 != "," }) }
    let suggestion = EditDistance.closest(to: ingredient, among: heads).flatMap { head in
      heads.firstIndex(of: head).map { names[$0] }
    }
    throw .noMatch(query: ingredient, recipe: recipe.name, suggestion: suggestion)
  }

}
