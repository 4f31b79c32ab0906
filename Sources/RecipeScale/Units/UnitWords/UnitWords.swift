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
/// The units with a legal definition come first, then English, then the other
/// languages: a spelling listed twice is the first listing's. Looking a unit up
/// needs only where each spelling is listed; the line reader's tables of every
/// spelling (``all``, ``byFirstWord``) are built when a line is first read.
///
/// Size words (`large`, `small`, `whole`) are not units: they belong to the name.
enum UnitWords {
  /// A unit's spellings: what it measures, then its singular spellings, its plural
  /// spellings and its abbreviations.
  typealias Group = (
    kind: UnitWord.Kind, singular: [String], plural: [String], abbreviations: [String]
  )

  /// Each language's groups, in the order a spelling listed twice is decided by:
  /// the first keeps it. The units with a legal definition come first; their
  /// spellings in every language count as English.
  private static let tables: [(language: String, groups: [Group])] = [
    ("en", standard), ("en", english), ("de", german), ("fr", french), ("es", spanish),
    ("it", italian), ("nl", dutch), ("pt", portuguese), ("pl", polish), ("cs", czech),
    ("tr", turkish), ("sv", swedish), ("da", danish), ("no", norwegian), ("ru", russian),
    ("zh", chinese), ("ja", japanese), ("ko", korean), ("tl", tagalog),
  ]

  /// The group at a place in the table, as ``UnitWord/group`` gives it.
  ///
  /// - Parameter place: The group's position, the standard groups first.
  /// - Returns: Its kind and spellings.
  static func group(at place: Int) -> Group {
    listed(at: place).group
  }

  /// The language of the spellings of the group at a place in the table.
  ///
  /// - Parameter place: The group's position, the standard groups first.
  /// - Returns: A primary language subtag.
  static func language(ofGroupAt place: Int) -> String {
    listed(at: place).language
  }

  /// The group at a place in the table with the language of its spellings.
  private static func listed(at place: Int) -> (language: String, group: Group) {
    var offset = place
    var table = 0
    // Places are the table's own, from 0 to one less than `groupCount`.
    while table < tables.count - 1, offset >= tables[table].groups.count {
      offset -= tables[table].groups.count
      table += 1
    }
    return (tables[table].language, tables[table].groups[offset])
  }

  /// How many groups the table has.
  private static var groupCount: Int { tables.reduce(0) { $0 + $1.groups.count } }

  /// Every spelling, in table order.
  static let all: [UnitWord] = (0..<groupCount).flatMap { place in
    let group = group(at: place)
    return [
      (UnitWord.Form.singular, group.singular), (.plural, group.plural),
      (.abbreviation, group.abbreviations),
    ].flatMap { form, spellings in
      spellings.indices.map { word(UnitListing(group: place, form: form, index: $0)) }
    }
  }

  /// The spelling at a listing, with what the line reader needs of it.
  private static func word(_ listing: UnitListing) -> UnitWord {
    let group = group(at: listing.group)
    let condition = conditions.first { $0.word == group.singular.first }
    let spelling = listing.spelling
    let key = WordTable<Int>.folded(spelling.utf8.span)
    let parts =
      key.contains(UInt8(ascii: " "))
      ? key.split(separator: UInt8(ascii: " ")).map { Array($0) } : [key]
    return UnitWord(
      spelling: spelling, words: parts, kind: group.kind, form: listing.form,
      group: listing.group, language: listing.language, needsOf: condition?.needsOf ?? false,
      notBefore: (condition?.notBefore ?? []).map { WordTable<Int>.folded($0.utf8.span) })
  }

  // MARK: - Looking up a unit as written

  /// Every spelling's first listing, by its folded words as a string, in three
  /// tables in the order a spelling listed twice is decided by: the units with
  /// a legal definition, the rest of English, then every other language.
  ///
  /// The formatter and the JSON reader ask about the few units of a run, and
  /// need none of the line reader's ``all``; a run whose units are English
  /// words never builds the table of the other languages, the largest, and
  /// another builds only the languages its units may be words of.
  private static let standardListings = listings(ofTables: 0..<1)
  private static let englishListings = listings(ofTables: 1..<2)
  private static let otherListings = UnitListingsByLanguage(
    tables: tables[2...]
  ) { language in listings(ofTables: (2 + language)..<(3 + language)) }

  /// The first listing of every spelling of some of the ``tables``.
  private static func listings(ofTables range: Range<Int>) -> [String: UnitListing] {
    // The groups are read in place, by index: a copy of a group is a copy of its
    // kind and three arrays, for each of hundreds of groups.
    var count = 0
    for table in range {
      let groups = tables[table].groups
      for place in groups.indices {
        count +=
          groups[place].singular.count + groups[place].plural.count
          + groups[place].abbreviations.count
      }
    }
    var listings: [String: UnitListing] = [:]
    // Growing the table would hash every spelling again at each step.
    listings.reserveCapacity(count)
    // A spelling listed twice keeps its first listing: the listings are read
    // from the last, and an earlier one replaces a later.
    var place = tables[..<range.upperBound].reduce(0) { $0 + $1.groups.count }
    for table in range.reversed() {
      let groups = tables[table].groups
      func list(_ spellings: [String], as form: UnitWord.Form) {
        for index in spellings.indices.reversed() {
          listings[key(spellings[index])] = UnitListing(group: place, form: form, index: index)
        }
      }
      for index in groups.indices.reversed() {
        place -= 1
        list(groups[index].abbreviations, as: .abbreviation)
        list(groups[index].plural, as: .plural)
        list(groups[index].singular, as: .singular)
      }
    }
    return listings
  }

  /// The key of words in the listings: their folded bytes, as a string.
  private static func key(_ written: String) -> String {
    let bytes = written.utf8.span
    // Most spellings are listed folded (`cup`, `tbsp`, `克`): their own key.
    if WordTable<Int>.isFolded(bytes) { return written }
    return String(decoding: WordTable<Int>.folded(bytes), as: UTF8.self)
  }

  /// The first listed spelling that a unit's words fold to: `tbsp` for `Tbsp.`,
  /// `fl oz` for `fl. oz.`, `Zehen` for `ZEHEN`.
  ///
  /// - Parameter written: Words apart by single spaces.
  /// - Returns: The spelling, or `nil` when the table has none.
  static func spelling(of written: some StringProtocol) -> UnitListing? {
    let key = key(String(written))
    return standardListings[key] ?? englishListings[key] ?? otherListings.listing(of: key)
  }

  /// The unit with a legal definition a unit's words fold to, or `nil` when its
  /// first listing is a unit of no legal definition, or it has none.
  ///
  /// - Parameter written: Words apart by single spaces.
  /// - Returns: The unit, or `nil`.
  static func standardUnit(of written: some StringProtocol) -> StandardUnit? {
    // The units with a legal definition are listed first: a spelling that is
    // not one of theirs is first listed as another unit.
    guard let listing = standardListings[key(String(written))],
      case .standard(let unit) = group(at: listing.group).kind
    else { return nil }
    return unit
  }

  /// The spelling of the table a unit as written ends with: `cloves` for `large
  /// cloves`, `can` for `(14 oz) can` and `can (14 oz)`, `cuillère à soupe`,
  /// `colher (sopa)`, `tbsp` for `heaping Tbsp.`; `nil` when it ends with none.
  ///
  /// - Parameter written: A unit as a recipe writes it.
  /// - Returns: The spelling, whose language and form say how the unit agrees with an amount.
  static func spelling(endingUnit written: Substring) -> UnitListing? {
    var tokens = words(of: written, apartAt: UInt8(ascii: " "))
    if let found = spelling(endingTokens: tokens) { return found }
    // `c.à soupe`: words apart at a period, not a space.
    let atPeriods = tokens.flatMap { words(of: $0, apartAt: UInt8(ascii: ".")) }
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

  /// The words of a text apart at an ASCII byte, empty ones left out. The text
  /// is split at the byte in its UTF-8, not compared a `Character` at a time.
  private static func words(of text: Substring, apartAt separator: UInt8) -> [Substring] {
    text.utf8.split(separator: separator).map { Substring($0) }
  }

  /// The longest spelling that runs from some token to the last: an optional plural
  /// (`cup(s)`) does not count.
  private static func spelling(endingTokens tokens: [Substring]) -> UnitListing? {
    guard let last = tokens.last else { return nil }
    let words = tokens.dropLast() + [EnglishNoun.withoutOptionalPlural(last)]
    for start in words.indices {
      var candidate = String(words[start])
      for word in words[(start + 1)...] {
        candidate += " " + String(word)
      }
      if let word = spelling(of: candidate) { return word }
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
  static func agreeing(_ written: String, _ word: UnitListing, plural: Bool) -> String? {
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
