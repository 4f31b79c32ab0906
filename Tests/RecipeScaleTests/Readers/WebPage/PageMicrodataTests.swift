import Testing

@testable import RecipeScale

/// Pages that mark their recipe up as schema.org microdata, as older recipe
/// sites, blog themes and cookbooks' sites do, with no JSON-LD.
@Suite("Web pages: schema.org microdata")
struct PageMicrodataTests {
  @Test("a blog theme's markup: unclosed items, a nested author and nutrition, meta and time")
  func blogTheme() throws {
    let recipe = try PageReading.recipe(
      """
      <!DOCTYPE html><html lang="en"><head><title>Banana Bread | My Blog</title>
      <script>var card = "<span itemprop='name'>not this</span>";</script></head><body>
      <div class="recipe" itemscope itemtype="http://schema.org/Recipe">
        <h1 itemprop="name">Grandma&#39;s Banana Bread</h1>
        <div itemprop="author" itemscope itemtype="http://schema.org/Person">
          <span itemprop="name">June</span></div>
        <meta itemprop="recipeYield" content="8">
        <time itemprop="prepTime" datetime="PT15M">15 minutes</time>
        <ul>
          <li itemprop="recipeIngredient">3 ripe bananas, mashed
          <li itemprop="recipeIngredient">1/3 cup <b>melted</b> butter
          <li itemprop="recipeIngredient">3/4 cup sugar</li>
        </ul>
        <div itemprop="nutrition" itemscope itemtype="http://schema.org/NutritionInformation">
          <span itemprop="name">per slice</span><span itemprop="calories">200</span></div>
        <ol><li itemprop="recipeInstructions">Preheat the oven to 350&deg;F.</li>
        <li itemprop="recipeInstructions">Mix and bake 60 minutes.</li></ol>
      </div></body></html>
      """)
    #expect(recipe.name == "Grandma's Banana Bread")
    #expect(recipe.servings == 8)
    #expect(
      PageReading.lines(recipe) == [
        "3 ripe bananas, mashed", "1/3 cup melted butter", "3/4 cup sugar",
      ])
    #expect(
      recipe.details.directions == ["Preheat the oven to 350°F.", "Mix and bake 60 minutes."])
    #expect(recipe.details.prepTime == "15 minutes")
  }

  @Test("the older ingredients property, and the method as one block of a numbered list")
  func olderProperties() throws {
    let recipe = try PageReading.recipe(
      """
      <html><body><article itemscope itemtype="https://schema.org/Recipe">
      <h2 itemprop="name">Tomato Soup</h2>
      <p>Serves <span itemprop="recipeYield">4</span></p>
      <p itemprop="ingredients">2 tbsp olive oil</p>
      <p itemprop="ingredients">1 kg tomatoes, chopped</p>
      <p itemprop="ingredients">Salt, to taste</p>
      <div itemprop="recipeInstructions"><ol><li>Soften the onion.</li><li>Add the tomatoes.</li></ol></div>
      </article></body></html>
      """)
    #expect(recipe.name == "Tomato Soup")
    #expect(recipe.servings == 4)
    #expect(
      PageReading.lines(recipe) == ["2 tbsp olive oil", "1 kg tomatoes, chopped", "Salt, to taste"])
    #expect(recipe.details.directions == ["Soften the onion.", "Add the tomatoes."])
  }

  @Test("a German page, the type written with other types and in another case")
  func germanPage() throws {
    let recipe = try PageReading.recipe(
      """
      <html lang="de"><body>
      <div itemscope itemtype="https://schema.org/CreativeWork HTTPS://SCHEMA.ORG/RECIPE">
      <h1 itemprop="name">Kartoffelsalat</h1><span itemprop="recipeYield">4 Portionen</span>
      <ul><li itemprop="recipeIngredient">1 kg festkochende Kartoffeln</li>
      <li itemprop="recipeIngredient">3 EL Weißweinessig</li></ul></div></body></html>
      """)
    #expect(recipe.servings == 4)
    #expect(recipe.language?.text == "de")
    #expect(PageReading.lines(recipe) == ["1 kg festkochende Kartoffeln", "3 EL Weißweinessig"])
  }

  @Test("JSON-LD wins over microdata of the same recipe, which is not read twice")
  func jsonLDFirst() throws {
    let found = try WebPageReader().read(
      """
      <html><head><script type="application/ld+json">
      {"@type": "Recipe", "name": "Pancakes", "recipeYield": "4",
       "recipeIngredient": ["1 cup milk", "1 egg"]}
      </script></head><body><div itemscope itemtype="http://schema.org/Recipe">
      <h1 itemprop="name">Pancakes (old card)</h1>
      <li itemprop="recipeIngredient">2 cups milk</li></div></body></html>
      """, title: "page")
    #expect(found.recipes.map(\.name) == ["Pancakes"])
    #expect(found.recipes.first?.ingredients.count == 2)
  }

  @Test("two recipes on one page are two recipes; a page with no item typed Recipe has none")
  func twoAndNone() throws {
    let two = try WebPageReader().read(
      """
      <div itemscope itemtype="http://schema.org/Recipe"><h2 itemprop="name">Dough</h2>
      <meta itemprop="recipeYield" content="2"><li itemprop="recipeIngredient">500 g flour</li></div>
      <div itemscope itemtype="http://schema.org/Recipe"><h2 itemprop="name">Sauce</h2>
      <meta itemprop="recipeYield" content="2"><li itemprop="recipeIngredient">1 can tomatoes</li></div>
      """, title: "page")
    #expect(two.recipes.map(\.name) == ["Dough", "Sauce"])
    #expect {
      _ = try WebPageReader().read(
        #"<div itemscope itemtype="http://schema.org/Person"><span itemprop="name">June</span></div>"#,
        title: "page")
    } throws: { error in
      (error as? WebPageError)?.problem == .noRecipe
    }
  }

  @Test("a hundred thousand properties that never end are read in time, not one by one to the end")
  func neverEnding() throws {
    let open = #"<div itemscope itemtype="http://schema.org/Recipe"><h1 itemprop="name">Soup</h1>"#
    let page =
      open + #"<meta itemprop="recipeYield" content="2"><li itemprop="recipeIngredient">1 egg</li>"#
      + String(repeating: #"<div itemprop="recipeInstructions">Stir. "#, count: 100_000)
    let recipe = try PageReading.recipe(page)
    #expect(recipe.name == "Soup")
    #expect(PageReading.lines(recipe) == ["1 egg"])
  }

  @Test("broken markup ends without a hang: an unclosed tag, comment or script")
  func broken() {
    for page in [
      #"<div itemscope itemtype="http://schema.org/Recipe"><li itemprop="recipeIngredient"#,
      #"<div itemscope itemtype="http://schema.org/Recipe"><!-- <li itemprop="recipeIngredient">1 egg"#,
      #"<div itemscope itemtype="http://schema.org/Recipe"><script>"#,
      #"<div itemscope itemtype="http://schema.org/Recipe"><li itemprop="recipeIngredient">1 egg"#,
    ] {
      // An answer, either way, is what matters: a recipe or an error.
      let result = Result { try WebPageReader().read(page, title: "page") }
      if case .success(let found) = result { #expect(found.recipes.count <= 1) }
    }
  }
}
