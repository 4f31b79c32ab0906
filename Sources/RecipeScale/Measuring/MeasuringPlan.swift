/// How to measure a US volume with the standard cups and spoons.
///
/// The tools are the 1, 3/4, 2/3, 1/2, 1/3 and 1/4 cup, the tablespoon, and the
/// 1, 1/2, 1/4 and 1/8 teaspoon. A plan is a sum of at most three parts: whole
/// cups (`2 cups`), each fractional cup once, the tablespoon and teaspoon up to
/// four times (`4 tsp`), each small spoon once; whole teaspoons and one small
/// spoon are one part, `1 1/2 tsp`, when they take at most four fills. Among
/// the exact plans the one with the fewest parts wins, then the fewest fills,
/// then the larger tools: `1 5/12 cups` is `3/4 cup + 2/3 cup`, not
/// `1 cup + 1/3 cup + 4 tsp`; `5/12 cup` is `1/3 cup + 4 tsp`, `1 1/16 cups`
/// is `1 cup + 1 tbsp`, and `4 1/2 tsp` is `1 tbsp + 1 1/2 tsp` (three fills),
/// not `4 tsp + 1/2 tsp` (five). Without
/// an exact plan, the nearest one is used and marked approximate. Less than the
/// smallest spoon is a pinch.
public struct MeasuringPlan: Hashable, Sendable {
  /// The parts, largest first: `1/3 cup`, `4 tsp`. Empty for a pinch.
  public var parts: [Quantity]
  /// Whether the parts add up to a different amount than the one measured.
  public var isApproximate: Bool
  /// The exact amount measured, in teaspoons.
  public var teaspoons: Rational

  /// Creates a plan from its parts.
  ///
  /// - Parameters:
  ///   - parts: The parts, largest first; empty for a pinch.
  ///   - isApproximate: Whether the parts miss the amount.
  ///   - teaspoons: The amount measured, in teaspoons.
  public init(parts: [Quantity], isApproximate: Bool, teaspoons: Rational) {
    self.parts = parts
    self.isApproximate = isApproximate
    self.teaspoons = teaspoons
  }

  /// Whether the amount is below the smallest spoon.
  public var isPinch: Bool { parts.isEmpty }

  /// Plans how to measure a US volume.
  ///
  /// The initializer fails when the quantity is not a positive US volume or has
  /// no exact form in teaspoons.
  ///
  /// - Parameter quantity: The amount; it must be a US volume.
  public init?(measuring quantity: Quantity) {
    guard quantity.unit.dimension == .volume, quantity.unit.system == .us,
      quantity.amount.numerator > 0, let inTeaspoons = quantity.converted(to: .teaspoon)
    else { return nil }
    let teaspoons = inTeaspoons.amount
    // Work in eighths of a teaspoon, the smallest tool; a cup is 384 of them.
    let eighths = Int128(teaspoons.numerator) * 8
    let denominator = Int128(teaspoons.denominator)
    if eighths < denominator {
      self.init(parts: [], isApproximate: true, teaspoons: teaspoons)
      return
    }
    let below = eighths / denominator
    let isExact = eighths % denominator == 0
    var chosen = isExact ? MeasuringPlan.best(below) : nil
    // Without an exact plan, look outward from the amount; the first distance
    // with a plan holds the nearest ones, and of those the simplest wins.
    var distance: Int128 = 0
    while chosen == nil {
      let lower = below - distance
      let upper = below + 1 + distance
      var candidates: [(gap: Int128, plan: Candidate)] = []
      if lower >= 1, let plan = MeasuringPlan.best(lower) {
        candidates.append((eighths - lower * denominator, plan))
      }
      if let plan = MeasuringPlan.best(upper) {
        candidates.append((upper * denominator - eighths, plan))
      }
      chosen =
        candidates.min {
          ($0.gap, $0.plan.parts, $0.plan.fills) < ($1.gap, $1.plan.parts, $1.plan.fills)
        }?.plan
      distance += 1
    }
    guard let chosen else { return nil }
    self.init(
      parts: chosen.quantities, isApproximate: !isExact || chosen.total != below,
      teaspoons: teaspoons)
  }

  static let eighthsPerCup = 384

  /// The plan with teaspoons past 3 made tablespoons, as a reading of an
  /// amount keeps them (`1 tbsp + 1 tsp`, not `4 tsp`); the measuring plan
  /// itself allows four of each.
  var withTablespoons: MeasuringPlan {
    var tablespoons = Rational.zero
    var teaspoons = Rational.zero
    var others: [Quantity] = []
    for part in parts {
      switch part.unit {
      case .tablespoon: tablespoons = (try? tablespoons.adding(part.amount)) ?? tablespoons
      case .teaspoon: teaspoons = (try? teaspoons.adding(part.amount)) ?? teaspoons
      default: others.append(part)
      }
    }
    while teaspoons >= Rational(3), let fewer = try? teaspoons.adding(Rational(-3)),
      let more = try? tablespoons.adding(.one)
    {
      (teaspoons, tablespoons) = (fewer, more)
    }
    if tablespoons.numerator > 0 { others.append(Quantity(tablespoons, .tablespoon)) }
    if teaspoons.numerator > 0 { others.append(Quantity(teaspoons, .teaspoon)) }
    return MeasuringPlan(parts: others, isApproximate: isApproximate, teaspoons: self.teaspoons)
  }

  /// The simplest amount near a volume that a plan measures exactly, in
  /// eighths of a teaspoon: among the amounts within
  /// ``Quantity/tolerancePerMille`` (and the nearest eighth, for a volume too
  /// small for the tolerance to reach one), the one whose plan
  /// has the fewest parts, then the nearest, then the fewest fills.
  ///
  /// - Parameter teaspoons: A positive volume in teaspoons.
  /// - Returns: The amount in eighths, or `nil` when it is below half an
  ///   eighth or has no 64-bit form.
  static func simplestNearby(_ teaspoons: Rational) -> Int128? {
    let eighths = Int128(teaspoons.numerator) * 8
    let denominator = Int128(teaspoons.denominator)
    // Closer to nothing than to the smallest spoon: no spoon measures it.
    guard eighths * 2 >= denominator else { return nil }
    let below = eighths / denominator
    // Half an eighth rounds up, as Quantity.nearest(to:steps:) does.
    let nearest = (2 * eighths + denominator) / (2 * denominator)
    // The window: every eighth within 2.5%, and at least the two around the amount.
    let reach = (eighths * Quantity.tolerancePerMille) / (1000 * denominator)
    let lowest = max(1, min(below, below - reach))
    let highest = max(below + 1, below + reach + 1)
    guard highest - lowest < Int128(eighthsPerCup) * 64 else { return nil }
    var chosen: (eighths: Int128, parts: Int, gap: Int128, fills: Int128)?
    func consider(_ candidate: Int128) {
      guard candidate >= 1, let plan = best(candidate) else { return }
      // Ranked as read, with its teaspoons past 3 made tablespoons.
      let parts = MeasuringPlan(parts: plan.quantities, isApproximate: false, teaspoons: .zero)
        .withTablespoons.parts.count
      guard parts <= 3 else { return }
      let gap = Int128((candidate * denominator - eighths).magnitude)
      let key = (parts, gap, plan.fills)
      if let current = chosen, key >= (current.parts, current.gap, current.fills) { return }
      chosen = (candidate, parts, gap, plan.fills)
    }
    for candidate in lowest...highest {
      let gap = (candidate * denominator - eighths).magnitude
      if gap * 1000 <= UInt128(eighths) * UInt128(Quantity.tolerancePerMille)
        || candidate == nearest
      {
        consider(candidate)
      }
    }
    // None within reach: the nearest amounts a plan measures, outward.
    var distance: Int128 = 1
    while chosen == nil, distance <= Int128(eighthsPerCup) {
      consider(nearest - distance)
      consider(nearest + distance)
      distance += 1
    }
    return chosen?.eighths
  }

  /// A plan with what ranks it.
  private struct Candidate {
    var quantities: [Quantity]
    var parts: Int
    var fills: Int128
    var sizes: [Int128]
    var total: Int128
  }

  /// The best plan for exactly `total` eighths of a teaspoon, if there is one.
  ///
  /// Whole cups are one part; the rest comes from the table. One cup fewer is
  /// tried too, since two cup measures can hold more than a cup (3/4 + 2/3).
  private static func best(_ total: Int128) -> Candidate? {
    let cup = Int128(eighthsPerCup)
    var best: Candidate?
    for cups in [total / cup, total / cup - 1] where cups >= 0 {
      let rest = total - cups * cup
      var candidate: Candidate
      if rest == 0 {
        guard cups > 0 else { continue }
        candidate = Candidate(quantities: [], parts: 0, fills: 0, sizes: [], total: total)
      } else {
        guard let entry = PlanTable.standard.best(Int(rest), cups > 0 ? 2 : 3) else { continue }
        candidate = Candidate(
          quantities: entry.plan, parts: entry.parts, fills: Int128(entry.fills),
          sizes: entry.sizes.map { Int128($0) }, total: total)
      }
      if cups > 0 {
        guard let count = Int(exactly: cups) else { continue }
        candidate.quantities.insert(Quantity(Rational(count), .cup), at: 0)
        candidate.parts += 1
        candidate.fills += cups
        candidate.sizes.insert(cups * cup, at: 0)
      }
      if let current = best {
        let key = (candidate.parts, candidate.fills)
        if key > (current.parts, current.fills) { continue }
        if key == (current.parts, current.fills),
          !candidate.sizes.lexicographicallyPrecedes(current.sizes, by: >)
        {
          continue
        }
      }
      best = candidate
    }
    return best
  }
}
