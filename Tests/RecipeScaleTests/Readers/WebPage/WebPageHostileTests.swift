import RecipeScale
import Testing

@Suite("Web pages: hostile input gives an error or a result, quickly")
struct WebPageHostileTests {
  let reader = WebPageReader()
  let open = #"<script type="application/ld+json">"#

  /// Runs a read, and fails when it takes longer than a debug build needs.
  func quickly(_ read: () throws(WebPageError) -> TextRecipes) -> Result<TextRecipes, WebPageError>
  {
    let clock = ContinuousClock()
    var result = Result<TextRecipes, WebPageError>.failure(WebPageError(.noRecipe))
    let elapsed = clock.measure {
      do throws(WebPageError) { result = .success(try read()) } catch { result = .failure(error) }
    }
    #expect(elapsed < .seconds(20))
    return result
  }

  @Test("a page without JSON-LD, and one whose JSON-LD holds no Recipe, say so")
  func noRecipe() {
    #expect(throws: WebPageError(.noRecipe)) { try reader.read("<html></html>", title: "f") }
    #expect(throws: WebPageError(.noRecipe)) {
      try reader.read(open + #"{"@type":"Article","name":"x"}</script>"#, title: "f")
    }
    #expect(throws: WebPageError(.noRecipe)) { try reader.readJSONLD("[]", title: "f") }
    #expect(WebPageError(.noRecipe).description.contains("no schema.org Recipe"))
  }

  @Test("broken JSON with no recipe elsewhere is an error at its line and column")
  func brokenJSON() throws {
    let page = "<p>\n" + open + "\n{\"@type\": \"Recipe\", \"name\": }</script>"
    let error = try #require(throws: WebPageError.self) { try reader.read(page, title: "f") }
    #expect(error.position == TextPosition(line: 3, column: 29))
    guard case .invalidJSON(let reason) = error.problem else {
      Issue.record("not invalid JSON: \(error)")
      return
    }
    #expect(reason.contains("expected a value"))
  }

  @Test("a broken block does not hide a good one")
  func brokenBeside() throws {
    let page =
      open + "{oops</script>" + open
      + #"{"@type":"Recipe","name":"A","recipeIngredient":["1 egg"]}</script>"#
    #expect(try reader.read(page, title: "f").recipes.map(\.name) == ["A"])
  }

  @Test("an unterminated script runs to the end of the page; an unterminated tag is none")
  func unterminated() throws {
    let found = try reader.read(
      open + #"{"@type":"Recipe","name":"A","recipeIngredient":["1 egg"]}"#, title: "f")
    #expect(found.recipes.map(\.name) == ["A"])
    #expect(throws: WebPageError(.noRecipe)) {
      try reader.read(#"<script type="application/ld+json"#, title: "f")
    }
    #expect(throws: WebPageError.self) { try reader.read(open + #"{"name":"#, title: "f") }
  }

  @Test("a number too large in a line is an error placed in the page")
  func numberTooLarge() throws {
    let json = #"{"@type":"Recipe","recipeIngredient":["99999999999999999999999 g flour"]}"#
    let error = try #require(throws: WebPageError.self) { try reader.readJSONLD(json, title: "f") }
    #expect(error.problem == .recipe(.lineNumberTooLarge(column: 1)))
    #expect(error.position == TextPosition(line: 1, column: 40))
  }

  @Test("JSON-LD nested 100,000 deep is an error, not a crash")
  func deepNesting() {
    let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    let result = quickly { () throws(WebPageError) in
      try reader.read(open + deep + "</script>", title: "f")
    }
    guard case .failure(let error) = result, case .invalidJSON(let reason) = error.problem else {
      Issue.record("expected invalid JSON")
      return
    }
    #expect(reason.contains("deeper than"))
    // Deep but within the limit, around a recipe: read.
    let within =
      String(repeating: "[", count: 400)
      + #"{"@type":"Recipe","name":"A","recipeIngredient":["1 egg"]}"#
      + String(repeating: "]", count: 400)
    #expect((try? reader.readJSONLD(within, title: "f"))?.recipes.count == 1)
  }

  @Test("100,000 script tags, opened and closed or never closed")
  func manyScripts() {
    let closed = String(repeating: "<script>x</script>", count: 100_000)
    let unclosed = String(repeating: "<script ", count: 100_000)
    let unquoted = String(repeating: "<script type=\"", count: 100_000)
    let empty = String(repeating: open + "</script>", count: 100_000)
    // Comments that never close, each of which could send a scan to the end.
    let comments = String(repeating: "<!-- <script>", count: 100_000)
    for page in [closed, unclosed, unquoted, empty, comments] {
      let result = quickly { () throws(WebPageError) in try reader.read(page, title: "f") }
      #expect(throws: WebPageError.self) { try result.get() }
    }
  }

  // 200,000 rather than a million: each line goes through the ingredient-line
  // parser, and a million take half a minute in a debug build.
  @Test("a recipe with 200,000 ingredients, each doubtful")
  func manyIngredients() throws {
    let lines = Array(repeating: #""a few eggs""#, count: 200_000).joined(separator: ",")
    let json = #"{"@type":"Recipe","name":"Big","recipeIngredient":["# + lines + "]}"
    let found = try quickly { () throws(WebPageError) in try reader.readJSONLD(json, title: "f") }
      .get()
    #expect(found.recipes.first?.ingredients.count == 200_000)
    #expect(found.issues.count == 200_000)
    // 51 bytes before the list, 13 per line, and the column after the quote.
    #expect(found.issues.last?.position == TextPosition(line: 1, column: 2_600_040))
  }

  @Test("20 MB of HTML around one block")
  func largePage() throws {
    let filler = String(
      repeating: "<div class=\"x\"><p>Lorem ipsum &amp; dolor <script</p></div>\n",
      count: 20_000_000 / 60)
    let block = open + #"{"@type":"Recipe","name":"A","recipeIngredient":["1 egg"]}</script>"#
    let found = try quickly { () throws(WebPageError) in try reader.read(block + filler, title: "f")
    }.get()
    #expect(found.recipes.count == 1)
  }

  @Test("binary garbage is no recipe")
  func garbage() {
    var generator = SystemRandomNumberGenerator()
    let bytes = (0..<1_000_000).map { _ in UInt8.random(in: 0...255, using: &generator) }
    let page = String(decoding: bytes + Array(open.utf8) + bytes, as: UTF8.self)
    let result = quickly { () throws(WebPageError) in try reader.read(page, title: "f") }
    #expect(throws: WebPageError.self) { try result.get() }
  }
}
