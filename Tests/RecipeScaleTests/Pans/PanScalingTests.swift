import Testing

@testable import RecipeScale

@Suite("Scaling a recipe to another pan")
struct PanScalingTests {
  static func cake(pan: String? = nil, step: String = "Butter a 9-inch round cake pan.") throws
    -> Recipe
  {
    try Recipe(
      name: "Butter Cake", servings: 12,
      ingredients: [
        Ingredient(name: "flour", num: 2, denom: nil, unit: "cups"),
        Ingredient(name: "sugar", num: 1, denom: nil, unit: "cup"),
        Ingredient(name: "salt", num: 1, denom: 4, unit: "tsp", fixed: true),
        Ingredient(name: "Sprinkles", num: nil, denom: nil, unit: nil),
      ],
      details: RecipeDetails(directions: [step, "Stir in 1 cup sugar."], pan: pan))
  }

  static func pan(_ text: String) throws -> PanSize { try PanSize(parsing: text) }

  @Test("round to round is the exact ratio of the areas: nothing is marked")
  func exact() throws {
    let scaler = Scaler(target: .pan(try Self.pan("8 inch round"), from: nil))
    let scaled = try scaler.scale(try Self.cake())
    #expect(scaled.factor == (try Rational(64, 81)))
    #expect(scaled.ingredients[0].amount == (try Rational(128, 81)))
    #expect(scaled.ingredients.allSatisfy { !$0.byRoundedFactor })
    #expect(scaled.pans?.factor == PanFactor(value: try Rational(64, 81), isApproximate: false))
    #expect(scaled.title(.ascii) == "Butter Cake (for an 8 in round pan, ×~0.790 of a 9 in round)")
  }

  @Test("round to rectangle is rounded to three figures, and every scaled amount is marked")
  func rounded() throws {
    let scaler = Scaler(target: .pan(try Self.pan("9x13"), from: nil))
    let scaled = try scaler.scale(try Self.cake())
    #expect(scaled.factor == (try Rational(184, 100)))
    #expect(scaled.title(.ascii) == "Butter Cake (for a 9x13 in pan, ×1.84 of a 9 in round)")
    #expect(scaled.title(.ascii, namingOriginal: false) == "Butter Cake (for a 9x13 in pan)")
    #expect(scaled.ingredients[0].amount == (try Rational(92, 25)))
    #expect(scaled.ingredients[0].quantity(.ascii)?.hasPrefix("~") == true)
    // The fixed salt and the unquantified sprinkles were not scaled: no mark.
    #expect(scaled.ingredients[2].quantity(.ascii) == "1/4")
    #expect(!scaled.ingredients[3].isApproximate)
    let steps = scaled.steps.map { $0.text(.plain) }
    #expect(steps == ["Butter a 9x13-inch cake pan.", "Stir in ~1 21/25 cups sugar."])
    #expect(scaled.facts(.ascii) == ["Pan: 9x13 in, ×1.84 of a 9 in round"])
  }

  @Test("the recipe's pan field wins over its text, and a given pan over both")
  func whichPan() throws {
    let fromField = try Scaler(target: .pan(try Self.pan("9x9"), from: nil)).scale(
      try Self.cake(pan: "8x8"))
    #expect(fromField.factor == (try Rational(81, 64)))
    let given = try Scaler(target: .pan(try Self.pan("9x9"), from: try Self.pan("9x13")))
      .scale(try Self.cake(pan: "8x8"))
    #expect(given.factor == (try Rational(81, 117)))
    #expect(given.pans?.from == (try Self.pan("9x13")))
  }

  @Test("no pan known is a data error that names --from-pan; an unreadable field says why")
  func errors() throws {
    let scaler = Scaler(target: .pan(try Self.pan("9x13"), from: nil))
    #expect {
      try scaler.scale(try Self.cake(step: "Butter a pan."))
    } throws: { error in
      guard case .data(let data) = error as? ScalingError else { return false }
      return data.problem == .noPan && "\(data)".contains("--from-pan")
    }
    #expect {
      try scaler.scale(try Self.cake(pan: "a big one"))
    } throws: { error in
      guard case .data(let data) = error as? ScalingError,
        case .unreadablePan(let text, _) = data.problem
      else { return false }
      return text == "a big one"
    }
  }
}
