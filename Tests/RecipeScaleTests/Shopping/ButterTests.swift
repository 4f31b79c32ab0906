import RecipeScale
import Testing

@Suite("Butter in a shopping list")
struct ButterTests {
  /// One recipe per amount, so the amounts add up as the list adds them.
  static func lines(
    _ amounts: [(String, String)], name: String = "Butter", units: UnitPreference = .best,
    style: AmountStyle = .plain
  ) throws -> [String] {
    let recipes = try amounts.enumerated().map { index, entry in
      try ShoppingListTests.planned(
        index, "R\(index)", [try ShoppingListTests.ingredient(name, entry.0, entry.1)])
    }
    return try ShoppingList(recipes: recipes, units: units, order: .alphabetical).items.map {
      $0.text(style)
    }
  }

  @Test(
    "sticks, cups, spoons and ounces add up by weight, and a US list shows sticks",
    arguments: [
      // 4 sticks + 1/2 cup was the line: a half cup is one more stick.
      ([("4", "sticks"), ("1/2", "cup")], "5 sticks Butter"),
      ([("2", "sticks"), ("1/4", "cup")], "2 1/2 sticks Butter"),
      // 4 + 4 + 1 + 4 oz is 3 1/4 sticks: buy 4.
      (
        [("1", "stick"), ("1/2", "cup"), ("2", "tbsp"), ("4", "oz")],
        "4 sticks Butter (3 1/4 needed)"
      ),
      ([("1", "lb")], "4 sticks Butter"),
      ([("3", "tbsp")], "1 stick Butter (3/8 needed)"),
    ])
  func sticks(_ amounts: [(String, String)], _ line: String) throws {
    #expect(try Self.lines(amounts) == [line])
  }

  @Test("the exact total stays, in sticks; --exact shows it")
  func exact() throws {
    let recipes = [
      try ShoppingListTests.planned(
        0, "A", [try ShoppingListTests.ingredient("Butter", "1", "stick")]),
      try ShoppingListTests.planned(
        1, "B", [try ShoppingListTests.ingredient("butter", "2", "tbsp")]),
    ]
    let list = try ShoppingList(recipes: recipes, units: .best, order: .alphabetical)
    let total = try #require(list.items.first?.amounts.first)
    #expect(total.amount == (try Rational(5, 4)))
    #expect(total.unit == "sticks")
    #expect(
      list.items.first?.text(AmountStyle(fractions: .ascii, exact: true)) == "1 1/4 sticks Butter")
  }

  @Test("a metric list shows butter in grams, cups converted by a cup's weight")
  func metric() throws {
    // 1/2 cup of butter is 1/4 lb, 113.3980925 g.
    #expect(try Self.lines([("100", "g"), ("1/2", "cup")]) == ["~213 g Butter"])
    #expect(try Self.lines([("1", "stick")], units: .metric) == ["~113 g Butter"])
  }

  @Test("only butter: peanut butter and as-written lists keep their units")
  func onlyButter() throws {
    #expect(try Self.lines([("1", "stick")], name: "Peanut butter") == ["1 stick Peanut butter"])
    #expect(
      try Self.lines([("1", "stick"), ("1", "stick")], units: .asWritten) == ["2 sticks Butter"])
    #expect(
      try Self.lines([("1", "stick"), ("1/2", "cup")], units: .asWritten)
        == ["1 stick + 1/2 cup Butter"])
  }
}
