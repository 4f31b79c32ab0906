/// Rounding to three significant figures with integers alone.
///
/// The project keeps `Double` out of its arithmetic, so the rounding scales
/// the fraction by powers of ten in 128-bit integers until three digits stand
/// before the point, then rounds half up: 1.835 becomes 1.84, 0.9995 becomes
/// 1.00 and 1.005 becomes 1.01. Every value rounded is positive, so half up
/// and half away from zero agree.
extension PanFactor {
  /// Three significant figures of a positive fraction: the digits (100 to 999)
  /// and the power of ten they are multiplied by, so that 1.8391 is
  /// `(184, -2)` and 1234.5 is `(123, 1)`.
  ///
  /// - Parameters:
  ///   - numerator: The numerator, positive.
  ///   - denominator: The denominator, positive.
  /// - Returns: The rounded digits and their power of ten.
  /// - Throws: ``ArithmeticError/overflow`` when scaling exceeds 128 bits,
  ///   which needs a fraction far beyond any pan's, and
  ///   ``ArithmeticError/zeroDenominator`` when a part is zero or negative:
  ///   no pan gives such a factor, and zero has no significant figures.
  static func threeSignificantFigures(numerator: Int128, denominator: Int128)
    throws(ArithmeticError) -> (digits: Int, exponent: Int)
  {
    guard numerator > 0, denominator > 0 else { throw .zeroDenominator }
    var (top, bottom) = (numerator, denominator)
    var exponent = 0
    // Scale until 100 ≤ top/bottom < 1000: then the integer part of the
    // quotient holds exactly three digits.
    while top < (try times(bottom, 100)) {
      top = try times(top, 10)
      exponent -= 1
    }
    while top >= (try times(bottom, 1000)) {
      bottom = try times(bottom, 10)
      exponent += 1
    }
    // Half up: ⌊(2·top + bottom) / (2·bottom)⌋ = ⌊top/bottom + 1/2⌋.
    let twiceBottom = try times(bottom, 2)
    let (twiceTop, overflow) = try times(top, 2).addingReportingOverflow(bottom)
    if overflow { throw .overflow }
    // The quotient is at most 1000, so it converts without trapping.
    let digits = Int(twiceTop / twiceBottom)
    // 999.5 rounds up to 1000, a fourth digit: it is 100 times the next power.
    return digits == 1000 ? (100, exponent + 1) : (digits, exponent)
  }

  /// A positive value rounded half up to three significant figures, exactly.
  ///
  /// - Parameter value: The value, positive.
  /// - Returns: The rounding: `46/25` for 1.8391.
  /// - Throws: ``ArithmeticError/overflow`` when the rounding has no 64-bit
  ///   form, and ``ArithmeticError/zeroDenominator`` when the value is not positive.
  static func roundedToThreeSignificantFigures(_ value: Rational) throws(ArithmeticError)
    -> Rational
  {
    let figures = try threeSignificantFigures(
      numerator: Int128(value.numerator), denominator: Int128(value.denominator))
    return try rational(of: figures)
  }

  /// The exact value of rounded figures: `(184, -2)` is 46/25.
  static func rational(of figures: (digits: Int, exponent: Int)) throws(ArithmeticError)
    -> Rational
  {
    var power = 1
    for _ in 0..<figures.exponent.magnitude {
      let (next, overflow) = power.multipliedReportingOverflow(by: 10)
      if overflow { throw .overflow }
      power = next
    }
    if figures.exponent < 0 { return try Rational(figures.digits, power) }
    let (whole, overflow) = figures.digits.multipliedReportingOverflow(by: power)
    if overflow { throw .overflow }
    return Rational(whole)
  }

  /// The figures as a decimal, keeping the zeros that are significant:
  /// `(184, -2)` is `1.84`, `(200, -2)` is `2.00`, `(123, 1)` is `1230`,
  /// and `(123, -4)` is `0.0123`.
  static func text(of figures: (digits: Int, exponent: Int)) -> String {
    let digits = String(figures.digits)
    let exponent = figures.exponent
    if exponent >= 0 { return digits + String(repeating: "0", count: exponent) }
    let places = -exponent
    if places < digits.count {
      return String(digits.dropLast(places)) + "." + String(digits.suffix(places))
    }
    return "0." + String(repeating: "0", count: places - digits.count) + digits
  }

  /// A product that reports overflow as an error instead of trapping.
  private static func times(_ value: Int128, _ multiplier: Int128) throws(ArithmeticError)
    -> Int128
  {
    let (product, overflow) = value.multipliedReportingOverflow(by: multiplier)
    if overflow { throw .overflow }
    return product
  }
}
