extension ScaledIngredient {
  /// The ingredient as a kitchen measures it, or `nil` when its amount needs no
  /// change: what text, Markdown, the picker and a shopping list print by
  /// default, where `1/6 cup` would send a cook looking for a tool no drawer holds.
  ///
  /// - A US volume that its own unit measures (cups from 1/4 in eighths and
  ///   thirds, tablespoons from 1 below 4 in halves, teaspoons below 3 in
  ///   eighths, see ``UnitLadder``) stays. Another becomes its exact plan of at
  ///   most three cups and spoons (`1/6 cup` is `2 tbsp + 2 tsp`, `6 tbsp` is
  ///   `1/3 cup + 2 tsp`), else the nearest amount within 2.5% that such a
  ///   plan measures, marked `~` (`1/9 cup` is `~1 tbsp + 2 3/8 tsp`), and less
  ///   than the smallest spoon is `a pinch (1/12 tsp)`. Fluid ounces, pints and
  ///   quarts stay in halves, and move otherwise (`1/6 fl oz` is `1 tsp`).
  /// - A US weight in ounces that are quarters, or in pounds from one that are
  ///   quarters or thirds, stays. A weight from a pound becomes the nearest
  ///   quarter or third of a pound within 2.5%; any other the nearest quarter
  ///   ounce, in ounces (`1/2 lb` is `8 oz`, `1/6 lb` is `~2 3/4 oz`), as
  ///   ``Quantity/nearestMeasurable`` rounds them.
  /// - A count, or an amount in a unit of no exact size (`clove`, `handful`),
  ///   that is not a whole number, a half, a third or a quarter becomes the
  ///   nearest quarter or third, at least a quarter, marked `~` (`1/5 egg` is
  ///   `~1/4 egg`, `1 1/6 cans` is `~1 1/4 cans`).
  /// - Metric amounts, ranges, fixed ingredients, amounts already rounded by a
  ///   conversion, and amounts a shopping list rounds up to buy are left as they are.
  ///
  /// - Parameter volumesAsWritten: Whether US volumes stay exact, because a
  ///   measuring plan of the exact amount is shown beside them (`--measure`).
  /// - Returns: The ingredient with its amount rounded or read as a plan.
  func measuredForKitchen(volumesAsWritten: Bool = false) -> ScaledIngredient? {
    var units = UnitMemo()
    return measuredForKitchen(volumesAsWritten: volumesAsWritten, units: &units)?.ingredient
  }

  /// The ingredient as a kitchen measures it, with the plan it reads as, what
  /// is known of units and quantities looked up in `units` and kept there.
  func measuredForKitchen(volumesAsWritten: Bool, units: inout UnitMemo) -> (
    ingredient: ScaledIngredient, plan: MeasuringPlan?
  )? {
    guard amountMax == nil, roundedAmount == nil, toBuy == nil, toMeasure == nil, !readsAsPlan,
      !original.isFixed, let amount, amount.numerator > 0
    else { return nil }
    guard let measuredIn, let standard = units.standard(of: measuredIn) else {
      return countedForKitchen(amount).map { ($0, nil) }
    }
    guard !(volumesAsWritten && standard.dimension == .volume),
      let measure = units.kitchenMeasure(of: Quantity(amount, standard))
    else { return nil }
    var kitchen = self
    switch measure {
    case .plan(let plan):
      kitchen.readsAsPlan = true
      return (kitchen, plan)
    case .nearest(let exact, let rounded):
      if exact.unit != standard {
        (kitchen.amount, kitchen.measuredIn) = (exact.amount, exact.unit.cookingUnit)
      }
      kitchen.toMeasure = rounded
      return (kitchen, nil)
    }
  }

  /// A count or an amount of a unit with no exact size, to the nearest quarter
  /// or third; `nil` when it is one already.
  private func countedForKitchen(_ amount: Rational) -> ScaledIngredient? {
    guard !ScaledIngredient.countSteps.contains(where: { $0 % amount.denominator == 0 }),
      let nearest = Quantity.nearest(to: amount, steps: ScaledIngredient.countSteps)
    else { return nil }
    // Less than an eighth rounds to nothing, which no cook can use: a quarter is the least.
    let quarter = Rational(reducedNumerator: 1, denominator: 4)
    var kitchen = self
    kitchen.roundedAmount = nearest.numerator == 0 ? quarter : nearest
    return kitchen
  }

  /// The denominators a count is shown in: quarters and thirds.
  private static let countSteps = [4, 3]
}
