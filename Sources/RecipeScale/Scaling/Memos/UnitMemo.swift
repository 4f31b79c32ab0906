/// What the units of a formatter's lines are, by spelling: the standard unit
/// each spelling is, whether the unit table knows it as English, and its
/// English name in each number.
///
/// Recognizing a unit and making its word agree with an amount took most of
/// the time of a TSV row, and the recipes of a collection repeat a few
/// spellings; so a formatter keeps a memo for every line it writes (see
/// ``SharedUnitMemo`` and ``ScaledIngredient/line(_:units:)``). The answers are the unit's own
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

  /// How a kitchen measures each quantity met so far, shared by every copy.
  private let measures = KitchenMeasureMemo()

  /// How many answers the memo has learned, which a copy compares to tell
  /// whether it learned anything.
  private(set) var learned = 0

  /// How many spellings the memo has answers for.
  var count: Int { answers.count }

  /// Takes the answers of another memo that this one lacks.
  ///
  /// - Parameter other: A memo of the same units.
  mutating func merge(_ other: UnitMemo) {
    for (spelling, theirs) in other.answers {
      var ours = answers[spelling] ?? Answers()
      ours.standard = ours.standard ?? theirs.standard
      ours.isKnownEnglishWord = ours.isKnownEnglishWord ?? theirs.isKnownEnglishWord
      ours.singular = ours.singular ?? theirs.singular
      ours.plural = ours.plural ?? theirs.plural
      answers[spelling] = ours
    }
    learned += 1
  }

  /// The standard unit a unit is (``CookingUnit/standard``).
  ///
  /// - Parameter unit: The unit.
  /// - Returns: Its standard unit, or `nil` when it has none.
  mutating func standard(of unit: CookingUnit) -> StandardUnit? {
    if let known = answers[unit.written]?.standard { return known }
    let standard = unit.standard
    answers[unit.written, default: Answers()].standard = .some(standard)
    learned += 1
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
    learned += 1
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
    learned += 1
    return name
  }

  /// How a kitchen measures a quantity (see ``Quantity/kitchenMeasure``).
  func kitchenMeasure(of quantity: Quantity) -> KitchenMeasure? {
    measures.measure(quantity)
  }
}
