import Testing

@testable import RecipeScale

/// A long recipe is written a part at a time with
/// ``RecipeFormatter/appendRows(of:in:scaledBy:isFirst:to:words:)``, which TSV
/// does by scaling a line at a time into one scaled ingredient; its rows must
/// be what ``Scaler/scale(_:ingredientsIn:)`` and
/// ``RecipeFormatter/append(_:isFirst:to:words:)`` make of each part.
@Suite("Formatters: a part of a recipe's rows, scaled as it is written")
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
    TextFormatter(), JSONFormatter(), MarkdownFormatter(),
  ]

  @Test(
    "every formatter and scaler: the parts' rows are the rows of the parts scaled first",
    arguments: [nil, LanguageTag("de"), LanguageTag("en")])
  func partsAreScaledParts(language: LanguageTag?) throws {
    let recipe = try Self.recipe(language: language)
    let count = recipe.ingredients.count
    #expect(Self.scalers.count == 8)
    for scaler in Self.scalers {
      for formatter in Self.formatters {
        for parts in [[0..<count], [0..<3, 3..<3, 3..<count], (0..<count).map { $0..<$0 + 1 }] {
          var expected = ""
          var expectedWords = AgreeingWords.forLines(count)
          var written: [UInt8] = []
          var words = AgreeingWords.forLines(count)
          for range in parts {
            let part = try scaler.scale(recipe, ingredientsIn: range)
            formatter.append(part, isFirst: true, to: &expected, words: &expectedWords)
            try formatter.appendRows(
              of: recipe, in: range, scaledBy: scaler, isFirst: true, to: &written, words: &words)
          }
          #expect(written == Array(expected.utf8), "\(formatter) \(scaler) \(parts)")
          #expect(!written.isEmpty)
        }
      }
    }
  }

  @Test("the language of a recipe reaches every row: a German name keeps its word")
  func languageReachesRows() throws {
    let recipe = try Self.recipe(language: LanguageTag("de"))
    var german: [UInt8] = []
    var words = AgreeingWords.forLines(recipe.ingredients.count)
    try TSVFormatter().appendRows(
      of: recipe, in: 7..<8, scaledBy: Scaler(servings: 8), isFirst: true, to: &german,
      words: &words)
    #expect(String(decoding: german, as: UTF8.self).hasPrefix("Long\\tpot\t8\t2\t\tZwiebel\t"))
    var english: [UInt8] = []
    try TSVFormatter().appendRows(
      of: Self.recipe(language: nil), in: 7..<8, scaledBy: Scaler(servings: 8), isFirst: true,
      to: &english, words: &words)
    #expect(String(decoding: english, as: UTF8.self).hasPrefix("Long\\tpot\t8\t2\t\tZwiebels\t"))
  }

  @Test("an amount too large in a part throws, names its place in the recipe, and writes nothing")
  func partOverflow() throws {
    let recipe = try Recipe(
      name: "Big", servings: 1,
      ingredients: [
        try Ingredient(name: "a", num: 1, denom: nil, unit: "cup"),
        try Ingredient(name: "b", num: 2, denom: nil, unit: "cup"),
        try Ingredient(name: "c", num: Int.max, denom: nil, unit: "g"),
      ])
    for formatter in Self.formatters {
      var output = Array("kept".utf8)
      var words = AgreeingWords.forLines(3)
      do {
        try formatter.appendRows(
          of: recipe, in: 1..<3, scaledBy: Scaler(servings: 2), isFirst: true, to: &output,
          words: &words)
        Issue.record("\(formatter) did not fail")
      } catch {
        guard case .data(let error) = error else {
          Issue.record("expected a data error, got \(error)")
          continue
        }
        #expect(error.location.ingredientIndex == 2)
        #expect(error.location.ingredientName == "c")
      }
      #expect(output == Array("kept".utf8))
    }
  }
}
