import RecipeScale
import Testing

@Suite("Finding recipes by name")
struct LookupTests {
  static let book = RecipeBook(
    recipes: ["Pancakes", "Pad Thai", "Banana Pancakes", "Garlic Bread", "Bread", "Bread"]
      .compactMap {
        try? Recipe(name: $0, servings: 2, ingredients: [])
      })

  @Test(
    "exact name, else unique prefix, else unique part, ignoring case",
    arguments: [
      ("pancakes", ["Pancakes"]), ("PAD", ["Pad Thai"]), ("thai", ["Pad Thai"]),
      ("banana", ["Banana Pancakes"]), ("garlic b", ["Garlic Bread"]),
      ("bread", ["Bread", "Bread"]),
    ])
  func matches(query: String, names: [String]) throws {
    #expect(try Self.book.recipes(matching: query).map(\.name) == names)
  }

  @Test("an ambiguous prefix or part lists the candidates")
  func ambiguous() {
    #expect(throws: RecipeLookupError.ambiguous(query: "pa", candidates: ["Pancakes", "Pad Thai"]))
    {
      try Self.book.recipes(matching: "pa")
    }
    #expect(
      throws: RecipeLookupError.ambiguous(
        query: "cakes", candidates: ["Pancakes", "Banana Pancakes"])
    ) { try Self.book.recipes(matching: "cakes") }
  }

  @Test("no match suggests the closest name")
  func noMatch() {
    #expect(throws: RecipeLookupError.noMatch(query: "Pancaks", suggestion: "Pancakes")) {
      try Self.book.recipes(matching: "Pancaks")
    }
    #expect(throws: RecipeLookupError.noMatch(query: "Bananna", suggestion: "Banana Pancakes")) {
      try Self.book.recipes(matching: "Bananna")
    }
    #expect(throws: RecipeLookupError.noMatch(query: "garlc bread", suggestion: "Garlic Bread")) {
      try Self.book.recipes(matching: "garlc bread")
    }
    #expect(throws: RecipeLookupError.noMatch(query: "Lasagna", suggestion: nil)) {
      try Self.book.recipes(matching: "Lasagna")
    }
    #expect(
      RecipeLookupError.noMatch(query: "Pancaks", suggestion: "Pancakes").description
        == #"no recipe matches "Pancaks"; did you mean "Pancakes"?"#)
  }
}

@Suite("Finding recipes in hostile collections")
struct HostileLookupTests {
  @Test("a name of 100,000 words costs a linear search, and still gets its suggestion")
  func longName() throws {
    let words = (0..<100_000).map { "w\($0)" }.joined(separator: " ")
    let book = RecipeBook(recipes: [
      try Recipe(name: words + " Pancakes", servings: 1, ingredients: [])
    ])
    #expect(throws: RecipeLookupError.noMatch(query: "Pancaks", suggestion: words + " Pancakes")) {
      try book.recipes(matching: "Pancaks")
    }
  }
}
