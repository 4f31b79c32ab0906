import Testing

@testable import RecipeScale

/// Aisles group a list in store order; an aisle file in CookCLI's format replaces the built-in ones.
@Suite("Aisles: a list in store order")
struct AislesTests {
  /// The aisle a list would find for an ingredient of this name, as it looks one up.
  static func aisle(_ name: String, in aisles: Aisles = .builtIn) -> String? {
    BoughtItem.keys(ofName: name).lazy.compactMap { aisles.aisle(ofKey: $0) }.first
  }

  static func key(_ name: String) -> String { BoughtItem.keys(ofName: name)[0] }

  @Test("the built-in aisles, in the order a shopper walks them")
  func builtInOrder() {
    #expect(
      Aisles.builtIn.names == [
        "Produce", "Meat and fish", "Dairy and eggs", "Bakery", "Pantry", "Spices", "Frozen",
        "Drinks",
      ])
    #expect(Aisles.builtInSections.reduce(0) { $0 + $1.items.count } >= 400)
  }

  @Test("every built-in thing is in its own aisle and no other, whichever way it is written")
  func builtInOnce() {
    for (aisle, items) in Aisles.builtInSections {
      for item in items {
        #expect(Aisles.builtIn.aisle(ofKey: Self.key(item)) == aisle, "\(item)")
        #expect(Aisles.builtIn.aisle(ofKey: Self.key(item.uppercased())) == aisle, "\(item)")
      }
    }
  }

  /// Ingredients as sites and cookbooks write them, and the aisle a shopper finds them in.
  static let written: [(name: String, aisle: String?)] = [
    ("Garlic, minced", "Produce"),
    ("garlic cloves, crushed", "Produce"),
    ("2 large Onions, finely chopped", "Produce"),
    ("fresh cilantro leaves", "Produce"),
    ("Boneless, skinless chicken breasts", "Meat and fish"),
    ("ground beef", "Meat and fish"),
    ("Large eggs", "Dairy and eggs"),
    ("unsalted butter, softened", "Dairy and eggs"),
    ("freshly grated Parmesan", "Dairy and eggs"),
    ("kosher salt", "Spices"),
    ("Smoked paprika", "Spices"),
    ("garam masala", "Spices"),
    ("freshly ground black pepper", "Spices"),
    ("extra-virgin olive oil", "Pantry"),
    ("all-purpose flour", "Pantry"),
    ("fish sauce", "Pantry"),
    ("jasmine rice", "Pantry"),
    ("frozen peas", "Frozen"),
    ("dry white wine", "Drinks"),
    ("salt (optional)", "Spices"),
    ("unobtainium shavings", nil),
  ]

  @Test("an ingredient as written finds its aisle", arguments: written)
  func writtenWays(_ example: (name: String, aisle: String?)) {
    #expect(Self.aisle(example.name) == example.aisle)
  }

  @Test("an aisle file: [aisle] lines, one thing a line, other names after |, comments")
  func reading() throws {
    let aisles = try Aisles(
      reading: """
        // my store
        [Fruit and veg]
        potatoes
        scallion|green onion|spring onion   # three names, one thing

        [Dairy]
        milk
        butter
        [Fruit and veg]
        apple
        \r
        """)
    #expect(aisles.names == ["Fruit and veg", "Dairy"])
    #expect(aisles.aisle(ofKey: Self.key("Green onions, sliced")) == "Fruit and veg")
    #expect(aisles.aisle(ofKey: Self.key("spring onion")) == "Fruit and veg")
    #expect(aisles.aisle(ofKey: Self.key("Apples")) == "Fruit and veg")
    #expect(aisles.aisle(ofKey: Self.key("unsalted butter")) == "Dairy")
    #expect(aisles.aisle(ofKey: Self.key("garlic")) == nil)
  }

  @Test(
    "a thing before any aisle, or an aisle with no name, is an error at its line and column",
    arguments: [
      ("# mine\n  potatoes\n[Produce]\n", 2, 3, "\"potatoes\" comes before any aisle"),
      ("[Produce]\napple\n [ ]\n", 3, 2, "an aisle needs a name"),
    ])
  func errors(_ text: String, _ line: Int, _ column: Int, _ message: String) {
    #expect {
      _ = try Aisles(reading: text)
    } throws: { error in
      guard let error = error as? AislesError else { return false }
      return error.line == line && error.column == column
        && error.description.hasPrefix(message)
    }
  }

  @Test("a list with aisles is in store order, the things no aisle lists last, under Other")
  func listOrder() throws {
    let recipe = try ShoppingListTests.planned(
      0, "Dinner",
      [
        try ShoppingListTests.ingredient("Carrots", "2", nil),
        try ShoppingListTests.ingredient("Milk", "1", "cup"),
        try ShoppingListTests.ingredient("Apples", "3", nil),
        try ShoppingListTests.ingredient("Mystery spice blend", "1", "tsp"),
        try ShoppingListTests.ingredient("Salt", nil, "to taste"),
      ])
    let aisles = Aisles(sections: [
      ("Produce", ["carrot", "apple"]), ("Dairy", ["milk"]), ("Spices", ["salt"]),
    ])
    let list = try ShoppingList(
      recipes: [recipe], units: .best, order: .alphabetical, aisles: aisles)
    #expect(
      list.items.map(\.name) == ["Apples", "Carrots", "Milk", "Salt", "Mystery spice blend"])
    #expect(list.items.map(\.aisle) == ["Produce", "Produce", "Dairy", "Spices", "Other"])
    let text = ShoppingListFormatter(format: .text).format(list)
    #expect(
      text
        == "Shopping list: Dinner (1 serving)\n\nProduce\n3 Apples\n2 Carrots\n\nDairy\n"
        + "1 cup Milk\n\nSpices\nSalt, to taste\n\nOther\n1 tsp Mystery spice blend\n")
    let markdown = ShoppingListFormatter(format: .markdown).format(list)
    #expect(markdown.contains("\n## Produce\n\n- [ ] 3 Apples\n- [ ] 2 Carrots\n\n## Dairy\n"))
    #expect(markdown.hasSuffix("## Other\n\n- [ ] 1 tsp Mystery spice blend\n"))
    let json = ShoppingListFormatter(format: .json).format(list)
    #expect(json.contains("\"unquantifiedRecipes\": [], \"aisle\": \"Produce\"}"))
    let tsv = ShoppingListFormatter(format: .tsv).format(list).split(separator: "\n")
    #expect(tsv.first?.hasSuffix("\tdenominator_max\taisle") == true)
    #expect(tsv.last?.hasSuffix("\tOther") == true)
    // Without aisles, nothing moves and no item has one.
    let plain = try ShoppingList(recipes: [recipe], units: .best, order: .alphabetical)
    #expect(plain.items.allSatisfy { $0.aisle == nil })
    #expect(!ShoppingListFormatter(format: .text).format(plain).contains("\n\n"))
    #expect(ShoppingListFormatter(format: .json).format(plain).contains("\"aisle\": null}"))
  }
}
