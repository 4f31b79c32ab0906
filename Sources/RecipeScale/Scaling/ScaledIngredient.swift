/// An ingredient with its amount scaled, in the unit it is shown in.
public struct ScaledIngredient: Hashable, Sendable {
  /// The ingredient as written.
  public var original: Ingredient
  /// The exact scaled amount in ``measuredIn``, or `nil` when the ingredient is unquantified.
  public var amount: Rational?
  /// The unit the amount is shown in: the recipe's, or one converted to.
  public var measuredIn: CookingUnit?
  /// The amount rounded to kitchen precision, when a conversion between US and
  /// metric units left no exact amount a cook can measure; `nil` otherwise.
  public var roundedAmount: Rational?
  /// The exact scaled upper end of a range, in ``measuredIn``; `nil` when the
  /// amount is not a range.
  public var amountMax: Rational?
  /// The upper end rounded as ``roundedAmount`` is; `nil` when shown exactly.
  public var roundedAmountMax: Rational?
  /// The language of the recipe the ingredient is in, which decides how its
  /// name and its own unit agree with the amount; `nil` is English.
  public var language: LanguageTag?
  /// Whether the amount is written as its measuring plan because no single
  /// unit measures it within its range (`3/4 cup + 1/3 cup + 1 tsp`, not
  /// `53 tsp`; see ``Quantity/planWhenUnmeasurable``). `--units best` and `us`
  /// and shopping lists set it; the exact amount stays in ``amount``.
  public var readsAsPlan = false
  /// The whole number to buy, when a shopping list's count or package
  /// (`Baguettes`, `heads`, `large`, `cans`) came out fractional: `2` for
  /// 1 1/3 baguettes. Shown instead of the amount, with the amount needed as
  /// the hint (`2 Baguettes (1 1/3 needed)`), unless ``AmountStyle/exact``;
  /// ``amount`` stays exact. `nil` for everything else.
  public var toBuy: Rational?
  /// The amount a shopping list shows, marked `~`, when no tool measures the
  /// exact one: the nearest that a unit or a sum of cups and spoons does
  /// (`~1 tbsp + 1/4 tsp` for 3 1/3 tsp, `~5 3/4 lb` for 5 5/6 lb; see
  /// ``Quantity/nearestMeasurable``), in ``measuredIn``. Ignored under
  /// ``AmountStyle/exact``; ``amount`` stays exact. `nil` for everything else.
  public var toMeasure: Rational?
  /// The amounts written in the name, scaled as the line's own amount is
  /// (`or 1 teaspoon dried` of `4 sprigs fresh thyme or 1 teaspoon dried`);
  /// empty when the name has none, or the ingredient was not read from a line.
  public var amountsInName: [NameAmount] = []
  /// Whether the amount was scaled by a rounded factor (a round pan to a
  /// square one, see ``PanFactor``), so that even an exact product is an
  /// approximation of what the recipe needs, and is marked `~`.
  public var byRoundedFactor = false

  /// Creates a scaled ingredient in the recipe's own unit.
  ///
  /// - Parameters:
  ///   - ingredient: The ingredient as written.
  ///   - amount: The exact scaled amount, or `nil` when unquantified.
  public init(ingredient: Ingredient, amount: Rational?) {
    self.init(ingredient: ingredient, amount: amount, unit: ingredient.unit, roundedAmount: nil)
  }

  /// Creates a scaled ingredient in any unit.
  ///
  /// - Parameters:
  ///   - ingredient: The ingredient as written.
  ///   - amount: The exact amount in `unit`, or `nil` when unquantified.
  ///   - unit: The unit the amount is shown in.
  ///   - roundedAmount: The amount rounded for display, or `nil` when it is shown exactly.
  public init(
    ingredient: Ingredient, amount: Rational?, unit: CookingUnit?, roundedAmount: Rational?
  ) {
    self.original = ingredient
    self.amount = amount
    self.measuredIn = unit
    self.roundedAmount = roundedAmount
  }

  /// Whether the amount shown, or either end of a range, is a rounding of the exact one.
  public var isApproximate: Bool {
    byRoundedFactor || (roundedAmount.map { $0 != amount } ?? false)
      || (roundedAmountMax.map { $0 != amountMax } ?? false)
  }

  /// The amount shown: the rounded one when there is one, else the exact one.
  public var shownAmount: Rational? { roundedAmount ?? amount }

  /// The upper end of a range as shown, or `nil` when the amount is not a range.
  public var shownAmountMax: Rational? { roundedAmountMax ?? amountMax }

  /// The amount that decides the number of words: the upper end of a range
  /// (`1–2 cups`, `1/2–1 cup`), else the amount.
  var countingAmount: Rational? { shownAmountMax ?? shownAmount }

  /// The amount as an ASCII mixed number (`1 1/2`, `~237` when rounded), or `nil` when unquantified.
  public var quantity: String? { quantity(.ascii) }

  /// The whole line as a cook reads it: `1 1/2 cups flour`, `2 Large eggs, beaten`,
  /// `Sea salt, to taste`.
  public var text: String { line(.plain).text }

  /// The amount in a fraction style, `~` before a rounded one; for a range, its lower end.
  /// Under `.auto` a metric amount is a decimal rounded for the kitchen (`~1.07` kg).
  ///
  /// - Parameter fractions: How fractions are written.
  /// - Returns: The quantity, or `nil` when unquantified.
  public func quantity(_ fractions: FractionStyle) -> String? {
    shownAmount.map {
      displayed($0, fractions, isRounding: roundedAmount != nil, standard: measuredIn?.standard)
        .marked(isApproximate)
    }
  }

  /// The upper end of a range in a fraction style, or `nil` when the amount is not a range.
  ///
  /// - Parameter fractions: How fractions are written.
  /// - Returns: The upper end, without a `~`: the lower end carries the range's.
  public func quantityMax(_ fractions: FractionStyle) -> String? {
    shownAmountMax.map {
      displayed($0, fractions, isRounding: roundedAmountMax != nil, standard: measuredIn?.standard)
        .unmarked
    }
  }

  /// An amount as a fraction style shows it, and the value the text stands
  /// for, which the words agree with; `standard` is ``measuredIn``'s standard unit.
  ///
  /// `.auto` writes a metric amount in kitchen decimals (`~1.07` kg); a
  /// conversion's rounding (`isRounding`) is already one and is shown as it
  /// is, never rounded a second time. `.auto` and `.unicode` write a fraction
  /// no kitchen measures with (a denominator above 16) as the nearest eighth
  /// or third, marked `~` (`~1 1/2` cups for 1 63922289/136077711), and one
  /// too small for that as `<1/16`. `.ascii` and `.decimal` write what they
  /// always have.
  private func displayed(
    _ amount: Rational, _ fractions: FractionStyle, isRounding: Bool, standard: StandardUnit?
  ) -> ShownAmount {
    if fractions == .auto, let standard,
      var places = Quantity(amount, standard).kitchenDecimalPlaces
    {
      while isRounding, places < 3, Quantity.powerOfTen(places) % amount.denominator != 0 {
        places += 1
      }
      // Not rounding, the places are still ``Quantity/kitchenDecimalPlaces``: the
      // amount rounded to them is ``Quantity/kitchenDecimalAmount``, without
      // working the places out a second time.
      let step = Quantity.powerOfTen(places)
      let value =
        isRounding || step % amount.denominator == 0
        ? amount : (Quantity.nearest(to: amount, step: step) ?? amount)
      return ShownAmount(value: value, writing: amount, decimalPlaces: places)
    }
    guard fractions == .auto || fractions == .unicode,
      amount.denominator > Rational.largestKitchenDenominator
    else { return ShownAmount(value: amount, writing: amount, in: fractions) }
    guard let rounded = amount.kitchenFraction else {
      let sixteenth = Rational(reducedNumerator: 1, denominator: 16)
      return ShownAmount(
        value: amount, unmarked: "<" + sixteenth.formatted(fractions), isRounded: false)
    }
    return ShownAmount(value: rounded, unmarked: rounded.formatted(fractions), isRounded: true)
  }

  /// How to measure the amount with standard cups and spoons, when it is a US volume.
  public var measuringPlan: MeasuringPlan? {
    // A range is two amounts to choose between, not one to measure out.
    guard amountMax == nil, let shownAmount, let standard = measuredIn?.standard else { return nil }
    guard var plan = MeasuringPlan(measuring: Quantity(shownAmount, standard)) else { return nil }
    if isApproximate { plan.isApproximate = true }
    return plan
  }

  /// The plan the amount is written as when ``readsAsPlan`` is set.
  private var readablePlan: MeasuringPlan? {
    guard readsAsPlan, amountMax == nil, let shownAmount, let standard = measuredIn?.standard
    else { return nil }
    let quantity = Quantity(shownAmount, standard)
    // Less than the smallest spoon reads as a pinch, with its amount.
    if quantity.isBelowTheSmallestSpoon, let pinch = MeasuringPlan(measuring: quantity) {
      return pinch
    }
    guard var plan = quantity.planWhenUnmeasurable else { return nil }
    if isApproximate { plan.isApproximate = true }
    return plan
  }

  /// The ingredient as an output format writes it: every format, TSV's rows
  /// among them, writes a line from these parts.
  ///
  /// - Parameter style: How amounts are written.
  /// - Returns: The parts and the text of the line.
  public func line(_ style: AmountStyle) -> FormattedIngredient {
    var units = UnitMemo()
    return line(style, units: &units)
  }

  /// The ingredient as an output format writes it, what is known of units
  /// looked up in `units` and kept there: a formatter keeps one for its lines.
  ///
  /// - Parameters:
  ///   - style: How amounts are written.
  ///   - units: The units' answers so far.
  /// - Returns: The parts and the text of the line.
  func line(_ style: AmountStyle, units: inout UnitMemo) -> FormattedIngredient {
    if style.kitchen, !style.exact,
      let kitchen = measuredForKitchen(volumesAsWritten: style.measure, units: &units)
    {
      // Measured once: the kitchen's amount is shown as it is.
      return kitchen.ingredient.line(
        style.withoutKitchenMeasures, units: &units, plan: kitchen.plan)
    }
    return line(style, units: &units, plan: nil)
  }

  /// The ingredient as an output format writes it, with the plan it reads as
  /// when that is known already.
  private func line(_ style: AmountStyle, units: inout UnitMemo, plan knownPlan: MeasuringPlan?)
    -> FormattedIngredient
  {
    let standard = measuredIn.map { units.standard(of: $0) } ?? nil
    if let toBuy, !style.exact, let amount {
      var line = ScaledIngredient(
        ingredient: original, amount: toBuy, unit: measuredIn, roundedAmount: nil)
      line.language = language
      var formatted = line.line(style, units: &units)
      let needed = displayed(amount, style.fractions, isRounding: false, standard: standard)
      formatted.hint = needed.marked() + " needed"
      return formatted
    }
    if let toMeasure, !style.exact {
      var line = self
      (line.roundedAmount, line.readsAsPlan, line.toMeasure) = (toMeasure, true, nil)
      return line.line(style, units: &units)
    }
    let plan = style.measure ? measuringPlan : (knownPlan ?? readablePlan)
    let low = shownAmount.map {
      displayed($0, style.fractions, isRounding: roundedAmount != nil, standard: standard)
    }
    let high = shownAmountMax.map {
      displayed($0, style.fractions, isRounding: roundedAmountMax != nil, standard: standard)
    }
    // The words agree with the amount as shown: `~1 cup` for 1 1/100 cups.
    let counting = high?.value ?? low?.value
    return FormattedIngredient(
      quantity: low?.marked(isApproximate), quantityMax: high?.unmarked,
      unitName: unitName(counting: counting, units: &units),
      name: name(counting: counting, style: style, units: &units),
      measure: plan.map { $0.text(style.fractions) }, plan: plan,
      hint: hint(for: low?.value))
  }
}
