import RecipeScale
import Testing

@Suite("Cooking units")
struct CookingUnitTests {
  @Test(
    "agree with the amount: plural above one, singular at one and below",
    arguments: [
      ("cup", "1/2", "cup"), ("cup", "1", "cup"), ("cup", "1 1/2", "cups"), ("cup", "2", "cups"),
      ("cups", "1/2", "cup"), ("cups", "3", "cups"), ("half", "2", "halves"),
      ("halves", "1", "half"),
      ("loaf", "2/3", "loaf"), ("loaf", "4/3", "loaves"), ("bay leaf", "2", "bay leaves"),
      ("pinch", "2", "pinches"), ("large can", "3", "large cans"), ("Clove", "2", "Cloves"),
    ])
  func agreement(written: String, amount: String, expected: String) throws {
    let unit = try #require(CookingUnit(written))
    let value = try #require(Rational(amount))
    #expect(unit.name(for: value) == expected)
  }

  @Test(
    "abbreviations never change",
    arguments: [
      "tsp", "tbsp", "oz", "lb", "lbs", "g", "kg", "ml", "mL", "l", "L", "T", "t", "fl oz",
      "tbsp.", "Tbsp", "qt", "pt", "gal", "mg", "c",
    ])
  func abbreviations(written: String) throws {
    let unit = try #require(CookingUnit(written))
    #expect(unit.isAbbreviation)
    #expect(unit.name(for: Rational(5)) == written)
    #expect(unit.name(for: try Rational(1, 3)) == written)
  }

  @Test("a blank unit is no unit", arguments: ["", "  ", "\t"])
  func blank(written: String) {
    #expect(CookingUnit(written) == nil)
  }
}
