import RecipeScale
import Testing

/// What plugins and themes publish around a recipe: the recipe again, links
/// to others, tips among the steps. The pages are ours, in the shapes of the
/// plugins named.
@Suite("Web pages: copies, links and tips that plugins add")
struct WebPagePluginsTests {
  let reader = WebPageReader()

  /// Rank Math's graph in the head and WP Recipe Maker's own block in the
  /// body, one recipe twice: Rank Math with entities, no total time and plain
  /// steps; WP Recipe Maker with a yield list, sections and the total time.
  static let rankMathAndWPRM = #"""
    <!DOCTYPE html>
    <html lang="en-US"><head>
    <script type="application/ld+json" class="rank-math-schema">{"@context":"https://schema.org","@graph":[{"@type":"Organization","@id":"https://tacotuesday.example/#organization","name":"Taco Tuesday"},{"@type":"WebPage","@id":"https://tacotuesday.example/chicken-tinga/#webpage","url":"https://tacotuesday.example/chicken-tinga/","name":"Chicken Tinga | Taco Tuesday"},{"@type":"Recipe","@id":"https://tacotuesday.example/chicken-tinga/#schema-20231","name":"Chicken Tinga","recipeYield":"6","recipeIngredient":["1 &frac12; pounds chicken thighs","1 (14-ounce) can fire-roasted tomatoes","2 chipotles in adobo","a few sprigs cilantro"],"recipeInstructions":"Poach the chicken.\nBlend the sauce.\nSimmer together.","mainEntityOfPage":{"@id":"https://tacotuesday.example/chicken-tinga/#webpage"}}]}</script>
    </head><body>
    <article><h1>Chicken Tinga</h1>
    <div class="wprm-recipe-container"><script type="application/ld+json">{"@context":"http://schema.org/","@type":"Recipe","name":"Chicken Tinga","author":{"@type":"Person","name":"Lupe"},"description":"Smoky shredded chicken for tacos.","image":["https://tacotuesday.example/tinga-1x1.jpg"],"recipeYield":["6","6 servings"],"prepTime":"PT10M","cookTime":"PT35M","totalTime":"PT45M","recipeIngredient":["1 \u00bd pounds chicken thighs","1 (14-ounce) can fire-roasted tomatoes","2 chipotles in adobo","a few sprigs cilantro"],"recipeInstructions":[{"@type":"HowToSection","name":"Chicken","itemListElement":[{"@type":"HowToStep","text":"Poach the chicken and shred it."}]},{"@type":"HowToSection","name":"Sauce","itemListElement":[{"@type":"HowToStep","text":"Blend the tomatoes and chipotles."},{"@type":"HowToStep","text":"Simmer the chicken in the sauce."}]}],"recipeCategory":["Main Course"]}</script></div>
    </article></body></html>
    """#

  @Test("Rank Math and WP Recipe Maker publishing one recipe: read once, the richer copy")
  func rankMathAndWPRM() throws {
    let found = try reader.read(Self.rankMathAndWPRM, title: "file")
    try #require(found.recipes.count == 1)
    let tinga = found.recipes[0]
    #expect(tinga.name == "Chicken Tinga")
    #expect(tinga.servings == 6)
    #expect(tinga.details.totalTime == "45 minutes")
    #expect(tinga.details.description == "Smoky shredded chicken for tacos.")
    #expect(
      tinga.details.directions == [
        "Chicken:", "Poach the chicken and shred it.", "Sauce:",
        "Blend the tomatoes and chipotles.",
        "Simmer the chicken in the sauce.",
      ])
    // The copy kept is the one in the body, and so are its line and its doubt.
    #expect(found.startLines == [6])
    #expect(found.issues.map(\.position.line) == [6])
    #expect(found.issues.map(\.issue.location.recipeIndex) == [0])
    #expect(found.issues.map(\.issue.location.ingredientIndex) == [3])
  }

  @Test("Yoast's graph and a recipe card's block: the name in another case, the same lines")
  func yoastAndCard() throws {
    let page = #"""
      <html lang="en"><head>
      <script type="application/ld+json" class="yoast-schema-graph">{"@context":"https://schema.org","@graph":[{"@type":"Article","@id":"https://bakes.example/banana-bread/#article","headline":"Classic Banana Bread"},{"@type":"Recipe","@id":"https://bakes.example/banana-bread/#recipe","name":"Classic Banana Bread","recipeYield":"1 loaf (12 slices)","totalTime":"PT1H15M","recipeIngredient":["3 ripe bananas","1/3 cup melted butter","3/4 cup sugar","1 1/2 cups flour"],"recipeInstructions":[{"@type":"HowToStep","text":"Mash, mix and bake for an hour."}],"description":"Moist and easy.","image":"https://bakes.example/bread.jpg"}]}</script>
      </head><body>
      <div class="mv-create-card"><script type="application/ld+json" class="mv-create-schema">{"@context":"http://schema.org","@type":"Recipe","name":"Classic banana bread","recipeIngredient":["3 ripe bananas","1/3 cup melted butter","3/4 cup sugar","1 1/2 cups flour"],"recipeInstructions":[{"@type":"HowToStep","text":"Mash, mix and bake."}]}</script></div>
      </body></html>
      """#
    let found = try reader.read(page, title: "file")
    #expect(found.recipes.map(\.name) == ["Classic Banana Bread"])
    #expect(found.recipes.first?.servings == 12)
    #expect(found.recipes.first?.details.directions == ["Mash, mix and bake for an hour."])
    #expect(found.startLines == [2])
  }

  @Test("recipes that share a name but not their lines stay two, and copies after them go")
  func sameNameOtherRecipe() throws {
    let page = #"""
      <script type="application/ld+json">[
      {"@type":"Recipe","name":"Pancakes","recipeYield":"4","recipeIngredient":["1 cup flour","1 cup milk","1 egg"]},
      {"@type":"Recipe","name":"Pancakes","recipeYield":"4","recipeIngredient":["1 cup oat flour","1 cup oat milk","1 tbsp flax"]},
      {"@type":"Recipe","name":"Pancakes","recipeIngredient":["1 cup flour","1 cup milk","1 egg"]},
      {"@type":"Recipe","name":"Syrup","recipeIngredient":["a few mint leaves","1 cup sugar"]}
      ]</script>
      """#
    let found = try reader.read(page, title: "file")
    #expect(found.recipes.map(\.name) == ["Pancakes", "Pancakes", "Syrup"])
    #expect(found.recipes.map(\.servings) == [4, 4, nil])
    #expect(found.startLines == [2, 3, 5])
    // The doubt of the recipe after the copy names it by its place among those read.
    #expect(found.issues.map(\.issue.location.recipeIndex) == [2])
    #expect(found.issues.map(\.position.line) == [5])
  }

  /// A Feast-theme page: "You may also like" as an ItemList of Recipe links
  /// before the recipe, each with a name, an address, a picture, a rating and
  /// a time, but no ingredients and no steps.
  static let carouselFirst = #"""
    <html lang="en-US"><head>
    <script type="application/ld+json">{"@context":"https://schema.org","@type":"ItemList","name":"You may also like","itemListElement":[{"@type":"ListItem","position":1,"item":{"@type":"Recipe","name":"Easy Salsa Verde","url":"https://simmer.example/salsa-verde/","image":"https://simmer.example/salsa.jpg","totalTime":"PT15M","aggregateRating":{"@type":"AggregateRating","ratingValue":"4.8","ratingCount":"52"}}},{"@type":"ListItem","position":2,"item":{"@type":"Recipe","name":"Pickled Red Onions","url":"https://simmer.example/pickled-onions/","image":["https://simmer.example/onions.jpg"]}}]}</script>
    <script type="application/ld+json">{"@context":"https://schema.org","@type":"Recipe","name":"Carnitas","recipeYield":"8 servings","recipeIngredient":["4 pounds pork shoulder","a few bay leaves"],"recipeInstructions":[{"@type":"HowToStep","text":"Braise, then crisp."}]}</script>
    </head></html>
    """#

  @Test("links to other recipes in a carousel are no recipes when the page has one")
  func carouselOfLinks() throws {
    let found = try reader.read(Self.carouselFirst, title: "file")
    #expect(found.recipes.map(\.name) == ["Carnitas"])
    #expect(found.recipes.first?.servings == 8)
    #expect(found.startLines == [3])
    #expect(found.issues.map(\.issue.location.recipeIndex) == [0])
    #expect(found.issues.map(\.position.line) == [3])
  }

  @Test("a page of links only, such as a category page, has no recipe to read, and says why")
  func linksOnly() throws {
    let page = #"""
      <script type="application/ld+json">{"@context":"https://schema.org","@type":"ItemList","itemListElement":[
      {"@type":"ListItem","position":1,"url":"https://cooking.example/1-soup","item":{"@type":"Recipe","name":"Miso Soup","url":"https://cooking.example/1-soup","image":"https://cooking.example/1.jpg"}},
      {"@type":"ListItem","position":2,"item":{"@type":"Recipe","name":"Dal","description":"Comfort in a bowl.","author":{"@type":"Person","name":"R"}}},
      {"@type":"ListItem","position":3,"item":{"@type":"Recipe","name":"Congee","recipeIngredient":[],"recipeInstructions":[]}}]}</script>
      """#
    #expect(throws: WebPageError(.onlyLinks(count: 3))) { try reader.read(page, title: "f") }
    #expect(
      WebPageError(.onlyLinks(count: 3)).description
        == "the page has no recipe to read: its schema.org Recipe data names 3 recipes with neither "
        + "ingredients nor instructions (links to recipes on other pages)")
    #expect(WebPageError(.onlyLinks(count: 1)).description.contains("names a recipe with neither"))
  }

  @Test("a recipe with steps and no ingredient lines is a recipe, not a link")
  func stepsOnly() throws {
    let json = #"{"@type":"Recipe","name":"Toast","recipeInstructions":"Toast the bread."}"#
    #expect(try reader.readJSONLD(json, title: "f").recipes.map(\.name) == ["Toast"])
  }

  @Test("tips are not steps: in a step's items, in a section, among the steps")
  func tips() throws {
    // Sainsbury's and BBC shapes: a step of directions and tips; WP Recipe
    // Maker's: a tip in a section; a tip typed with a URL among the steps.
    let page = #"""
      <script type="application/ld+json">{"@context":"https://schema.org","@type":"Recipe","name":"Cottage pie","recipeIngredient":["500g beef mince","1kg potatoes"],"recipeInstructions":[
      {"@type":"HowToStep","itemListElement":[{"@type":"HowToDirection","text":"Brown the mince."},{"@type":"HowToTip","text":"Drain off the fat for a lighter pie."}]},
      {"@type":"HowToSection","name":"Topping","itemListElement":[{"@type":"HowToStep","text":"Boil and mash the potatoes."},{"@type":"HowToTip","name":"Tip","text":"Use floury potatoes."}]},
      {"@type":"http://schema.org/HowToTip","text":"Freeze before baking."},
      {"@type":"HowToStep","text":"Top the mince with the mash and bake."}]}</script>
      """#
    let found = try reader.read(page, title: "f")
    #expect(
      found.recipes.first?.details.directions == [
        "Brown the mince.", "Topping:", "Boil and mash the potatoes.",
        "Top the mince with the mash and bake.",
      ])
  }
}
