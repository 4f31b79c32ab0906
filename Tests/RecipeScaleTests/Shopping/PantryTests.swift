import Testing

@testable import RecipeScale

/// A pantry leaves out what the cook has, matching things as a list merges them.
@Suite("Pantry: what the cook has")
struct PantryTests {
  /// The recipe's ingredient name, the pantry item, and whether the item covers it.
  static let matches: [(ingredient: String, item: String, covered: Bool)] = [
    ("Salt, to taste", "salt", true),
    ("salt (optional)", "salt", true),
    ("kosher salt", "salt", false),
    ("Freshly ground black pepper", "black pepper", true),
    ("black pepper (freshly cracked)", "Black Pepper", true),
    ("Olive Oil", "olive oil", true),
    ("extra-virgin olive oil", "extra virgin olive oil", true),
    ("extra-virgin olive oil", "olive oil", false),
    ("Garlic, minced", "garlic", true),
    ("garlic powder", "garlic", false),
    ("unsalted butter, softened", "butter", false),
    ("Large eggs", "eggs", true),
    ("1 large egg", "egg", false),
    ("Sucre en poudre", "sucre en poudre", true),
    ("Zucker", "zucker", true),
    ("Bay leaves", "bay leaf", true),
  ]

  @Test(
    "an item covers what a list would merge with it, and nothing it keeps apart", arguments: matches
  )
  func covers(_ example: (ingredient: String, item: String, covered: Bool)) {
    let pantry = Pantry(items: [example.item])
    let key = BoughtItem(Ingredient(name: example.ingredient, amount: nil, unit: nil)).key
    #expect(pantry.contains(key: key) == example.covered, "\(example)")
  }

  @Test("a pantry file: one item a line, # comments, blank lines, spaces around")
  func reading() {
    let pantry = Pantry(
      reading: """
        # what is always in the cupboard
        salt
          olive oil   # the everyday one

        Black pepper
        #flour
        salt
        \r
        soy sauce\r

        """)
    #expect(pantry.items == ["salt", "olive oil", "Black pepper", "soy sauce"])
  }

  @Test("an item given twice, in either spelling, is kept once; blanks are no item")
  func union() {
    var pantry = Pantry(items: ["Olive oil", "  ", ""])
    pantry.formUnion(Pantry(items: ["olive oil", "salt"]))
    pantry.insert("# just a hash")
    #expect(pantry.items == ["Olive oil", "salt", "# just a hash"])
    #expect(Pantry().isEmpty)
    #expect(!pantry.isEmpty)
  }
}

/// A list made with a pantry leaves its things out and says which.
@Suite("Shopping lists with a pantry")
struct PantryListTests {
  @Test("what the pantry has is left out, named once each, in the order first needed")
  func leftOut() throws {
    let soup = try ShoppingListTests.planned(
      0, "Soup",
      [
        try ShoppingListTests.ingredient("Olive oil", "2", "tbsp"),
        try ShoppingListTests.ingredient("Garlic, minced", "2", "cloves"),
        try ShoppingListTests.ingredient("kosher salt", "1", "tsp"),
        try ShoppingListTests.ingredient("Salt", nil, "to taste"),
      ])
    let bread = try ShoppingListTests.planned(
      1, "Bread",
      [
        try ShoppingListTests.ingredient("garlic cloves, crushed", "3", nil),
        try ShoppingListTests.ingredient("olive oil", "1/4", "cup"),
        try ShoppingListTests.ingredient("Flour", "500", "g"),
      ])
    let pantry = Pantry(items: ["salt", "olive oil"])
    let list = try ShoppingList(
      recipes: [soup, bread], units: .best, order: .alphabetical, pantry: pantry)
    #expect(
      list.items.map { $0.text(.plain) } == ["500 g Flour", "5 cloves Garlic", "1 tsp kosher salt"])
    #expect(list.inPantry == ["Olive oil", "Salt"])
    // Without a pantry, nothing is left out.
    let full = try ShoppingList(recipes: [soup, bread], units: .best, order: .alphabetical)
    #expect(full.inPantry.isEmpty)
    #expect(full.items.count == 5)
  }

  @Test("text and Markdown end with the pantry line; TSV and JSON list only what to buy")
  func formats() throws {
    let soup = try ShoppingListTests.planned(
      0, "Soup",
      [
        try ShoppingListTests.ingredient("Olive oil", "2", "tbsp"),
        try ShoppingListTests.ingredient("Carrots", "3", nil),
      ])
    let list = try ShoppingList(
      recipes: [soup], units: .best, order: .alphabetical, pantry: Pantry(items: ["olive oil"]))
    let text = ShoppingListFormatter(format: .text).format(list)
    #expect(text.hasSuffix("3 Carrots\nIn your pantry: Olive oil\n"))
    let markdown = ShoppingListFormatter(format: .markdown).format(list)
    #expect(markdown.hasSuffix("- [ ] 3 Carrots\n\nIn your pantry: Olive oil\n"))
    for format in [OutputFormat.tsv, .json] {
      let output = ShoppingListFormatter(format: format).format(list)
      #expect(!output.contains("Olive"), "\(format)")
      #expect(output.contains("Carrots"), "\(format)")
    }
  }
}
