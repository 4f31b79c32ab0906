/// The US units `best` and conversions into US units choose between in one
/// family, largest first, each with the amounts it measures well.
///
/// A unit measures an amount well from its minimum up to (not including) its
/// maximum, with a fraction whose denominator divides one of its steps: the
/// sizes of measuring cups and spoons. Gallons from 1 in quarters; cups from
/// 1/4 in halves, thirds, quarters and eighths; tablespoons from 1 below 4 in
/// halves; teaspoons below 3 in eighths; pounds from 1 in quarters and
/// thirds (`1 2/3 lb`, as a butcher weighs), ounces below 16 in quarters. Quarts, pints and fluid ounces (cooks count cups) are recognized
/// on input but never chosen. Metric units need no ladder: they are shown in
/// decimals, and ``Quantity/readable(in:)`` chooses them by size.
struct UnitLadder: Sendable {
  /// One unit of the ladder.
  struct Rung: Sendable {
    var unit: StandardUnit
    /// The smallest amount the unit measures well.
    var minimum: Rational
    /// The amount from which a larger unit should be used, if any; a conversion
    /// between systems ignores it, since its rounding already fails at the
    /// larger unit when it lands here.
    var maximum: Rational?
    /// The denominators the unit measures with.
    var steps: [Int]

    init(_ unit: StandardUnit, from minimum: Rational, below maximum: Rational? = nil, steps: [Int])
    {
      self.unit = unit
      self.minimum = minimum
      self.maximum = maximum
      self.steps = steps
    }

    /// Whether an amount's denominator is one the unit measures with.
    func measures(_ amount: Rational) -> Bool {
      steps.contains { $0 % amount.denominator == 0 }
    }

    /// Whether an amount lies in the unit's comfortable range.
    func holds(_ amount: Rational) -> Bool {
      amount >= minimum && maximum.map { amount < $0 } ?? true
    }
  }

  /// The rungs, largest unit first.
  var rungs: [Rung]

  /// The ladder of one US family.
  static func ladder(_ dimension: UnitDimension) -> UnitLadder {
    switch dimension {
    case .volume: usVolume
    case .mass: usMass
    }
  }

  private static let quarter = Rational(reducedNumerator: 1, denominator: 4)

  private static let usVolume = UnitLadder(rungs: [
    Rung(.gallon, from: .one, steps: [4]),
    Rung(.cup, from: quarter, steps: [8, 3]),
    Rung(.tablespoon, from: .one, below: Rational(4), steps: [2]),
    Rung(.teaspoon, from: .zero, below: Rational(3), steps: [8]),
  ])
  private static let usMass = UnitLadder(rungs: [
    Rung(.pound, from: .one, steps: [4, 3]),
    Rung(.ounce, from: .zero, below: Rational(16), steps: [4]),
  ])
}
