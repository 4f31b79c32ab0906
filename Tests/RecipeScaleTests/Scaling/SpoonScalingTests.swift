import RecipeScale
import Testing

/// Issue #17, parts 4 and 5: `--units metric` keeps spoons unless told, writes
/// millilitres `ml`, and rounds conversions within 2.5%.
@Suite("Spoons and tighter conversions")
struct SpoonScalingTests {
  static func recipe() throws -> Recipe {
    func ingredient(_ name: String, _ amount: Int, _ unit: String) -> Ingredient {
      Ingredient(name: name, amount: Rational(amount), unit: CookingUnit(unit))
    }
    return try Recipe(
      name: "Dressing", servings: 1,
      ingredients: [
        ingredient("Oil", 3, "tbsp"), ingredient("Mustard", 1, "teaspoon"),
        ingredient("Vinegar", 1, "T"), ingredient("Stock", 4, "cups"),
        ingredient("Cream", 1, "fl oz"), ingredient("Flour", 750, "g"),
      ])
  }

  func lines(_ units: UnitPreference, _ spoons: SpoonPreference = .keep) throws -> [String] {
    try Scaler(target: .recipeServings, units: units, spoons: spoons).scale(try Self.recipe())
      .ingredients.map(\.text)
  }

  @Test("into metric, spoons stay as written, exact; cups and fluid ounces become ml")
  func keepsSpoons() throws {
    #expect(
      try lines(.metric) == [
        "3 tbsp Oil", "1 teaspoon Mustard", "1 T Vinegar", "~946 ml Stock", "~30 ml Cream",
        "750 g Flour",
      ])
  }

  @Test("with spoons in ml, every US volume converts, in ml")
  func spoonsInMilliliters() throws {
    #expect(
      try lines(.metric, .ml) == [
        "~44 ml Oil", "~5 ml Mustard", "~15 ml Vinegar", "~946 ml Stock", "~30 ml Cream",
        "750 g Flour",
      ])
  }

  @Test("spoons only matter into metric units")
  func otherPreferences() throws {
    #expect(try lines(.us, .keep) == lines(.us, .ml))
    #expect(try lines(.best, .keep) == lines(.best, .ml))
    #expect(try lines(.us)[5] == "~1 2/3 lb Flour")
  }

  @Test("the issue's examples: 4 cups is ~946 ml, 750 g is ~1 2/3 lb")
  func issueExamples() throws {
    let cups = try #require(Quantity(Rational(4), .cup).readable(in: .metric))
    #expect(cups.exact.unit.symbol == "ml")
    #expect(cups.shown == Rational(946))
    let grams = try #require(Quantity(Rational(750), .gram).readable(in: .us))
    #expect(grams.exact.unit == .pound)
    #expect(grams.shown == (try Rational(5, 3)))
  }

  @Test("millilitres, centilitres and decilitres are written one way; litres L")
  func symbols() {
    #expect(StandardUnit.milliliter.symbol == "ml")
    #expect(StandardUnit.centiliter.symbol == "cl")
    #expect(StandardUnit.deciliter.symbol == "dl")
    #expect(StandardUnit.liter.symbol == "L")
  }

  @Test("a shopping list keeps a total of spoons alone in spoons, into metric")
  func shopping() throws {
    let recipe = try Recipe(
      name: "A", servings: 1,
      ingredients: [
        Ingredient(name: "Sugar", amount: Rational(1), unit: CookingUnit("tbsp")),
        Ingredient(name: "sugar", amount: Rational(1), unit: CookingUnit("tsp")),
        Ingredient(name: "Milk", amount: Rational(1), unit: CookingUnit("tbsp")),
        Ingredient(name: "Milk", amount: Rational(1), unit: CookingUnit("cup")),
      ])
    let planned = PlannedRecipe(identity: 0, scaled: try Scaler(servings: nil).scale(recipe))
    func lines(_ spoons: SpoonPreference) throws -> [String] {
      try ShoppingList(recipes: [planned], units: .metric, order: .alphabetical, spoons: spoons)
        .items.map { $0.text(.plain) }
    }
    #expect(try lines(.keep) == ["~251 ml Milk", "1 tbsp + 1 tsp Sugar"])
    #expect(try lines(.ml) == ["~251 ml Milk", "~20 ml Sugar"])
  }

  @Test("a range's upper end stays within 2.5% in the unit its lower end chose")
  func rangeUpperEnd() throws {
    let recipe = try Recipe(
      name: "A", servings: 1,
      ingredients: [
        Ingredient(
          name: "Cheese", amount: Rational(100), unit: CookingUnit("g"), amountMax: Rational(110))
      ])
    let scaled = try Scaler(target: .recipeServings, units: .us).scale(recipe)
    // 110 g is 3.88 oz: 4 oz would be 3.1% off.
    #expect(scaled.ingredients[0].text == "~3 1/2–3 7/8 oz Cheese")
  }
}
