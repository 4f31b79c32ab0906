extension Rational {
  /// Returns the product of this value and another, and whether it overflowed.
  ///
  /// Common factors are cancelled crosswise before multiplying, so the product
  /// overflows only when its exact value has no 64-bit form.
  ///
  /// - Parameter other: The value to multiply by.
  /// - Returns: The exact product and `false`, or an unspecified value and `true`.
  public func multipliedReportingOverflow(by other: Rational) -> (
    partialValue: Rational, overflow: Bool
  ) {
    if numerator == 0 || other.numerator == 0 { return (.zero, false) }
    // Both inputs are reduced, so after cancelling gcd(a, d) and gcd(c, b)
    // the product (a·c)/(b·d) is reduced as well.
    let g1 = Int(Rational.greatestCommonDivisor(numerator.magnitude, other.denominator.magnitude))
    let g2 = Int(Rational.greatestCommonDivisor(other.numerator.magnitude, denominator.magnitude))
    // Most pairs share no factor: no division then, which costs tens of cycles.
    let (a, d) = g1 == 1 ? (numerator, other.denominator) : (numerator / g1, other.denominator / g1)
    let (c, b) = g2 == 1 ? (other.numerator, denominator) : (other.numerator / g2, denominator / g2)
    let (top, topOverflow) = a.multipliedReportingOverflow(by: c)
    let (bottom, bottomOverflow) = b.multipliedReportingOverflow(by: d)
    if topOverflow || bottomOverflow { return (self, true) }
    return (Rational(reducedNumerator: top, denominator: bottom), false)
  }

  /// Returns the sum of this value and another, and whether it overflowed.
  ///
  /// The intermediate terms are computed in 128 bits, so the sum overflows only
  /// when its exact value has no 64-bit form.
  ///
  /// - Parameter other: The value to add.
  /// - Returns: The exact sum and `false`, or an unspecified value and `true`.
  public func addingReportingOverflow(_ other: Rational) -> (partialValue: Rational, overflow: Bool)
  {
    // Knuth's method: with g = gcd(b, d), t = a·(d/g) + c·(b/g), the sum is
    // (t / gcd(t, g)) / ((b/g)·(d / gcd(t, g))) in lowest terms.
    let g = Int128(
      Rational.greatestCommonDivisor(denominator.magnitude, other.denominator.magnitude))
    let b = Int128(denominator)
    let d = Int128(other.denominator)
    let t = Int128(numerator) * (d / g) + Int128(other.numerator) * (b / g)
    if t == 0 { return (.zero, false) }
    let g2 = Int128(Rational.greatestCommonDivisor(t.magnitude, UInt128(g)))
    let top = t / g2
    let bottom = (b / g) * (d / g2)
    guard let n = Int(exactly: top), let m = Int(exactly: bottom) else { return (self, true) }
    return (Rational(reducedNumerator: n, denominator: m), false)
  }

  /// Returns this value divided by another, and whether it overflowed.
  ///
  /// - Parameter other: The divisor.
  /// - Returns: The exact quotient and `false`, or an unspecified value and `true`.
  /// - Throws: ``ArithmeticError/zeroDenominator`` when `other` is zero.
  public func dividedReportingOverflow(by other: Rational) throws(ArithmeticError) -> (
    partialValue: Rational, overflow: Bool
  ) {
    guard other.numerator != 0 else { throw .zeroDenominator }
    guard let reciprocal = try? Rational(other.denominator, other.numerator) else {
      return (self, true)
    }
    return multipliedReportingOverflow(by: reciprocal)
  }

  /// Returns the product of this value and another.
  ///
  /// - Parameter other: The value to multiply by.
  /// - Returns: The exact product.
  /// - Throws: ``ArithmeticError/overflow`` when it has no 64-bit form.
  public func multiplied(by other: Rational) throws(ArithmeticError) -> Rational {
    let (product, overflow) = multipliedReportingOverflow(by: other)
    if overflow { throw .overflow }
    return product
  }

  /// Returns the sum of this value and another.
  ///
  /// - Parameter other: The value to add.
  /// - Returns: The exact sum.
  /// - Throws: ``ArithmeticError/overflow`` when it has no 64-bit form.
  public func adding(_ other: Rational) throws(ArithmeticError) -> Rational {
    let (sum, overflow) = addingReportingOverflow(other)
    if overflow { throw .overflow }
    return sum
  }

  /// Returns this value divided by another.
  ///
  /// - Parameter other: The divisor.
  /// - Returns: The exact quotient.
  /// - Throws: ``ArithmeticError/zeroDenominator`` when `other` is zero, and
  ///   ``ArithmeticError/overflow`` when the quotient has no 64-bit form.
  public func divided(by other: Rational) throws(ArithmeticError) -> Rational {
    let (quotient, overflow) = try dividedReportingOverflow(by: other)
    if overflow { throw .overflow }
    return quotient
  }
}

extension Rational: Comparable {
  /// Whether one value is less than another, compared exactly.
  ///
  /// - Parameters:
  ///   - lhs: A value.
  ///   - rhs: Another value.
  /// - Returns: `true` when `lhs` is less than `rhs`.
  public static func < (lhs: Rational, rhs: Rational) -> Bool {
    // Denominators are positive, so a/b < c/d exactly when a·d < c·b; the
    // products need 128 bits.
    let left = lhs.numerator.multipliedFullWidth(by: rhs.denominator)
    let right = rhs.numerator.multipliedFullWidth(by: lhs.denominator)
    return (left.high, left.low) < (right.high, right.low)
  }
}
