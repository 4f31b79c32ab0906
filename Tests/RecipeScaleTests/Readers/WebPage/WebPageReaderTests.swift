import RecipeScale
import Testing

@Suite("Web pages: recipes in the shapes sites publish")
struct WebPageReaderTests {
  let reader = WebPageReader()

  @Test("WordPress and Yoast: a @graph, sections of steps, entities encoded twice")
  func yoastGraph() throws {
    let found = try reader.read(WebPageSamples.yoastGraph, title: "file")
    try #require(found.recipes.count == 1)
    let cake = found.recipes[0]
    #expect(cake.name == "Lemon Drizzle Cake")
    #expect(cake.servings == 8)
    #expect(cake.details.yield == "8 slices")
    #expect(cake.details.description == "A moist, zesty cake & a crunchy top.")
    #expect(cake.details.image == "https://example.com/wp-content/uploads/lemon.jpg")
    #expect(cake.details.prepTime == "15 minutes")
    #expect(cake.details.cookTime == "45 minutes")
    #expect(cake.details.totalTime == "1 hour")
    #expect(cake.ingredients.count == 5)
    #expect(cake.ingredients[3].source == "1 ½ lemons, zested")
    #expect(cake.ingredients[3].amount == (try Rational(3, 2)))
    #expect(cake.ingredients[0].unit?.written == "g")
    #expect(
      cake.details.directions == [
        "Cake:", "Heat the oven to 180°C.", "Beat the butter and sugar, then add the eggs.",
        "Drizzle:", "Mix the juice with sugar and pour over the warm cake.",
      ])
    #expect(found.startLines == [5])
  }

  @Test("Tasty Recipes: attributes in any order and case, tags in lines and steps")
  func tastyRecipes() throws {
    let found = try reader.read(WebPageSamples.tastyRecipes, title: "file")
    try #require(found.recipes.count == 1)
    let chili = found.recipes[0]
    #expect(chili.name == "Weeknight Chili")
    #expect(chili.details.description == "Smoky, \"quick\" chili.")
    #expect(chili.details.image == "https://example.com/chili.jpg")
    #expect(chili.servings == 6)
    #expect(chili.details.cookTime == "1 hour 10 minutes")
    #expect(
      chili.ingredients.map(\.source) == [
        "2 tablespoons olive oil", "1 pound ground beef",
        "2 (15-ounce) cans kidney beans, drained", "Salt and pepper to taste",
      ])
    #expect(chili.ingredients[0].name == "olive oil")
    #expect(
      chili.details.directions == ["Brown the beef in the oil.", "Add the beans and simmer."])
    #expect(found.startLines == [4])
  }

  @Test("AllRecipes: an array, @type a list, decimal amounts, a bare yield")
  func allRecipes() throws {
    let found = try reader.read(WebPageSamples.allRecipesArray, title: "file")
    try #require(found.recipes.count == 1)
    let bread = found.recipes[0]
    #expect(bread.name == "Banana Banana Bread")
    #expect(bread.servings == 12)
    #expect(bread.details.totalTime == "1 hour 15 minutes")
    #expect(bread.ingredients.count == 7)
    #expect(bread.ingredients[2].amount == (try Rational(1, 4)))
    #expect(bread.details.directions?.first == "Preheat the oven to 350 degrees F (175 degrees C).")
  }

  @Test("a German blog: CDATA around the JSON, Portionen, \\u escapes")
  func germanBlog() throws {
    let found = try reader.read(WebPageSamples.germanBlog, title: "file")
    try #require(found.recipes.count == 1)
    let salad = found.recipes[0]
    #expect(salad.servings == 4)
    #expect(salad.details.yield == nil)
    #expect(salad.ingredients[2].source == "150 ml Gemüsebrühe")
    #expect(salad.ingredients[0].amount == Rational(1))
    #expect(salad.details.totalTime == "40 minutes")
  }

  @Test("a French blog: a comment around the JSON, raw line breaks, an unquoted type")
  func frenchBlog() throws {
    let found = try reader.read(WebPageSamples.frenchBlog, title: "file")
    try #require(found.recipes.count == 1)
    let creme = found.recipes[0]
    #expect(creme.name == "Crème brûlée")
    #expect(creme.servings == 6)
    #expect(creme.ingredients.map(\.source) == ["50 cl de crème liquide", "6 jaunes d'œufs"])
    #expect(creme.details.directions == ["Préchauffer le four.", "Mélanger."])
  }

  @Test("several blocks give several recipes, each starting on its own line")
  func twoBlocks() throws {
    let found = try reader.read(WebPageSamples.twoBlocks, title: "file")
    #expect(found.recipes.map(\.name) == ["Pad Thai", "Tamarind Sauce"])
    // `1 cup` of sauce measures it, and counts no servings.
    #expect(found.recipes.map(\.servings) == [2, nil])
    #expect(found.recipes[1].details.yield == "1 cup")
    #expect(found.startLines == [2, 4])
  }

  @Test("BBC Good Food and NYT Cooking: mainEntity, yields in words")
  func mainEntity() throws {
    let page = """
      <script type="application/ld+json">{"@context":"https://schema.org","@type":"WebPage",
      "mainEntity":{"@type":"Recipe","name":"Chicken tikka masala","recipeYield":"Serves 4 - 6",
      "recipeIngredient":["1 tbsp vegetable oil","2 x 400g cans chopped tomatoes"],
      "recipeInstructions":[{"@type":"HowToStep","text":"<p>Fry the onions.</p>"}]}}</script>
      <script type="application/ld+json">{"@type":"Recipe","name":"Shortbread","recipeYield":"24 cookies",
      "recipeIngredient":["1 cup butter"],"author":[{"@type":"Person","name":"A"}]}</script>
      """
    let found = try reader.read(page, title: "file")
    #expect(found.recipes.map(\.name) == ["Chicken tikka masala", "Shortbread"])
    #expect(found.recipes[0].servings == 4)
    #expect(found.recipes[0].details.directions == ["Fry the onions."])
    #expect(found.recipes[1].servings == 24)
    #expect(found.recipes[1].details.yield == "24 cookies")
  }

  @Test(
    "NYT Cooking and Serious Eats: image objects in a list, a yield range in words, @type a list")
  func nytAndSeriousEats() throws {
    let page = """
      <script data-rh="true" type="application/ld+json">{"@context":"http://schema.org",
      "@type":"Recipe","name":"Mushroom Bourguignon","image":[{"@type":"ImageObject",
      "url":"https://example.com/mush-1.jpg","height":1024},{"@type":"ImageObject",
      "url":"https://example.com/mush-2.jpg"}],"recipeYield":"4 to 6 servings",
      "totalTime":"PT1H30M","recipeIngredient":["2 tablespoons olive oil","1&frac12; pounds mushrooms"],
      "recipeInstructions":[{"@context":"http://schema.org","@type":"HowToStep","text":"Heat the oil."}]}
      </script>
      <script type="application/ld+json">[{"@context":"http://schema.org","@type":["Recipe"],
      "headline":"Crispy Roast Potatoes","name":"The Best Crispy Roast Potatoes Ever",
      "recipeYield":"Serves 6 to 8","recipeIngredient":["5 pounds (2.2kg) russet potatoes"],
      "recipeInstructions":[{"@type":"HowToStep","text":"Adjust oven rack."}]},
      {"@type":"BreadcrumbList","itemListElement":[]}]</script>
      """
    let found = try reader.read(page, title: "file")
    #expect(
      found.recipes.map(\.name) == ["Mushroom Bourguignon", "The Best Crispy Roast Potatoes Ever"])
    #expect(found.recipes.map(\.servings) == [4, 6])
    #expect(found.recipes[0].details.image == "https://example.com/mush-1.jpg")
    #expect(found.recipes[0].details.totalTime == "1 hour 30 minutes")
    #expect(found.recipes[0].ingredients[1].amount == (try Rational(3, 2)))
    #expect(found.recipes[1].details.directions == ["Adjust oven rack."])
    #expect(found.startLines == [1, 8])
  }

  @Test(
    "recipeYield: numbers, strings, portion words in several languages, lists",
    arguments: [
      ("4", 4, nil), ("\"4\"", 4, nil), ("\"4 servings\"", 4, nil), ("\"Serves 4\"", 4, nil),
      ("\"4-6 servings\"", 4, nil), ("\"12 cookies\"", 12, "12 cookies"),
      ("\"Makes 12 cookies\"", 12, "12 cookies"), ("[\"6\", \"6 servings\"]", 6, nil),
      ("[\"12\", \"12 cookies\"]", 12, "12 cookies"), ("\"4 Personen\"", 4, nil),
      ("\"6 porciones\"", 6, nil), ("\"4 porzioni\"", 4, nil), ("\"4 personen\"", 4, nil),
      ("\"Yield: 8\"", 8, nil), ("\"a dozen\"", nil, "a dozen"), ("\"0\"", nil, nil),
      ("4.0", 4, nil), ("null", nil, nil), ("\"Serves 4\", \"x\": \"y\"", 4, nil),
      ("\"Makes 24\"", 24, nil), ("\"1 loaf\"", 1, "1 loaf"), ("\"4 to 6\"", 4, nil),
      ("[\"1\", \"1 loaf\"]", 1, "1 loaf"), ("[\"4\", \"4 servings\"]", 4, nil),
      ("\"2人分\"", 2, nil), ("\"2〜3人前\"", 2, nil), ("\"4人份\"", 4, nil),
      ("\"4 Portion(en)\"", 4, nil), ("\"Für 4 Personen\"", 4, nil),
      // A yield that is no whole count keeps its words and gives no servings.
      ("\"1 1/2 cups\"", nil, "1 1/2 cups"), ("\"1½ cups\"", nil, "1½ cups"),
      ("\"1.5 litres\"", nil, "1.5 litres"), ("\"1,000 cookies\"", nil, "1,000 cookies"),
      ("\"Makes about 2 1/2 cups\"", nil, "2 1/2 cups"),
      // A measure or a pan's size counts nothing: 500 ml is no 500 servings.
      ("\"Makes about 500ml\"", nil, "500ml"), ("\"500 g\"", nil, "500 g"),
      ("\"2 cups\"", nil, "2 cups"), ("\"1 kg\"", nil, "1 kg"),
      ("\"Makes 1 x 23cm cake\"", nil, "1 x 23cm cake"),
      ("\"1 9x13-inch pan\"", 1, "1 9x13-inch pan"),
      // A number before a portion word wins; a dozen is twelve.
      ("\"1 9x13 pan (12 servings)\"", 12, "1 9x13 pan"),
      // A portion count wins over an item count, its word before it or after.
      ("\"12 pancakes (serves 4)\"", 4, "12 pancakes"),
      ("\"12 pancakes (4 servings)\"", 4, "12 pancakes"),
      ("\"1 loaf (10 slices)\"", 10, "1 loaf (10 slices)"),
      ("\"2 dozen\"", 24, "2 dozen"), ("\"About 3 dozen cookies\"", 36, "3 dozen cookies"),
      ("\"3 to 4 dozen\"", 36, "3 to 4 dozen"), ("\"2-3 dozen cookies\"", 24, "2-3 dozen cookies"),
      ("\"1 (9-inch) pie\"", 1, "1 (9-inch) pie"),
      // A count of pieces in parentheses after one loaf, pan or cake counts
      // the servings; the words stay. A measure or a size there counts nothing.
      ("\"1 loaf (24 slices)\"", 24, "1 loaf (24 slices)"),
      ("\"Makes 1 (9x5-inch) loaf (about 12 slices)\"", 12, "1 (9x5-inch) loaf (about 12 slices)"),
      ("\"1 9-inch pie (8 wedges)\"", 8, "1 9-inch pie (8 wedges)"),
      ("\"1 pan (2 dozen bars)\"", 24, "1 pan (2 dozen bars)"),
      ("\"1 cake (10-12 pieces)\"", 10, "1 cake (10-12 pieces)"),
      ("\"1 tart (serves 8)\"", 8, "1 tart"), ("\"1 cake (9 inches)\"", 1, "1 cake (9 inches)"),
      ("\"1 pizza (12 cm)\"", 1, "1 pizza (12 cm)"), ("\"1 pie (9\\\")\"", 1, "1 pie (9\")"),
      ("\"1 loaf (2 lbs)\"", 1, "1 loaf (2 lbs)"), ("\"1 cake (8 inch)\"", 1, "1 cake (8 inch)"),
      ("\"1 cake (2-3 cups)\"", 1, "1 cake (2-3 cups)"),
      ("\"1 pie (1 1/2 pounds)\"", 1, "1 pie (1 1/2 pounds)"),
      ("\"2 loaves (24 slices)\"", 2, "2 loaves (24 slices)"),
      // In a list, the pieces win over the one loaf they are cut from.
      ("[\"1 loaf\", \"24 slices\"]", 24, "24 slices"),
      ("[\"24\", \"1 loaf (24 slices)\"]", 24, "1 loaf (24 slices)"),
      ("[\"1\", \"1 loaf (24 slices)\"]", 24, "1 loaf (24 slices)"),
      ("[\"12\", \"1 loaf (24 slices)\"]", 12, nil),
      ("[\"1 9x13-inch pan\", \"about 16 squares\"]", 16, "16 squares"),
    ] as [(String, Int?, String?)])
  func yields(yield: String, servings: Int?, words: String?) throws {
    let json =
      "{\"@type\":\"Recipe\",\"name\":\"R\",\"recipeIngredient\":[\"1 egg\"],\"recipeYield\":\(yield)}"
    let found = try reader.readJSONLD(json, title: "file")
    #expect(found.recipes.first?.servings == servings)
    #expect(found.recipes.first?.details.yield == words)
  }

  @Test(
    "ISO 8601 durations in words; other text as written",
    arguments: [
      ("PT1H10M", "1 hour 10 minutes"), ("PT45M", "45 minutes"), ("P1DT2H", "1 day 2 hours"),
      ("PT0H05M", "5 minutes"), ("PT30S", "30 seconds"), ("pt2h", "2 hours"),
      ("PT1.5H", "1.5 hours"), ("20 mins", "20 mins"), ("PT", "PT"),
    ])
  func durations(written: String, words: String) throws {
    let json =
      "{\"@type\":\"Recipe\",\"name\":\"R\",\"recipeIngredient\":[\"1 egg\"],\"cookTime\":\"\(written)\"}"
    let found = try reader.readJSONLD(json, title: "file")
    #expect(found.recipes.first?.details.cookTime == words)
  }

  @Test("a zero duration is no time")
  func zeroDuration() throws {
    let found = try reader.readJSONLD(
      "{\"@type\":\"Recipe\",\"name\":\"R\",\"recipeIngredient\":[\"1 egg\"],\"prepTime\":\"PT0M\"}",
      title: "f")
    #expect(found.recipes.first?.details.prepTime == nil)
  }
}
