import Testing

@testable import RecipeScale

/// What the tests of pages without JSON-LD read of a page: its first recipe,
/// and each ingredient as `amount unit name`.
enum PageReading {
  /// The page's first recipe; the test fails when it has none.
  static func recipe(_ page: String) throws -> Recipe {
    try #require(try WebPageReader().read(page, title: "page").recipes.first)
  }

  /// Each ingredient as its amount, its unit and its name, those it has.
  static func lines(_ recipe: Recipe) -> [String] {
    recipe.ingredients.map { ingredient in
      [ingredient.amount.map { "\($0)" }, ingredient.unit?.written, ingredient.name]
        .compactMap { $0 }.joined(separator: " ")
    }
  }
}
