import RecipeScale
import Testing

/// Issue #17, part 4: sizes as units, `X of Y`, units with a parenthesised size,
/// `dozen`, and the units people write.
@Suite("Kitchen wording")
struct KitchenWordingTests {
  func line(
    _ name: String, _ amount: String, _ unit: String?, language: String? = nil
  ) throws -> String {
    let value = try #require(Rational(amount))
    let ingredient = Ingredient(name: name, amount: value, unit: unit.flatMap(CookingUnit.init))
    var scaled = ScaledIngredient(ingredient: ingredient, amount: value)
    scaled.language = language.flatMap(LanguageTag.init)
    return scaled.text
  }

  @Test(
    "a size written as a unit stays, and the name takes the number",
    arguments: [
      ("Onion", "2", "large", "2 large Onions"),
      ("Carrot", "3", "medium", "3 medium Carrots"),
      ("Egg", "2", "whole", "2 whole Eggs"),
      ("Onions", "1", "small", "1 small Onion"),
      ("Tomato", "4", "extra-large", "4 extra-large Tomatoes"),
      ("Potato", "3/2", "Large", "1 1/2 Large Potatoes (about 2)"),
      ("Lemon", "1/2", "whole", "1/2 whole Lemon (about 1)"),
    ])
  func sizes(name: String, amount: String, unit: String, expected: String) throws {
    #expect(try line(name, amount, unit) == expected)
  }

  @Test(
    "a name of the form X of Y inflects X",
    arguments: [
      ("Leaf of basil", "3", "3 Leaves of basil"),
      ("Sprig of rosemary", "2", "2 Sprigs of rosemary"),
      ("Leaves of basil", "1", "1 Leaf of basil"),
      ("Head of garlic, peeled", "2", "2 Heads of garlic, peeled"),
      ("Clove of garlic", "3/2", "1 1/2 Cloves of garlic (about 2)"),
      ("Onion (large)", "2", "2 Onions (large)"),
    ])
  func ofNames(name: String, amount: String, expected: String) throws {
    #expect(try line(name, amount, nil) == expected)
  }

  @Test(
    "a unit followed by a parenthesised size inflects the unit",
    arguments: [
      ("3/8", "cans (15 oz)", "3/8 can (15 oz) Black beans"),
      ("2", "can (15 oz)", "2 cans (15 oz) Black beans"),
      ("1", "cans (15 oz)", "1 can (15 oz) Black beans"),
      ("2", "(15 oz) can", "2 (15 oz) cans Black beans"),
      ("2", "tbsp (heaped)", "2 tbsp (heaped) Black beans"),
    ])
  func parenthesisedSizes(amount: String, unit: String, expected: String) throws {
    #expect(try line("Black beans", amount, unit) == expected)
  }

  @Test(
    "dozen takes no plural after a number; an optional plural is resolved",
    arguments: [
      ("2", "dozen", "2 dozen Eggs"), ("2", "dozens", "2 dozen Eggs"),
      ("1", "dozen", "1 dozen Eggs"), ("2", "cup(s)", "2 cups Eggs"),
      ("1", "cup(s)", "1 cup Eggs"), ("3", "pinch(es)", "3 pinches Eggs"),
      ("2", "ozs", "2 ozs Eggs"), ("1", "ozs", "1 oz Eggs"), ("3", "gr", "3 gr Eggs"),
    ])
  func dozenAndPlurals(amount: String, unit: String, expected: String) throws {
    #expect(try line("Eggs", amount, unit) == expected)
  }

  @Test(
    "only English rules inflect English: other languages keep names as written, and their unit words take the table's forms"
  )
  func otherLanguages() throws {
    #expect(try line("Leaf of basil", "3", nil, language: "de") == "3 Leaf of basil")
    #expect(try line("Zwiebel", "2", "large", language: "de") == "2 large Zwiebel")
    #expect(try line("Bohnen", "2", "Dose (400 g)", language: "de") == "2 Dosen (400 g) Bohnen")
    #expect(try line("Mehl", "1", "Tassen", language: "de") == "1 Tasse Mehl")
    #expect(try line("Öl", "2", "EL", language: "de") == "2 EL Öl")
    #expect(try line("Лук", "2", "large") == "2 large Лук")
    #expect(try line("鸡蛋", "2", "can (15 oz)") == "2 cans (15 oz) 鸡蛋")
  }

  @Test("a recipe's own forms replace the counted word")
  func ownForms() throws {
    let ingredient = Ingredient(
      name: "Blatt of Basilikum", amount: Rational(3), unit: nil,
      nameForms: NounForms(singular: "Blatt", plural: "Blätter"))
    #expect(
      ScaledIngredient(ingredient: ingredient, amount: Rational(3)).name == "Blätter of Basilikum")
  }

  @Test(
    "units people write are recognized, from the one table the line reader uses",
    arguments: [
      ("ozs", StandardUnit.ounce), ("gr", .gram), ("grs", .gram), ("cup(s)", .cup),
      ("Cup(s)", .cup), ("Tbsp.", .tablespoon), ("tb", .tablespoon), ("mls", .milliliter),
      ("ltr", .liter), ("teaspoonful", .teaspoon), ("pound(s)", .pound), ("fl ozs", .fluidOunce),
    ])
  func recognized(written: String, unit: StandardUnit) throws {
    #expect(StandardUnit(recognizing: written) == unit)
    let read = try IngredientLineParser().read("2 \(written) flour").ingredient
    #expect(read.unit?.standard == unit, "\(written)")
  }

  @Test(
    "a size, or a unit that is not one, is not recognized", arguments: ["large", "(s)", "cups(s)x"])
  func notRecognized(written: String) {
    #expect(StandardUnit(recognizing: written) == nil)
  }

  @Test("sizes are sizes; measures and containers are not")
  func isSize() throws {
    for size in ["large", "Medium", "small", "whole", "extra large", "x-large", "lg."] {
      #expect(try #require(CookingUnit(size)).isSize, "\(size)")
    }
    for unit in ["cup", "can (15 oz)", "extra", "large can", "clove"] {
      #expect(try !#require(CookingUnit(unit)).isSize, "\(unit)")
    }
  }
}
