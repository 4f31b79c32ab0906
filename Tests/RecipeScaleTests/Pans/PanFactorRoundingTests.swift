import Testing

@testable import RecipeScale

@Suite("PanFactor rounding")
struct PanFactorRoundingTests {
  @Test(
    "rounds half up to three significant figures",
    arguments: [
      // 0.9995 carries into a fourth digit: 1.00.
      (1999, 2000, 1, 1),
      // 1.005 is a tie and rounds up.
      (201, 200, 101, 100),
      (367, 200, 46, 25),  // 1.835 → 1.84
      (18345, 10000, 183, 100),  // 1.8345 → 1.83
      (18355, 10000, 46, 25),  // 1.8355 → 1.84
      (1, 3, 333, 1000),
      (2, 3, 667, 1000),
      (12345, 10, 1230, 1),
      (9995, 10, 1000, 1),  // 999.5 → 1000
      (12345, 1_000_000, 123, 10000),  // 0.012345 → 0.0123
      (2, 1, 2, 1),
      (123, 1, 123, 1),
    ])
  func rounds(numerator: Int, denominator: Int, expectedNumerator: Int, expectedDenominator: Int)
    throws
  {
    let value = try Rational(numerator, denominator)
    let rounded = try PanFactor.roundedToThreeSignificantFigures(value)
    #expect(rounded == (try Rational(expectedNumerator, expectedDenominator)))
  }

  @Test("gives the digits and their power of ten")
  func figures() throws {
    #expect(try PanFactor.threeSignificantFigures(numerator: 1999, denominator: 2000) == (100, -2))
    #expect(try PanFactor.threeSignificantFigures(numerator: 9995, denominator: 10) == (100, 1))
    #expect(try PanFactor.threeSignificantFigures(numerator: 12345, denominator: 10) == (123, 1))
    #expect(
      try PanFactor.threeSignificantFigures(numerator: 12345, denominator: 1_000_000) == (123, -4))
  }

  @Test("writes the figures keeping their significant zeros")
  func text() {
    #expect(PanFactor.text(of: (184, -2)) == "1.84")
    #expect(PanFactor.text(of: (200, -2)) == "2.00")
    #expect(PanFactor.text(of: (184, -1)) == "18.4")
    #expect(PanFactor.text(of: (184, 0)) == "184")
    #expect(PanFactor.text(of: (123, 1)) == "1230")
    #expect(PanFactor.text(of: (184, -3)) == "0.184")
    #expect(PanFactor.text(of: (123, -4)) == "0.0123")
  }

  @Test("reports a rounding with no 64-bit form, and refuses values that are not positive")
  func errors() throws {
    // 1/Int.max is about 1.08·10⁻¹⁹: its rounding 108/10²¹ has no 64-bit denominator.
    let tiny = try Rational(1, Int.max)
    #expect(
      try PanFactor.threeSignificantFigures(numerator: 1, denominator: Int128(Int.max)) == (
        108, -21
      ))
    #expect(throws: ArithmeticError.overflow) {
      try PanFactor.roundedToThreeSignificantFigures(tiny)
    }
    #expect(throws: ArithmeticError.zeroDenominator) {
      try PanFactor.roundedToThreeSignificantFigures(.zero)
    }
    #expect(throws: ArithmeticError.zeroDenominator) {
      try PanFactor.roundedToThreeSignificantFigures(Rational(-3, 2))
    }
  }
}
