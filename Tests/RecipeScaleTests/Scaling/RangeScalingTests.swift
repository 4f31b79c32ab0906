import RecipeScale
import Testing

@Suite("Ranges")
struct RangeScalingTests {
  func recipe(_ ingredients: [Ingredient], servings: Int? = 2) throws -> Recipe {
    try Recipe(name: "R", servings: servings, ingredients: ingredients)
  }

  @Test("both ends scale, and the text shows them with an en dash and the upper end's number")
  func scalesBothEnds() throws {
    let garlic = Ingredient(
      name: "garlic, minced", amount: Rational(2), unit: CookingUnit("clove"),
      amountMax: Rational(3))
    let scaled = try Scaler(servings: 4).scale(recipe([garlic]))
    #expect(scaled.ingredients[0].amount == Rational(4))
    #expect(scaled.ingredients[0].amountMax == Rational(6))
    #expect(scaled.ingredients[0].text == "4–6 cloves garlic, minced")
    let line = scaled.ingredients[0].line(.plain)
    #expect(line.quantity == "4")
    #expect(line.quantityMax == "6")
  }

  @Test("a count agrees with the upper end, and a range gets no hint")
  func counts() throws {
    let eggs = Ingredient(
      name: "egg", amount: try Rational(1, 2), unit: nil, amountMax: Rational(1))
    let scaled = try Scaler(servings: 2).scale(recipe([eggs]))
    #expect(scaled.ingredients[0].text == "1/2–1 egg")
    let more = try Scaler(servings: 4).scale(recipe([eggs]))
    #expect(more.ingredients[0].text == "1–2 eggs")
    #expect(more.ingredients[0].hint == nil)
  }

  @Test("a fixed range stays as written")
  func fixed() throws {
    let bay = Ingredient(
      name: "bay leaves", amount: Rational(1), unit: nil, isFixed: true, amountMax: Rational(2))
    let scaled = try Scaler(servings: 10).scale(recipe([bay]))
    #expect(scaled.ingredients[0].text == "1–2 bay leaves")
  }

  @Test("converted, both ends land in the unit the lower end chose, rounded alike")
  func converted() throws {
    let milk = Ingredient(
      name: "milk", amount: Rational(1), unit: CookingUnit("cup"), amountMax: Rational(2))
    let scaled = try Scaler(target: .recipeServings, units: .metric).scale(recipe([milk]))
    #expect(scaled.ingredients[0].text == "~237–473 ml milk")
    let best = try Scaler(target: .recipeServings, units: .best).scale(
      recipe([
        Ingredient(
          name: "butter", amount: Rational(500), unit: CookingUnit("g"), amountMax: Rational(1500))
      ]))
    // Whatever unit reads best, both ends are in it: their ratio stays exactly 3.
    let butter = best.ingredients[0]
    let ratio = try #require(butter.amountMax).divided(by: try #require(butter.amount))
    #expect(ratio == Rational(3))
  }

  @Test("a shopping list adds each end: 2–3 cloves and 1 clove are 3–4")
  func shopping() throws {
    let first = try recipe([
      Ingredient(
        name: "Garlic", amount: Rational(2), unit: CookingUnit("cloves"), amountMax: Rational(3))
    ])
    let second = try recipe([
      Ingredient(name: "garlic", amount: Rational(1), unit: CookingUnit("clove"))
    ])
    let planned = try [first, second].enumerated().map { index, recipe in
      PlannedRecipe(identity: index, scaled: try Scaler(servings: nil).scale(recipe))
    }
    let list = try ShoppingList(recipes: planned, units: .asWritten, order: .alphabetical)
    let total = try #require(list.items.first?.amounts.first)
    #expect(total.amount == Rational(3))
    #expect(total.amountMax == Rational(4))
    #expect(list.items[0].text(.plain) == "3–4 cloves Garlic")
  }

  @Test("a recipe without servings scales by a factor, and refuses servings")
  func noServings() throws {
    let bread = try recipe(
      [Ingredient(name: "flour", amount: Rational(2), unit: CookingUnit("cups"))], servings: nil)
    let doubled = try Scaler(target: .factor(Rational(2))).scale(bread)
    #expect(doubled.servings == nil)
    #expect(doubled.title == "R (× 2)")
    #expect(doubled.ingredients[0].amount == Rational(4))
    #expect(
      throws: ScalingError.data(RecipeDataError(.noServings, at: DataLocation(recipeName: "R")))
    ) {
      try Scaler(servings: 4).scale(bread)
    }
  }
}
