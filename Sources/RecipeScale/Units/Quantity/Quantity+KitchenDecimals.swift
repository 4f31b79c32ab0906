extension Quantity {
  /// The decimal places a kitchen weighs or measures a metric quantity to, or
  /// `nil` for a US unit, whose amounts stay fractions.
  ///
  /// A kitchen scale shows whole grams and a measuring jug is marked in
  /// millilitres or coarser, so the places are as few as keep the rounding
  /// within 2.5% of the amount, up to three: grams, millilitres, milligrams
  /// and centilitres start whole (`~47 g`, `~15 ml`; `~10.5 g`, since 10 would
  /// be 4.5% off; `2.5 g`), decilitres at one decimal, kilograms and litres at
  /// two from 1 up and three below, never finer than a gram or a millilitre
  /// (`~1.07 kg`, `0.25 L`). An amount that would round to zero gets the most
  /// places (`0.04 g`).
  public var kitchenDecimalPlaces: Int? {
    guard unit.system == .metric else { return nil }
    var places: Int
    switch unit {
    case .kilogram, .liter: places = amount >= .one ? 2 : 3
    case .deciliter: places = 1
    default: places = 0
    }
    // A denominator that divides 10^places rounds to the amount itself, within
    // any tolerance: no rounding to work out (most amounts printed).
    while places < 3, amount.numerator > 0,
      Quantity.powerOfTen(places) % amount.denominator != 0,
      let rounded = Quantity.nearest(to: amount, step: Quantity.powerOfTen(places)),
      rounded.numerator == 0 || !Quantity.isWithinTolerance(rounded, of: amount)
    {
      places += 1
    }
    return places
  }

  /// The amount rounded to ``kitchenDecimalPlaces``, half up; the exact amount
  /// for a US unit, and `nil` when the rounding has no 64-bit form.
  public var kitchenDecimalAmount: Rational? {
    guard let places = kitchenDecimalPlaces else { return amount }
    return Quantity.nearest(to: amount, step: Quantity.powerOfTen(places))
  }

  static func powerOfTen(_ exponent: Int) -> Int {
    (0..<exponent).reduce(1) { power, _ in power * 10 }
  }
}
