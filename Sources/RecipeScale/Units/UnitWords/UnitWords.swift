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
/// Size words (`large`, `small`, `whole`) are not units: they belong to the name.
enum UnitWords {
  /// A unit's spellings: what it measures, then its singular spellings, its plural
  /// spellings and its abbreviations.
  typealias Group = (
    kind: UnitWord.Kind, singular: [String], plural: [String], abbreviations: [String]
  )

  /// Every spelling, in table order.
  static let all: [UnitWord] = {
    var words: [UnitWord] = []
    for (group, (language, (kind, singular, plural, abbreviations))) in groups.enumerated() {
      let condition = conditions[singular.first ?? ""]
      for (form, spellings) in [
        (UnitWord.Form.singular, singular), (.plural, plural), (.abbreviation, abbreviations),
      ] {
        for spelling in spellings {
          // Bytes, not Characters: splitting a thousand spellings by Character
          // cost a millisecond of every start.
          let utf8 = Array(spelling.utf8)
          let parts =
            utf8.contains(UInt8(ascii: " "))
            ? utf8.split(separator: UInt8(ascii: " ")).map {
              WordTable<Int>.folded(Array($0))
            }
            : [WordTable<Int>.folded(utf8)]
          words.append(
            UnitWord(
              spelling: spelling, words: parts, kind: kind, form: form, group: group,
              language: language, needsOf: condition?.needsOf ?? false,
              notBefore: (condition?.notBefore ?? []).map {
                WordTable<Int>.folded(Array($0.utf8))
              }))
        }
      }
    }
    return words
  }()

  /// Whether a spelling is one of ``all``, which ``WrittenUnit`` asserts of
  /// the words it holds without a reference count.
  ///
  /// - Parameter word: A spelling.
  /// - Returns: Whether it is one of the table's.
  static func isTableWord(_ word: UnitWord) -> Bool {
    tableWords.contains(ObjectIdentifier(word))
  }

  /// The identities of ``all``'s spellings.
  private static let tableWords = Set(all.map(ObjectIdentifier.init))

  /// The spellings that start with a word, longest first, by that first word.
  static let byFirstWord: WordTable<[UnitWord]> = {
    // One pass groups the spellings by first word, in a ``SpellingIndex`` of
    // the words' bytes; the groups keep the order the table first lists their
    // words in. A sort of all the spellings by word cost a third of building
    // every table a text's first line needs, and a Dictionary of byte arrays more.
    var groups: [[Int]] = []
    var index = SpellingIndex()
    for place in all.indices {
      guard let first = all[place].words.first else { continue }
      let hash = SpellingIndex.hash(first)
      if let group = index.place(hash: hash, where: { all[groups[$0][0]].words[0] == first }) {
        groups[group].append(place)
      } else {
        index.insert(hash: hash, place: groups.count)
        groups.append([place])
      }
    }
    return WordTable(
      groups.map { group in
        let word = String(decoding: all[group[0]].words[0], as: UTF8.self)
        if group.count == 1 { return (word, [all[group[0]]]) }
        // Longest spelling first, and in table order among the same length.
        let longestFirst = group.sorted { left, right in
          let (a, b) = (all[left].words.count, all[right].words.count)
          return a != b ? a > b : left < right
        }
        return (word, longestFirst.map { all[$0] })
      })
  }()

  /// The first words of the spellings of containers (`can`, `jar`, `pkg`): the
  /// reader asks whether a container follows a unit, and most words there are
  /// the name's, which this table turns away without looking up a unit.
  static let containerFirstWords = WordTable(
    all.filter { $0.kind == .container && !$0.words.isEmpty }.map {
      (String(decoding: $0.words[0], as: UTF8.self), true)
    })

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
    guard var last = tokens.last else { return nil }
    last = EnglishNoun.withoutOptionalPlural(last)
    let folded = (tokens.dropLast() + [last]).map { WordTable<Int>.folded(Array($0.utf8)) }
    for start in folded.indices {
      if let word = bySpelling[Array(folded[start...].joined(separator: [UInt8(ascii: " ")]))] {
        return word
      }
    }
    return nil
  }

  /// Every spelling by its folded words joined with spaces, the first listed
  /// winning: what agreement asks about a unit as written, without the reader's
  /// table by first word, which costs a JSON recipe's start five times as much.
  private static let bySpelling: [[UInt8]: UnitWord] = {
    var table: [[UInt8]: UnitWord] = [:]
    table.reserveCapacity(all.count)
    for word in all {
      let key =
        word.words.count == 1
        ? word.words[0] : Array(word.words.joined(separator: [UInt8(ascii: " ")]))
      if table[key] == nil { table[key] = word }
    }
    return table
  }()

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
    let group = groups[word.group].group
    let (from, to): ([String], [String])
    switch (word.form, plural) {
    case (.singular, true): (from, to) = (group.singular, group.plural)
    case (.plural, false): (from, to) = (group.plural, group.singular)
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
  private static let conditions: [String: (needsOf: Bool, notBefore: [String])] = [
    "noix": (
      true,
      [
        "coco", "cajou", "muscade", "pécan", "pecan", "macadamia", "grenoble", "saint", "st",
        "brésil",
      ]
    ),
    "noce": (true, ["cocco", "moscata"]),
    "filet": (true, ["mignon", "mignons"]),
    "fio": (true, []),
    "pot": (true, []),
    "pak": (false, ["choi", "choy", "soi"]),
  ]

  /// The groups of every language, in the order a spelling listed twice is decided by:
  /// the first keeps it.
  private static let groups: [(language: String, group: Group)] = [
    ("en", standard), ("en", english), ("de", german), ("fr", french), ("es", spanish),
    ("it", italian), ("nl", dutch), ("pt", portuguese), ("pl", polish), ("cs", czech),
    ("tr", turkish), ("sv", swedish), ("da", danish), ("no", norwegian), ("ru", russian),
    ("zh", chinese), ("ja", japanese), ("ko", korean), ("tl", tagalog),
  ].flatMap { language, groups in groups.map { (language, $0) } }
}
