import RecipeScale
import Testing

/// Ingredient names as recipe sites and cookbooks print them once the amount
/// and the unit are taken off the line: what a shopping list must put on one
/// line, and what it must keep apart.
@Suite("Shopping items as real sites write them")
struct BoughtItemSiteCases {
  private static func key(_ name: String, unit: String? = nil) -> String {
    BoughtItemTests.key(name, unit: unit)
  }

  @Test(
    "names one thing written the way many sites write it are one item",
    arguments: [
      // Onion: AllRecipes, BBC Good Food, NYT Cooking, Serious Eats.
      ("onion, chopped", "onions"),
      ("small onion, finely chopped", "onion"),
      ("onion, halved and thinly sliced", "onion"),
      ("medium yellow onion, diced", "yellow onion"),
      ("yellow onion (about 8 oz), diced", "yellow onion"),
      ("thinly sliced red onion", "red onion"),
      // Garlic: BBC Good Food, Tasty, Budget Bytes.
      ("garlic cloves, crushed", "garlic"),
      ("garlic, minced", "garlic cloves minced"),
      ("garlic clove, finely grated", "garlic"),
      ("garlic cloves ($0.32)", "garlic"),
      // Eggs: NYT Cooking, AllRecipes, King Arthur.
      ("large eggs, at room temperature", "eggs"),
      ("eggs, lightly beaten", "Eggs"),
      ("egg, beaten", "large egg"),
      ("beaten eggs", "eggs"),
      ("egg (for egg wash)", "egg"),
      // Butter.
      ("butter, melted", "melted butter"),
      ("unsalted butter, softened", "unsalted butter"),
      ("butter, at room temperature", "butter"),
      ("butter, cut into cubes", "Butter"),
      ("room-temperature butter", "butter"),
      // Olive oil, salt and pepper: Budget Bytes, Serious Eats, Delish.
      ("olive oil ($0.32)", "olive oil"),
      ("olive oil, divided", "olive oil"),
      ("Kosher salt", "kosher salt"),
      ("kosher salt, to taste", "kosher salt"),
      ("freshly ground black pepper", "black pepper"),
      ("black pepper, to taste", "black pepper"),
      // Lemon: Food.com, BBC Good Food.
      ("lemon, juice of", "lemon"),
      ("lemon, zested and juiced", "lemon"),
      ("lemon (juiced)", "lemons"),
      ("lemon, juice and zest", "lemon"),
      // Vegetables.
      ("carrots, peeled and chopped", "carrot"),
      ("finely diced carrots", "carrot"),
      ("celery, diced", "celery"),
      ("tomatoes, seeded and diced", "tomato"),
      ("roughly chopped tomatoes", "tomatoes"),
      ("medium tomatoes", "tomato"),
      ("potatoes, peeled and cubed", "potato"),
      ("large potatoes (about 2 lb), peeled", "potatoes"),
      ("parsley, for garnish", "parsley"),
      ("fresh parsley to serve", "fresh parsley"),
      // Dairy, flour and sugar: King Arthur, Sally's Baking Addiction.
      ("milk, warmed to 110°F", "milk"),
      ("milk (any kind)", "Milk"),
      ("all-purpose flour, plus more for dusting", "all-purpose flour"),
      ("all-purpose flour plus more for dusting", "all-purpose flour"),
      ("all-purpose flour (spooned and leveled)", "all-purpose flour"),
      ("sifted all-purpose flour", "all-purpose flour"),
      ("granulated sugar, divided", "granulated sugar"),
      ("packed light brown sugar", "light brown sugar"),
      ("sugar ($0.05)", "sugar"),
      // Chicken.
      ("chicken breasts, cut into 1-inch pieces", "chicken breast"),
      ("chicken breasts (about 1 1/2 lb total)", "chicken breast"),
      ("boneless, skinless chicken breasts", "boneless skinless chicken breasts"),
      ("boneless, skinless chicken breasts, cubed", "Boneless skinless chicken breast"),
      // Spellings with and without a hyphen; qualifiers no shop sells apart.
      ("extra virgin olive oil", "extra-virgin olive oil"),
      ("all purpose flour", "all-purpose flour"),
      ("extra large eggs", "eggs"),
      ("x-large egg", "egg"),
      ("chopped fresh parsley", "fresh parsley"),
      ("ground black pepper", "black pepper"),
      ("ripe tomatoes", "tomatoes"),
      // Celery counted in stalks and ribs: Simply Recipes, Serious Eats.
      ("celery stalks, chopped", "celery"),
      ("celery ribs, thinly sliced", "celery"),
    ])
  func oneItem(name: String, other: String) {
    #expect(Self.key(name) == Self.key(other))
  }

  @Test("a counted piece written as the unit is the same item as one written in the name")
  func pieceAsUnit() {
    #expect(Self.key("garlic, minced", unit: "cloves") == Self.key("garlic cloves, minced"))
  }

  @Test(
    "what changes the product stays another item",
    arguments: [
      ("green onions", "onions"),
      ("onion powder", "onion"),
      ("garlic powder", "garlic"),
      ("garlic salt", "garlic"),
      ("chicken stock", "chicken"),
      ("chicken thighs", "chicken breasts"),
      ("boneless, skinless chicken thighs", "boneless, skinless chicken breasts"),
      ("extra virgin olive oil", "virgin olive oil"),
      ("lemon juice", "lemon"),
      ("lemon zest", "lemon"),
      ("egg yolks", "eggs"),
      ("egg whites", "eggs"),
      ("egg noodles", "eggs"),
      ("heavy cream", "sour cream"),
      ("buttermilk", "milk"),
      ("whole milk", "skim milk"),
      ("salted butter", "unsalted butter"),
      ("peanut butter", "butter"),
      ("baking soda", "baking powder"),
      ("sweet potatoes", "potatoes"),
      ("cherry tomatoes", "tomatoes"),
      ("tomato paste", "tomatoes"),
      ("diced tomatoes", "tomatoes, diced"),
      ("all-purpose flour", "bread flour"),
      ("light brown sugar", "sugar"),
      ("light brown sugar", "dark brown sugar"),
      ("powdered sugar", "sugar"),
      ("olive oil", "vegetable oil"),
      ("celery seed", "celery"),
    ])
  func otherItem(name: String, other: String) {
    #expect(Self.key(name) != Self.key(other))
  }
}
