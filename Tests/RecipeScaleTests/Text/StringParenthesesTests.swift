import RecipeScale
import Testing

@Suite("A name's parentheses, paired")
struct StringParenthesesTests {
  @Test(
    "slips of pages and hands are mended, and nothing else changes",
    arguments: [
      ("onion (small", "onion (small)"),
      ("milk (whole))", "milk (whole)"),
      ("salt)", "salt"),
      ("lemon ((zested)", "lemon (zested)"),
      ("unsalted butter, softened ((1/2 cup))", "unsalted butter, softened (1/2 cup)"),
      ("flour ()", "flour"),
      ("flour ( ) sifted", "flour sifted"),
      ("eggs (())", "eggs"),
      ("Zwiebel (klein", "Zwiebel (klein)"),
      ("oignon (petit))", "oignon (petit)"),
      ("tomates (maduros) (aprox. 500 g", "tomates (maduros) (aprox. 500 g)"),
      ("chicken thighs (about 1 1/2 lb (680 g))", "chicken thighs (about 1 1/2 lb (680 g))"),
      ("tomatoes (ripe) (about 1 lb)", "tomatoes (ripe) (about 1 lb)"),
      ("sugar :)", "sugar :)"),
      ("chilli ;-)", "chilli ;-)"),
      ("no parentheses at all", "no parentheses at all"),
      ("鸡蛋（大）", "鸡蛋（大）"),
      // Pairs already made are left as they are, spaces at the ends aside.
      ("1 (14 oz) can", "1 (14 oz) can"), (" salt (fine) ", "salt (fine)"),
      ("herbs (thyme(fresh)) chopped", "herbs (thyme(fresh)) chopped"),
      ("crème fraîche (30 %)", "crème fraîche (30 %)"), ("(optional) basil", "(optional) basil"),
      ("pepper (\u{A0})", "pepper"), ("sugar (é)", "sugar (é)"),
    ])
  func paired(name: String, expected: String) {
    #expect(name.pairingParentheses == expected)
  }

  @Test("a line read from text shows its name's parentheses paired, its source as written")
  func throughTheReader() throws {
    let reading = try IngredientLineParser().read("2 onions (small")
    #expect(reading.ingredient.name == "onions (small)")
    #expect(reading.ingredient.source == "2 onions (small")
  }
}
