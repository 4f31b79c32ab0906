import RecipeScale
import Testing

@Suite("The nearest amount a cook measures or buys")
struct QuantityMeasurableTests {
  static func nearest(_ amount: String, _ unit: StandardUnit) throws -> Quantity? {
    Quantity(try #require(Rational(amount)), unit).nearestMeasurable
  }

  @Test(
    "an amount no tool measures becomes the nearest one a tool or a short sum of them does",
    arguments: [
      // 3 1/4 and 3 3/8 tsp are within 2.5%, both read in two parts; 3 3/8
      // is nearer, and is 1 1/8 tbsp, read `1 tbsp + 3/8 tsp`.
      ("3 1/3", StandardUnit.teaspoon, "1 1/8", StandardUnit.tablespoon),
      // Too small for 2.5% to reach an eighth: the nearest eighth.
      ("5/6", .teaspoon, "7/8", .teaspoon),
      ("1 1/12", .teaspoon, "1 1/8", .teaspoon),
      ("2 1/6", .teaspoon, "2 1/8", .teaspoon),
      // 1/4 cup + 3 tbsp, two parts, 1.6% off.
      ("4/9", .cup, "7/16", .cup),
      // 1 cup + 1/2 cup + 1 tbsp, 0.3% off; no exact plan has three parts.
      ("24 11/12", .tablespoon, "25", .tablespoon),
      // Exactly 1 cup + 1/3 cup + 1 tbsp + 1/2 tsp: four parts are too many to
      // read; 3/4 cup + 2/3 cup is 0.7% more.
      ("22 1/2", .tablespoon, "1 5/12", .cup),
      // Rounded into the unit that measures it: 4 1/2 cups.
      ("215", .teaspoon, "4 1/2", .cup),
      // Pounds in quarters and thirds, within 2.5%; a tie goes to the quarter.
      ("5 5/6", .pound, "5 3/4", .pound),
      ("7 7/12", .pound, "7 1/2", .pound),
      ("5 1/3", .ounce, "5 1/4", .ounce),
      // A scale reads quarter ounces: the nearest one, however far.
      ("1/3", .ounce, "1/4", .ounce),
      // Not a quarter or third of a pound within 2.5%, or under a pound: ounces.
      ("1 1/6", .pound, "18 3/4", .ounce),
      ("1/6", .pound, "2 3/4", .ounce),
      // Under a pound, a scale reads ounces, though the amount is exact in them.
      ("1/2", .pound, "8", .ounce),
    ])
  func rounded(amount: String, unit: StandardUnit, expected: String, in shown: StandardUnit) throws
  {
    let rounded = try #require(try Self.nearest(amount, unit))
    #expect(rounded.amount == Rational(expected))
    #expect(rounded.unit == shown)
  }

  @Test(
    "an amount that is measured as it is, or by an exact plan of three parts, needs none",
    arguments: [
      ("2", StandardUnit.teaspoon), ("1 5/8", .teaspoon), ("1/3", .cup), ("1 1/2", .tablespoon),
      ("53", .teaspoon), ("8", .teaspoon), ("5/6", .cup), ("1 1/3", .pound), ("12", .ounce),
      // Less than half an eighth of a teaspoon: no spoon measures it.
      ("1/32", .teaspoon),
      // Metric amounts are shown in decimals, rounded by their own rule.
      ("1066 2/3", .gram), ("333 1/3", .milliliter),
    ])
  func none(amount: String, unit: StandardUnit) throws {
    #expect(try Self.nearest(amount, unit) == nil)
  }

  @Test("every rounding within 2.5%, or the nearest eighth of a teaspoon below 2 1/2 tsp")
  func tolerance() throws {
    // Every amount from 1/24 tsp to 8 cups in 24ths of a teaspoon.
    for numerator in stride(from: 1, through: 24 * 384, by: 7) {
      let exact = try Rational(numerator, 24)
      guard let rounded = Quantity(exact, .teaspoon).nearestMeasurable,
        let inTeaspoons = rounded.converted(to: .teaspoon)?.amount
      else { continue }
      let error = try inTeaspoons.adding(Rational(-numerator, 24))
      let gap = error < .zero ? try error.multiplied(by: Rational(-1)) : error
      let withinTolerance =
        try gap.multiplied(by: Rational(1000)) <= exact.multiplied(by: Rational(25))
      let withinAnEighth = gap <= (try Rational(1, 16))
      #expect(withinTolerance || withinAnEighth, "\(exact) tsp -> \(rounded)")
      // Never below half the smallest spoon, and never zero.
      let eighth = try Rational(1, 8)
      #expect(inTeaspoons >= eighth, "\(exact) tsp")
    }
  }
}
