import RecipeScale
import Testing

@Suite("Web pages: the markup of particular sites and plugins")
struct WebPageSitesTests {
  let reader = WebPageReader()

  /// Each ingredient as `amount|unit|name`, a range as `low-high`, `-` for none.
  func rows(_ recipe: Recipe) -> [String] {
    recipe.ingredients.map { ingredient in
      let amount =
        ingredient.amount.map { low in ingredient.amountMax.map { "\(low)-\($0)" } ?? "\(low)" }
        ?? "-"
      return "\(amount)|\(ingredient.unit?.written ?? "-")|\(ingredient.name)"
    }
  }

  /// The ingredients read with doubt, by their place in the recipe.
  func doubtful(_ found: TextRecipes, recipe: Int = 0) -> [Int] {
    found.issues.compactMap { issue in
      issue.issue.location.recipeIndex == recipe ? issue.issue.location.ingredientIndex : nil
    }
  }

  @Test("WordPress, Yoast and WP Recipe Maker: a @graph of linked nodes, named sections")
  func wpRecipeMaker() throws {
    let found = try reader.read(WebPageSamples.wpRecipeMaker, title: "file")
    try #require(found.recipes.count == 1)
    let recipe = found.recipes[0]
    #expect(recipe.name == "Chicken Piccata")
    #expect(recipe.servings == 4)
    #expect(recipe.details.yield == nil)
    #expect(recipe.details.description == "Golden chicken in a bright lemon & caper sauce.")
    #expect(
      recipe.details.image
        == "https://simplyweeknights.example/wp-content/uploads/2023/02/piccata.jpg")
    #expect(recipe.details.totalTime == "30 minutes")
    #expect(recipe.language?.description == "en-US")
    #expect(
      rows(recipe) == [
        "2|-|chicken breasts (about 1 pound)", "1/2|cup|all-purpose flour",
        "1 1/2|teaspoons|kosher salt", "2|tablespoons|olive oil",
        "3|tablespoons|unsalted butter (divided)", "1/3|cup|fresh lemon juice",
        "2/3|cup|chicken broth", "1/4|cup|capers, drained",
      ])
    #expect(found.issues.isEmpty)
    #expect(
      recipe.details.directions == [
        "For the chicken:", "Slice the chicken in half and pound it thin.",
        "Dredge in the flour and salt, then brown in the oil.", "For the sauce:",
        "Add the lemon juice, broth and capers; simmer 5 minutes.",
        "Swirl in the butter and spoon over the chicken.",
      ])
    #expect(found.startLines == [6])
  }

  @Test("Dotdash Meredith: [\"Recipe\"] in an array, the page nested, metric in parentheses")
  func dotdash() throws {
    let found = try reader.read(WebPageSamples.dotdash, title: "file")
    #expect(found.recipes.map(\.name) == ["Skillet Cornbread", "Easy Pan Sauce"])
    try #require(found.recipes.count == 2)
    let bread = found.recipes[0]
    #expect(bread.servings == 8)
    #expect(bread.details.yield == nil)
    #expect(bread.details.image == "https://www.allrecipes.example/thmb/cornbread.jpg")
    #expect(
      rows(bread) == [
        "1|cup|yellow cornmeal", "1|cup|all-purpose flour", "1/4|cup|white sugar",
        "1|tablespoon|baking powder", "1/2|teaspoon|salt", "1 1/3|cups|buttermilk",
        "1/2|cup|butter, melted", "2|-|large eggs",
      ])
    #expect(bread.details.directions?.count == 3)
    #expect(bread.details.directions?.last?.hasSuffix("about 25 minutes.") == true)
    let sauce = found.recipes[1]
    #expect(sauce.servings == 4)
    #expect(
      rows(sauce) == [
        "2|tablespoons|dry white wine", "1/2|cup|homemade chicken stock",
        "2|tablespoons|unsalted butter", "-|-|Kosher salt and freshly ground black pepper",
      ])
    #expect(found.issues.isEmpty)
  }

  @Test("BBC Good Food: Makes 24, British lines, steps as paragraphs")
  func bbcGoodFood() throws {
    let found = try reader.read(WebPageSamples.bbcGoodFood, title: "file")
    let recipe = try #require(found.recipes.first)
    #expect(recipe.name == "Easy flapjacks")
    #expect(recipe.servings == 24)
    #expect(recipe.details.yield == nil)
    #expect(
      rows(recipe) == [
        "250|g|butter", "250|g|light brown soft sugar", "3|tbsp|golden syrup",
        "425|g|porridge oats",
      ])
    #expect(
      recipe.details.directions?.first?.hasPrefix("Heat oven to 200C/180C fan/gas 6.") == true)
    #expect(recipe.language?.description == "en-GB")
  }

  @Test("NYT Cooking: a range of servings, fractions glued to numbers, images as objects")
  func nytCooking() throws {
    let found = try reader.read(WebPageSamples.nytCooking, title: "file")
    let recipe = try #require(found.recipes.first)
    #expect(recipe.servings == 4)
    #expect(recipe.details.yield == nil)
    #expect(recipe.details.image == "https://static01.nyt.example/images/gnocchi-superJumbo.jpg")
    #expect(
      rows(recipe) == [
        "1 1/2|pounds|shelf-stable gnocchi", "2|-|red bell peppers, sliced ½-inch thick",
        "3|tablespoons|extra-virgin olive oil", "-|-|Kosher salt and black pepper",
        "1/2|cup|torn basil leaves",
      ])
    #expect(recipe.details.directions?.count == 2)
  }

  @Test("Food Network: an array, servings as a range, a count in words before a size")
  func foodNetwork() throws {
    let found = try reader.read(WebPageSamples.foodNetwork, title: "file")
    let recipe = try #require(found.recipes.first)
    #expect(recipe.name == "Creamy Tomato Soup")
    #expect(recipe.servings == 6)
    #expect(
      rows(recipe) == [
        "4|tablespoons|unsalted butter", "1|-|large onion, diced",
        "2|28-ounce cans|whole tomatoes", "1|cup|heavy cream",
        "-|-|Kosher salt and freshly ground black pepper",
      ])
  }

  @Test("King Arthur: one loaf is one, its words kept; weights in parentheses do not scale")
  func kingArthur() throws {
    let found = try reader.read(WebPageSamples.kingArthur, title: "file")
    let recipe = try #require(found.recipes.first)
    #expect(recipe.servings == 1)
    #expect(recipe.details.yield == "1 loaf")
    #expect(recipe.details.totalTime == "3 hours 10 minutes")
    #expect(
      rows(recipe) == [
        "3|cups|Unbleached All-Purpose Flour", "1 1/4|teaspoons|salt",
        "2 1/4|teaspoons|instant yeast", "1|cup|water, lukewarm", "1/4|cup|vegetable oil",
      ])
    #expect(
      recipe.ingredients[0].source == "3 cups (360g) Unbleached All-Purpose Flour")
  }

  @Test("Chefkoch: Portionen, Zwiebel(n), a space before the comma, n. B., one string of steps")
  func chefkoch() throws {
    let found = try reader.read(WebPageSamples.chefkoch, title: "file")
    let recipe = try #require(found.recipes.first)
    #expect(recipe.name == "Saftiger Hackbraten")
    #expect(recipe.servings == 4)
    #expect(recipe.details.yield == nil)
    #expect(recipe.language?.description == "de")
    #expect(recipe.details.prepTime == "20 minutes")
    #expect(recipe.details.cookTime == "1 hour")
    #expect(
      rows(recipe) == [
        "500|g|Hackfleisch , gemischt", "1|-|Zwiebel(n)", "1|-|Ei(er)",
        "1|-|Brötchen , vom Vortag", "2|EL|Senf", "1/2|TL|Paprikapulver, edelsüß",
        "-|-|n. B. Salz und Pfeffer",
      ])
    #expect(
      recipe.details.directions == [
        "Das Brötchen in Wasser einweichen und ausdrücken.",
        "Alles gut verkneten, einen Laib formen und bei 180 °C etwa 60 Minuten backen.",
      ])
  }

  @Test("Marmiton: breadcrumbs first, personnes, a type attribute written with entities")
  func marmiton() throws {
    let found = try reader.read(WebPageSamples.marmiton, title: "file")
    #expect(found.recipes.map(\.name) == ["Quiche lorraine"])
    let recipe = try #require(found.recipes.first)
    #expect(recipe.servings == 6)
    #expect(recipe.language?.description == "fr")
    #expect(
      rows(recipe) == [
        "200|g|lardons", "3|-|œufs", "20|cl|crème fraîche", "25|cl|lait", "1|-|pâte brisée",
        "-|-|muscade", "-|-|sel", "-|-|poivre",
      ])
    #expect(found.startLines == [15])
  }

  @Test("Cookpad and Kurashiru: 2人分, amounts after names, unread units kept with a doubt")
  func japanese() throws {
    let found = try reader.read(WebPageSamples.japanese, title: "file")
    try #require(found.recipes.count == 2)
    let stew = found.recipes[0]
    #expect(stew.servings == 2)
    #expect(stew.details.yield == nil)
    #expect(stew.language?.description == "ja")
    #expect(
      rows(stew) == [
        "3|個|じゃがいも", "1/2|個|玉ねぎ", "150|g|牛こま切れ肉", "200|ml|水",
        "2|大さじ|醤油", "-|-|砂糖 大さじ１と１/２",
      ])
    // Every line with a number it cannot place says so; none becomes a wrong amount.
    #expect(doubtful(found) == [5])
    let chicken = found.recipes[1]
    #expect(chicken.servings == 2)
    #expect(
      rows(chicken) == [
        "-|-|鶏もも肉 (300g)", "1|大さじ|しょうゆ", "1|大さじ|みりん", "1|小さじ|サラダ油",
      ])
    // The weight in the note of a name with no amount before it scales in its place.
    #expect(doubtful(found, recipe: 1) == [])
  }

  @Test("Bon Appétit: abbreviated units with periods, authors as a list")
  func bonAppetit() throws {
    let found = try reader.read(WebPageSamples.bonAppetit, title: "file")
    let recipe = try #require(found.recipes.first)
    #expect(recipe.servings == 4)
    #expect(
      rows(recipe) == [
        "2|cups|cooked jasmine rice", "3|Tbsp.|extra-virgin olive oil, divided",
        "1|lb.|cherry tomatoes, halved", "1/4|cup|fresh lime juice", "-|-|Kosher salt",
      ])
    #expect(
      recipe.details.image == "https://assets.bonappetit.example/photos/rice-salad-16x9.jpg")
  }

  @Test("Tasty Recipes and Mediavine Create: \\/ escapes, links, non-breaking spaces, headings")
  func tastyAndCreate() throws {
    let found = try reader.read(WebPageSamples.tastyAndCreate, title: "file")
    let recipe = try #require(found.recipes.first)
    #expect(recipe.servings == 24)
    #expect(recipe.details.yield == "24 cookies")
    #expect(recipe.details.image == "https://example.com/wp-content/uploads/cookies-720x720.jpg")
    #expect(
      rows(recipe) == [
        "1|cup|unsalted butter", "3/4|cup|dark brown sugar", "2 1/4|cups|all-purpose flour",
        "1|teaspoon|baking soda", "1|cup|chocolate chips", "-|-|flaky sea salt",
      ])
    // A line ending in `:` with no amount is a heading: the group of the lines after it.
    #expect(
      recipe.ingredients.map(\.group) == [
        "For the dough", "For the dough", "For the dough", "For the dough", "For the dough",
        "For the topping",
      ])
    #expect(found.issues.isEmpty)
  }

  @Test("Nextcloud Cookbook's recipe.json: a number of servings, steps as strings")
  func nextcloudCookbook() throws {
    let found = try reader.readJSONLD(WebPageSamples.nextcloudCookbook, title: "recipe")
    let recipe = try #require(found.recipes.first)
    #expect(recipe.name == "Overnight Oats")
    #expect(recipe.servings == 2)
    #expect(recipe.details.description == nil)
    #expect(recipe.details.prepTime == "10 minutes")
    #expect(recipe.details.cookTime == nil)
    #expect(recipe.details.totalTime == "8 hours 10 minutes")
    #expect(recipe.details.image == "https://example.com/oats.jpg")
    #expect(
      rows(recipe) == [
        "1|cup|rolled oats", "1|cup|milk", "1/2|cup|plain yogurt", "1|tbsp|maple syrup",
      ])
    #expect(
      recipe.details.directions == ["Stir everything together in a jar.", "Refrigerate overnight."])
  }
}
