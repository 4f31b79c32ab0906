extension Quantity {
  /// How a kitchen measures the quantity, or `nil` when its unit measures it
  /// as it is (see ``UnitLadder``), or it is no US quantity.
  ///
  /// A volume is a plan of at most three cups and spoons when one is exact,
  /// and a pinch below an eighth of a teaspoon; otherwise, and for a weight,
  /// the nearest amount a tool measures (``nearestMeasurable``). Fluid ounces,
  /// pints and quarts stay in halves, and are otherwise measured in the unit
  /// ``readable(in:)`` gives them (`1/6 fl oz` is `1 tsp`, `2/3 quart` `2 2/3 cups`).
  var kitchenMeasure: KitchenMeasure? {
    guard unit.system == .us, amount.numerator > 0 else { return nil }
    guard let rung = UnitLadder.ladder(unit.dimension).rungs.first(where: { $0.unit == unit })
    else {
      // Fluid ounces, pints and quarts, which no cup or spoon is marked in:
      // halves stay, anything else is measured in the unit `best` gives it.
      guard unit.dimension == .volume, 2 % amount.denominator != 0,
        let readable = readable(in: .us)?.exact, readable.unit != unit
      else { return nil }
      return readable.kitchenMeasure ?? .nearest(exact: readable, rounded: nil)
    }
    guard !(rung.holds(amount) && rung.measures(amount)) else { return nil }
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
