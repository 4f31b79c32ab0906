import Testing

@testable import RecipeScale

/// Pages whose recipe is only in the markup of a recipe plugin or of the
/// hRecipe microformat, with no JSON-LD and no microdata: a theme or a cache
/// that dropped the plugin's script, an old blog. The pages are ours, in the
/// shapes the plugins print.
@Suite("Web pages: the markup of recipe plugins")
struct PagePluginMarkupTests {
  @Test("WP Recipe Maker: spans for amount, unit and name; a group's name; steps in divs")
  func wpRecipeMaker() throws {
    let recipe = try PageReading.recipe(
      """
      <!DOCTYPE html><html lang="en-US"><head><title>Lemon Garlic Chicken - Easy Weeknights</title></head>
      <body><article><h1 class="entry-title">Lemon Garlic Chicken</h1>
      <div id="wprm-recipe-container-1234" class="wprm-recipe-container" data-recipe-id="1234">
      <div class="wprm-recipe wprm-recipe-template-cutout">
      <h2 class="wprm-recipe-name wprm-block-text-bold">Lemon Garlic Chicken</h2>
      <div class="wprm-recipe-summary wprm-block-text-normal"><span style="display: block;">Juicy chicken &amp; a bright sauce.</span></div>
      <div class="wprm-recipe-block-container wprm-recipe-servings-container"><span class="wprm-recipe-details-label">Servings </span><span class="wprm-recipe-servings wprm-recipe-details wprm-recipe-servings-1234 wprm-recipe-servings-adjustable-tooltip" data-recipe="1234">4</span> <span class="wprm-recipe-servings-unit">people</span></div>
      <div class="wprm-recipe-ingredients-container"><h3 class="wprm-recipe-header wprm-recipe-ingredients-header">Ingredients</h3>
      <div class="wprm-recipe-ingredient-group"><h4 class="wprm-recipe-group-name wprm-recipe-ingredient-group-name wprm-block-text-bold">For the marinade</h4>
      <ul class="wprm-recipe-ingredients">
      <li class="wprm-recipe-ingredient" style="list-style-type: disc;" data-uid="0"><span class="wprm-recipe-ingredient-amount">2</span>&#32;<span class="wprm-recipe-ingredient-unit">tablespoons</span>&#32;<span class="wprm-recipe-ingredient-name">olive oil</span></li>
      <li class="wprm-recipe-ingredient" style="list-style-type: disc;" data-uid="1"><span class="wprm-recipe-ingredient-amount">3</span>&#32;<span class="wprm-recipe-ingredient-unit">cloves</span>&#32;<span class="wprm-recipe-ingredient-name">garlic</span>&#32;<span class="wprm-recipe-ingredient-notes wprm-recipe-ingredient-notes-faded">minced</span></li>
      </ul></div>
      <div class="wprm-recipe-ingredient-group"><h4 class="wprm-recipe-group-name wprm-recipe-ingredient-group-name">Chicken</h4>
      <ul class="wprm-recipe-ingredients">
      <li class="wprm-recipe-ingredient" data-uid="3"><span class="wprm-recipe-ingredient-amount">1&frac12;</span>&#32;<span class="wprm-recipe-ingredient-unit">lb</span>&#32;<span class="wprm-recipe-ingredient-name"><a href="https://shop.example/chicken">chicken thighs</a></span></li>
      </ul></div></div>
      <div class="wprm-recipe-instructions-container"><h3 class="wprm-recipe-header">Instructions</h3>
      <div class="wprm-recipe-instruction-group"><ul class="wprm-recipe-instructions">
      <li id="wprm-recipe-1234-step-0-0" class="wprm-recipe-instruction" style="list-style-type: decimal;"><div class="wprm-recipe-instruction-text" style="margin-bottom: 5px;"><span style="display: block;">Whisk the oil and garlic.</span></div></li>
      <li id="wprm-recipe-1234-step-0-1" class="wprm-recipe-instruction"><div class="wprm-recipe-instruction-text">Marinate the chicken for 30 minutes, then grill.</div></li>
      </ul></div></div></div></div></article></body></html>
      """)
    #expect(recipe.name == "Lemon Garlic Chicken")
    #expect(recipe.servings == 4)
    #expect(recipe.details.description == "Juicy chicken & a bright sauce.")
    #expect(
      PageReading.lines(recipe) == [
        "2 tablespoons olive oil", "3 cloves garlic minced", "1 1/2 lb chicken thighs",
      ])
    #expect(recipe.ingredients.map(\.group) == ["For the marinade", "For the marinade", "Chicken"])
    #expect(
      recipe.details.directions == [
        "Whisk the oil and garlic.", "Marinate the chicken for 30 minutes, then grill.",
      ])
  }

  @Test("Tasty Recipes: the ingredients and steps as the items of its lists; a yield in words")
  func tastyRecipes() throws {
    let recipe = try PageReading.recipe(
      """
      <html><head><title>Banana Bread | Sally Bakes</title></head><body>
      <div class="tasty-recipes tasty-recipes-12345 tasty-recipes-has-image">
      <div class="tasty-recipes-entry-header"><h2 class="tasty-recipes-title">Best Banana Bread</h2>
      <div class="tasty-recipes-description"><div class="tasty-recipes-description-body"><p>Moist and easy.</p></div></div>
      <ul class="tasty-recipes-other-details"><li class="yield"><span class="tasty-recipes-label">Yield:</span> <span class="tasty-recipes-yield" data-amount="10" data-unit="slices">10 slices</span></li></ul></div>
      <div class="tasty-recipes-ingredients"><h3 data-tasty-recipes-customization="h3-color">Ingredients</h3>
      <div class="tasty-recipes-ingredients-body"><ul>
      <li data-tr-ingredient-checkbox=""><span data-amount="3">3</span> ripe bananas, mashed</li>
      <li><span data-amount="0.33" data-unit="cup">1/3 cup</span> melted butter</li>
      <li><strong>1 teaspoon</strong> baking soda</li>
      </ul></div></div>
      <div class="tasty-recipes-instructions"><h3>Instructions</h3><div class="tasty-recipes-instructions-body"><ol>
      <li id="instruction-step-1">Preheat the oven to 350&deg;F.</li>
      <li id="instruction-step-2">Mix, pour and bake 55 minutes.</li>
      </ol></div></div></div>
      <ul class="related-posts"><li>Zucchini Bread</li></ul></body></html>
      """)
    #expect(recipe.name == "Best Banana Bread")
    #expect(recipe.details.yield == "10 slices")
    #expect(
      PageReading.lines(recipe) == [
        "3 ripe bananas, mashed", "1/3 cup melted butter", "1 teaspoon baking soda",
      ])
    #expect(
      recipe.details.directions == ["Preheat the oven to 350°F.", "Mix, pour and bake 55 minutes."]
    )
  }

  @Test("Mediavine Create: a card with its own title, a yield line, lists in divs")
  func mediavineCreate() throws {
    let recipe = try PageReading.recipe(
      """
      <html lang="en"><head><title>Weeknight Chili</title></head><body>
      <div class="mv-create-card mv-create-card-4321 mv-recipe-card mv-create-card-style-centered">
      <header class="mv-create-header"><h2 class="mv-create-title mv-create-title-primary">Weeknight Chili</h2>
      <div class="mv-create-description"><p>Hearty, quick and freezer friendly.</p></div></header>
      <div class="mv-create-yield mv-create-uppercase mv-create-strong">Yield: 6 servings</div>
      <div class="mv-create-ingredients"><h3 class="mv-create-ingredients-title mv-create-title-secondary">Ingredients</h3>
      <ul><li>1 lb ground beef</li><li>1 (15 oz) can kidney beans, drained</li>
      <li>2 tablespoons chili powder</li></ul></div>
      <div class="mv-create-instructions mv-create-instructions-slot-v2"><h3 class="mv-create-instructions-title mv-create-title-secondary">Instructions</h3>
      <ol><li>Brown the beef.</li><li>Add everything else and simmer 30 minutes.</li></ol></div>
      </div></body></html>
      """)
    #expect(recipe.name == "Weeknight Chili")
    #expect(recipe.servings == 6)
    #expect(
      PageReading.lines(recipe) == [
        "1 lb ground beef", "1 (15 oz) can kidney beans, drained", "2 tablespoons chili powder",
      ])
    #expect(recipe.details.directions?.count == 2)
  }

  @Test("hRecipe: an old blog's microformat, the name in .fn and each .ingredient")
  func hRecipe() throws {
    let recipe = try PageReading.recipe(
      """
      <html><head><title>Archives - 2009 - Grandma's kitchen</title></head><body>
      <div class="post"><div class="hrecipe">
      <h2 class="fn">Grandma's Pancakes</h2>
      <p class="summary">Fluffy Sunday pancakes.</p>
      <p>Serves: <span class="yield">4</span></p>
      <ul><li class="ingredient"><span class="amount">1 1/2 cups</span> <span class="name">flour</span></li>
      <li class="ingredient">2 eggs</li>
      <li class="ingredient">1 1/4 cups milk</li></ul>
      <div class="instructions"><ol><li>Whisk everything together.</li>
      <li>Fry in butter, 2 minutes a side.</li></ol></div>
      </div></div></body></html>
      """)
    #expect(recipe.name == "Grandma's Pancakes")
    #expect(recipe.servings == 4)
    #expect(PageReading.lines(recipe) == ["1 1/2 cups flour", "2 eggs", "1 1/4 cups milk"])
    #expect(
      recipe.details.directions == [
        "Whisk everything together.", "Fry in butter, 2 minutes a side.",
      ])
  }

  @Test("Cooked: ingredients and steps in divs across the page, a heading among them")
  func cooked() throws {
    let recipe = try PageReading.recipe(
      """
      <html lang="de"><head><title>Kartoffelsuppe</title></head><body><h1>Kartoffelsuppe</h1>
      <div class="cooked-recipe-ingredients">
      <div class="cooked-single-ingredient cooked-heading">Suppe</div>
      <div class="cooked-single-ingredient cooked-ingredient"><span class="cooked-ing-amount">500</span> <span class="cooked-ing-measurement">g</span> <span class="cooked-ing-name">Kartoffeln</span></div>
      <div class="cooked-single-ingredient cooked-ingredient"><span class="cooked-ing-amount">1</span> <span class="cooked-ing-measurement">l</span> <span class="cooked-ing-name">Brühe</span></div>
      </div>
      <div class="cooked-recipe-directions"><div class="cooked-single-direction cooked-direction"><span class="cooked-dir-num">1</span><div class="cooked-dir-content"><p>Kartoffeln schälen und würfeln.</p></div></div></div>
      </body></html>
      """)
    #expect(PageReading.lines(recipe) == ["500 g Kartoffeln", "1 l Brühe"])
    #expect(recipe.ingredients.map(\.group) == ["Suppe", "Suppe"])
    #expect(recipe.details.directions?.count == 1)
  }

  @Test("a page with a plugin's name in its text but no card of it has no recipe from it")
  func nameWithoutCard() throws {
    #expect(
      PagePluginMarkup.recipe(
        in: "<html><body><p>I switched from wprm-recipe to tasty-recipes.</p></body></html>".utf8
          .span) == nil)
    // A card with no ingredient gives none, and the page is read on, for its headings.
    let recipe = try PageReading.recipe(
      """
      <html><body><div class="tasty-recipes"><h2 class="tasty-recipes-title">Toast</h2></div>
      <h2>Ingredients</h2><ul><li>2 slices bread</li></ul></body></html>
      """)
    #expect(PageReading.lines(recipe) == ["2 slices bread"])
  }
}
