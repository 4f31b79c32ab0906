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
      "tsp", "tbsp", "oz", "lb", "g", "kg", "ml", "mL", "l", "L", "T", "t", "fl oz",
      "tbsp.", "Tbsp", "qt", "pt", "gal", "mg", "c", "Tbs", "tbs", "ts", "cc",
    ])
  func abbreviations(written: String) throws {
    let unit = try #require(CookingUnit(written))
    #expect(unit.isAbbreviation)
    #expect(unit.name(for: Rational(5)) == written)
    #expect(unit.name(for: try Rational(1, 3)) == written)
  }

  @Test(
    "an abbreviation written with an s for more than one loses it at one and below",
    arguments: [
      ("lbs", "lb"), ("LBS", "LB"), ("lbs.", "lb."), ("Lbs.", "Lb."), ("ozs", "oz"),
      ("qts", "qt"), ("qts.", "qt."), ("pts", "pt"), ("tbsps", "tbsp"), ("Tbsps.", "Tbsp."),
      ("tsps", "tsp"), ("fl ozs", "fl oz"), ("pkgs.", "pkg."), ("kgs", "kg"), ("gals", "gal"),
      ("(8 oz) pkgs.", "(8 oz) pkg."), ("heaping tbsps", "heaping tbsp"),
    ])
  func pluralAbbreviations(written: String, singular: String) throws {
    let unit = try #require(CookingUnit(written))
    #expect(unit.name(for: .one) == singular)
    #expect(unit.name(for: try Rational(3, 4)) == singular)
    #expect(unit.name(for: try Rational(3, 2)) == written)
    #expect(unit.name(for: Rational(6)) == written)
    // Another language keeps it as written: the rule is English.
    let german = try #require(LanguageTag("de"))
    #expect(unit.name(for: .one, language: german, forms: NounForms()) == written)
  }

  @Test(
    "a unit word of another language takes its own language's form, never an English one",
    arguments: [
      // (written, for 2, for 1 and for 1/2)
      ("cuillère à soupe", "cuillères à soupe", "cuillère à soupe"),
      ("cuillères à café", "cuillères à café", "cuillère à café"),
      ("colher de chá", "colheres de chá", "colher de chá"),
      ("colher (sopa)", "colheres (sopa)", "colher (sopa)"),
      ("colheres (sopa)", "colheres (sopa)", "colher (sopa)"),
      ("xícaras (chá)", "xícaras (chá)", "xícara (chá)"),
      ("Zehe", "Zehen", "Zehe"), ("Zehen", "Zehen", "Zehe"), ("Tasse", "Tassen", "Tasse"),
      ("bos", "bossen", "bos"), ("cucharada", "cucharadas", "cucharada"),
      ("cucchiai", "cucchiai", "cucchiaio"), ("eetlepel", "eetlepels", "eetlepel"),
      ("Dose (400 g)", "Dosen (400 g)", "Dose (400 g)"),
      // Abbreviations, and words whose language picks among several plurals by the
      // number (Polish) or takes none after a number, stay as written.
      ("c. à soupe", "c. à soupe", "c. à soupe"), ("c.à soupe", "c.à soupe", "c.à soupe"),
      ("łyżka", "łyżka", "łyżka"), ("noix", "noix", "noix"), ("tali", "tali", "tali"),
      ("gestrichener TL", "gestrichener TL", "gestrichener TL"),
    ])
  func otherLanguages(written: String, two: String, one: String) throws {
    let unit = try #require(CookingUnit(written))
    #expect(unit.name(for: Rational(2)) == two)
    #expect(unit.name(for: .one) == one)
    #expect(unit.name(for: try Rational(1, 2)) == one)
  }

  @Test(
    "English count words agree by English rules, however they were written",
    arguments: [
      ("Clove", "6", "Cloves"), ("Slice", "4", "Slices"), ("Stalk", "4", "Stalks"),
      ("dash", "4", "dashes"), ("stick", "3", "sticks"), ("heavy dash", "2", "heavy dashes"),
      ("tea cup", "2", "tea cups"), ("katori", "2", "katoris"), ("batches", "1", "batch"),
      ("recipe", "2", "recipes"), ("bundles", "1/2", "bundle"), ("pecks", "1", "peck"),
      ("pots", "1", "pot"),
    ])
  func englishCounts(written: String, amount: String, expected: String) throws {
    let unit = try #require(CookingUnit(written))
    #expect(unit.name(for: try #require(Rational(amount))) == expected)
  }

  @Test(
    "a multiplier's size is a size: it stays as written and the name counts",
    arguments: ["x 1.5kg", "x 400g", "× 500g", "x 2.5lb"])
  func multipliedSize(written: String) throws {
    let unit = try #require(CookingUnit(written))
    #expect(unit.isSize)
    #expect(unit.name(for: Rational(2)) == written)
  }

  @Test("a blank unit is no unit", arguments: ["", "  ", "\t"])
  func blank(written: String) {
    #expect(CookingUnit(written) == nil)
  }
}
