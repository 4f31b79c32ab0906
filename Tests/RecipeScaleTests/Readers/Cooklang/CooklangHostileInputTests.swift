import RecipeScale
import Testing

@Suite("Cooklang errors and hostile input")
struct CooklangHostileInputTests {
  let reader = CooklangReader()

  @Test(
    "a number too large is an error at its line and column",
    arguments: [
      ("@flour{99999999999999999999%g}", 1, 8),
      ("Step one.\n\nAdd é @flour{ 99999999999999999999 %g}", 3, 15),
      ("@salt{= 1/99999999999999999999}", 1, 9),
      ("@x{0.1234567890123456789012345}", 1, 4),
      ("Add [- c -] @x{99999999999999999999}", 1, 16),
      ("---\nservings: 99999999999999999999\n---", 2, 11),
      (">> servings: 99999999999999999999", 1, 14),
    ])
  func tooLarge(text: String, line: Int, column: Int) throws {
    let error = #expect(throws: TextRecipeError.self) { try reader.read(text, title: "x") }
    #expect(error?.position == TextPosition(line: line, column: column))
    #expect(error?.problem == .lineNumberTooLarge(column: column))
  }

  @Test("a brace that never closes is text, and the marker takes one word")
  func unclosedBrace() throws {
    let found = try reader.read("Add @flour{200%g and #big pot{ and ~{5%min", title: "x")
    let recipe = try #require(found.recipes.first)
    #expect(recipe.ingredients.map(\.name) == ["flour"])
    #expect(recipe.ingredients[0].amount == nil)
    #expect(recipe.ingredients[0].source == "@flour")
    #expect(recipe.details.directions == ["Add flour{200%g and big pot{ and ~{5%min"])
    // Braces do not nest: a `{` before the `}` leaves the first one open.
    let nested = try reader.read("@a{1{2}", title: "x").recipes[0].ingredients
    #expect(nested.map(\.name) == ["a"])
    #expect(nested[0].amount == nil)
  }

  @Test("an unclosed block comment runs to the end")
  func unclosedBlockComment() throws {
    let found = try reader.read("Add @salt [- never closed\n\n@pepper", title: "x")
    #expect(found.recipes[0].ingredients.map(\.name) == ["salt"])
  }

  @Test("100,000 markers in a row, a million on one line, and unclosed braces, finish quickly")
  func manyMarkers() throws {
    let clock = ContinuousClock()
    for text in [
      String(repeating: "@", count: 100_000), String(repeating: "@a{", count: 100_000),
      String(repeating: "@a b ", count: 100_000), String(repeating: "#{", count: 100_000),
      String(repeating: "@x(", count: 100_000), String(repeating: "[-", count: 100_000),
      String(repeating: "~", count: 100_000) + "{",
      // A million markers on one line: appending each one's words once copied the line so far.
      String(repeating: "@a ", count: 1_000_000),
    ] {
      let elapsed = try clock.measure { _ = try reader.read(text, title: "x") }
      // Bounds catch quadratic time, which would take hours, not slowness: a
      // debug build on a shared machine varies tenfold.
      #expect(elapsed < .seconds(60))
    }
  }

  @Test("a 10 MB line and NUL bytes")
  func longLineAndNul() throws {
    let clock = ContinuousClock()
    // 10 MB: 10,000 pieces of 1,000 bytes, each with one ingredient and a dangling brace.
    let piece = "@a{1%g} #b{ " + String(repeating: "word ", count: 197) + "ab{"
    #expect(piece.utf8.count == 1_000)
    let line = String(repeating: piece, count: 10_000)
    var found = TextRecipes()
    let elapsed = try clock.measure { found = try reader.read(line, title: "x") }
    #expect(elapsed < .seconds(300))
    #expect(found.recipes[0].ingredients.first?.amount == Rational(10_000))
    let nul = try reader.read("Add @salt\u{0}y{1\u{0}%g}\u{0}\n\u{0}", title: "x")
    #expect(nul.recipes[0].ingredients.map(\.name) == ["salt\u{0}y"])
  }

  @Test("empty text is a recipe with nothing in it")
  func empty() throws {
    let found = try reader.read("", title: "Nothing")
    #expect(found.recipes.map(\.name) == ["Nothing"])
    #expect(found.recipes[0].ingredients.isEmpty)
    #expect(found.issues.isEmpty)
  }
}
