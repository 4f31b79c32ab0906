/// The keys of the recipe format that recipe-scale reads, in recipe objects
/// (`name`, `servings`, `ingredients`, the details kept for `import`, and our
/// extension `language`) and in ingredient objects (`name`, `num`, `denom`,
/// `unit`, and our extensions `fixed`, `numMax`, `denomMax`, `source`, `group`,
/// `doubt`, `equivalents`, `singular`, `plural`, `unitSingular`, `unitPlural`).
///
/// One key type serves both kinds of object because `JSONDecoder` builds its
/// keyed-container types at run time, once per key type: with one, that work
/// is done once.
enum RecipeFormatKey: String, CodingKey {
  case name, servings, ingredients, num, denom, unit, fixed
  case numMax, denomMax, source, group, doubt, equivalents
  case language, singular, plural, unitSingular, unitPlural
  case featured, image, description, prepTime, cookTime, totalTime, highlights, directions, yield
  case pan, url
}

extension RecipeFormatKey {
  /// Every key a recipe object may have: those read, and the tutorial's
  /// `id` and `category`, which are kept by nobody but are not mistakes.
  static let recipeObjectKeys: [[UInt8]] = [
    "id", "name", "servings", "ingredients", "featured", "image", "description", "prepTime",
    "cookTime", "totalTime", "highlights", "directions", "category", "yield", "language", "pan",
    "url",
  ].map { Array($0.utf8) }

  /// The key of a recipe's ingredient list, as bytes.
  static let ingredientsKey = Array("ingredients".utf8)

  /// Every key an ingredient object may have.
  static let ingredientObjectKeys: [[UInt8]] = ingredientKeysByUse.map(\.key)

  /// Which of the optional fields each of ``ingredientObjectKeys`` is: none
  /// for the tutorial's own.
  static let ingredientKeyUses: [IngredientFieldUse] = ingredientKeysByUse.map(\.use)

  private static let ingredientKeysByUse: [(key: [UInt8], use: IngredientFieldUse)] =
    ["id", "name", "num", "denom", "unit"].map { (Array($0.utf8), []) }
    + IngredientFieldUse.keys.map { (Array($0.rawValue.utf8), IngredientFieldUse.field($0)) }

  /// The key a mistyped one most likely meant (`denum` is `denom`), or `nil`.
  ///
  /// - Parameters:
  ///   - key: The unknown key.
  ///   - isIngredient: Whether it stands in an ingredient object.
  /// - Returns: The closest known key, when it is close enough to be a typo.
  static func suggestion(for key: String, isIngredient: Bool) -> String? {
    let known = isIngredient ? ingredientObjectKeys : recipeObjectKeys
    let names = known.map { String(decoding: $0, as: UTF8.self) }
    // `units` for `unit` and `Servings` for `servings` are the common slips.
    return names.first { $0.lowercased() == key.lowercased() }
      ?? EditDistance.closest(to: key, among: names)
  }
}
