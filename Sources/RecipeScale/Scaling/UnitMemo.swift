/// What the units of a formatter's lines are, by spelling: the standard unit
/// each spelling is, whether the unit table knows it as English, and its
/// English name in each number.
///
/// Recognizing a unit and making its word agree with an amount took most of
/// the time of a TSV row, and a recipe of many lines repeats a few spellings;
/// so a formatter keeps one memo for the lines it writes in one call (see
/// ``ScaledIngredient/line(_:units:)``). The answers are the unit's own
/// (``CookingUnit/standard``, ``CookingUnit/isKnownEnglishWord``,
/// ``CookingUnit/name(for:)``), which depend on nothing but the spelling and
/// whether the amount is more than one.
struct UnitMemo {
  /// What is known of one spelling; `nil` for what was not asked yet.
  private struct Answers {
    var standard: StandardUnit??
    var isKnownEnglishWord: Bool?
    var singular: String?
    var plural: String?
  }

  private var answers: [String: Answers] = [:]

  /// The standard unit a unit is (``CookingUnit/standard``).
  ///
  /// - Parameter unit: The unit.
  /// - Returns: Its standard unit, or `nil` when it has none.
  mutating func standard(of unit: CookingUnit) -> StandardUnit? {
    if let known = answers[unit.written]?.standard { return known }
    let standard = unit.standard
    answers[unit.written, default: Answers()].standard = .some(standard)
    return standard
  }

  /// Whether the unit table knows a unit's word as English (``CookingUnit/isKnownEnglishWord``).
  ///
  /// - Parameter unit: The unit.
  /// - Returns: Whether English rules are trusted with it over the line as written.
  mutating func isKnownEnglishWord(_ unit: CookingUnit) -> Bool {
    if let known = answers[unit.written]?.isKnownEnglishWord { return known }
    let isEnglish = unit.isKnownEnglishWord
    answers[unit.written, default: Answers()].isKnownEnglishWord = isEnglish
    return isEnglish
  }

  /// A unit by English rules in the number that agrees with an amount
  /// (``CookingUnit/name(for:)``).
  ///
  /// - Parameters:
  ///   - unit: The unit.
  ///   - amount: The amount it measures.
  /// - Returns: The unit's name for the amount.
  mutating func englishName(of unit: CookingUnit, for amount: Rational) -> String {
    let plural = amount > .one
    let known = answers[unit.written]
    if let name = plural ? known?.plural : known?.singular { return name }
    let name = unit.name(for: amount)
    if plural {
      answers[unit.written, default: Answers()].plural = name
    } else {
      answers[unit.written, default: Answers()].singular = name
    }
    return name
  }
}
