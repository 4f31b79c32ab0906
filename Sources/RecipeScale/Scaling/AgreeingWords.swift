/// The units and counted names a formatter's lines show, worked out once per
/// spelling instead of once per line.
///
/// Making a word agree with its amount runs the English rules, thousands of
/// instructions a word, and recognizing a standard unit builds a key and looks
/// it up; a recipe of many lines repeats a few spellings, so each answer is
/// kept and looked up after. Only English words are kept: forms a recipe gives
/// and other languages take their own, cheap, paths. A value owned by one
/// formatter call, never shared between threads.
struct AgreeingWords {
  /// What is known of one unit spelling.
  private struct UnitSpelling {
    /// The standard unit it is, once looked up; `.some(nil)` for none.
    var standard: StandardUnit??
    /// The English word for one and less, once asked for.
    var singular: String?
    /// The English word for more than one, once asked for.
    var plural: String?
  }

  /// A counted name's head and the number it is wanted in.
  private struct NameKey: Hashable {
    var head: Substring
    var plural: Bool
  }

  /// The most names kept: a list of distinct names gains nothing from more,
  /// and the memory stays bounded whatever the recipe.
  private static let nameLimit = 4096

  /// Whether answers are kept; a formatter of a few lines skips the bookkeeping.
  let remembers: Bool
  private var units: [String: UnitSpelling] = [:]
  private var names: [NameKey: String] = [:]

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
  static func forLines(_ count: Int) -> AgreeingWords {
    // Below a dozen lines a word rarely comes twice, and keeping it costs a hash and an insert.
    AgreeingWords(remembers: count > 12)
  }

  /// The standard unit a unit is (``CookingUnit/standard``).
  ///
  /// - Parameter unit: The unit as shown.
  /// - Returns: The standard unit, or `nil`.
  mutating func standard(of unit: CookingUnit) -> StandardUnit? {
    guard remembers else { return unit.standard }
    if let known = units[unit.written]?.standard { return known }
    let standard = unit.standard
    units[unit.written, default: UnitSpelling()].standard = .some(standard)
    return standard
  }

  /// A unit by English rules in the number that agrees with an amount
  /// (``CookingUnit/name(for:)``).
  ///
  /// - Parameters:
  ///   - unit: The unit.
  ///   - amount: The amount it measures.
  /// - Returns: The unit's name for the amount.
  mutating func englishName(of unit: CookingUnit, for amount: Rational) -> String {
    guard remembers else { return unit.name(for: amount) }
    let plural = amount > .one
    if let known = units[unit.written], let name = plural ? known.plural : known.singular {
      return name
    }
    let name = unit.name(for: amount)
    if plural {
      units[unit.written, default: UnitSpelling()].plural = name
    } else {
      units[unit.written, default: UnitSpelling()].singular = name
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
    let key = NameKey(head: head, plural: plural)
    if let known = names[key] { return known }
    let name = EnglishNoun.inflectingCountedWord(of: head, plural: plural)
    if names.count < AgreeingWords.nameLimit { names[key] = name }
    return name
  }
}
