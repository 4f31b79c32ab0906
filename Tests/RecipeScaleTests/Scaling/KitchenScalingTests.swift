import Foundation
import RecipeScale
import Testing

@Suite("Kitchen scaling")
struct KitchenScalingTests {
  static func recipe(_ servings: Int, _ ingredients: [Ingredient]) throws -> Recipe {
    try Recipe(name: "Pancakes", servings: servings, ingredients: ingredients)
  }

  @Test(
    "a factor multiplies amounts and servings exactly",
    arguments: [
      ("2", "8"), ("0.5", "2"), ("1.5", "6"), ("3/2", "6"), ("1 1/2", "6"), ("3/8", "1 1/2"),
    ])
  func factor(factor: String, servings: String) throws {
    let recipe = try Self.recipe(
      4, [Ingredient(name: "Flour", amount: Rational(1), unit: CookingUnit("cup"))])
    let value = try #require(Rational(factor))
    let scaled = try Scaler(target: .factor(value)).scale(recipe)
    #expect(scaled.servings?.description == servings)
    #expect(scaled.ingredients[0].amount == value)
  }

  @Test("a fractional serving count reads as one in the title")
  func fractionalServings() throws {
    let recipe = try Self.recipe(1, [])
    let scaled = try Scaler(target: .factor(try #require(Rational("1 1/2")))).scale(recipe)
    #expect(scaled.title == "Pancakes (1 1/2 servings, from 1)")
    #expect(scaled.title(.unicode) == "Pancakes (1½ servings, from 1)")
    #expect(scaled.title(.decimal) == "Pancakes (1.5 servings, from 1)")
    let half = try Scaler(target: .factor(try #require(Rational("1/2")))).scale(recipe)
    #expect(half.title == "Pancakes (1/2 serving, from 1)")
  }

  @Test("fixed ingredients keep their amounts at every scale")
  func fixed() throws {
    let recipe = try Self.recipe(
      4,
      [
        Ingredient(name: "Bay leaves", amount: Rational(2), unit: nil, isFixed: true),
        Ingredient(name: "Salt", amount: Rational(1), unit: CookingUnit("pinch"), isFixed: true),
        Ingredient(name: "Rice", amount: Rational(1), unit: CookingUnit("cup")),
      ])
    for target in [ScaleTarget.servings(Rational(10)), .factor(try #require(Rational("1/3")))] {
      let scaled = try Scaler(target: target).scale(recipe)
      #expect(scaled.ingredients[0].text == "2 Bay leaves")
      #expect(scaled.ingredients[1].text == "1 pinch Salt")
      #expect(scaled.ingredients[2].amount != .one)
    }
  }

  @Test("\"fixed\" is read from the file, and checked")
  func decoding() throws {
    let json =
      #"[{"name": "Soup", "servings": 2, "ingredients": [{"name": "Bay", "num": 1, "unit": "leaf", "fixed": true}, {"name": "Salt", "num": 1, "fixed": false}]}]"#
    let book = try JSONDecoder().decode(RecipeBook.self, from: Data(json.utf8))
    #expect(book.recipes[0].ingredients.map(\.isFixed) == [true, false])
    let wrong =
      #"[{"name": "Soup", "servings": 2, "ingredients": [{"name": "Bay", "num": 1, "fixed": "yes"}]}]"#
    #expect(throws: RecipeDataError.self) {
      try JSONDecoder().decode(RecipeBook.self, from: Data(wrong.utf8))
    }
    do {
      _ = try JSONDecoder().decode(RecipeBook.self, from: Data(wrong.utf8))
    } catch let error as RecipeDataError {
      #expect(
        error.problem == .wrongType(field: "fixed", expected: "true or false", found: "a string"))
      #expect(error.path == [.index(0), .key("ingredients"), .index(0), .key("fixed")])
    }
  }

  @Test(
    "units follow the preference, and the recipe's spelling stays when the unit does",
    arguments: [
      (UnitPreference.asWritten, "48", "tsp", "48 tsp Sugar"),
      (.best, "48", "tsp", "1 cup Sugar"),
      (.best, "2", "tablespoons", "2 tablespoons Sugar"),
      (.best, "1500", "g", "1 1/2 kg Sugar"),
      (.best, "3", "cloves", "3 cloves Sugar"),
      (.metric, "1", "cup", "~237 ml Sugar"),
      (.metric, "250", "ml", "250 ml Sugar"),
      (.us, "240", "g", "~8 1/2 oz Sugar"),
      (.us, "1", "cup", "1 cup Sugar"),
      (.us, "3", "cloves", "3 cloves Sugar"),
    ])
  func units(preference: UnitPreference, amount: String, unit: String, expected: String) throws {
    let recipe = try Self.recipe(
      1,
      [Ingredient(name: "Sugar", amount: try #require(Rational(amount)), unit: CookingUnit(unit))])
    let scaled = try Scaler(target: .recipeServings, units: preference).scale(recipe)
    #expect(scaled.ingredients[0].text == expected)
  }

  @Test("a converted amount keeps its exact value beside the rounded one")
  func exactBesideRounded() throws {
    let recipe = try Self.recipe(
      1, [Ingredient(name: "Milk", amount: Rational(1), unit: CookingUnit("cup"))])
    let scaled = try Scaler(target: .recipeServings, units: .metric).scale(recipe)
    let milk = scaled.ingredients[0]
    #expect(milk.amount == (try Rational(473_176_473, 2_000_000)))
    #expect(milk.roundedAmount == Rational(237))
    #expect(milk.isApproximate)
    #expect(milk.quantity == "~237")
    #expect(milk.quantity(.decimal) == "~237")
    #expect(milk.unit == "ml")
  }

  @Test("an amount too large for any unit is an error, not a silent fallback")
  func conversionOverflow() throws {
    let recipe = try Self.recipe(
      1, [Ingredient(name: "Water", amount: Rational(Int.max), unit: CookingUnit("gallon"))])
    #expect(throws: ScalingError.self) {
      try Scaler(target: .recipeServings, units: .metric).scale(recipe)
    }
  }
}
