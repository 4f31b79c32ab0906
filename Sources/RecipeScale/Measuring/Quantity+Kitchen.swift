extension Quantity {
  /// How a kitchen measures the quantity, or `nil` when its unit measures it
  /// as it is (see ``UnitLadder``), or it is no US quantity.
  ///
  /// A volume is a plan of at most three cups and spoons when one is exact,
  /// and a pinch below an eighth of a teaspoon; otherwise, and for a weight,
  /// the nearest amount a tool measures (``nearestMeasurable``).
  var kitchenMeasure: KitchenMeasure? {
    guard unit.system == .us, amount.numerator > 0,
      let rung = UnitLadder.ladder(unit.dimension).rungs.first(where: { $0.unit == unit }),
      !(rung.holds(amount) && rung.measures(amount))
    else { return nil }
    if unit.dimension == .volume {
      if isBelowTheSmallestSpoon, let pinch = MeasuringPlan(measuring: self) { return .plan(pinch) }
      if let plan = planWhenUnmeasurable, plan.parts.count <= 3 { return .plan(plan) }
    }
    guard let measurable = nearestMeasurable, let exact = converted(to: measurable.unit),
      measurable != self
    else { return nil }
    // Half a pound is 8 oz exactly: a unit moved, nothing rounded.
    return .nearest(
      exact: exact, rounded: measurable.amount == exact.amount ? nil : measurable.amount)
  }
}
