/// How a kitchen measures a US quantity that its own unit does not measure
/// (see ``Quantity/kitchenMeasure``).
enum KitchenMeasure: Hashable, Sendable {
  /// As a sum of at most three cups and spoons that is exact, or as a pinch.
  case plan(MeasuringPlan)
  /// As the nearest amount a tool or a short sum of tools measures: the exact
  /// amount in the unit it is shown in (`8 oz` for `1/2 lb`), and the amount
  /// shown when it is a rounding.
  case nearest(exact: Quantity, rounded: Rational?)
}
