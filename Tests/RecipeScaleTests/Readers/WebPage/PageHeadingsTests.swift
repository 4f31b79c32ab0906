import Testing

@testable import RecipeScale

/// Pages with no schema.org data at all, as personal blogs, old cookbook sites
/// and hand-written pages give a recipe: headings over lists and paragraphs.
@Suite("Web pages: a recipe under its headings")
struct PageHeadingsTests {
  @Test("a blog post: the name, the servings, groups under small headings, the method, no comments")
  func blogPost() throws {
    let recipe = try PageReading.recipe(
      """
      <html lang="en"><head><title>Nonna's Meatballs - My Little Kitchen</title></head><body>
      <nav><ul><li><a href="/">Home</a></li><li>Recipes</li></ul></nav>
      <article><h1>Nonna&#8217;s Meatballs</h1><p>The meatballs of every Sunday.</p>
      <p><strong>Serves 4</strong> &middot; 45 minutes</p>
      <h2>Ingredients</h2>
      <h4>For the meatballs</h4><ul><li>500 g minced beef</li><li>1 egg</li></ul>
      <h4>For the sauce</h4><ul><li>1 can (400 g) crushed tomatoes</li></ul>
      <h2>Method</h2><ol><li>Mix the beef and egg.</li><li>Simmer 30 minutes.</li></ol>
      <h2>Comments</h2><ul><li>Great recipe! 5 stars</li></ul></article></body></html>
      """)
    #expect(recipe.name == "Nonna’s Meatballs")
    #expect(recipe.servings == 4)
    #expect(
      PageReading.lines(recipe) == ["500 g minced beef", "1 egg", "1 can (400 g) crushed tomatoes"])
    #expect(
      recipe.ingredients.map(\.group) == [
        "For the meatballs", "For the meatballs", "For the sauce",
      ])
    #expect(recipe.details.directions == ["Mix the beef and egg.", "Simmer 30 minutes."])
  }

  @Test("bold words over paragraphs with line breaks, and the title for a name")
  func paragraphs() throws {
    let recipe = try PageReading.recipe(
      """
      <html><head><title>Simple Bread | Grandma's Cards</title></head><body>
      <p><b>Ingredients:</b></p><p>2 cups flour<br>1 tsp salt<br/>1 cup water</p>
      <p><strong>Directions:</strong></p><p>Mix.</p><p>Bake 30 minutes.</p></body></html>
      """)
    #expect(recipe.name == "Simple Bread")
    #expect(recipe.servings == nil)
    #expect(PageReading.lines(recipe) == ["2 cups flour", "1 tsp salt", "1 cup water"])
    #expect(recipe.details.directions == ["Mix.", "Bake 30 minutes."])
  }

  @Test("German, French and Japanese headings; servings in a heading's note")
  func languages() throws {
    let german = try PageReading.recipe(
      """
      <html lang="de"><h1>Kartoffelsalat</h1><p>Portionen: 4</p><h3>Zutaten</h3>
      <ul><li>1 kg Kartoffeln</li><li>3 EL Essig</li></ul><h3>Zubereitung</h3><p>Kochen.</p></html>
      """)
    #expect(german.servings == 4)
    #expect(german.language?.text == "de")
    #expect(PageReading.lines(german) == ["1 kg Kartoffeln", "3 EL Essig"])
    #expect(german.details.directions == ["Kochen."])
    let french = try PageReading.recipe(
      """
      <h1>Crêpes</h1><h2>Ingrédients (pour 4 personnes)</h2>
      <ul><li>250 g de farine</li><li>3 œufs</li></ul><h2>Préparation</h2><ol><li>Mélanger.</li></ol>
      """)
    #expect(french.servings == 4)
    #expect(PageReading.lines(french) == ["250 g farine", "3 œufs"])
    let japanese = try PageReading.recipe(
      """
      <html lang="ja"><h1>肉じゃが</h1><h2>材料（2人分）</h2>
      <ul><li>じゃがいも 3個</li><li>砂糖 大さじ2</li></ul><h2>作り方</h2><ol><li>煮る。</li></ol></html>
      """)
    #expect(japanese.servings == 2)
    #expect(PageReading.lines(japanese) == ["3 個 じゃがいも", "2 大さじ 砂糖"])
  }

  @Test(
    "no ingredients heading, or one with nothing under it, is no recipe",
    arguments: [
      "<html><h1>About us</h1><p>We love food.</p><ul><li>2 cups flour</li></ul></html>",
      "<html><h1>Soup</h1><h2>Ingredients</h2><h2>Method</h2><ol><li>Stir.</li></ol></html>",
    ])
  func none(_ page: String) {
    #expect(throws: WebPageError(.noRecipe)) { try WebPageReader().read(page, title: "page") }
  }

  @Test("schema.org data wins over the headings of the same page")
  func schemaFirst() throws {
    let recipe = try PageReading.recipe(
      """
      <script type="application/ld+json">{"@type": "Recipe", "name": "Soup",
      "recipeIngredient": ["1 l stock"]}</script>
      <h1>Soup, the old way</h1><h2>Ingredients</h2><ul><li>2 l water</li></ul>
      """)
    #expect(recipe.name == "Soup")
    #expect(PageReading.lines(recipe) == ["1 l stock"])
  }
}
