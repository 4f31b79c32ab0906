extension Quantity {
  /// The decimal places a kitchen weighs or measures a metric quantity to, or
  /// `nil` for a US unit, whose amounts stay fractions.
  ///
  /// A kitchen scale shows whole grams and a measuring jug is marked in
  /// millilitres or coarser, so: grams, millilitres, milligrams and
  /// centilitres are whole from 10 up and have one decimal below (`~47 g`,
  /// `2.5 g`); decilitres have one decimal (two below 1 dL); kilograms and
  /// litres have two decimals from 1 up and three below, never finer than a
  /// gram or a millilitre (`~1.07 kg`, `0.25 L`). An amount that would round to
  /// zero gets more places, up to three (`~0.04 g`).
  public var kitchenDecimalPlaces: Int? {
    guard unit.system == .metric else { return nil }
    var places: Int
    switch unit {
    case .kilogram, .liter: places = amount >= .one ? 2 : 3
    case .deciliter: places = amount >= .one ? 1 : 2
    default: places = amount >= Rational(10) ? 0 : 1
    }
    while places < 3, amount.numerator > 0,
      Quantity.nearest(to: amount, steps: [Quantity.powerOfTen(places)])?.numerator == 0
    {
      places += 1
    }
    return places
  }

  /// The amount rounded to ``kitchenDecimalPlaces``, half up; the exact amount
  /// for a US unit, and `nil` when the rounding has no 64-bit form.
  public var kitchenDecimalAmount: Rational? {
    guard let places = kitchenDecimalPlaces else { return amount }
    return Quantity.nearest(to: amount, steps: [Quantity.powerOfTen(places)])
  }

  static func powerOfTen(_ exponent: Int) -> Int {
    (0..<exponent).reduce(1) { power, _ in power * 10 }
  }
}
