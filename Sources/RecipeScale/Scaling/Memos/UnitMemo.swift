/// What the units of a formatter's lines are, by spelling: the standard unit
/// each spelling is, whether the unit table knows it as English, and its
/// English name in each number; and how a kitchen measures each quantity.
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

  /// Beyond this many spellings, or this many quantities, the memo learns no
  /// more: a file of made-up units or of endless amounts never makes it grow
  /// without end, and what it does not keep is still answered.
  static let capacity = 4096

  /// Where each spelling's answers are in ``answers``.
  private var places: [String: Int] = [:]
  private var answers: [Answers] = []
  /// The spelling asked last and its place: a line asks about its unit
  /// several times, and comparing a string is cheaper than hashing it.
  private var last: (spelling: String, place: Int)?

  /// How a kitchen measures each quantity met so far: the same amounts come
  /// back line after line, and the nearest amount a tool measures is a search.
  private var measures: [Quantity: KitchenMeasure?] = [:]

  /// How many spellings the memo has answers for.
  var count: Int { places.count }

  /// Where a spelling's answers are, made empty when it is new; `nil` for a
  /// new spelling when the memo is full.
  private mutating func place(of spelling: String) -> Int? {
    if let last, last.spelling == spelling { return last.place }
    let place: Int
    if let known = places[spelling] {
      place = known
    } else {
      guard places.count < UnitMemo.capacity else { return nil }
      place = answers.count
      answers.append(Answers())
      places[spelling] = place
    }
    last = (spelling, place)
    return place
  }

  /// The standard unit a unit is (``CookingUnit/standard``).
  ///
  /// - Parameter unit: The unit.
  /// - Returns: Its standard unit, or `nil` when it has none.
  mutating func standard(of unit: CookingUnit) -> StandardUnit? {
    guard let place = place(of: unit.written) else { return unit.standard }
    if let known = answers[place].standard { return known }
    let standard = unit.standard
    answers[place].standard = .some(standard)
    return standard
  }

  /// Whether the unit table knows a unit's word as English (``CookingUnit/isKnownEnglishWord``).
  ///
  /// - Parameter unit: The unit.
  /// - Returns: Whether English rules are trusted with it over the line as written.
  mutating func isKnownEnglishWord(_ unit: CookingUnit) -> Bool {
    guard let place = place(of: unit.written) else { return unit.isKnownEnglishWord }
    if let known = answers[place].isKnownEnglishWord { return known }
    let isEnglish = unit.isKnownEnglishWord
    answers[place].isKnownEnglishWord = isEnglish
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
    guard let place = place(of: unit.written) else { return unit.name(for: amount) }
    if let name = plural ? answers[place].plural : answers[place].singular { return name }
    let name = unit.name(for: amount)
    if plural {
      answers[place].plural = name
    } else {
      answers[place].singular = name
    }
    return name
  }

  /// How a kitchen measures a quantity (see ``Quantity/kitchenMeasure``).
  ///
  /// - Parameter quantity: The quantity.
  /// - Returns: How a kitchen measures it, or `nil` as ``Quantity/kitchenMeasure`` says.
  mutating func kitchenMeasure(of quantity: Quantity) -> KitchenMeasure? {
    if let known = measures[quantity] { return known }
    let measure = quantity.kitchenMeasure
    if measures.count < UnitMemo.capacity { measures[quantity] = .some(measure) }
    return measure
  }
}
