/// The units and counted names a formatter's lines show, worked out once per
/// spelling instead of once per line.
///
/// Making a word agree with its amount runs the English rules, thousands of
/// instructions a word, and recognizing a standard unit builds a key and looks
/// it up; a recipe of many lines repeats a few spellings, so each answer is
/// kept and looked up after. Only English words are kept: forms a recipe gives
/// and other languages take their own, cheap, paths. A value owned by one
/// formatter call, or by one caller that writes a long recipe's rows a part at
/// a time (``RecipeFormatter/append(_:isFirst:to:words:)``), never shared
/// between threads.
public struct AgreeingWords {
  /// What is known of one unit spelling.
  private struct UnitSpelling {
    /// The spelling, ``CookingUnit/written``.
    let written: String
    /// The standard unit it is, once looked up; `.some(nil)` for none.
    var standard: StandardUnit??
    /// Whether it is a standard unit, once looked up: a flag to read, where
    /// ``standard`` is a struct to copy, with a string to count.
    var isStandard: Bool?
    /// Whether it is a size (``CookingUnit/isSize``), once asked.
    var isSize: Bool?
    /// Whether the unit table knows it as English (``CookingUnit/isKnownEnglishWord``), once asked.
    var isKnownEnglishWord: Bool?
    /// Whether its counted word is an English singular, once asked.
    var hasSingularWord: Bool?
    /// The English word for one and less, once asked for.
    var singular: String?
    /// The English word for more than one, once asked for.
    var plural: String?
  }

  /// A counted name's head in one number, and the head agreeing with it.
  private struct CountedName {
    /// The name before its first comma, as written.
    let head: Substring
    /// Whether ``name`` is for more than one.
    let plural: Bool
    /// The head with its counted word inflected.
    let name: String
  }

  /// The most spellings of units, and of names, kept: a list of distinct names
  /// gains nothing from more, and the memory stays bounded whatever the recipe.
  private static let limit = 4096

  /// Whether answers are kept; a formatter of a few lines skips the bookkeeping.
  let remembers: Bool
  private var units: [UnitSpelling] = []
  private var unitIndex = SpellingIndex()
  private var names: [CountedName] = []
  private var nameIndex = SpellingIndex()
  /// The places of spellings looked up lately, by the 16 bytes of their
  /// `String`, two words and a place plus one a slot (0 for none).
  ///
  /// Every line asks for its unit's place, and hashing the spelling's bytes
  /// and comparing the strings cost some 180 instructions a line. A slot
  /// holds the bits of the string in ``units``, which lives as long as the
  /// memo: a string with the same bits is that string (a small string's bits
  /// are its bytes; a larger one's, its storage, which cannot be freed and
  /// reused meanwhile). Any other string misses, and the index answers.
  private var recentUnits: [UInt64] = []
  /// Prime, so that the slot a string's bits pick depends on all of them.
  private static let recentSlots: UInt64 = 61

  /// Creates an empty memo.
  ///
  /// - Parameter remembers: Whether answers are kept for the lines that follow.
  init(remembers: Bool) {
    self.remembers = remembers
  }

  /// The memo a formatter uses for a recipe's lines.
  ///
  /// - Parameter count: How many lines there are.
  /// - Returns: A memo that keeps answers when the recipe has enough lines to repeat words.
  public static func forLines(_ count: Int) -> AgreeingWords {
    // Below a dozen lines a word rarely comes twice, and keeping it costs a hash and an insert.
    AgreeingWords(remembers: count > 12)
  }

  /// A unit as a line asks about it: the unit, and its place in ``units``,
  /// looked up once for all the line's questions.
  struct Unit {
    /// The unit.
    let unit: CookingUnit
    /// Its place in ``units``; `nil` when answers are not kept.
    fileprivate let place: Int?
  }

  /// A unit's entry, for the questions a line asks about it.
  ///
  /// - Parameter unit: The unit as shown.
  /// - Returns: The entry, added when the spelling is new.
  mutating func entry(for unit: CookingUnit) -> Unit {
    Unit(unit: unit, place: place(of: unit))
  }

  /// The place of a unit's spelling in ``units``, added when new; `nil` when
  /// answers are not kept, or no more spellings are.
  private mutating func place(of unit: CookingUnit) -> Int? {
    guard remembers else { return nil }
    let bits = unsafeBitCast(unit.written, to: (UInt64, UInt64).self)
    let slot =
      Int(truncatingIfNeeded: (bits.0 ^ bits.1 ^ (bits.0 >> 29)) % AgreeingWords.recentSlots) * 3
    if recentUnits.isEmpty {
      recentUnits = Array(repeating: 0, count: Int(AgreeingWords.recentSlots) * 3)
    }
    if recentUnits[slot + 2] != 0, recentUnits[slot] == bits.0, recentUnits[slot + 1] == bits.1 {
      return Int(recentUnits[slot + 2]) - 1
    }
    guard let found = indexedPlace(of: unit) else { return nil }
    let kept = unsafeBitCast(units[found].written, to: (UInt64, UInt64).self)
    guard kept == bits else { return found }
    recentUnits[slot] = bits.0
    recentUnits[slot + 1] = bits.1
    recentUnits[slot + 2] = UInt64(found + 1)
    return found
  }

  /// The place of a unit's spelling by its hash in ``unitIndex``, added when new.
  private mutating func indexedPlace(of unit: CookingUnit) -> Int? {
    let hash = SpellingIndex.hash(unit.written)
    if let found = unitIndex.place(hash: hash, where: { units[$0].written == unit.written }) {
      return found
    }
    guard units.count < AgreeingWords.limit else { return nil }
    units.append(UnitSpelling(written: unit.written))
    unitIndex.insert(hash: hash, place: units.count - 1)
    return units.count - 1
  }

  /// The standard unit a unit is (``CookingUnit/standard``).
  ///
  /// - Parameter entry: The unit's entry.
  /// - Returns: The standard unit, or `nil`.
  mutating func standard(of entry: Unit) -> StandardUnit? {
    guard let place = entry.place else { return entry.unit.standard }
    if let known = units[place].standard { return known }
    let standard = entry.unit.standard
    units[place].standard = .some(standard)
    return standard
  }

  /// Whether a unit is a standard unit (``CookingUnit/standard`` is not `nil`).
  ///
  /// - Parameter entry: The unit's entry.
  /// - Returns: Whether it has a standard unit.
  mutating func isStandard(_ entry: Unit) -> Bool {
    guard let place = entry.place else { return entry.unit.standard != nil }
    if let known = units[place].isStandard { return known }
    let isStandard = standard(of: entry) != nil
    units[place].isStandard = isStandard
    return isStandard
  }

  /// Whether a unit is a size (``CookingUnit/isSize``), so the amount counts the things named.
  ///
  /// - Parameter entry: The unit's entry.
  /// - Returns: Whether it is a size.
  mutating func isSize(_ entry: Unit) -> Bool {
    guard let place = entry.place else { return entry.unit.isSize }
    if let known = units[place].isSize { return known }
    let isSize = entry.unit.isSize
    units[place].isSize = isSize
    return isSize
  }

  /// Whether the unit table knows a unit's word as English (``CookingUnit/isKnownEnglishWord``).
  ///
  /// - Parameter entry: The unit's entry.
  /// - Returns: Whether English rules are trusted with it over the line as written.
  mutating func isKnownEnglishWord(_ entry: Unit) -> Bool {
    guard let place = entry.place else { return entry.unit.isKnownEnglishWord }
    if let known = units[place].isKnownEnglishWord { return known }
    let isEnglish = entry.unit.isKnownEnglishWord
    units[place].isKnownEnglishWord = isEnglish
    return isEnglish
  }

  /// Whether a unit's counted word (``CountedWord/split(_:)``) is its own English
  /// singular: `loaf` and `sheet` are, `cups` is not.
  ///
  /// - Parameter entry: The unit's entry.
  /// - Returns: Whether the word is singular by English rules.
  mutating func hasSingularWord(_ entry: Unit) -> Bool {
    func isSingular() -> Bool {
      let counted = String(CountedWord.split(Substring(entry.unit.written)).word)
      return EnglishNoun.singular(of: counted) == counted
    }
    guard let place = entry.place else { return isSingular() }
    if let known = units[place].hasSingularWord { return known }
    let singular = isSingular()
    units[place].hasSingularWord = singular
    return singular
  }

  /// A unit by English rules in the number that agrees with an amount
  /// (``CookingUnit/name(for:)``).
  ///
  /// - Parameters:
  ///   - entry: The unit's entry.
  ///   - amount: The amount it measures.
  /// - Returns: The unit's name for the amount.
  mutating func englishName(of entry: Unit, for amount: Rational) -> String {
    guard let place = entry.place else { return entry.unit.name(for: amount) }
    let plural = amount > .one
    if let known = plural ? units[place].plural : units[place].singular { return known }
    let name = entry.unit.name(for: amount)
    if plural {
      units[place].plural = name
    } else {
      units[place].singular = name
    }
    return name
  }

  /// A name's head with its counted word made to agree by English rules
  /// (``EnglishNoun/inflectingCountedWord(of:plural:)``).
  ///
  /// - Parameters:
  ///   - head: The name before its first comma.
  ///   - plural: Whether the plural is wanted.
  /// - Returns: The head with its counted word inflected.
  mutating func englishName(_ head: Substring, plural: Bool) -> String {
    guard remembers else { return EnglishNoun.inflectingCountedWord(of: head, plural: plural) }
    let hash = SpellingIndex.hash(head, salt: plural ? 1 : 0)
    let found = nameIndex.place(hash: hash) { names[$0].plural == plural && names[$0].head == head }
    if let found { return names[found].name }
    let name = EnglishNoun.inflectingCountedWord(of: head, plural: plural)
    if names.count < AgreeingWords.limit {
      names.append(CountedName(head: head, plural: plural, name: name))
      nameIndex.insert(hash: hash, place: names.count - 1)
    }
    return name
  }
}
