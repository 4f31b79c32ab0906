import Testing

@testable import RecipeScale

/// A long recipe whose formatter writes rows is written a part at a time:
/// each part scaled with ``Scaler/scale(_:ingredientsIn:)`` and formatted as
/// if it were the recipe. The parts' rows must be the whole recipe's.
@Suite("Formatters: a recipe's rows written a part at a time")
struct FormatterRowsTests {
  /// Lines that take every path of the scaler: units as written and converted,
  /// ranges, fixed amounts, none, counts and names read from text.
  static func recipe(language: LanguageTag?) throws -> Recipe {
    var ingredients = [
      try Ingredient(name: "Flour", num: 5, denom: 12, unit: "cup"),
      try Ingredient(name: "Large eggs, beaten", num: 4, denom: 3, unit: nil),
      try Ingredient(name: "Garlic", num: 2, denom: nil, unit: "clove", numMax: 3, denomMax: 1),
      try Ingredient(name: "Butter", num: 125, denom: nil, unit: "g"),
      try Ingredient(name: "Sea salt", num: nil, denom: nil, unit: "To taste"),
      try Ingredient(name: "Bay leaves", num: 1, denom: nil, unit: nil, fixed: true),
      try Ingredient(name: "Stock", num: 3, denom: 2, unit: "l", numMax: 7, denomMax: 3),
      try Ingredient(name: "Zwiebel", num: 1, denom: nil, unit: nil),
      try Ingredient(name: "Milk", num: 2, denom: 3, unit: "tbsp"),
    ]
    for line in ["2 cups sugar", "1 egg", "1 (14.5 oz) can tomatoes", "salt, to taste"] {
      ingredients.append(try IngredientLineParser().read(line).ingredient)
    }
    return try Recipe(name: "Long\tpot", servings: 4, ingredients: ingredients, language: language)
  }

  static let scalers: [Scaler] = {
    var scalers = [UnitPreference.asWritten, .best, .metric, .us].map {
      Scaler(target: .servings(Rational(7)), units: $0)
    }
    scalers.append(Scaler(target: .factor(Rational(3))))
    scalers.append(Scaler(target: .recipeServings))
    if let butter = IngredientTarget(parsing: "butter=250 g") {
      scalers.append(Scaler(target: .ingredient(butter)))
    }
    if let flour = IngredientTarget(parsing: "flour=2 cups") {
      scalers.append(Scaler(target: .ingredient(flour), units: .metric))
    }
    return scalers
  }()

  static let formatters: [any RecipeFormatter] = [
    TSVFormatter(), TSVFormatter(amounts: AmountStyle(fractions: .unicode, measure: true)),
  ]

  @Test("only formats that write rows say so")
  func rowFormats() {
    #expect(Self.formatters.allSatisfy { $0.writesIngredientsAsRows })
    let others: [any RecipeFormatter] = [TextFormatter(), JSONFormatter(), MarkdownFormatter()]
    #expect(!others.contains { $0.writesIngredientsAsRows })
  }

  @Test(
    "every row formatter and scaler: the parts' rows are the whole recipe's",
    arguments: [nil, LanguageTag("de"), LanguageTag("en")])
  func partsAreTheWhole(language: LanguageTag?) throws {
    let recipe = try Self.recipe(language: language)
    let count = recipe.ingredients.count
    #expect(Self.scalers.count == 8)
    for scaler in Self.scalers {
      let whole = try scaler.scale(recipe)
      for formatter in Self.formatters {
        var expected = ""
        formatter.append(whole, isFirst: true, to: &expected)
        for parts in [[0..<count], [0..<3, 3..<3, 3..<count], (0..<count).map { $0..<$0 + 1 }] {
          var written = ""
          for range in parts {
            let part = try scaler.scale(recipe, ingredientsIn: range)
            formatter.append(part, isFirst: true, to: &written)
          }
          #expect(written == expected, "\(formatter) \(scaler) \(parts)")
          #expect(!written.isEmpty)
        }
      }
    }
  }

  @Test("the language of a recipe reaches every row: a German name keeps its word")
  func languageReachesRows() throws {
    let scaler = Scaler(servings: 8)
    var german = ""
    TSVFormatter().append(
      try scaler.scale(Self.recipe(language: LanguageTag("de")), ingredientsIn: 7..<8),
      isFirst: true, to: &german)
    #expect(german.hasPrefix("Long\\tpot\t8\t2\t\tZwiebel\t"))
    var english = ""
    TSVFormatter().append(
      try scaler.scale(Self.recipe(language: nil), ingredientsIn: 7..<8), isFirst: true,
      to: &english)
    #expect(english.hasPrefix("Long\\tpot\t8\t2\t\tZwiebels\t"))
  }

  @Test("an amount too large in a part throws and names its place in the recipe")
  func partOverflow() throws {
    let recipe = try Recipe(
      name: "Big", servings: 1,
      ingredients: [
        try Ingredient(name: "a", num: 1, denom: nil, unit: "cup"),
        try Ingredient(name: "b", num: 2, denom: nil, unit: "cup"),
        try Ingredient(name: "c", num: Int.max, denom: nil, unit: "g"),
      ])
    do {
      _ = try Scaler(servings: 2).scale(recipe, ingredientsIn: 1..<3)
      Issue.record("the part did not fail")
    } catch {
      guard case .data(let error) = error else {
        Issue.record("expected a data error, got \(error)")
        return
      }
      #expect(error.location.ingredientIndex == 2)
      #expect(error.location.ingredientName == "c")
    }
  }
}
