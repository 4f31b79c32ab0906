import Testing

@testable import RecipeScale

/// `print` shows what a cook reads: amounts with their units, an ingredient
/// as its line, a recipe as its title and lines.
@Suite("Descriptions: what print shows")
struct DescriptionTests {
  @Test(
    "a quantity is its amount and its unit, in the number that agrees",
    arguments: [
      (3, 2, StandardUnit.cup, "1 1/2 cups"),
      (1, 1, .cup, "1 cup"),
      (1, 2, .tablespoon, "1/2 tbsp"),
      (250, 1, .gram, "250 g"),
    ])
  func quantity(numerator: Int, denominator: Int, unit: StandardUnit, expected: String) throws {
    let quantity = Quantity(try Rational(numerator, denominator), unit)
    #expect(quantity.description == expected)
    #expect("\(quantity)" == expected)
  }

  @Test("a scaled ingredient prints as its line, with a metric amount rounded for the kitchen")
  func ingredient() throws {
    let flour = Ingredient(
      name: "flour", amount: try Rational(1, 2), unit: CookingUnit(symbol: "cup"))
    let recipe = try Recipe(name: "Bread", servings: 3, ingredients: [flour])
    let scaled = try Scaler(servings: 9).scale(recipe)
    let line = try #require(scaled.ingredients.first)
    #expect(String(describing: line) == "1 1/2 cups flour")
    #expect(line.description == line.text, "an exact amount reads the same either way")

    let tomatoes = Ingredient(
      name: "Crushed tomatoes", amount: Rational(800), unit: CookingUnit(symbol: "g"))
    let stew = try Recipe(name: "Stew", servings: 3, ingredients: [tomatoes])
    let rounded = try #require(try Scaler(servings: 4).scale(stew).ingredients.first)
    #expect(rounded.description == "~1067 g Crushed tomatoes")
    #expect(rounded.text == "1066 2/3 g Crushed tomatoes", "text keeps the amount exact")
  }

  @Test("a scaled recipe prints as its title and a line an ingredient, with no blank line after")
  func recipe() throws {
    let recipe = try Recipe(
      name: "Pancakes", servings: 2,
      ingredients: [
        Ingredient(name: "flour", amount: Rational(1), unit: CookingUnit(symbol: "cup")),
        Ingredient(name: "egg", amount: Rational(1), unit: nil),
      ])
    let scaled = try Scaler(servings: 4).scale(recipe)
    let lines = scaled.description.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines == ["Pancakes (4 servings, from 2)", "2 cups flour", "2 eggs"])
  }
}
