extension Quantity {
  /// The nearest amount a cook can measure or buy, for a US amount that
  /// neither its unit (see ``UnitLadder``) nor an exact plan of cups and
  /// spoons in at most three parts (``planWhenUnmeasurable``) measures; a
  /// shopping list shows it, marked `~`, where the exact amount would be
  /// `3 1/3 tsp` or `5 5/6 lb`.
  ///
  /// - A volume becomes the amount within 2.5% whose plan, read with at most
  ///   3 teaspoons, has the fewest parts, then the nearest: `3 1/3 tsp` is
  ///   `3 3/8 tsp`, read `1 tbsp + 3/8 tsp`; `4/9 cup` is `7/16 cup`, read
  ///   `1/4 cup + 3 tbsp`; `24 11/12 tbsp` is `1 cup + 1/2 cup + 1 tbsp`;
  ///   one too small for 2.5% to reach an eighth of a teaspoon becomes the
  ///   nearest eighth (`5/6 tsp` is `7/8 tsp`), as the smallest spoon measures.
  /// - A weight from a pound becomes the nearest quarter or third of a pound
  ///   within 2.5% (`5 5/6 lb` is `5 3/4 lb`); any other weight the nearest
  ///   quarter ounce, in ounces (`1/6 lb` is `2 3/4 oz`, `1 1/6 lb` is `18 3/4 oz`).
  ///
  /// - Returns: The rounded quantity, in the unit `best` gives it (a volume
  ///   may move: `~4 1/2 cups` for 215 tsp), or `nil` when the
  ///   amount needs none (it is measured as it is, or by an exact plan), is
  ///   not a US amount, is less than half the smallest step, or has no 64-bit
  ///   form.
  public var nearestMeasurable: Quantity? {
    guard unit.system == .us, amount.numerator > 0,
      let rung = UnitLadder.ladder(unit.dimension).rungs.first(where: { $0.unit == unit }),
      !(rung.holds(amount) && rung.measures(amount))
    else { return nil }
    switch unit.dimension {
    case .volume:
      guard (planWhenUnmeasurable.map { $0.parts.count > 3 } ?? true),
        let teaspoons = converted(to: .teaspoon),
        let eighths = MeasuringPlan.simplestNearby(teaspoons.amount),
        let count = Int(exactly: eighths), let inTeaspoons = try? Rational(count, 8),
        let rounded = Quantity(inTeaspoons, .teaspoon).converted(to: unit)
      else { return nil }
      // In the unit that measures it, when one does: `~4 1/2 cups`, not a plan of them.
      return rounded.readable(in: .us)?.exact ?? rounded
    case .mass:
      // Pounds from one in quarters and thirds, as a butcher weighs, when one is near.
      if unit == .pound, amount >= .one,
        let rounded = Quantity.nearest(to: amount, steps: rung.steps),
        Quantity.isWithinTolerance(rounded, of: amount)
      {
        return Quantity(rounded, .pound)
      }
      // Otherwise ounces, to the quarter a kitchen scale reads.
      guard let ounces = converted(to: .ounce),
        let rounded = Quantity.nearest(to: ounces.amount, step: 4), rounded.numerator > 0
      else { return nil }
      return Quantity(rounded, .ounce)
    }
  }
}
