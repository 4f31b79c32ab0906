import Testing

@testable import RecipeScale

/// A week's menu, one recipe a line, as `shop --plan` reads it.
@Suite("Meal plan: a week's menu in a file")
struct MealPlanTests {
  @Test("names, servings and factors, with comments, blank lines and spaces")
  func reading() throws {
    let plan = try MealPlan(
      reading: """
        # week 49
        Pad Thai = 6
        Garlic Bread   # its own servings

          pie = x2
        bread=X0.5
        Soup=×1/2
        Soup = the best

        """)
    let entries = plan.entries.map {
      "\($0.name)|\($0.servings.map(String.init) ?? "-")|\($0.factor.map { "\($0)" } ?? "-")|\($0.line):\($0.column)"
    }
    #expect(
      entries == [
        "Pad Thai|6|-|2:1", "Garlic Bread|-|-|3:1", "pie|-|2|5:3", "bread|-|1/2|6:1",
        "Soup|-|1/2|7:1", "Soup = the best|-|-|8:1",
      ])
  }

  @Test(
    "servings or a factor that is not one is an error at its line and column",
    arguments: [
      ("Pad Thai = 6\n  Soup = 1.5\n", MealPlanError.Kind.servings, 2, 3),
      ("Soup = -2\n", .servings, 1, 1),
      ("Soup =\n", .servings, 1, 1),
      ("# pies\n\npie = x0\n", .factor, 3, 1),
      ("pie = x\n", .factor, 1, 1),
      ("  = 4\n", .noName, 1, 3),
    ])
  func errors(_ text: String, _ kind: MealPlanError.Kind, _ line: Int, _ column: Int) {
    #expect {
      _ = try MealPlan(reading: text)
    } throws: { error in
      guard let error = error as? MealPlanError else { return false }
      return error.kind == kind && error.line == line && error.column == column
        && error.description.hasPrefix("\"") && error.description.contains("expected")
    }
  }

  @Test("a plan of comments and blank lines plans nothing")
  func empty() throws {
    #expect(try MealPlan(reading: "# nothing this week\n\n   \n").entries.isEmpty)
  }
}
