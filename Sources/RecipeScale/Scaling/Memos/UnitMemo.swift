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

  /// Where each spelling's answers are in ``answers``.
  private var places: [String: Int] = [:]
  private var answers: [Answers] = []
  /// The spelling asked last and its place: a line asks about its unit
  /// several times, and comparing a string is cheaper than hashing it.
  private var last: (spelling: String, place: Int)?

  /// How a kitchen measures each quantity met so far: the same amounts come
  /// back line after line, and the nearest amount a tool measures is a search.
  /// Kept with the units, not in a table every thread locks, so two threads
  /// formatting lines never wait on each other for it.
  private var measures: [Quantity: KitchenMeasure?] = [:]

  /// The most quantities kept: past it, a quantity is measured each time it comes.
  static let measureCapacity = 4096

  /// How many answers the memo has learned, which a copy compares to tell
  /// whether it learned anything.
  private(set) var learned = 0

  /// How many spellings the memo has answers for.
  var count: Int { places.count }

  /// Takes the answers of another memo that this one lacks.
  ///
  /// - Parameter other: A memo of the same units.
  mutating func merge(_ other: UnitMemo) {
    for (spelling, theirPlace) in other.places {
      let theirs = other.answers[theirPlace]
      let place = place(of: spelling)
      answers[place].standard = answers[place].standard ?? theirs.standard
      answers[place].isKnownEnglishWord =
        answers[place].isKnownEnglishWord ?? theirs.isKnownEnglishWord
      answers[place].singular = answers[place].singular ?? theirs.singular
      answers[place].plural = answers[place].plural ?? theirs.plural
    }
    for (quantity, measure) in other.measures where measures.count < UnitMemo.measureCapacity {
      if measures[quantity] == nil { measures[quantity] = .some(measure) }
    }
    learned += 1
  }

  /// Where a spelling's answers are, made empty when it is new.
  private mutating func place(of spelling: String) -> Int {
    if let last, last.spelling == spelling { return last.place }
    let place: Int
    if let known = places[spelling] {
      place = known
    } else {
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
    let place = place(of: unit.written)
    if let known = answers[place].standard { return known }
    let standard = unit.standard
    answers[place].standard = .some(standard)
    learned += 1
    return standard
  }

  /// Whether the unit table knows a unit's word as English (``CookingUnit/isKnownEnglishWord``).
  ///
  /// - Parameter unit: The unit.
  /// - Returns: Whether English rules are trusted with it over the line as written.
  mutating func isKnownEnglishWord(_ unit: CookingUnit) -> Bool {
    let place = place(of: unit.written)
    if let known = answers[place].isKnownEnglishWord { return known }
    let isEnglish = unit.isKnownEnglishWord
    answers[place].isKnownEnglishWord = isEnglish
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
    let place = place(of: unit.written)
    if let name = plural ? answers[place].plural : answers[place].singular { return name }
    let name = unit.name(for: amount)
    if plural {
      answers[place].plural = name
    } else {
      answers[place].singular = name
    }
    learned += 1
    return name
  }

  /// How a kitchen measures a quantity (see ``Quantity/kitchenMeasure``).
  ///
  /// - Parameter quantity: The quantity.
  /// - Returns: How a kitchen measures it, or `nil` as ``Quantity/kitchenMeasure`` says.
  mutating func kitchenMeasure(of quantity: Quantity) -> KitchenMeasure? {
    if let known = measures[quantity] { return known }
    let measure = quantity.kitchenMeasure
    if measures.count < UnitMemo.measureCapacity {
      measures[quantity] = .some(measure)
      learned += 1
    }
    return measure
  }
}
