import RecipeScale
import Testing

@Suite("Readers take the language where the source says one")
struct LanguageSourceTests {
  func page(html lang: String?, inLanguage: String?) -> String {
    let attribute = lang.map { " lang=\"\($0)\"" } ?? ""
    let field = inLanguage.map { "\"inLanguage\": \($0), " } ?? ""
    return """
      <!DOCTYPE html>
      <html\(attribute)><head>
      <script type="application/ld+json">
      {"@context": "https://schema.org", "@type": "Recipe", \(field)"name": "Kuchen",
       "recipeYield": "4", "recipeIngredient": ["3 Zwiebeln"]}
      </script></head><body></body></html>
      """
  }

  @Test(
    "web pages: the recipe's inLanguage, else the lang of <html>",
    arguments: [
      (nil, nil, nil), ("de", nil, "de"), ("de-AT", #""fr""#, "fr"),
      (nil, #""en-GB""#, "en-GB"), ("de", #"{"@type": "Language", "alternateName": "it"}"#, "it"),
      ("de", #""German""#, "de"), (nil, #""English""#, nil), ("not a tag", nil, nil),
      ("de_CH", nil, "de-CH"),
    ] as [(String?, String?, String?)])
  func webPage(lang: String?, inLanguage: String?, expected: String?) throws {
    let found = try WebPageReader().read(page(html: lang, inLanguage: inLanguage), title: "x")
    #expect(try #require(found.recipes.first).language?.text == expected)
  }

  @Test("web pages: only the <html> tag's lang counts, not another tag's")
  func htmlTagOnly() throws {
    let page = """
      <html5 lang="fr"><html data-x='1' LANG='nl'>
      <script type="application/ld+json">{"@type": "Recipe", "name": "R", "recipeIngredient": ["1 egg"]}</script>
      """
    #expect(
      try #require(WebPageReader().read(page, title: "x").recipes.first).language?.text == "nl")
  }

  @Test("schema.org JSON: inLanguage")
  func schemaJSON() throws {
    let json =
      #"{"@type": "Recipe", "name": "R", "inLanguage": "ja", "recipeIngredient": ["1 egg"]}"#
    #expect(
      try #require(WebPageReader().readJSONLD(json, title: "x").recipes.first).language?.text
        == "ja")
  }

  @Test(
    "Cooklang: the locale, with _ read as -",
    arguments: [
      ("---\nlocale: de_DE\n---\nCut @Zwiebel{2}.", "de-DE"),
      (">> locale: fr\nCut @oignon{2}.", "fr"),
      (">> locale: de_DE.UTF-8\nCut @Zwiebel{2}.", "de-DE"),
      (">> locale: ???\nCut @Zwiebel{2}.", nil),
      ("Cut @onion{2}.", nil),
    ] as [(String, String?)])
  func cooklang(text: String, expected: String?) throws {
    let recipe = try #require(try CooklangReader().read(text, title: "x").recipes.first)
    #expect(recipe.language?.text == expected)
  }

  @Test("plain text has no language of its own")
  func plainText() throws {
    let found = try TextRecipeReader().read("# Kuchen\nServes 2\n3 Zwiebeln\n", title: "x")
    #expect(try #require(found.recipes.first).language == nil)
  }
}
