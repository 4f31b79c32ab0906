import RecipeScale
import Testing

/// Pages whose JSON-LD gives the recipe's name and times but leaves its
/// ingredients to the HTML.
@Suite("Web pages: a JSON-LD recipe without ingredients")
struct PageJSONLDWithoutIngredientsTests {
  @Test("takes the ingredients and steps of the plugin's card, and keeps its own name and times")
  func fromPluginCard() throws {
    let recipe = try PageReading.recipe(
      """
      <html><head><title>Pesto | Basil Days</title>
      <script type="application/ld+json">{"@context":"https://schema.org","@type":"Recipe","name":"Genovese Pesto","totalTime":"PT10M","recipeYield":"4","recipeIngredient":[],"recipeInstructions":[]}</script>
      </head><body><div class="tasty-recipes"><h2 class="tasty-recipes-title">Pesto</h2>
      <div class="tasty-recipes-ingredients"><ul><li>2 cups basil leaves</li><li>1/3 cup pine nuts</li></ul></div>
      <div class="tasty-recipes-instructions"><ol><li>Pound the basil with the nuts.</li></ol></div></div></body></html>
      """)
    #expect(recipe.name == "Genovese Pesto")
    #expect(recipe.servings == 4)
    #expect(recipe.details.totalTime == "10 minutes")
    #expect(PageReading.lines(recipe) == ["2 cups basil leaves", "1/3 cup pine nuts"])
    #expect(recipe.details.directions == ["Pound the basil with the nuts."])
  }

  @Test("takes the list under the Ingredients heading, and keeps its own steps")
  func fromHeadings() throws {
    let recipe = try PageReading.recipe(
      """
      <html><head><script type="application/ld+json">{"@type":"Recipe","name":"Flatbread","recipeYield":"6 flatbreads","recipeInstructions":[{"@type":"HowToStep","text":"Knead and rest 30 minutes."}]}</script></head>
      <body><h1>Flatbread</h1><h2>Ingredients</h2><ul><li>500 g flour</li><li>300 ml water</li></ul>
      <h2>Method</h2><p>Mix.</p></body></html>
      """)
    #expect(PageReading.lines(recipe) == ["500 g flour", "300 ml water"])
    #expect(recipe.details.directions == ["Knead and rest 30 minutes."])
  }

  @Test("several recipes without ingredients are links, and take none from the page")
  func links() throws {
    let page = """
      <html><head><script type="application/ld+json">[{"@type":"Recipe","name":"A","url":"https://x.example/a"},{"@type":"Recipe","name":"B","url":"https://x.example/b"}]</script></head>
      <body><h2>Ingredients</h2><ul><li>1 cup sugar</li></ul></body></html>
      """
    #expect(throws: WebPageError.self) { try WebPageReader().read(page, title: "page") }
  }
}
