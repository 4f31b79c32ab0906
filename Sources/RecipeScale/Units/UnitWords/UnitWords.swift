/// Every unit spelling the line reader knows, in one table for the rest of the code to share.
///
/// The table lists each unit once, with its singular and plural spellings and its
/// abbreviations, in English and in the other languages recipes are often written in
/// (German, French, Spanish, Italian, Dutch, Portuguese, Polish, Czech, Turkish, the
/// Scandinavian languages, Russian, Chinese and Japanese), each with the language it
/// is a word of. Case and periods never matter here (`Tbsp.` is `tbsp`); where case
/// does matter (`T` is a tablespoon, `t` a teaspoon) ``StandardUnit/init(recognizing:)``
/// tells them apart from the unit as written.
///
/// The units with a legal definition come first, and are a table of their own
/// (``standardWords``): a recipe whose units are `cup`, `tbsp` and `g` is read,
/// converted and printed without the other languages' spellings ever being built.
///
/// Size words (`large`, `small`, `whole`) are not units: they belong to the name.
enum UnitWords {
  /// A unit's spellings: what it measures, then its singular spellings, its plural
  /// spellings and its abbreviations.
  typealias Group = (
    kind: UnitWord.Kind, singular: [String], plural: [String], abbreviations: [String]
  )

  /// The groups of the units with a legal definition, first in the table.
  private static let standardGroups: [(language: String, group: Group)] = standard.map {
    ("en", $0)
  }

  /// The groups of every language after them, in the order a spelling listed
  /// twice is decided by: the first keeps it.
  private static let languageGroups: [(language: String, group: Group)] = [
    ("en", english), ("de", german), ("fr", french), ("es", spanish), ("it", italian),
    ("nl", dutch), ("pt", portuguese), ("pl", polish), ("cs", czech), ("tr", turkish),
    ("sv", swedish), ("da", danish), ("no", norwegian), ("ru", russian), ("zh", chinese),
    ("ja", japanese), ("ko", korean), ("tl", tagalog),
  ].flatMap { language, groups in groups.map { (language, $0) } }

  /// The group at a place in the table, as ``UnitWord/group`` gives it.
  ///
  /// - Parameter place: The group's position, the standard groups first.
  /// - Returns: Its kind and spellings.
  static func group(at place: Int) -> Group {
    place < standardGroups.count
      ? standardGroups[place].group : languageGroups[place - standardGroups.count].group
  }

  /// The spellings of the units with a legal definition, in table order: the
  /// first spellings of ``all``, the same objects.
  static let standardWords: [UnitWord] = words(of: standardGroups, firstPlace: 0)

  /// Every spelling, in table order.
  static let all: [UnitWord] =
    standardWords + words(of: languageGroups, firstPlace: standardGroups.count)

  /// The spellings of groups, each group numbered by its place in the whole table.
  private static func words(
    of groups: [(language: String, group: Group)], firstPlace: Int
  ) -> [UnitWord] {
    var words: [UnitWord] = []
    for (offset, (language, (kind, singular, plural, abbreviations))) in groups.enumerated() {
      let condition = conditions.first { $0.word == singular.first }
      let notBefore = (condition?.notBefore ?? []).map { WordTable<Int>.folded($0.utf8) }
      for (form, spellings) in [
        (UnitWord.Form.singular, singular), (.plural, plural), (.abbreviation, abbreviations),
      ] {
        for spelling in spellings {
          let key = WordTable<Int>.folded(spelling.utf8)
          let parts =
            key.contains(UInt8(ascii: " "))
            ? key.split(separator: UInt8(ascii: " ")).map { Array($0) } : [key]
          words.append(
            UnitWord(
              spelling: spelling, words: parts, kind: kind, form: form,
              group: firstPlace + offset, language: language,
              needsOf: condition?.needsOf ?? false, notBefore: notBefore))
        }
      }
    }
    return words
  }

  // MARK: - Looking up a unit as written

  /// The table's spellings of the units with a legal definition, by their folded words.
  private static let standardBySpelling = WordTable(folded: standardWords.map { ($0.key, $0) })

  /// The table's other spellings, by their folded words.
  private static let languageBySpelling = WordTable(
    folded: all[standardWords.count...].map { ($0.key, $0) })

  /// The first listed spelling that a unit's words fold to: `tbsp` for `Tbsp.`,
  /// `fl oz` for `fl. oz.`, `Zehen` for `ZEHEN`.
  ///
  /// The units with a legal definition are listed first, so when one of their
  /// spellings is found it is the first listed, and the other languages' table
  /// is not built.
  ///
  /// - Parameter written: Words apart by single spaces.
  /// - Returns: The spelling, or `nil` when the table has none.
  static func spelling(of written: some StringProtocol) -> UnitWord? {
    let key = WordTable<Int>.folded(written.utf8)
    return standardBySpelling.value(forFolded: key) ?? languageBySpelling.value(forFolded: key)
  }

  /// The spelling of the table a unit as written ends with: `cloves` for `large
  /// cloves`, `can` for `(14 oz) can` and `can (14 oz)`, `cuillère à soupe`,
  /// `colher (sopa)`, `tbsp` for `heaping Tbsp.`; `nil` when it ends with none.
  ///
  /// - Parameter written: A unit as a recipe writes it.
  /// - Returns: The spelling, whose language and form say how the unit agrees with an amount.
  static func spelling(endingUnit written: Substring) -> UnitWord? {
    var tokens = written.split(separator: " ")
    if let found = spelling(endingTokens: tokens) { return found }
    // `c.à soupe`: words apart at a period, not a space.
    let atPeriods = tokens.flatMap { $0.split(separator: ".") }
    if atPeriods.count > tokens.count, let found = spelling(endingTokens: atPeriods) {
      return found
    }
    // A size or a note in parentheses at the end: `can (14 oz)`.
    while let last = tokens.last, last.utf8.last == UInt8(ascii: ")") {
      guard let open = tokens.lastIndex(where: { $0.utf8.first == UInt8(ascii: "(") }),
        open > 0
      else { return nil }
      tokens.removeSubrange(open...)
      if let found = spelling(endingTokens: tokens) { return found }
    }
    return nil
  }

  /// The longest spelling that runs from some token to the last: an optional plural
  /// (`cup(s)`) does not count.
  private static func spelling(endingTokens tokens: [Substring]) -> UnitWord? {
    guard let last = tokens.last else { return nil }
    let words = tokens.dropLast() + [EnglishNoun.withoutOptionalPlural(last)]
    for start in words.indices {
      if let word = spelling(of: words[start...].joined(separator: " ")) { return word }
    }
    return nil
  }

  // MARK: - What the line reader asks

  /// The spellings that start with a word, longest first, by that first word.
  static let byFirstWord: WordTable<[UnitWord]> = {
    var firstWords: [[UInt8]] = []
    var spellings: [[UInt8]: [UnitWord]] = [:]
    spellings.reserveCapacity(all.count)
    for word in all {
      guard let first = word.words.first else { continue }
      if spellings[first] == nil { firstWords.append(first) }
      spellings[first, default: []].append(word)
    }
    // The first words in the order the table first lists them; under each, the
    // longest spelling first (`fl oz` before `fl`), and table order among the same length.
    return WordTable(
      folded: firstWords.map { first in
        let longestFirst = (spellings[first] ?? []).enumerated().sorted { left, right in
          let (a, b) = (left.element.words.count, right.element.words.count)
          return a != b ? a > b : left.offset < right.offset
        }
        return (first, longestFirst.map { $0.element })
      })
  }()

  // MARK: - Agreement

  /// A unit written as a spelling of the table, in the number an amount needs,
  /// by the table's own forms: `cuillère à soupe` and `cuillères à soupe`, `Zehe`
  /// and `Zehen`, `colher (sopa)` and `colheres (sopa)`. The unit's first letter
  /// keeps its case, and words before the spelling stay.
  ///
  /// - Parameters:
  ///   - written: The unit as written, which `word` ends.
  ///   - word: The spelling that ends it.
  ///   - plural: Whether the amount needs the plural.
  /// - Returns: The unit in that number, or `nil` when the table gives no other
  ///   form, or the spelling is an abbreviation, or `written` does not end with it.
  static func agreeing(_ written: String, _ word: UnitWord, plural: Bool) -> String? {
    // Polish, Czech and Russian choose among several plurals by the number, and
    // Turkish takes none after one: their words stay as written.
    guard simplePlurals.contains(word.language) else { return nil }
    let spellings = group(at: word.group)
    let (from, to): ([String], [String])
    switch (word.form, plural) {
    case (.singular, true): (from, to) = (spellings.singular, spellings.plural)
    case (.plural, false): (from, to) = (spellings.plural, spellings.singular)
    default: return nil
    }
    guard let position = from.firstIndex(of: word.spelling), !to.isEmpty else { return nil }
    var replacement = to[min(position, to.count - 1)]
    // The spelling's last place in the unit: `Dose` in `Dose (400 g)`.
    let characters = Array(written)
    let target = Array(word.spelling.lowercased())
    guard characters.count >= target.count,
      let start = stride(from: characters.count - target.count, through: 0, by: -1).first(
        where: { start in
          String(characters[start..<start + target.count]).lowercased() == String(target)
        })
    else { return nil }
    if characters[start].isUppercase {
      replacement = replacement.prefix(1).uppercased() + replacement.dropFirst()
    }
    return String(characters[..<start]) + replacement
      + String(characters[(start + target.count)...])
  }

  /// The languages whose unit words have one singular and one plural, the plural
  /// for any amount above one.
  private static let simplePlurals: Set<String> = [
    "de", "fr", "es", "it", "nl", "pt", "sv", "da", "no",
  ]

  // MARK: - Words that are units only in some places

  /// The unit words of Chinese that may run on into the name with no space between,
  /// as Chinese writes them (`2汤匙生抽`, `300克猪肉`). Japanese ones (`個`, `本`, `玉`)
  /// may not: `1玉ねぎ` is an onion, not a ball of `ねぎ`.
  static let runOn: Set<String> = [
    "克", "千克", "公斤", "毫升", "升", "汤匙", "茶匙", "大勺", "小勺", "勺", "个", "瓣", "片", "根",
    "颗", "块", "斤",
  ]

  /// Words that are a unit only in some places, by the unit's first singular spelling:
  /// `needsOf` when only before `of`, `de`, `di` or `d'` (`1 noix de beurre`, but
  /// `2 noix décortiquées` are walnuts, and `1 pot roast` is a roast), and `notBefore`
  /// the words after it (or after its `de`) that make it part of a name instead
  /// (`noix de coco`, `pak choi`).
  private static let conditions: [(word: String, needsOf: Bool, notBefore: [String])] = [
    (
      "noix", true,
      [
        "coco", "cajou", "muscade", "pécan", "pecan", "macadamia", "grenoble", "saint", "st",
        "brésil",
      ]
    ),
    ("noce", true, ["cocco", "moscata"]),
    ("filet", true, ["mignon", "mignons"]),
    ("fio", true, []),
    ("pot", true, []),
    ("pak", false, ["choi", "choy", "soi"]),
  ]
}
