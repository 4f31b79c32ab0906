extension Quantity {
  /// The measuring plan a US volume is written as when no single unit measures
  /// it within its comfortable range (see ``UnitLadder``): `53 tsp` is
  /// `3/4 cup + 1/3 cup + 1 tsp`, `2 2/3 tbsp` is `2 tbsp + 2 tsp`, `4 tsp` is
  /// `1 tbsp + 1 tsp`. The teaspoons of the plan stay below 3, as the ladder
  /// keeps them: three of them are a tablespoon. `nil` when the quantity's own
  /// unit measures it well (`1/3 cup`, `2 tsp`), when it is not a US volume,
  /// or when no plan adds up to it exactly: this plan never rounds.
  public var planWhenUnmeasurable: MeasuringPlan? {
    guard unit.system == .us, unit.dimension == .volume,
      let rung = UnitLadder.ladder(.volume).rungs.first(where: { $0.unit == unit }),
      !(rung.holds(amount) && rung.measures(amount)),
      let plan = MeasuringPlan(measuring: self), !plan.isApproximate, !plan.isPinch
    else { return nil }
    // Teaspoons past 3 become tablespoons; the plan had at most four of each.
    var tablespoons = Rational.zero
    var teaspoons = Rational.zero
    var parts: [Quantity] = []
    for part in plan.parts {
      switch part.unit {
      case .tablespoon: tablespoons = (try? tablespoons.adding(part.amount)) ?? tablespoons
      case .teaspoon: teaspoons = (try? teaspoons.adding(part.amount)) ?? teaspoons
      default: parts.append(part)
      }
    }
    while teaspoons >= Rational(3), let fewer = try? teaspoons.adding(Rational(-3)),
      let more = try? tablespoons.adding(.one)
    {
      (teaspoons, tablespoons) = (fewer, more)
    }
    if tablespoons.numerator > 0 { parts.append(Quantity(tablespoons, .tablespoon)) }
    if teaspoons.numerator > 0 { parts.append(Quantity(teaspoons, .teaspoon)) }
    return MeasuringPlan(parts: parts, isApproximate: false, teaspoons: plan.teaspoons)
  }
}
