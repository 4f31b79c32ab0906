extension PanSize {
  /// The factor that scales a recipe written for one pan to fill another:
  /// the new pan's area divided by the old one's.
  ///
  /// Two round pans, or two angular ones (square or rectangular), give the
  /// exact ratio: a 9 in round from an 8 in round is 81/64, and 9x13 from
  /// 8x8 is 117/64. Units convert exactly, since an inch is 2.54 cm by
  /// definition. A round pan against an angular one leaves π in the ratio,
  /// so the factor is rounded half up to three significant figures and
  /// marked approximate: a 9x13 pan from a 9 in round is 1.84.
  ///
  /// - Parameters:
  ///   - source: The pan the recipe is written for.
  ///   - target: The pan to bake it in.
  /// - Returns: The factor to multiply every amount by.
  /// - Throws: ``ArithmeticError/overflow`` when an exact area or ratio has no
  ///   64-bit form, as sides with many decimal places can give.
  public static func factor(from source: PanSize, to target: PanSize) throws(ArithmeticError)
    -> PanFactor
  {
    let sourceArea = try source.area
    let targetArea = try target.area
    // A square target unit is (unit ratio)² square source units.
    let unitRatio = try target.unit.centimeters.divided(by: source.unit.centimeters)
    let ratio = try targetArea.coefficient.multiplied(by: unitRatio)
      .multiplied(by: unitRatio).divided(by: sourceArea.coefficient)
    switch (sourceArea.includesPi, targetArea.includesPi) {
    case (false, false), (true, true):
      // π is on both sides or neither, and cancels.
      return PanFactor(value: ratio, isApproximate: false)
    case (true, false):
      return PanFactor(value: try roundedWithPi(ratio, dividing: true), isApproximate: true)
    case (false, true):
      return PanFactor(value: try roundedWithPi(ratio, dividing: false), isApproximate: true)
    }
  }

  /// Rational bounds around π, each pair tighter than the one before: pairs
  /// of consecutive convergents of π's continued fraction, which lie on
  /// either side of it (333/106 < π < 355/113, and so on down to a pair 10⁻²⁴
  /// apart).
  ///
  /// Why the approximation cannot change the three figures: rounding is
  /// monotonic, so when the factor computed with the lower bound and the one
  /// computed with the upper bound round to the same three figures, the
  /// factor computed with π itself, which lies between them, rounds to those
  /// figures too. The rounding is then exactly that of the true factor, not
  /// of an approximation; a tighter pair is needed only when the true factor
  /// lies within the pair's width of a rounding boundary.
  static let piBounds: [(lower: Rational, upper: Rational)] = [
    (
      Rational(reducedNumerator: 333, denominator: 106),
      Rational(reducedNumerator: 355, denominator: 113)
    ),
    (
      Rational(reducedNumerator: 103_993, denominator: 33_102),
      Rational(reducedNumerator: 104_348, denominator: 33_215)
    ),
    (
      Rational(reducedNumerator: 245_850_922, denominator: 78_256_779),
      Rational(reducedNumerator: 411_557_987, denominator: 131_002_976)
    ),
    (
      Rational(reducedNumerator: 21_053_343_141, denominator: 6_701_487_259),
      Rational(reducedNumerator: 1_783_366_216_531, denominator: 567_663_097_408)
    ),
  ]

  /// A ratio times π, or divided by π, rounded half up to three significant figures.
  ///
  /// - Throws: ``ArithmeticError/overflow`` when even the tightest bounds
  ///   leave the rounding undecided: the factor lies within 10⁻²⁴ of a
  ///   boundary, which deciding would take more than 128 bits.
  static func roundedWithPi(_ ratio: Rational, dividing: Bool) throws(ArithmeticError)
    -> Rational
  {
    for bounds in piBounds {
      // Dividing by the upper bound gives the smaller quotient.
      let below = try figures(
        of: ratio, pi: dividing ? bounds.upper : bounds.lower, dividing: dividing)
      let above = try figures(
        of: ratio, pi: dividing ? bounds.lower : bounds.upper, dividing: dividing)
      if below == above { return try PanFactor.rational(of: below) }
    }
    throw .overflow
  }

  /// Three figures of `ratio × pi` or `ratio / pi`.
  private static func figures(of ratio: Rational, pi: Rational, dividing: Bool)
    throws(ArithmeticError) -> (digits: Int, exponent: Int)
  {
    let (top, bottom) = dividing ? (pi.denominator, pi.numerator) : (pi.numerator, pi.denominator)
    // A 64-bit part times a bound's part (under 2⁴¹) stays under 2¹⁰⁴: the
    // products cannot overflow 128 bits.
    return try PanFactor.threeSignificantFigures(
      numerator: Int128(ratio.numerator) * Int128(top),
      denominator: Int128(ratio.denominator) * Int128(bottom))
  }
}
