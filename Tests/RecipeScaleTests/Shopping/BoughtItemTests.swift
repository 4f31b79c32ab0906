import RecipeScale
import Testing

@Suite("What a shopping list buys for an ingredient")
struct BoughtItemTests {
  /// The shopping key of an ingredient with this name, and this unit as written.
  static func key(_ name: String, unit: String? = nil) -> String {
    BoughtItem(Ingredient(name: name, amount: Rational(1), unit: unit.flatMap(CookingUnit.init)))
      .key
  }

  @Test(
    "preparation, notes, prices and sizes make no new item",
    arguments: [
      ("Garlic, minced", "garlic"), ("garlic cloves crushed", "garlic"),
      ("garlic (minced)", "garlic"), ("garlic ($0.16)", "garlic"), ("GARLIC", "garlic"),
      ("large egg", "egg"), ("Large eggs, beaten", "egg"), ("eggs", "egg"),
      ("Freshly cracked black pepper to taste", "black pepper"),
      ("black pepper (freshly ground)", "black pepper"),
      ("onion (thinly sliced and soaked in cold water)", "onion"), ("Onions", "onion"),
      ("onion finely chopped", "onion"), ("finely chopped onion", "onion"),
      ("lemon zested and juiced", "lemon"), ("butter, softened", "butter"),
      ("melted butter", "butter"), ("olive oil ($0.24)", "olive oil"),
      ("medium carrots, peeled and diced", "carrot"), ("parsley to serve", "parsley"),
      ("extra-large eggs", "egg"), ("packed brown sugar", "brown sugar"),
      ("tomato (ripe", "tomato"), ("Chives (optional)", "chive (optional)"),
    ])
  func sameThing(name: String, key: String) {
    #expect(Self.key(name) == key)
  }

  @Test(
    "a name of nothing but preparation keeps a word, never an empty item",
    arguments: ["finely chopped", "melted", "freshly ground", "softened, divided", "(optional)"])
  func neverEmpty(name: String) {
    #expect(!Self.key(name).isEmpty)
  }

  @Test(
    "what changes the product stays",
    arguments: [
      ("kosher salt", "salt"), ("unsalted butter", "butter"), ("red onion", "onion"),
      ("garlic powder", "garlic"), ("brown sugar", "sugar"), ("ground beef", "beef"),
      ("dried thyme", "thyme"), ("crushed tomatoes", "diced tomatoes"),
      ("smoked salmon", "salmon"), ("coconut water", "water"), ("whole milk", "milk"),
      ("chives (optional)", "chives"), ("flour (optional, for dusting)", "flour (sifted)"),
    ])
  func otherThing(name: String, other: String) {
    #expect(Self.key(name) != Self.key(other))
  }

  @Test("a name that ends with a piece counts the thing in it")
  func pieces() throws {
    let cloves = BoughtItem(Ingredient(name: "garlic cloves", amount: Rational(2), unit: nil))
    #expect(cloves.key == "garlic")
    #expect(cloves.name == "garlic")
    #expect(cloves.piece?.written == "cloves")
    let kept = BoughtItem(
      Ingredient(name: "garlic cloves", amount: Rational(2), unit: nil), countingPieces: false)
    #expect(kept.key == "garlic clove")
    #expect(kept.piece == nil)
    // A unit of its own wins: the name is the thing.
    let written = try #require(CookingUnit("cloves"))
    let unit = BoughtItem(Ingredient(name: "garlic", amount: Rational(2), unit: written))
    #expect(unit.piece == nil)
    #expect(
      unit.key(countedIn: written) == cloves.key(countedIn: try #require(CookingUnit("clove"))))
  }

  @Test(
    "water from the tap is no thing to buy; water of another kind is",
    arguments: [
      ("water", true), ("Water", true), ("ice water", true), ("boiling water", true),
      ("cold water, divided", true), ("warm water (110°F)", true), ("coconut water", false),
      ("rose water", false), ("sparkling water", false), ("watercress", false),
    ])
  func water(name: String, isTap: Bool) {
    #expect(BoughtItem(Ingredient(name: name, amount: Rational(1), unit: nil)).isTapWater == isTap)
  }
}
