import RecipeScale
import Testing

@Suite("Ingredient lines")
struct ScaledIngredientTests {
  func line(_ name: String, _ amount: String?, _ unit: String?) throws -> ScaledIngredient {
    let value = try amount.map { try #require(Rational($0)) }
    let ingredient = Ingredient(name: name, amount: value, unit: unit.flatMap(CookingUnit.init))
    return ScaledIngredient(ingredient: ingredient, amount: value)
  }

  @Test(
    "read as a cook reads them",
    arguments: [
      ("flour", "1 1/2", "cup", "1 1/2 cups flour"),
      ("flour", "1/2", "cups", "1/2 cup flour"),
      ("Baking powder", "3/2", "tsp", "1 1/2 tsp Baking powder"),
      ("Large eggs, beaten", "1", nil, "1 Large egg, beaten"),
      ("Large egg, beaten", "2", nil, "2 Large eggs, beaten"),
      ("Eggplant, peeled and thinly sliced", "3", nil, "3 Eggplants, peeled and thinly sliced"),
      ("Lime wedges", "1", nil, "1 Lime wedge"),
      ("Cookies", "1", nil, "1 Cookie"),
      ("Potato", "2", nil, "2 Potatoes"),
      ("Bay leaves", "1/2", nil, "1/2 Bay leaf (about 1)"),
      ("Eggs", "4/3", nil, "1 1/3 Eggs (about 1)"),
      ("Large eggs", "1/3", nil, "1/3 Large egg (less than half of one)"),
      ("Sea salt", nil, "To taste", "Sea salt, to taste"),
      ("Parsley", nil, nil, "Parsley"),
      ("Ice", nil, "AS NEEDED", "Ice, AS NEEDED"),
      ("Eggs (large)", "3", nil, "3 Eggs (large)"),
    ] as [(String, String?, String?, String)])
  func text(name: String, amount: String?, unit: String?, expected: String) throws {
    #expect(try line(name, amount, unit).text == expected)
  }

  @Test("give their parts for TSV and JSON")
  func parts() throws {
    let counted = try line("Large eggs, beaten", "1", nil)
    #expect(counted.quantity == "1")
    #expect(counted.unit == nil)
    #expect(counted.name == "Large egg, beaten")
    let unquantified = try line("Sea salt", nil, "To taste")
    #expect(unquantified.quantity == nil)
    #expect(unquantified.unit == "To taste")
    #expect(unquantified.name == "Sea salt")
  }
}
