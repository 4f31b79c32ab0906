import RecipeScale
import Testing

@Suite("Scaler")
struct ScalerTests {
  func recipe(servings: Int, _ ingredients: [(Int?, Int?, String?)]) throws -> Recipe {
    try Recipe(
      name: "Test", servings: servings,
      ingredients: ingredients.enumerated().map { index, parts in
        try Ingredient(name: "item \(index)", num: parts.0, denom: parts.1, unit: parts.2)
      })
  }

  @Test(
    "scales amount × target / servings, reduced",
    arguments: [
      (1, 2, 3, 9, "1 1/2"), (1, 2, 4, 4, "1/2"), (2, 3, 3, 4, "8/9"), (3, 1, 4, 6, "4 1/2"),
      (240, 1, 4, 1, "60"), (1, 1, 24, 1, "1/24"),
    ])
  func scales(num: Int, denom: Int, servings: Int, target: Int, expected: String) throws {
    let scaled = try Scaler(servings: target).scale(
      recipe(servings: servings, [(num, denom, "cup")]))
    #expect(scaled.ingredients[0].quantity == expected)
    #expect(scaled.servings == Rational(target))
  }

  @Test("keeps the recipe's own servings when none are asked for")
  func ownServings() throws {
    let scaled = try Scaler(servings: nil).scale(recipe(servings: 4, [(3, 4, "cup")]))
    #expect(scaled.servings == Rational(4))
    #expect(scaled.ingredients[0].amount == (try Rational(3, 4)))
  }

  @Test("leaves unquantified ingredients alone: no num, num 0, denom without num")
  func unquantified() throws {
    let scaled = try Scaler(servings: 10).scale(
      recipe(servings: 2, [(nil, nil, "To taste"), (0, 1, "pinch"), (nil, 2, "cup")]))
    #expect(scaled.ingredients.allSatisfy { $0.amount == nil && $0.quantity == nil })
  }

  @Test("is exact at the edge of 64 bits")
  func largest() throws {
    let scaled = try Scaler(servings: Int.max).scale(
      recipe(servings: Int.max, [(Int.max, nil, "g")]))
    #expect(scaled.ingredients[0].text == "9223372036854775807 g item 0")
  }

  @Test("reports an amount that has no exact 64-bit form, naming the ingredient")
  func overflow() throws {
    let big = try recipe(servings: 1, [(1, 1, "cup"), (Int.max, 1, "g")])
    #expect(throws: ScalingError.self) { try Scaler(servings: 2).scale(big) }
    do {
      _ = try Scaler(servings: 2).scale(big)
      Issue.record("scaling did not fail")
    } catch {
      guard case .data(let error) = error else {
        Issue.record("expected a data error, got \(error)")
        return
      }
      #expect(error.problem == .amountTooLarge(servings: Rational(2)))
      #expect(error.path == [.key("ingredients"), .index(1), .key("num")])
      #expect(error.location.ingredientIndex == 1)
      #expect(error.location.ingredientName == "item 1")
      #expect(error.location.recipeName == "Test")
    }
  }

  @Test(
    "a recipe scaled a part at a time gives the same lines as scaled whole, in any units",
    arguments: [UnitPreference.asWritten, .metric, .best])
  func parts(units: UnitPreference) throws {
    let whole = try recipe(
      servings: 4,
      (1...10).map { ($0, $0 % 3 + 1, ["cup", "tbsp", "g", nil][$0 % 4]) })
    let scaler = Scaler(target: .servings(Rational(6)), units: units)
    let all = try scaler.scale(whole)
    var joined: [ScaledIngredient] = []
    for range in [0..<3, 3..<3, 3..<10] {
      let part = try scaler.scale(whole, ingredientsIn: range)
      #expect(part.servings == all.servings)
      #expect(part.factor == all.factor)
      joined += part.ingredients
    }
    #expect(joined == all.ingredients)
  }

  @Test("an amount too large in a part is named by its place in the whole recipe")
  func partOverflow() throws {
    let big = try recipe(servings: 1, [(1, 1, "cup"), (2, 1, "cup"), (Int.max, 1, "g")])
    do {
      _ = try Scaler(servings: 2).scale(big, ingredientsIn: 2..<3)
      Issue.record("scaling did not fail")
    } catch {
      guard case .data(let error) = error else {
        Issue.record("expected a data error, got \(error)")
        return
      }
      #expect(error.location.ingredientIndex == 2)
      #expect(error.location.ingredientName == "item 2")
    }
  }

  @Test("titles agree with the servings")
  func titles() throws {
    let one = try Scaler(servings: 1).scale(recipe(servings: 4, []))
    #expect(one.title == "Test (1 serving, from 4)")
    let six = try Scaler(servings: 6).scale(recipe(servings: 4, []))
    #expect(six.title == "Test (6 servings, from 4)")
  }

  @Test("composes and inverts exactly on seeded random recipes")
  func properties() throws {
    var generator = SplitMix64(seed: 42)
    for _ in 0..<2_000 {
      let servings = generator.int(in: 1...12)
      let parts = (0..<5).map { _ in
        (generator.int(in: 0...500) as Int?, generator.int(in: 1...16) as Int?, "cup" as String?)
      }
      let original = try recipe(servings: servings, parts)
      let target = generator.int(in: 1...50)
      let there = try Scaler(servings: target).scale(original)
      // Back to the recipe's own servings restores every amount.
      let backRecipe = try Recipe(
        name: "Test", servings: target,
        ingredients: there.ingredients.map {
          Ingredient(name: $0.original.name, amount: $0.amount, unit: $0.original.unit)
        })
      let back = try Scaler(servings: servings).scale(backRecipe)
      #expect(back.ingredients.map(\.amount) == original.ingredients.map(\.amount))
      // Scaling composes: servings → target → final equals servings → final.
      let final = generator.int(in: 1...50)
      let direct = try Scaler(servings: final).scale(original)
      let twoSteps = try Scaler(servings: final).scale(backRecipe)
      #expect(twoSteps.ingredients.map(\.amount) == direct.ingredients.map(\.amount))
      // Every displayed quantity parses back to the exact amount.
      for ingredient in direct.ingredients {
        #expect(ingredient.quantity.flatMap(Rational.init) == ingredient.amount)
      }
    }
  }
}
