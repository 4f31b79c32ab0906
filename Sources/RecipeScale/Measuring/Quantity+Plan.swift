extension Quantity {
  /// Whether the quantity is a volume below the smallest spoon, an eighth of a
  /// teaspoon: a plan of it is a pinch.
  var isBelowTheSmallestSpoon: Bool {
    guard let teaspoons = converted(to: .teaspoon) else { return false }
    return teaspoons.amount < Rational(reducedNumerator: 1, denominator: 8)
  }

  /// The measuring plan a US volume is written as when no single unit measures
  /// it within its comfortable range (see ``UnitLadder``): `53 tsp` is
  /// `3/4 cup + 1/3 cup + 1 tsp`, `2 2/3 tbsp` is `2 tbsp + 2 tsp`, `4 tsp` is
  /// `1 tbsp + 1 tsp`. The teaspoons of the plan stay below 3, as the ladder
  /// keeps them: three of them are a tablespoon. `nil` when the quantity's own
  /// unit measures it well (`1/3 cup`, `2 tsp`), when it is not a US volume,
  /// or when no plan adds up to it exactly: this plan never rounds. Making
  /// teaspoons tablespoons may give it a fourth part
  /// (`1 cup + 1/3 cup + 1 tbsp + 1/2 tsp`).
  public var planWhenUnmeasurable: MeasuringPlan? {
    guard unit.system == .us, unit.dimension == .volume,
      let rung = UnitLadder.ladder(.volume).rungs.first(where: { $0.unit == unit }),
      !(rung.holds(amount) && rung.measures(amount)),
      let plan = MeasuringPlan(measuring: self), !plan.isApproximate, !plan.isPinch
    else { return nil }
    // Teaspoons past 3 become tablespoons, which may make a fourth part.
    return plan.withTablespoons
  }
}
