extension Rational {
  /// The largest denominator a kitchen reads: a sixteenth of a cup is a
  /// tablespoon, and nothing finer is worth writing as a fraction.
  public static let largestKitchenDenominator = 16

  /// The value as a cook can measure it, when it is a fraction no kitchen
  /// measures with (a denominator above 16, as `--scale 1.33` or a conversion
  /// between systems leaves): the nearest eighth or third, the eighth winning
  /// a tie (`1 63922289/136077711` is `1 1/2`, `399/400` is `1`).
  ///
  /// - Returns: The value itself when its denominator is 16 or less; else the
  ///   rounding, or `nil` when the rounding of a positive value is zero.
  public var kitchenFraction: Rational? {
    guard denominator > Rational.largestKitchenDenominator else { return self }
    let rounded = Quantity.nearest(to: self, steps: [8, 3]) ?? self
    return rounded.numerator == 0 && numerator != 0 ? nil : rounded
  }
}
