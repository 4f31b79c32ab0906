import RecipeScale
import Testing

@Suite("Checking that a recipe scales")
struct ScalingCheckTests {
  /// What a call returned: nothing, or the error it threw.
  static func failure(_ body: () throws(ScalingError) -> Void) -> ScalingError? {
    do throws(ScalingError) {
      try body()
      return nil
    } catch {
      return error
    }
  }

  /// Amounts near the edge of 64 bits as often as small ones, some fixed, some ranges.
  static func recipe(_ generator: inout SplitMix64, servings: Int?) throws -> Recipe {
    // Near 2^31 too, where the check's shortcut for small parts ends.
    let numerators = [
      1, 2, 3, 7, 500, 1 << 31 - 1, 1 << 31, 1 << 32 + 1, Int.max / 3, Int.max / 2, Int.max - 1,
      Int.max,
    ]
    let denominators = [1, 2, 3, 16, 1 << 31 - 1, 1 << 31 + 1, Int.max / 4, Int.max]
    let units: [String?] = ["cup", "tbsp", "g", "kg", "oz", "clove", nil]
    let ingredients = try (0..<generator.int(in: 0...6)).map { index in
      let numerator = numerators[generator.int(in: 0...numerators.count - 1)]
      let denominator = denominators[generator.int(in: 0...denominators.count - 1)]
      let isRange = generator.int(in: 0...3) == 0 && numerator < Int.max
      return try Ingredient(
        name: "item \(index)", num: numerator, denom: denominator,
        unit: units[generator.int(in: 0...units.count - 1)],
        fixed: generator.int(in: 0...4) == 0, numMax: isRange ? numerator + 1 : nil,
        denomMax: isRange ? denominator : nil)
    }
    return try Recipe(name: "Test", servings: servings, ingredients: ingredients)
  }

  @Test(
    "throws exactly what scaling the whole recipe throws, in every unit choice",
    arguments: UnitPreference.allCases)
  func sameAsScaling(units: UnitPreference) throws {
    var generator = SplitMix64(seed: 7)
    let targets: [ScaleTarget] = [
      .recipeServings, .servings(Rational(2)), .servings(Rational(Int.max)),
      .factor(try Rational(3, 2)), .factor(try Rational(1, Int.max)), .factor(Rational(Int.max)),
      .factor(Rational(1 << 31 - 1)), .factor(Rational(1 << 31 + 1)),
      .factor(try Rational(1 << 33 + 1, 1 << 31 - 1)),
    ]
    var failures = 0
    for _ in 0..<3_000 {
      let recipe = try Self.recipe(
        &generator, servings: generator.int(in: 0...5) == 0 ? nil : generator.int(in: 1...12))
      let scaler = Scaler(
        target: targets[generator.int(in: 0...targets.count - 1)], units: units)
      let checked = Self.failure { () throws(ScalingError) in try scaler.checkScaling(recipe) }
      let scaled = Self.failure { () throws(ScalingError) in _ = try scaler.scale(recipe) }
      #expect(checked == scaled, "\(recipe.ingredients) with \(scaler.target)")
      if scaled != nil { failures += 1 }
    }
    // Both outcomes are common, so the comparison covers both.
    #expect(failures > 200)
    #expect(failures < 2_700)
  }

  @Test(
    "a long recipe is checked a part at a time, and a failure in its last part is found",
    arguments: UnitPreference.allCases)
  func longRecipe(units: UnitPreference) throws {
    var ingredients = try (0..<2_500).map { index in
      try Ingredient(name: "item \(index)", num: index % 7 + 1, denom: 3, unit: "cup")
    }
    let recipe = try Recipe(name: "Long", servings: 2, ingredients: ingredients)
    let scaler = Scaler(target: .servings(Rational(5)), units: units)
    #expect(Self.failure { () throws(ScalingError) in try scaler.checkScaling(recipe) } == nil)
    ingredients.append(try Ingredient(name: "salt", num: Int.max, denom: 1, unit: "g"))
    let failing = try Recipe(name: "Long", servings: 2, ingredients: ingredients)
    let checked = Self.failure { () throws(ScalingError) in try scaler.checkScaling(failing) }
    #expect(checked == Self.failure { () throws(ScalingError) in _ = try scaler.scale(failing) })
    guard case .data(let error) = checked else {
      Issue.record("expected a data error, got \(String(describing: checked))")
      return
    }
    #expect(error.location.ingredientIndex == 2_500)
  }

  @Test("a fixed ingredient never fails, as it never scales")
  func fixedNeverFails() throws {
    let recipe = try Recipe(
      name: "Salt", servings: 1,
      ingredients: [try Ingredient(name: "salt", num: Int.max, denom: 1, unit: "g", fixed: true)])
    let scaler = Scaler(servings: 3)
    #expect(Self.failure { () throws(ScalingError) in try scaler.checkScaling(recipe) } == nil)
    var loose = recipe
    loose.ingredients[0].isFixed = false
    let failure = Self.failure { () throws(ScalingError) in try scaler.checkScaling(loose) }
    guard case .data(let error) = failure else {
      Issue.record("expected a data error, got \(String(describing: failure))")
      return
    }
    #expect(error.location.ingredientIndex == 0)
    #expect(error.location.ingredientName == "salt")
  }
}
