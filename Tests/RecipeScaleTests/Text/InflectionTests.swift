import Testing

@testable import RecipeScale

@Suite("Inflection by language, script and a recipe's own forms")
struct InflectionTests {
  /// A counted name and a unit in each script, as a recipe in that script writes them.
  static let scripts: [(script: Script, name: String, unit: String)] = [
    (.han, "鸡蛋", "克"), (.hiragana, "たまご", "はい"), (.katakana, "トマト", "カップ"),
    (.hangul, "계란", "컵"), (.cyrillic, "луковица", "ложка"), (.greek, "αυγό", "κούπα"),
    (.arabic, "بيضة", "كوب"), (.hebrew, "ביצה", "כוס"), (.devanagari, "अंडा", "कप"),
    (.thai, "ไข่", "ถ้วย"),
  ]

  static let tags: [LanguageTag?] = [nil, .english, LanguageTag("en-GB")]

  @Test(
    "words in another script print as written, without a tag and under en",
    arguments: scripts, tags)
  func otherScripts(
    entry: (script: Script, name: String, unit: String), language: LanguageTag?
  ) throws {
    for plural in [true, false] {
      #expect(
        Inflection.inflectingLastWord(
          of: Substring(entry.name), plural: plural, language: language) == entry.name)
      let unit = try #require(CookingUnit(entry.unit))
      let amount = plural ? Rational(6) : Rational(1)
      #expect(unit.name(for: amount, language: language, forms: NounForms()) == entry.unit)
      #expect(unit.name(for: amount) == entry.unit)
    }
    #expect(!Script.isLatin(Substring(entry.name)))
    #expect(!Script.isLatin(Substring(entry.unit)))
  }

  @Test("English words still inflect without a tag and under en, en-GB and EN-us")
  func english() throws {
    for tag in Self.tags + [LanguageTag("EN-us")] {
      #expect(
        Inflection.inflectingLastWord(of: "large egg", plural: true, language: tag) == "large eggs")
      #expect(Inflection.inflectingLastWord(of: "cloves", plural: false, language: tag) == "clove")
    }
  }

  @Test(
    "in any other language, Latin words print as written",
    arguments: ["de", "fr", "es-MX", "zh", "DE-ch"])
  func otherLanguages(tag: String) throws {
    let language = try #require(LanguageTag(tag))
    for (word, plural) in [("Zwiebel", true), ("Äpfel", true), ("œufs", false), ("cups", false)] {
      #expect(
        Inflection.inflectingLastWord(of: Substring(word), plural: plural, language: language)
          == word)
    }
    let unit = try #require(CookingUnit("cup"))
    #expect(unit.name(for: Rational(2), language: language, forms: NounForms()) == "cup")
  }

  @Test("a recipe's own forms win over the language, the script and English rules")
  func forms() throws {
    let german = try #require(LanguageTag("de"))
    let apples = NounForms(plural: "Äpfel")
    for language in [nil, german, LanguageTag.english] {
      #expect(
        Inflection.inflectingLastWord(
          of: "grüne Apfel", plural: true, language: language, forms: apples) == "grüne Äpfel")
      // No singular form given: the word stays as written, whatever the rules say.
      #expect(
        Inflection.inflectingLastWord(of: "Apfel", plural: false, language: language, forms: apples)
          == "Apfel")
    }
    let eggs = NounForms(singular: "鸡蛋一", plural: "鸡蛋们")
    #expect(
      Inflection.inflectingLastWord(of: "鸡蛋", plural: true, language: nil, forms: eggs) == "鸡蛋们")
    #expect(
      Inflection.inflectingLastWord(of: "鸡蛋", plural: false, language: nil, forms: eggs) == "鸡蛋一")
    let written = NounForms(singular: "cactus")
    #expect(
      Inflection.inflectingLastWord(of: "cacti", plural: false, language: .english, forms: written)
        == "cactus")
    #expect(
      Inflection.inflectingLastWord(of: "cacti", plural: true, language: .english, forms: written)
        == "cacti")
  }

  @Test("unit forms win over being an abbreviation and over the language")
  func unitForms() throws {
    let cloves = try #require(CookingUnit("Zehe"))
    let forms = NounForms(plural: "Zehen")
    let german = try #require(LanguageTag("de"))
    #expect(cloves.name(for: Rational(2), language: german, forms: forms) == "Zehen")
    #expect(cloves.name(for: Rational(1), language: german, forms: forms) == "Zehe")
    #expect(cloves.name(for: Rational(2), language: nil, forms: forms) == "Zehen")
    let ea = try #require(CookingUnit("ea"))
    #expect(ea.name(for: Rational(2), language: nil, forms: NounForms(plural: "each")) == "each")
    #expect(ea.name(for: Rational(2), language: nil, forms: NounForms()) == "ea")
  }
}
