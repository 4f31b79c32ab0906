import RecipeScale
import Testing

/// What plugins and themes publish around a recipe: the recipe again, links
/// to others, tips among the steps. The pages are ours, in the shapes of the
/// plugins named.
@Suite("Web pages: copies, links and tips that plugins add")
struct WebPagePluginsTests {
  let reader = WebPageReader()

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
