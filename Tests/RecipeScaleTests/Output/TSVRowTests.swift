import Testing

@testable import RecipeScale

/// A TSV row holds the fields of ``ScaledIngredient/line(_:)``, the line every
/// format writes, escaped where they are as written.
@Suite("TSV: rows are the lines' fields")
struct TSVRowTests {
  /// Ingredients that take every path: ranges, roundings, counts, sizes,
  /// names with forms, words of other languages, counts to buy, totals to
  /// measure, plans, and fields to escape.
  static func ingredients() throws -> [ScaledIngredient] {
    let written = [
      try Ingredient(name: "Flour", num: 5, denom: 12, unit: "cup"),
      try Ingredient(name: "Large eggs, beaten", num: 4, denom: 3, unit: nil),
      try Ingredient(name: "onion (6 oz, 170 g)", num: 1, denom: 3, unit: nil),
      try Ingredient(name: "Garlic", num: 2, denom: nil, unit: "clove", numMax: 3, denomMax: 1),
      try Ingredient(name: "Butter", num: 125, denom: nil, unit: "g"),
      try Ingredient(name: "Milk", num: 1, denom: 100, unit: "kg"),
      try Ingredient(name: "Tomatoes", num: 2, denom: 3, unit: "large"),
      try Ingredient(name: "Sea salt", num: nil, denom: nil, unit: "To taste"),
      try Ingredient(name: "Black\\tea\twith\u{1B}[2J tabs", num: 1, denom: nil, unit: "bag\\s"),
      try Ingredient(name: "Äpfel, geschält", num: 3, denom: 2, unit: "Stück"),
      try Ingredient(
        name: "Apfel", num: 1, denom: 1, unit: "Zehen", nameForms: NounForms(plural: "Äpfel"),
        unitForms: NounForms(singular: "Zehe")),
      try Ingredient(name: "Sugar", num: 63_922_289, denom: 136_077_711, unit: "cup"),
      try Ingredient(name: "Saffron", num: 1, denom: 1_000, unit: "tsp"),
      try Ingredient(name: "Bay leaves", num: 1, denom: nil, unit: nil, fixed: true),
      try Ingredient(name: "Stock", num: 3, denom: 2, unit: "l", numMax: 7, denomMax: 3),
      try Ingredient(name: "loaf pans", num: 2, denom: nil, unit: "loaf"),
    ]
    var scaled: [ScaledIngredient] = []
    for units in [UnitPreference.asWritten, .best, .metric, .us] {
      let recipe = try Recipe(name: "Test", servings: 4, ingredients: written)
      scaled += try Scaler(target: .servings(Rational(7)), units: units).scale(recipe).ingredients
    }
    // What a shopping list sets: a count to buy, a total to measure, a plan to read.
    let baguettes = Ingredient(name: "Baguettes", amount: try Rational(4, 3), unit: nil)
    var toBuy = ScaledIngredient(ingredient: baguettes, amount: try Rational(4, 3))
    toBuy.toBuy = Rational(2)
    scaled.append(toBuy)
    let spoons = Ingredient(name: "Vanilla", amount: try Rational(10, 3), unit: CookingUnit("tsp"))
    var toMeasure = ScaledIngredient(ingredient: spoons, amount: try Rational(10, 3))
    toMeasure.toMeasure = try Rational(13, 4)
    scaled.append(toMeasure)
    var plan = ScaledIngredient(
      ingredient: Ingredient(name: "Oil", amount: Rational(53), unit: CookingUnit("tsp")),
      amount: Rational(53))
    plan.readsAsPlan = true
    scaled.append(plan)
    var german = ScaledIngredient(
      ingredient: Ingredient(name: "Zwiebel", amount: Rational(4), unit: CookingUnit("Tassen")),
      amount: Rational(4))
    german.language = LanguageTag("de")
    scaled.append(german)
    return scaled
  }

  /// The row a line makes.
  static func row(_ ingredient: ScaledIngredient, _ style: AmountStyle) -> String {
    let line = ingredient.line(style)
    let fields = [
      "Test", "7", line.quantity ?? "", (line.unitName ?? "").escapedForTSV,
      line.name.escapedForTSV, line.measure ?? "", line.hint ?? "", line.quantityMax ?? "",
    ]
    let exact = [ingredient.amount, ingredient.amountMax].map { amount in
      amount.map { "\t\($0.fixedDecimal(places: 6))\t\($0.numerator)\t\($0.denominator)" }
        ?? "\t\t\t"
    }
    return fields.joined(separator: "\t") + exact.joined()
  }

  @Test(
    "every style: each row is the line's, in recipes of many lines and few",
    arguments: [FractionStyle.auto, .ascii, .unicode, .decimal])
  func rowsAreTheLines(fractions: FractionStyle) throws {
    let all = try Self.ingredients()
    for (measure, exact) in [(false, false), (true, false), (false, true)] {
      let style = AmountStyle(fractions: fractions, measure: measure, exact: exact)
      for ingredients in [all, Array(all.prefix(5)), Array(all.suffix(6))] {
        let recipe = ScaledRecipe(
          recipe: try Recipe(name: "Test", servings: 4, ingredients: []), servings: Rational(7),
          ingredients: ingredients)
        var output = ""
        TSVFormatter(amounts: style).append(recipe, isFirst: true, to: &output)
        let rows = output.split(separator: "\n").map(String.init)
        #expect(rows == ingredients.map { Self.row($0, style) })
      }
    }
  }

  @Test(
    "a recipe written in parts is the recipe written whole", arguments: [1, 2, 5, 7, 64])
  func partsAreTheWhole(partSize: Int) throws {
    // Twice over, so that units come back in later lines.
    let ingredients = try Self.ingredients() + Self.ingredients()
    let recipe = try Recipe(name: "Test", servings: 4, ingredients: [])
    for style in [AmountStyle(), AmountStyle(fractions: .unicode, measure: true)] {
      let formatter = TSVFormatter(amounts: style)
      var whole = ""
      formatter.append(
        ScaledRecipe(recipe: recipe, servings: Rational(7), ingredients: ingredients),
        isFirst: true, to: &whole)
      var parts = ""
      for start in stride(from: 0, to: ingredients.count, by: partSize) {
        let part = ingredients[start..<min(start + partSize, ingredients.count)]
        formatter.append(
          ScaledRecipe(recipe: recipe, servings: Rational(7), ingredients: Array(part)),
          isFirst: start == 0, to: &parts)
      }
      #expect(parts == whole)
      #expect(parts.split(separator: "\n").count == ingredients.count)
    }
  }

  @Test("a rounding is marked once, a range's upper end not at all, an escape is written")
  func marks() throws {
    let rows = try Self.ingredients().map { Self.row($0, AmountStyle()) }
    #expect(rows.contains { $0.hasPrefix("Test\t7\t~13/16\tcup\tSugar\t~3/4 cup + 1 tbsp\t") })
    #expect(rows.contains { $0.hasPrefix("Test\t7\t~2.63\tl\tStock\t\t\t4.08\t") })
    let escaped = "Test\t7\t1 3/4\tbag\\\\s\tBlack\\\\tea\\twith\\u{1B}[2J"
    #expect(rows.contains { $0.hasPrefix(escaped) })
  }
}
