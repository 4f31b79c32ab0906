/// Singular and plural forms of the English nouns that recipes use.
///
/// Words come in as written and go out with the same capitalization:
/// `Loaf` becomes `Loaves`, `EGG` becomes `EGGS`. Irregular forms come from a
/// table; every other word follows the regular rules of English spelling.
enum EnglishNoun {
  /// Returns the plural form of a singular or plural noun.
  ///
  /// A word already in a plural form stays as written: the writer's plural wins
  /// over the rules' (`chillis`, `mangos` and `tomatos` stay so).
  ///
  /// - Parameter word: A single word, singular or already plural.
  /// - Returns: The plural form: `cup` → `cups`, `pinch` → `pinches`,
  ///   `berry` → `berries`, `half` → `halves`, `chilli` → `chillies`, `cups` → `cups`.
  static func plural(of word: String) -> String {
    let lowercased = lowercase(word)
    let singular = singularLowercase(lowercased)
    // `dozens` after a number is `dozen`: a word with no plural of its own has none.
    if singular != lowercased, irregularForms[singular]?.plural != singular { return word }
    // `rotis`, `chilis`, `bhajis`: the plural of a word in -i cannot be told from a
    // singular in -is (`iris`), and `rotises` is never right.
    if lowercased.utf8.count >= 4, lowercased.hasSuffix("is") { return word }
    return restoringCase(of: word, in: pluralLowercase(singular))
  }

  /// Returns the singular form of a singular or plural noun.
  ///
  /// - Parameter word: A single word, singular or plural.
  /// - Returns: The singular form: `cups` → `cup`, `cookies` → `cookie`,
  ///   `leaves` → `leaf`, `potatoes` → `potato`, `cup` → `cup`.
  static func singular(of word: String) -> String {
    restoringCase(of: word, in: singularLowercase(lowercase(word)))
  }

  /// Returns a word in the number that agrees with an amount.
  ///
  /// - Parameters:
  ///   - word: A single word, singular or plural.
  ///   - plural: Whether the plural is wanted.
  /// - Returns: The plural or singular form of `word`.
  static func inflect(_ word: String, plural: Bool) -> String {
    // `2 skinless, boneless chicken breasts`: before a comma the counted word
    // may be an adjective, and one in -less has no number to agree in.
    if isAdjectiveInLess(word) { return word }
    return plural ? self.plural(of: word) : singular(of: word)
  }

  /// Whether a word ends in `less` after at least three letters: `boneless`, `seedless`.
  private static func isAdjectiveInLess(_ word: String) -> Bool {
    isAdjectiveInLess(lastWordOf: Substring(word))
  }

  /// Whether the last word of a phrase is an adjective in -less (`skinless`),
  /// which has no number: a name's counted word is then further on.
  ///
  /// - Parameter phrase: Words separated by spaces.
  /// - Returns: Whether the phrase ends in `less` after at least three letters of its word.
  static func isAdjectiveInLess(lastWordOf phrase: Substring) -> Bool {
    let bytes = phrase.utf8
    guard bytes.count >= 7 else { return false }
    var index = bytes.endIndex
    for expected in "less".utf8.reversed() {
      index = bytes.index(before: index)
      guard bytes[index] | 0x20 == expected else { return false }
    }
    // Three letters before it: `boneless`, not `unless` or `bless`.
    for _ in 0..<3 {
      index = bytes.index(before: index)
      let letter = bytes[index] | 0x20
      guard letter >= UInt8(ascii: "a"), letter <= UInt8(ascii: "z") else { return false }
    }
    return true
  }

  /// Returns a phrase with its last word made to agree with an amount.
  ///
  /// Only a last word that ends in a letter is changed, so `can (14 oz)` and
  /// `tsp.` are left as they are; and only a word in Latin script, so `鸡蛋`
  /// and `луковица` are too (see ``Script/isLatin(_:)``).
  ///
  /// - Parameters:
  ///   - phrase: One or more words separated by spaces.
  ///   - plural: Whether the plural is wanted.
  /// - Returns: The phrase with its last word inflected.
  static func inflectingLastWord(of phrase: Substring, plural: Bool) -> String {
    // Searching the UTF-8 view finds the space without building Characters.
    let space = phrase.utf8.lastIndex(of: UInt8(ascii: " "))
    let wordStart = space.map { phrase.utf8.index(after: $0) } ?? phrase.startIndex
    let word = phrase[wordStart...]
    guard let lastByte = word.utf8.last else { return String(phrase) }
    let endsInLetter =
      lastByte < 0x80
      ? (lastByte | 0x20) >= UInt8(ascii: "a") && (lastByte | 0x20) <= UInt8(ascii: "z")
      : word.last?.isLetter == true
    guard endsInLetter, Script.isLatin(word) else { return String(phrase) }
    // String + String: Substring + String takes a generic, much slower path.
    return String(phrase[..<wordStart]) + inflect(String(word), plural: plural)
  }

  /// Returns a unit or a name with its counted word made to agree with an amount.
  ///
  /// The counted word is the last one, except before a parenthesised size or
  /// note (`can (15 oz)` → `cans (15 oz)`) and before `of` (`Leaf of basil` →
  /// `Leaves of basil`). A word with an optional plural (`cup(s)`) takes the
  /// form for the amount. Only a word that ends in a letter and is in Latin
  /// script changes, as ``inflectingLastWord(of:plural:)`` describes.
  ///
  /// - Parameters:
  ///   - phrase: One or more words separated by spaces.
  ///   - plural: Whether the plural is wanted.
  /// - Returns: The phrase with its counted word inflected.
  static func inflectingCountedWord(of phrase: Substring, plural: Bool) -> String {
    let (head, word, tail) = CountedWord.split(phrase)
    let inflected = inflectingLastWord(of: withoutOptionalPlural(word), plural: plural)
    return String(head) + inflected + String(tail)
  }

  /// A word without an optional plural written after it: `cup(s)` is `cup`, `pinch(es)` is `pinch`.
  static func withoutOptionalPlural(_ word: Substring) -> Substring {
    guard word.utf8.last == UInt8(ascii: ")") else { return word }
    for suffix in ["(s)", "(es)", "(S)", "(ES)"] where word.hasSuffix(suffix) {
      let bare = word.dropLast(suffix.count)
      if let last = bare.last, last.isLetter, Script.isLatin(bare) { return bare }
    }
    return word
  }

  // MARK: - Rules on lowercase words

  /// The word in lowercase; most words already are, and are returned as they are.
  private static func lowercase(_ word: String) -> String {
    let isLowercaseASCII = word.utf8.allSatisfy {
      $0 < 0x80 && !($0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z"))
    }
    return isLowercaseASCII ? word : word.lowercased()
  }

  static func pluralLowercase(_ singular: String) -> String {
    if let forms = irregularForms[singular], forms.singular == singular { return forms.plural }
    let bytes = singular.utf8
    guard let last = bytes.last else { return singular }
    if last == UInt8(ascii: "s") || last == UInt8(ascii: "x") || last == UInt8(ascii: "z")
      || singular.hasSuffix("ch") || singular.hasSuffix("sh")
    {
      return singular + "es"
    }
    if last == UInt8(ascii: "y"), bytes.count >= 2,
      !isVowel(bytes[bytes.index(bytes.endIndex, offsetBy: -2)])
    {
      return String(singular.dropLast()) + "ies"
    }
    return singular + "s"
  }

  static func singularLowercase(_ word: String) -> String {
    if let forms = irregularForms[word] { return forms.singular }
    if word.count > 3, word.hasSuffix("ies") { return String(word.dropLast(3)) + "y" }
    for suffix in ["sses", "ches", "shes", "xes", "zzes"] where word.hasSuffix(suffix) {
      return String(word.dropLast(2))
    }
    if word.count > 2, word.hasSuffix("s"),
      !(word.hasSuffix("ss") || word.hasSuffix("us") || word.hasSuffix("is"))
    {
      return String(word.dropLast())
    }
    // `chillis`: the regular plural of a word in -i the tables know, beside its own.
    if word.hasSuffix("is"), let forms = irregularForms[String(word.dropLast())],
      forms.singular == String(word.dropLast())
    {
      return forms.singular
    }
    return word
  }

  private static func isVowel(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a"), UInt8(ascii: "e"), UInt8(ascii: "i"), UInt8(ascii: "o"),
      UInt8(ascii: "u"):
      true
    default: false
    }
  }

  /// Gives `result` the capitalization of `original`: all capitals stay all
  /// capitals, otherwise the shared beginning keeps its letters as written.
  private static func restoringCase(of original: String, in result: String) -> String {
    guard original.utf8.allSatisfy({ $0 < 0x80 }) else {
      let letters = original.filter(\.isLetter)
      if letters.count > 1, letters.allSatisfy(\.isUppercase) { return result.uppercased() }
      var shared = 0
      for (a, b) in zip(original.lowercased(), result) {
        guard a == b else { break }
        shared += 1
      }
      return String(original.prefix(shared)) + result.dropFirst(shared)
    }
    // ASCII, the common case: bytes instead of Characters and their Unicode properties.
    var upper = 0
    var lower = 0
    for byte in original.utf8 {
      if byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") { upper += 1 }
      if byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") { lower += 1 }
    }
    if upper > 1 && lower == 0 { return result.uppercased() }
    if upper == 0 { return result }
    var shared = 0
    for (a, b) in zip(original.utf8, result.utf8) {
      let folded = a >= UInt8(ascii: "A") && a <= UInt8(ascii: "Z") ? a | 0x20 : a
      guard folded == b else { break }
      shared += 1
    }
    return String(
      decoding: Array(original.utf8.prefix(shared)) + result.utf8.dropFirst(shared), as: UTF8.self)
  }

  // MARK: - Tables

  /// Both forms of a word the rules would get wrong.
  struct Forms {
    var singular: String
    var plural: String
  }

  /// Every irregular singular, irregular plural and invariant word, with both
  /// of its forms: one lookup instead of one per table.
  static let irregularForms: [String: Forms] = {
    var forms: [String: Forms] = [:]
    forms.reserveCapacity(irregularPlurals.count * 2 + invariant.count)
    // One entry per word keeps the rules' order of lookups intact: a word in
    // two tables would need to know which it was asked as. The tests run with
    // assertions on.
    for word in invariant {
      assert(forms[word] == nil, "\(word) is in the tables twice")
      forms[word] = Forms(singular: word, plural: word)
    }
    for (singular, plural) in irregularPlurals {
      assert(forms[singular] == nil && forms[plural] == nil, "\(singular) is in the tables twice")
      let both = Forms(singular: singular, plural: plural)
      forms[singular] = both
      forms[plural] = both
    }
    return forms
  }()

  /// Singular forms whose plurals the rules would get wrong.
  static let irregularPlurals: KeyValuePairs<String, String> = [
    "half": "halves", "calf": "calves", "loaf": "loaves", "leaf": "leaves",
    "knife": "knives", "life": "lives", "shelf": "shelves", "sheaf": "sheaves",
    "thief": "thieves", "wolf": "wolves", "scarf": "scarves",
    "potato": "potatoes", "tomato": "tomatoes", "mango": "mangoes", "hero": "heroes",
    "echo": "echoes", "torpedo": "torpedoes",
    "foot": "feet", "tooth": "teeth", "goose": "geese", "mouse": "mice",
    "man": "men", "woman": "women", "child": "children", "person": "people",
    "cookie": "cookies", "brownie": "brownies", "pie": "pies", "smoothie": "smoothies",
    "veggie": "veggies", "tie": "ties", "calorie": "calories", "hoagie": "hoagies",
    "quiche": "quiches", "brioche": "brioches", "cache": "caches", "niche": "niches",
    "cliche": "cliches", "avocado": "avocados", "taco": "tacos", "burrito": "burritos",
    "chilli": "chillies", "chili": "chilis", "kiwi": "kiwis", "roti": "rotis",
    "chapati": "chapatis", "blini": "blinis", "panini": "paninis", "salami": "salamis",
    "martini": "martinis", "katori": "katoris",
  ]

  /// Words whose plural is the same as their singular.
  static let invariant: [String] = [
    "fish", "sheep", "deer", "moose", "salmon", "trout", "shrimp", "squid", "tuna", "cod",
    "halibut", "series", "species", "molasses", "swiss", "hummus", "couscous", "asparagus",
    "tofu", "rice", "aircraft", "bison", "offspring", "chassis", "means", "news",
    // After a number, `dozen` takes no plural: `2 dozen`.
    "dozen",
  ]
}
