import RecipeScale
import Testing

@Suite("Shopping lists of lines with amounts in their names")
struct ShoppingListNameAmountsTests {
  /// Lines read as the readers read them, one recipe, on a list at a factor.
  static func lines(_ written: [String], factor: Rational) throws -> [String] {
    let ingredients = try written.map { line in
      let reading = try IngredientLineParser().read(line)
      #expect(reading.doubt == nil, "\(line)")
      return reading.ingredient
    }
    let recipe = try Recipe(name: "Roast", servings: 4, ingredients: ingredients)
    let scaled = try Scaler(target: .factor(factor)).scale(recipe)
    let list = try ShoppingList(
      recipes: [PlannedRecipe(identity: 0, scaled: scaled)], units: .asWritten,
      order: .firstSeen)
    return list.items.map { $0.text(.plain) }
  }

  @Test("an item is what the line buys, before the amounts its name gives, which would not add up")
  func boughtBeforeTheAmounts() throws {
    let list = try Self.lines(
      [
        "4 sprigs fresh thyme or 1 teaspoon dried", "3 potatoes (about 3 cups)",
        "2 sprigs fresh thyme", "Vegetable oil for deep frying, about 2 cups",
      ], factor: Rational(2))
    #expect(list == ["12 sprigs fresh thyme", "6 potatoes", "Vegetable oil"])
  }
}
