extension Quantity {
  /// How far a rounded amount may stray from the exact one before a smaller unit is tried.
  static let tolerancePercent: Int128 = 6

  /// The quantity in the unit of a system that reads best.
  ///
  /// Within the quantity's own system the amount stays exact and the largest
  /// unit it reads well in wins: `48 tsp` is `1 cup`, `1/16 cup` is `1 tbsp`,
  /// `3/8 cup` is `6 tbsp`, `1500 g` is `1 1/2 kg`. When no unit reads well,
  /// the largest unit holding at least 1 wins, else the smallest.
  ///
  /// Into the other system, the amount in each unit is rounded to that unit's
  /// kitchen precision, and the largest unit whose rounding is within 6% of the
  /// exact amount wins: `1 cup` is `~237 mL`, `240 g` is `~8 1/2 oz`. When none
  /// is, the smallest unit's rounding is shown, and never rounds to zero.
  ///
  /// - Parameter system: The system to show the quantity in.
  /// - Returns: The readable quantity, or `nil` when no unit can hold the exact
  ///   amount in 64 bits.
  public func readable(in system: MeasurementSystem) -> ReadableQuantity? {
    let ladder = UnitLadder.ladder(unit.dimension, system)
    let exact = system == unit.system
    var candidates: [(rung: UnitLadder.Rung, quantity: Quantity)] = []
    for rung in ladder.rungs {
      guard let converted = converted(to: rung.unit) else { continue }
      candidates.append((rung, converted))
    }
    guard let smallest = candidates.last else { return nil }
    for (rung, quantity) in candidates {
      let amount = quantity.amount
      if exact {
        let readsWell = rung.steps(at: amount).contains { $0 % amount.denominator == 0 }
        if amount >= rung.minimum && readsWell {
          return ReadableQuantity(exact: quantity, shown: amount)
        }
      } else if let rounded = Quantity.nearest(to: amount, steps: rung.steps(at: amount)),
        rounded.numerator > 0, rounded >= rung.minimum,
        Quantity.isWithinTolerance(rounded, of: amount)
      {
        return ReadableQuantity(exact: quantity, shown: rounded)
      }
    }
    if exact {
      let holdingOne = candidates.first { $0.quantity.amount >= .one } ?? smallest
      return ReadableQuantity(exact: holdingOne.quantity, shown: holdingOne.quantity.amount)
    }
    let amount = smallest.quantity.amount
    let steps = smallest.rung.steps(at: amount)
    guard var rounded = Quantity.nearest(to: amount, steps: steps) else { return nil }
    if rounded.numerator == 0 && amount.numerator != 0 {
      rounded = Rational(reducedNumerator: 1, denominator: steps.max() ?? 1)
    }
    return ReadableQuantity(exact: smallest.quantity, shown: rounded)
  }

  /// The quantity in a given unit, rounded as ``readable(in:)`` rounds in that
  /// unit when it belongs to the other system: the upper end of a range is
  /// shown in the unit its lower end chose.
  ///
  /// - Parameter target: A unit of the same dimension.
  /// - Returns: The readable quantity, or `nil` when `target` measures another
  ///   dimension or cannot hold the exact amount in 64 bits.
  public func readable(inUnit target: StandardUnit) -> ReadableQuantity? {
    guard let converted = converted(to: target) else { return nil }
    let amount = converted.amount
    guard target.system != unit.system,
      let rung = UnitLadder.ladder(target.dimension, target.system).rungs.first(where: {
        $0.unit == target
      })
    else { return ReadableQuantity(exact: converted, shown: amount) }
    let steps = rung.steps(at: amount)
    guard var rounded = Quantity.nearest(to: amount, steps: steps) else { return nil }
    if rounded.numerator == 0 && amount.numerator != 0 {
      rounded = Rational(reducedNumerator: 1, denominator: steps.max() ?? 1)
    }
    return ReadableQuantity(exact: converted, shown: rounded)
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

  /// Whether a rounded amount is within ``tolerancePercent`` of the exact one.
  static func isWithinTolerance(_ rounded: Rational, of exact: Rational) -> Bool {
    // |r − e| ≤ t·e/100, with r = a/b and e = c/d: |a·d − c·b|·100 ≤ t·c·b.
    let a = Int128(rounded.numerator)
    let b = Int128(rounded.denominator)
    let c = Int128(exact.numerator)
    let d = Int128(exact.denominator)
    let difference = (a * d - c * b).magnitude
    let left = difference.multipliedFullWidth(by: 100)
    let right = (c * b).magnitude.multipliedFullWidth(by: UInt128(tolerancePercent))
    return (left.high, left.low) <= (right.high, right.low)
  }
}
