import RecipeScale
import Testing

@Suite("The noun that takes the number")
struct EnglishNounPhraseTests {
  @Test(
    "words that say how a thing is prepared take no number; the noun before them does",
    arguments: [
      ("onion finely chopped", "onions finely chopped", "onion finely chopped"),
      ("medium white or yellow onion diced", "medium white or yellow onions diced", nil),
      ("lemon zested and juiced", "lemons zested and juiced", nil),
      (
        "orange (diced (I love Cara Cara oranges!))", "oranges (diced (I love Cara Cara oranges!))",
        nil
      ),
      (
        "large red, yellow, or orange bell pepper", "large red, yellow, or orange bell peppers", nil
      ),
      ("garlic cloves crushed", "garlic cloves crushed", "garlic clove crushed"),
      ("carrot peeled and grated", "carrots peeled and grated", nil),
      ("tomato to serve", "tomatoes to serve", nil),
      ("parsley sprig for garnish", "parsley sprigs for garnish", nil),
      ("sesame seed", "sesame seeds", nil),
      ("chili thinly sliced", "chilis thinly sliced", nil),
      ("skinless, boneless chicken breast", "skinless, boneless chicken breasts", nil),
      ("Large egg, beaten", "Large eggs, beaten", nil),
      ("small (2-inch) potato", "small (2-inch) potatoes", nil),
    ] as [(String, String, String?)])
  func counted(_ name: String, _ plural: String, _ singular: String?) {
    let ingredient = Ingredient(name: name, amount: .one, unit: nil)
    #expect(ScaledIngredient(ingredient: ingredient, amount: Rational(2)).name == plural)
    #expect(ScaledIngredient(ingredient: ingredient, amount: .one).name == (singular ?? name))
  }
}
