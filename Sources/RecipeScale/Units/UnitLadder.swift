/// The units `best` chooses between in one family, largest first, each with
/// the amounts it reads well at.
///
/// A unit reads well from its minimum up, with a fraction whose denominator
/// divides one of its steps: cups from 1/4 in thirds or quarters (from 1 cup
/// in thirds or eighths), tablespoons from 1 in halves, teaspoons in eighths, gallons from 1 in halves. Quarts,
/// pints and fluid ounces (cooks count cups), centilitres, decilitres and
/// milligrams are recognized on input but never chosen.
struct UnitLadder: Sendable {
  /// One unit of the ladder.
  struct Rung: Sendable {
    var unit: StandardUnit
    /// The smallest amount the unit reads well at.
    var minimum: Rational
    /// The denominators the unit reads well with.
    var steps: [Int]
    /// From an amount up, other denominators read well: only whole numbers
    /// from `10 mL` (`237 mL`, not `236 3/4 mL`), eighths from `1 cup` (`1 1/8 cups`).
    var above: (from: Rational, steps: [Int])?

    init(
      _ unit: StandardUnit, from minimum: Rational, steps: [Int],
      above: (from: Rational, steps: [Int])? = nil
    ) {
      self.unit = unit
      self.minimum = minimum
      self.steps = steps
      self.above = above
    }

    /// The denominators that read well at an amount.
    func steps(at amount: Rational) -> [Int] {
      if let above, amount >= above.from { return above.steps }
      return steps
    }
  }

  /// The rungs, largest unit first.
  var rungs: [Rung]

  /// The ladder of one family.
  static func ladder(_ dimension: UnitDimension, _ system: MeasurementSystem) -> UnitLadder {
    switch (dimension, system) {
    case (.volume, .us): usVolume
    case (.mass, .us): usMass
    case (.volume, .metric): metricVolume
    case (.mass, .metric): metricMass
    }
  }

  private static let quarter = Rational(reducedNumerator: 1, denominator: 4)

  private static let usVolume = UnitLadder(rungs: [
    Rung(.gallon, from: .one, steps: [2]),
    Rung(.cup, from: quarter, steps: [4, 3], above: (.one, [8, 3])),
    Rung(.tablespoon, from: .one, steps: [2]),
    Rung(.teaspoon, from: .zero, steps: [8]),
  ])
  private static let usMass = UnitLadder(rungs: [
    Rung(.pound, from: .one, steps: [4]),
    Rung(.ounce, from: .zero, steps: [4]),
  ])
  private static let metricVolume = UnitLadder(rungs: [
    Rung(.liter, from: .one, steps: [4]),
    Rung(.milliliter, from: .zero, steps: [4], above: (Rational(10), [1])),
  ])
  private static let metricMass = UnitLadder(rungs: [
    Rung(.kilogram, from: .one, steps: [4]),
    Rung(.gram, from: .zero, steps: [4], above: (Rational(10), [1])),
  ])
}
