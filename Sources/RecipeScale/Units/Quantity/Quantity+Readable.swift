extension Quantity {
  /// How far a rounded amount may stray from the exact one, in thousandths: 2.5%.
  ///
  /// Into US units a rounding further off tries a smaller unit; into metric
  /// units it takes another decimal (``kitchenDecimalPlaces``).
  static let tolerancePerMille: Int128 = 25

  /// The quantity in the unit of a system that reads best.
  ///
  /// Metric amounts are chosen by size and shown in decimals: kilograms and
  /// litres from 1000 g or 1000 ml, else grams and millilitres (`1066 2/3 g`
  /// is `1 1/15 kg`, shown `~1.07 kg`; `750 ml` stays; `1500 ml` is `1 1/2 L`).
  /// Milligrams below a gram, and centilitres and decilitres from 1, stay as
  /// written. Converted from US units, the amount is rounded to
  /// ``kitchenDecimalPlaces``: `1 cup` is `~237 ml`, `4 cups` `~946 ml`.
  ///
  /// Within the US system the amount stays exact, and the largest unit that
  /// measures it well wins (see ``UnitLadder``): `48 tsp` is `1 cup`, `18 tbsp`
  /// is `1 1/8 cups`. When none does, the unit stays as given (`4/9 cup`, not
  /// `7 1/9 tbsp`), unless the amount is outside that unit's range: then the
  /// largest unit whose range holds it with a denominator of 2, 3, 4, 6, 8 or 12
  /// (`40 tsp` is `5/6 cup`).
  ///
  /// Into US units, the amount in each unit is rounded to a denominator the
  /// unit measures with, and the largest unit whose rounding is within 2.5% of
  /// the exact amount wins: `240 g` is `~8 1/2 oz`, `750 g` is `~1 2/3 lb`.
  /// When none is (`1 g`, `1 ml`: less than any US measure gets within 2.5%),
  /// the quantity stays exact in its own unit.
  ///
  /// - Parameter system: The system to show the quantity in.
  /// - Returns: The readable quantity, or `nil` when no unit can hold the exact
  ///   amount in 64 bits.
  public func readable(in system: MeasurementSystem) -> ReadableQuantity? {
    switch (system, unit.system) {
    case (.metric, .metric):
      guard let chosen = converted(to: metricUnit() ?? unit) else { return nil }
      return ReadableQuantity(exact: chosen, shown: chosen.amount)
    case (.metric, .us):
      guard let target = metricUnit(), let chosen = converted(to: target),
        let rounded = chosen.kitchenDecimalAmount
      else { return nil }
      return ReadableQuantity(exact: chosen, shown: rounded)
    case (.us, .us):
      let chosen = bestUSQuantity()
      return ReadableQuantity(exact: chosen, shown: chosen.amount)
    case (.us, .metric):
      return convertedToUS()
    }
  }

  /// The US quantity `best` shows: the largest unit that measures the amount
  /// well; else, when the amount is outside its own unit's range (`40 tsp`),
  /// the largest unit whose range holds it with a denominator of 2, 3, 4, 6, 8 or 12
  /// (`5/6 cup`); else the quantity as it is.
  private func bestUSQuantity() -> Quantity {
    let rungs = UnitLadder.ladder(unit.dimension).rungs
    var inRange: [Quantity] = []
    for rung in rungs {
      guard let candidate = converted(to: rung.unit), rung.holds(candidate.amount) else {
        continue
      }
      if rung.measures(candidate.amount) { return candidate }
      inRange.append(candidate)
    }
    guard let own = rungs.first(where: { $0.unit == unit }), !own.holds(amount) else { return self }
    // A ninth or a fifth of a spoon is measured with nothing: 24 has the
    // denominators the tools make.
    return inRange.first { $0.amount.denominator <= 12 && 24 % $0.amount.denominator == 0 } ?? self
  }

  /// The metric unit of the quantity's dimension that `best` shows it in, or
  /// `nil` when the amount has no 64-bit form in grams or millilitres.
  private func metricUnit() -> StandardUnit? {
    let (base, large) =
      unit.dimension == .mass
      ? (StandardUnit.gram, StandardUnit.kilogram) : (.milliliter, .liter)
    guard let inBase = converted(to: base)?.amount else { return nil }
    if inBase >= Rational(1000) { return large }
    switch unit {
    case .milligram: return inBase < .one ? unit : base
    case .centiliter, .deciliter: return amount >= .one ? unit : base
    default: return base
    }
  }

  /// The quantity converted into US units, rounded to a measurable amount;
  /// itself, exact, when no US unit gets within the tolerance.
  private func convertedToUS() -> ReadableQuantity? {
    for rung in UnitLadder.ladder(unit.dimension).rungs {
      guard let quantity = converted(to: rung.unit) else { continue }
      let amount = quantity.amount
      // Cups try sixteenths (a tablespoon each) before giving way to a smaller
      // unit: 1 cup + 250 mL is ~2 1/16 cups, not ~33 tbsp.
      let tries = rung.unit == .cup ? [rung.steps, [16]] : [rung.steps]
      for steps in tries {
        if let rounded = Quantity.nearest(to: amount, steps: steps),
          rounded.numerator > 0, rounded >= rung.minimum,
          Quantity.isWithinTolerance(rounded, of: amount)
        {
          return ReadableQuantity(exact: quantity, shown: rounded)
        }
      }
    }
    // A wrong amount in the right system is worse than the right one in the other.
    return ReadableQuantity(exact: self, shown: amount)
  }

  /// The quantity in a given unit, rounded as ``readable(in:)`` rounds in that
  /// unit when it belongs to the other system: the upper end of a range is
  /// shown in the unit its lower end chose. Into a US unit, a rounding more
  /// than 2.5% off takes finer steps (`~3 7/8 oz`, where quarters would be
  /// 3.1% off), and past sixty-fourths the amount is shown exactly.
  ///
  /// - Parameter target: A unit of the same dimension.
  /// - Returns: The readable quantity, or `nil` when `target` measures another
  ///   dimension or cannot hold the exact amount in 64 bits.
  public func readable(inUnit target: StandardUnit) -> ReadableQuantity? {
    guard let converted = converted(to: target) else { return nil }
    let amount = converted.amount
    guard target.system != unit.system else {
      return ReadableQuantity(exact: converted, shown: amount)
    }
    if target.system == .metric {
      guard let rounded = converted.kitchenDecimalAmount else { return nil }
      return ReadableQuantity(exact: converted, shown: rounded)
    }
    guard
      let rung = UnitLadder.ladder(target.dimension).rungs.first(where: { $0.unit == target })
    else { return ReadableQuantity(exact: converted, shown: amount) }
    // The unit was chosen for the other end, so its own steps may be too coarse
    // here: halving them keeps the rounding within the tolerance.
    var steps = rung.steps
    while true {
      guard let rounded = Quantity.nearest(to: amount, steps: steps) else { return nil }
      if rounded.numerator > 0, Quantity.isWithinTolerance(rounded, of: amount) {
        return ReadableQuantity(exact: converted, shown: rounded)
      }
      guard let finest = steps.max(), finest < 64 else { break }
      steps = steps.map { $0 * 2 }
    }
    return ReadableQuantity(exact: converted, shown: amount)
  }

  /// The multiple of 1/step nearest to a non-negative amount, over several
  /// steps; the first step wins a tie. Half rounds up.
  static func nearest(to amount: Rational, steps: [Int]) -> Rational? {
    let n = Int128(amount.numerator)
    let d = Int128(amount.denominator)
    var best: (count: Int128, step: Int128, error: Int128)?
    for step in steps.map({ Int128($0) }) {
      let count = (2 * n * step + d) / (2 * d)
      // |count/step − n/d| = |count·d − n·step| / (step·d); compare across
      // steps with the common factor d left out.
      let error = abs(count * d - n * step)
      if let current = best, error * current.step >= current.error * step { continue }
      best = (count, step, error)
    }
    guard let best, let count = Int(exactly: best.count) else { return nil }
    return try? Rational(count, Int(best.step))
  }

  /// The multiple of 1/step nearest to a non-negative amount, half up:
  /// ``nearest(to:steps:)`` with one step, without the arrays, for every
  /// metric amount printed.
  static func nearest(to amount: Rational, step: Int) -> Rational? {
    let n = Int128(amount.numerator)
    let d = Int128(amount.denominator)
    let count = (2 * n * Int128(step) + d) / (2 * d)
    guard let count = Int(exactly: count) else { return nil }
    return try? Rational(count, step)
  }

  /// Whether a rounded amount is within ``tolerancePerMille`` of the exact one.
  static func isWithinTolerance(_ rounded: Rational, of exact: Rational) -> Bool {
    // |r − e| ≤ t·e/1000, with r = a/b and e = c/d: |a·d − c·b|·1000 ≤ t·c·b.
    let a = Int128(rounded.numerator)
    let b = Int128(rounded.denominator)
    let c = Int128(exact.numerator)
    let d = Int128(exact.denominator)
    let difference = (a * d - c * b).magnitude
    let left = difference.multipliedFullWidth(by: 1000)
    let right = (c * b).magnitude.multipliedFullWidth(by: UInt128(tolerancePerMille))
    return (left.high, left.low) <= (right.high, right.low)
  }
}
