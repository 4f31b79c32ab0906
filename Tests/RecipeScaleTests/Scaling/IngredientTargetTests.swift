import RecipeScale
import Testing

@Suite("Scaling to an ingredient amount")
struct IngredientTargetTests {
  static func pancakes() throws -> Recipe {
    let ingredients = [
      Ingredient(name: "All-purpose flour", amount: Rational(1), unit: CookingUnit("cup")),
      Ingredient(name: "Butter, melted", amount: Rational(2), unit: CookingUnit("tablespoons")),
      Ingredient(name: "Large eggs, beaten", amount: Rational(2), unit: nil),
      Ingredient(name: "Garlic", amount: Rational(3), unit: CookingUnit("cloves")),
      Ingredient(name: "Noodles", amount: Rational(200), unit: CookingUnit("g")),
      Ingredient(name: "Bay leaves", amount: Rational(2), unit: nil, isFixed: true),
      Ingredient(name: "Sea salt", amount: nil, unit: CookingUnit("To taste")),
      Ingredient(name: "Whole wheat flour", amount: Rational(1), unit: CookingUnit("cup")),
    ]
    return try Recipe(name: "Pancakes", servings: 4, ingredients: ingredients)
  }

  @Test(
    "parses INGREDIENT=AMOUNT [UNIT]",
    arguments: [
      ("eggs=3", "eggs", "3", nil),
      ("butter=1 cup", "butter", "1", "cup"),
      ("flour = 1 1/2 cups", "flour", "1 1/2", "cups"),
      ("butter=0.5 fl oz", "butter", "1/2", "fl oz"),
      ("noodles=3/4 lb", "noodles", "3/4", "lb"),
      ("noodles=250g", "noodles", "250", "g"),
      ("milk=1.5fl oz", "milk", "1 1/2", "fl oz"),
    ] as [(String, String, String, String?)])
  func parses(text: String, name: String, amount: String, unit: String?) throws {
    let target = try #require(IngredientTarget(parsing: text))
    #expect(target.ingredient == name)
    #expect(target.amount == Rational(amount))
    #expect(target.unit == unit)
  }

  @Test(
    "refuses a target without a name or a positive amount",
    arguments: [
      "eggs", "=3", "eggs=", "eggs=0", "eggs=-1", "eggs=two", "eggs=1/0", " =1", "eggs=0g",
      "eggs=/g",
    ])
  func refuses(text: String) {
    #expect(IngredientTarget(parsing: text) == nil)
  }

  @Test(
    "finds the factor, converting units within a dimension",
    arguments: [
      ("eggs=3", "3/2"),
      ("Large egg=1", "1/2"),
      ("butter=1 cup", "8"),
      ("butter=3 tbsp", "3/2"),
      ("butter=1 fl oz", "1"),
      ("garlic=6 cloves", "2"),
      ("garlic=1 clove", "1/3"),
      ("noodles=1 lb", "45359237/20000000"),
      ("noodles=1 kg", "5"),
      ("all=2", "2"),
      ("whole=1/2", "1/2"),
    ])
  func factor(text: String, expected: String) throws {
    let target = try #require(IngredientTarget(parsing: text))
    #expect(try target.factor(for: Self.pancakes()) == Rational(expected))
  }

  @Test(
    "says why a target does not fit",
    arguments: [
      (
        "butter=100 g",
        "\"Butter, melted\" in \"Pancakes\" is measured by volume (\"tablespoons\"); \"g\" measures mass"
      ),
      (
        "noodles=1 cup",
        "\"Noodles\" in \"Pancakes\" is measured by mass (\"g\"); \"cup\" measures volume"
      ),
      (
        "garlic=1 tsp",
        "\"Garlic\" in \"Pancakes\" is measured in \"cloves\", which does not convert to \"tsp\""
      ),
      ("eggs=1 cup", "\"Large eggs, beaten\" in \"Pancakes\" is counted, not measured in \"cup\""),
      ("salt=1", "\"Sea salt\" in \"Pancakes\" has no amount to scale to"),
      ("bay=4", "\"Bay leaves\" in \"Pancakes\" is fixed and never scales"),
      (
        "flour=2",
        "\"flour\" matches 2 ingredients of \"Pancakes\": \"All-purpose flour\", \"Whole wheat flour\""
      ),
      (
        "buter=2",
        "no ingredient of \"Pancakes\" matches \"buter\"; did you mean \"Butter, melted\"?"
      ),
      ("saffron=2", "no ingredient of \"Pancakes\" matches \"saffron\""),
    ])
  func errors(text: String, message: String) throws {
    let target = try #require(IngredientTarget(parsing: text))
    let recipe = try Self.pancakes()
    #expect(throws: IngredientTargetError.self) { try target.factor(for: recipe) }
    do {
      _ = try target.factor(for: recipe)
    } catch {
      #expect(error.description == message)
    }
  }

  @Test("the scaler reaches the target and scales the servings with it")
  func scaler() throws {
    let target = try #require(IngredientTarget(parsing: "butter=1 cup"))
    let scaled = try Scaler(target: .ingredient(target)).scale(Self.pancakes())
    #expect(scaled.servings == Rational(32))
    // The target shows the amount asked for, in the unit asked: not 16 tablespoons.
    #expect(scaled.ingredients[1].text == "1 cup Butter, melted")
    #expect(scaled.ingredients[1].amount == Rational(1))
    #expect(scaled.ingredients[5].text == "2 Bay leaves")
    let best = try Scaler(target: .ingredient(target), units: .best).scale(Self.pancakes())
    #expect(best.ingredients[1].text == "1 cup Butter, melted")
  }
}
