import Testing

@testable import RecipeScale

@Suite("A page's address for its recipe")
struct PageAddressTests {
  static func page(_ fields: String) -> String {
    """
    <html><head><script type="application/ld+json">
    {"@context": "https://schema.org", "@type": "Recipe", "name": "Soup", "recipeYield": "4",
     "recipeIngredient": ["2 carrots"]\(fields)}
    </script></head><body></body></html>
    """
  }

  @Test(
    "url, else mainEntityOfPage as a string or an object's @id; only a web address",
    arguments: [
      (#", "url": "https://example.org/soup""#, "https://example.org/soup"),
      (#", "mainEntityOfPage": "https://example.org/soup/""#, "https://example.org/soup/"),
      (
        #", "mainEntityOfPage": {"@type": "WebPage", "@id": "http://example.org/s"}"#,
        "http://example.org/s"
      ),
      (
        #", "url": " https://example.org/a ", "mainEntityOfPage": "https://example.org/b""#,
        "https://example.org/a"
      ),
      (#", "url": "/soup""#, nil),
      (#", "url": "javascript:alert(1)""#, nil),
      ("", nil),
    ] as [(String, String?)])
  func address(fields: String, expected: String?) throws {
    #expect(try PageReading.recipe(Self.page(fields)).details.url == expected)
  }

  @Test("import keeps the address, and the HTML card ends with it, escaped")
  func keptAndPrinted() throws {
    var recipe = try PageReading.recipe(Self.page(#", "url": "https://example.org/soup?a=1&b=2""#))
    let file = RecipeFileWriter(layout: .array).write([recipe])
    #expect(file.contains(#""url": "https://example.org/soup?a=1&b=2""#))
    let card = HTMLFormatter().format([try Scaler(servings: nil).scale(recipe)])
    #expect(
      card.contains(
        "<p class=\"source\">Source: <a href=\"https://example.org/soup?a=1&amp;b=2\">"
          + "https://example.org/soup?a=1&amp;b=2</a></p>\n</article>"))
    recipe.details.url = nil
    #expect(
      !HTMLFormatter().format([try Scaler(servings: nil).scale(recipe)]).contains(
        "<p class=\"source\">"))
  }
}
