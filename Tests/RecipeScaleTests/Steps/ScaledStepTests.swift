import Testing

@testable import RecipeScale

@Suite("Amounts in the steps of a method")
struct ScaledStepTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var step: String
    var factor: Rational
    var expected: String
    /// The recipe's ingredients, which say what a count in a step may count.
    var ingredients: [Ingredient] = []
    var language: String?

    var testDescription: String { step }
  }

  static let eggs = Ingredient(name: "Large eggs", amount: Rational(3), unit: nil)
  static let half = Rational(reducedNumerator: 1, denominator: 2)
  static let third = Rational(reducedNumerator: 1, denominator: 3)

  /// The step scaled, its amounts written exactly.
  static func scaled(_ test: Case, style: AmountStyle = AmountStyle(fractions: .ascii)) throws
    -> String
  {
    let recipe = try Recipe(
      name: "Test", servings: 4, ingredients: test.ingredients,
      details: RecipeDetails(directions: [test.step]),
      language: test.language.flatMap { LanguageTag($0) })
    let scaled = try Scaler(target: .factor(test.factor)).scale(recipe)
    return try #require(scaled.steps.first).text(style)
  }

  static let cases: [Case] = [
    Case(
      step: "Heat ½ tbsp of the olive oil.", factor: Rational(2),
      expected: "Heat 1 tbsp of the olive oil."),
    Case(
      step: "Add the remaining 2 cups flour and 1/4 cup of the reserved pasta water.",
      factor: half,
      expected: "Add the remaining 1 cup flour and 1/8 cup of the reserved pasta water."),
    Case(
      step: "Whisk 3 eggs with 1 1/2 cups milk.", factor: Rational(2),
      expected: "Whisk 6 eggs with 3 cups milk.", ingredients: [eggs]),
    Case(
      step: "Beat in 3 large eggs, one at a time.", factor: third,
      expected: "Beat in 1 large egg, one at a time.", ingredients: [eggs]),
    Case(
      step: "Preheat the oven to 350°F (175°C) and bake 25-30 minutes in a 9x13-inch pan.",
      factor: Rational(2),
      expected: "Preheat the oven to 350°F (175°C) and bake 25-30 minutes in a 9x13-inch pan."),
    Case(
      step: "Bake at 200 degrees, gas mark 6, for 1 hour.", factor: Rational(3),
      expected: "Bake at 200 degrees, gas mark 6, for 1 hour."),
    Case(
      step: "Cut into ½-inch pieces and roll out 1 cm thick.", factor: Rational(2),
      expected: "Cut into ½-inch pieces and roll out 1 cm thick."),
    Case(
      step: "Bring 4 quarts of water to a boil in a 6-quart pot.", factor: half,
      expected: "Bring 2 quarts of water to a boil in a 6-quart pot."),
    Case(
      step: "Melt 2 tbsp butter in a 2 quart saucepan.", factor: Rational(2),
      expected: "Melt 4 tbsp butter in a 2 quart saucepan."),
    Case(
      step: "Divide the dough into 12 balls.", factor: Rational(2),
      expected: "Divide the dough into 12 balls."),
    Case(
      step: "Spoon 2 tablespoons of batter onto each pancake.", factor: Rational(2),
      expected: "Spoon 2 tablespoons of batter onto each pancake."),
    Case(
      step: "Fill each tortilla with 1/3 cup filling.", factor: Rational(2),
      expected: "Fill each tortilla with 1/3 cup filling."),
    Case(
      step: "Add 12 tablespoons ice water, 2 tablespoons at a time.", factor: half,
      expected: "Add 6 tablespoons ice water, 2 tablespoons at a time."),
    Case(
      step: "Stir in 70% dark chocolate.", factor: Rational(2),
      expected: "Stir in 70% dark chocolate."),
    Case(
      step: "250 ml Milch und 2 EL Zucker verrühren, 10 Minuten ruhen lassen.", factor: Rational(2),
      expected: "500 ml Milch und 4 EL Zucker verrühren, 10 Minuten ruhen lassen.", language: "de"),
    Case(
      step: "Cuire à 180 °C pendant 25 minutes avec 200 g de farine.", factor: half,
      expected: "Cuire à 180 °C pendant 25 minutes avec 100 g de farine.", language: "fr"),
    Case(
      step: "Add 1 bay leaf and 2 cups stock.", factor: Rational(2),
      expected: "Add 1 bay leaf and 4 cups stock.",
      ingredients: [Ingredient(name: "bay leaf", amount: .one, unit: nil, isFixed: true)]),
    Case(
      step: "Add 2 to 3 tablespoons water.", factor: Rational(2),
      expected: "Add 4–6 tablespoons water."),
    Case(
      step: "Add 9223372036854775807 cups flour.", factor: Rational(2),
      expected: "Add 9223372036854775807 cups flour."),
    Case(
      step: "Add 1 (14-ounce) can tomatoes.", factor: Rational(2),
      expected: "Add 2 (14-ounce) cans tomatoes.",
      ingredients: [Ingredient(name: "tomatoes", amount: .one, unit: CookingUnit("can"))]),
    Case(
      step: "Mince 2 cloves garlic and cut into 16 wedges.", factor: Rational(2),
      expected: "Mince 4 cloves garlic and cut into 16 wedges.",
      ingredients: [Ingredient(name: "garlic", amount: Rational(2), unit: CookingUnit("cloves"))]),
  ]

  @Test(
    "A step's amounts of food scale; temperatures, times, sizes and portions stay", arguments: cases
  )
  func scales(_ test: Case) throws {
    #expect(try ScaledStepTests.scaled(test) == test.expected)
  }

  @Test("In the default style, a step's amounts are what a kitchen measures")
  func kitchenAmounts() throws {
    let test = Case(step: "Stir in 1/2 cup sugar.", factor: ScaledStepTests.third, expected: "")
    #expect(
      try ScaledStepTests.scaled(test, style: AmountStyle()) == "Stir in 2 tbsp + 2 tsp sugar.")
    #expect(try ScaledStepTests.scaled(test) == "Stir in 1/6 cup sugar.")
  }

  @Test("At its own size a recipe's steps are as written, in one run")
  func unchangedAtFactorOne() throws {
    let recipe = try Recipe(
      name: "Test", servings: 4, ingredients: [],
      details: RecipeDetails(directions: ["Add 2 cups flour.", "For the sauce:"]))
    let scaled = try Scaler(target: .factor(.one)).scale(recipe)
    #expect(scaled.steps == [ScaledStep("Add 2 cups flour."), ScaledStep("For the sauce:")])
    #expect(scaled.steps.map(\.isSectionHeading) == [false, true])
  }

  @Test("The written amount is kept beside the scaled one")
  func writtenIsKept() throws {
    let recipe = try Recipe(
      name: "Test", servings: 4, ingredients: [],
      details: RecipeDetails(directions: ["Heat ½ tbsp oil."]))
    let scaled = try Scaler(target: .factor(Rational(2))).scale(recipe)
    let parts = try #require(scaled.steps.first).parts
    guard parts.count == 3, case .amount(let amount, let written) = parts[1] else {
      Issue.record("expected text, an amount and text: \(parts)")
      return
    }
    #expect(written == "½ tbsp")
    #expect(amount.amount == .one)
  }

  @Test(
    "A step's own number goes",
    arguments: [
      ("1. Mix well.", "Mix well."), ("2) Stir", "Stir"), ("Step 3: Bake.", "Bake."),
      ("STEP 4 - Rest", "Rest"), ("Schritt 5 Teig kneten", "Teig kneten"), ("**1.** Mix", "Mix"),
      ("- Mix well", "Mix well"), ("Step 6", ""), ("1.5 kg flour", "1.5 kg flour"),
      ("12 eggs, beaten", "12 eggs, beaten"), ("Étape 2 : Cuire", "Cuire"),
    ])
  func stepNumber(_ written: String, _ expected: String) {
    #expect(String(StepNumber.stripped(written[...])) == expected)
  }
}
