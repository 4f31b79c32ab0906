/// What the units of a formatter's lines are, by spelling: the standard unit
/// each spelling is, and its English name in each number.
///
/// Recognizing a unit and making its word agree with an amount took most of
/// the time of a TSV row, and a recipe of many lines repeats a few spellings;
/// so a formatter keeps one memo for the lines it writes in one call (see
/// ``ScaledIngredient/line(_:units:)``). The answers are the unit's own
/// (``CookingUnit/standard``, ``CookingUnit/name(for:)``), which depend on
/// nothing but the spelling and whether the amount is more than one.
struct UnitMemo {
  /// A spelling and a number.
  private struct NameKey: Hashable {
    let written: String
    let plural: Bool
  }

  /// The standard unit of each spelling asked about; `nil` for none.
  private var standards: [String: StandardUnit?] = [:]
  /// The English name of each spelling, in each number asked about.
  private var names: [NameKey: String] = [:]

  /// The standard unit a unit is (``CookingUnit/standard``).
  ///
  /// - Parameter unit: The unit.
  /// - Returns: Its standard unit, or `nil` when it has none.
  mutating func standard(of unit: CookingUnit) -> StandardUnit? {
    if let known = standards[unit.written] { return known }
    let standard = unit.standard
    standards[unit.written] = .some(standard)
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
    let key = NameKey(written: unit.written, plural: amount > .one)
    if let known = names[key] { return known }
    let name = unit.name(for: amount)
    names[key] = name
    return name
  }
}
