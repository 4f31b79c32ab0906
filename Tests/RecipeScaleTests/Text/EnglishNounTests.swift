import Testing

@testable import RecipeScale

@Suite("English nouns")
struct EnglishNounTests {
  static let pairs: [(singular: String, plural: String)] = [
    ("cup", "cups"), ("pinch", "pinches"), ("dash", "dashes"), ("box", "boxes"),
    ("glass", "glasses"), ("berry", "berries"), ("turkey", "turkeys"), ("half", "halves"),
    ("loaf", "loaves"), ("leaf", "leaves"), ("knife", "knives"), ("potato", "potatoes"),
    ("tomato", "tomatoes"), ("cookie", "cookies"), ("brownie", "brownies"), ("pie", "pies"),
    ("clove", "cloves"), ("slice", "slices"), ("thigh", "thighs"), ("stalk", "stalks"),
    ("olive", "olives"), ("cheese", "cheeses"), ("bunch", "bunches"), ("radish", "radishes"),
    ("egg", "eggs"), ("wedge", "wedges"), ("eggplant", "eggplants"), ("avocado", "avocados"),
    ("anchovy", "anchovies"), ("quiche", "quiches"), ("shoe", "shoes"), ("ounce", "ounces"),
    ("fish", "fish"), ("sheep", "sheep"), ("molasses", "molasses"), ("foot", "feet"),
  ]

  @Test("pluralizes singular words", arguments: pairs)
  func plural(singular: String, plural: String) {
    #expect(EnglishNoun.plural(of: singular) == plural)
  }

  @Test("leaves plural words plural", arguments: pairs)
  func pluralIsStable(singular: String, plural: String) {
    #expect(EnglishNoun.plural(of: plural) == plural)
  }

  @Test("singularizes plural words", arguments: pairs)
  func singular(singular: String, plural: String) {
    #expect(EnglishNoun.singular(of: plural) == singular)
  }

  @Test("leaves singular words singular", arguments: pairs)
  func singularIsStable(singular: String, plural: String) {
    #expect(EnglishNoun.singular(of: singular) == singular)
  }

  @Test(
    "keeps the capitalization as written",
    arguments: [("Loaf", "Loaves"), ("EGG", "EGGS"), ("Berry", "Berries"), ("Half", "Halves")])
  func capitalization(singular: String, plural: String) {
    #expect(EnglishNoun.plural(of: singular) == plural)
    #expect(EnglishNoun.singular(of: plural) == singular)
  }

  @Test(
    "inflects the last word of a phrase, and only a word that ends in a letter",
    arguments: [
      ("large egg", true, "large eggs"), ("bay leaf", true, "bay leaves"),
      ("large cans", false, "large can"),
      ("can (14 oz)", true, "can (14 oz)"), ("tsp.", true, "tsp."), ("cup", false, "cup"),
    ])
  func phrase(phrase: String, plural: Bool, expected: String) {
    #expect(EnglishNoun.inflectingLastWord(of: Substring(phrase), plural: plural) == expected)
  }

  @Test(
    "an adjective in -less before a comma has no number: 4 skinless, boneless chicken breasts",
    arguments: [("skinless", true), ("Boneless", false), ("seedless", true), ("SKINLESS", false)])
  func adjectiveInLess(word: String, plural: Bool) {
    #expect(EnglishNoun.inflect(word, plural: plural) == word)
    #expect(
      EnglishNoun.inflectingCountedWord(of: Substring(word + ", boneless"), plural: plural)
        == word + ", boneless")
  }
}
