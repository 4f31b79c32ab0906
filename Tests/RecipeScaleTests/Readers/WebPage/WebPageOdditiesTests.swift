import RecipeScale
import Testing

@Suite("Web pages: what real pages do to their JSON-LD")
struct WebPageOdditiesTests {
  let reader = WebPageReader()

  /// A page holding one block with a recipe named `Soup`, opened by a tag.
  func page(
    tag: String, json: String = #"{"@type":"Recipe","name":"Soup","recipeIngredient":["1 leek"]}"#
  ) -> String {
    "<html><head>\(tag)\(json)</script></head></html>"
  }

  @Test(
    "the script tag, however it is written",
    arguments: [
      #"<script type="application/ld+json">"#, "<script type='application/ld+json'>",
      "<script type=application/ld+json>", #"<SCRIPT TYPE="APPLICATION/LD+JSON">"#,
      #"<script type="application/ld+json; charset=utf-8">"#,
      #"<script id="schema" class="a b" type = "application/ld+json" data-x='>'>"#,
      "<script\ntype=\"application/ld+json\"\n>", #"<script type=" application/ld+json ">"#,
      #"<script async type="application/ld+json" nonce="abc">"#,
    ])
  func scriptTags(tag: String) throws {
    let found = try reader.read(page(tag: tag), title: "file")
    #expect(found.recipes.map(\.name) == ["Soup"])
  }

  @Test(
    "scripts of other types are not read",
    arguments: [
      #"<script type="application/json">"#, #"<script type="text/javascript">"#, "<script>",
      #"<script type="application/ld+jsonx">"#, #"<scripts type="application/ld+json">"#,
      #"<script data-type="application/ld+json">"#,
    ])
  func otherScripts(tag: String) {
    #expect(throws: WebPageError(.noRecipe)) { try reader.read(page(tag: tag), title: "file") }
  }

  @Test(
    "wrappers around the JSON",
    arguments: [
      "<!--\n{}\n-->", "<![CDATA[{}]]>", "//<![CDATA[\n{}\n//]]>", "/*<![CDATA[*/{}/*]]>*/",
      "\u{FEFF}{};", "\n\n   {}  \n",
    ])
  func wrappers(wrapper: String) throws {
    let json = wrapper.replacing(
      "{}", with: #"{"@type":"Recipe","name":"Soup","recipeIngredient":["1 leek"],}"#)
    let found = try reader.read(
      page(tag: #"<script type="application/ld+json">"#, json: json), title: "f")
    #expect(found.recipes.map(\.name) == ["Soup"])
  }

  @Test("names and lines: entities, twice-encoded entities, tags, white space")
  func cleaning() throws {
    let json = #"""
      {"@type":"http://schema.org/Recipe","name":"  Mac &amp;amp; Cheese\u00a0&nbsp;<em>Deluxe</em> ",
      "recipeIngredient":["1&#xBD; cups\tmacaroni","&frac14; cup &quot;sharp&quot; cheddar","  ",
      "2 tbsp butter<br>melted", "1 caf&eacute; cr&egrave;me &#39;thick&#39;"]}
      """#
    let found = try reader.readJSONLD(json, title: "file")
    let recipe = try #require(found.recipes.first)
    #expect(recipe.name == "Mac & Cheese Deluxe")
    #expect(
      recipe.ingredients.map(\.source) == [
        "1½ cups macaroni", "¼ cup \"sharp\" cheddar", "2 tbsp butter", "melted",
        "1 café crème 'thick'",
      ])
    #expect(recipe.ingredients[0].amount == (try Rational(3, 2)))
  }

  @Test(
    "the same recipe by @id in two blocks is read once; a recipe without a name takes the title")
  func duplicates() throws {
    let block =
      ##"<script type="application/ld+json">{"@type":"Recipe","@id":"#r","recipeIngredient":["1 egg"]}</script>"##
    let found = try reader.read(block + "\n" + block, title: "eggs")
    #expect(found.recipes.map(\.name) == ["eggs"])
  }

  @Test("old `ingredients`, instructions as a list of strings, an image list of objects")
  func olderShapes() throws {
    let json = #"""
      {"@type":"Recipe","name":"Old","ingredients":["2 eggs","1 cup milk"],
      "recipeInstructions":["Whisk.","<p>Cook.</p>"],
      "image":[{"@type":"ImageObject","contentUrl":"a.jpg"},"b.jpg"]}
      """#
    let recipe = try #require(try reader.readJSONLD(json, title: "f").recipes.first)
    #expect(recipe.ingredients.count == 2)
    #expect(recipe.details.directions == ["Whisk.", "Cook."])
    #expect(recipe.details.image == "a.jpg")
    #expect(recipe.servings == nil)
  }

  @Test("a doubtful line is placed at its line and column in the page")
  func doubtPosition() throws {
    let page = """
      <html>
      <script type="application/ld+json">
      {"@type": "Recipe", "name": "R",
        "recipeIngredient": ["2 cups flour", "a few sprigs thyme"]}
      </script>
      """
    let found = try reader.read(page, title: "f")
    let issue = try #require(found.issues.first)
    #expect(issue.position.line == 4)
    #expect(issue.position.column == 41)
    #expect(issue.issue.location.ingredientIndex == 1)
    #expect(issue.issue.location.recipeName == "R")
    #expect(found.startLines == [3])
  }

  @Test("schema.org JSON files: an object, an array, a @graph")
  func jsonFiles() throws {
    let recipe = #"{"@type":"Recipe","name":"A","recipeIngredient":["1 egg"]}"#
    for json in [
      recipe, "[\(recipe),\(recipe.replacing("\"A\"", with: "\"B\""))]",
      #"{"@context":"https://schema.org","@graph":["# + recipe + "]}",
    ] {
      let found = try reader.readJSONLD(json, title: "f")
      #expect(found.recipes.first?.name == "A")
    }
  }

  @Test(
    "@type and @context however written: a prefix, a URL, a list, another case, a context object",
    arguments: [
      #""@type":"schema:Recipe","@context":{"schema":"https://schema.org/"}"#,
      #""@type":"https://schema.org/Recipe""#, #""@type":"http://schema.org/Recipe/""#,
      #""@type":["Thing","Recipe"]"#, #""@type":"recipe""#,
      #""@context":{"@vocab":"https://schema.org/","@language":"en"},"@type":"Recipe""#,
      #""@context":["https://schema.org",{"@language":"en"}],"@type":" Recipe ""#,
    ])
  func typesAndContexts(members: String) throws {
    let found = try reader.readJSONLD(
      "{\(members),\"name\":\"Soup\",\"recipeIngredient\":[\"1 leek\"]}", title: "f")
    #expect(found.recipes.map(\.name) == ["Soup"])
  }

  @Test("a type attribute written with entities, as Marmiton writes one")
  func entityType() throws {
    let found = try reader.read(
      page(tag: #"<script type="application&#x2F;ld&#x2B;json">"#), title: "f")
    #expect(found.recipes.map(\.name) == ["Soup"])
  }

  @Test("comments between the tokens, keys padded with spaces, white space of every kind")
  func lenientJSON() throws {
    let json = """
      {\r\n\t"@type": "Recipe", // the dish
      \t/* yield as the site writes it */ "recipeYield" :\t"4 servings",
      \t" name ": "Soup",\u{0C}"recipeIngredient ": [ "1 cup water" , /* none */ "2 eggs" ]\r\n}
      """
    let recipe = try #require(try reader.readJSONLD(json, title: "f").recipes.first)
    #expect(recipe.name == "Soup")
    #expect(recipe.servings == 4)
    #expect(recipe.ingredients.map(\.source) == ["1 cup water", "2 eggs"])
  }

  @Test("a block in <noscript> or <template> is read; one in an HTML comment is not")
  func hiddenBlocks() throws {
    let block =
      #"<script type="application/ld+json">{"@type":"Recipe","name":"NAME","recipeIngredient":["1 leek"]}</script>"#
    let page = """
      <html><head><!-- <script type="application/ld+json">{"@type":"Recipe","name":"Old"}</script> -->
      <noscript>\(block.replacing("NAME", with: "A"))</noscript>
      <template id="t">\(block.replacing("NAME", with: "B"))</template>
      <!--[if lt IE 9]><script src="html5.js"></script><![endif]-->
      \(block.replacing("NAME", with: "C"))
      </head></html>
      """
    #expect(try reader.read(page, title: "f").recipes.map(\.name) == ["A", "B", "C"])
    // A comment that never closes hides nothing: the page may just be sloppy.
    let unclosed = "<!-- a note\n" + block.replacing("NAME", with: "D")
    #expect(try reader.read(unclosed, title: "f").recipes.map(\.name) == ["D"])
  }

  @Test("ingredient headings: a group for the lines after, Ingredients: for none")
  func ingredientHeadings() throws {
    let json = #"""
      {"@type":"Recipe","name":"Salad","recipeIngredient":["Ingredients:","1 head lettuce",
      "For the dressing:","3 tbsp olive oil","<strong>For the croutons:</strong>","2 slices bread",
      "Ingredients:","salt","2 cups stock:"]}
      """#
    let recipe = try #require(try reader.readJSONLD(json, title: "f").recipes.first)
    #expect(
      recipe.ingredients.map(\.name) == ["lettuce", "olive oil", "bread", "salt", "stock:"])
    #expect(
      recipe.ingredients.map(\.group) == [
        nil, "For the dressing", "For the croutons", nil, nil,
      ])
  }
}
