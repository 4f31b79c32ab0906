/// How to measure a US volume with the standard cups and spoons.
///
/// The tools are the 1, 3/4, 2/3, 1/2, 1/3 and 1/4 cup, the tablespoon, and the
/// 1, 1/2, 1/4 and 1/8 teaspoon. A plan is a sum of at most three parts: whole
/// cups (`2 cups`), each fractional cup once, the tablespoon and teaspoon up to
/// four times (`4 tsp`), each small spoon once. Among the exact plans the one
/// with the fewest parts wins, then the fewest fills, then the larger tools:
/// `5/12 cup` is `1/3 cup + 4 tsp`, `1 1/16 cups` is `1 cup + 1 tbsp`. Without
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
    let cup = Int128(MeasuringPlan.eighthsPerCup)
    let wholeCups = eighths / (denominator * cup)
    let remainder = eighths - wholeCups * cup * denominator  // over `denominator`
    let partsLeft = wholeCups > 0 ? 2 : 3
    let table = MeasuringPlan.plans
    var chosen: (cups: Int128, plan: [Quantity])?
    var isApproximate = false
    if remainder % denominator == 0, let plan = table.best(Int(remainder / denominator), partsLeft)
    {
      chosen = (wholeCups, plan)
    } else {
      isApproximate = true
      // The nearest sum: remainders from 0 (whole cups alone) to a full cup (one more cup).
      var bestDistance: Int128?
      for sum in 0...MeasuringPlan.eighthsPerCup {
        let plan: [Quantity]?
        let cups: Int128
        switch sum {
        case 0: (plan, cups) = wholeCups > 0 ? ([], wholeCups) : (nil, 0)
        case MeasuringPlan.eighthsPerCup: (plan, cups) = ([], wholeCups + 1)
        default: (plan, cups) = (table.best(sum, partsLeft), wholeCups)
        }
        guard let plan else { continue }
        let distance = (Int128(sum) * denominator - remainder).magnitude
        if let bestDistance, Int128(distance) >= bestDistance { continue }
        bestDistance = Int128(distance)
        chosen = (cups, plan)
      }
    }
    guard let chosen, let cups = Int(exactly: chosen.cups) else { return nil }
    let whole = cups > 0 ? [Quantity(Rational(cups), .cup)] : []
    self.init(parts: whole + chosen.plan, isApproximate: isApproximate, teaspoons: teaspoons)
  }

  static let eighthsPerCup = 384

  /// The best plan for every remainder below a cup, by the parts it may use.
  private struct PlanTable {
    /// `byParts[n][eighths]`: the best plan with at most `n + 1` parts.
    var byParts: [[[Quantity]?]]

    func best(_ eighths: Int, _ parts: Int) -> [Quantity]? {
      guard eighths > 0, eighths < MeasuringPlan.eighthsPerCup else { return nil }
      return byParts[parts - 1][eighths]
    }
  }

  private static let plans: PlanTable = {
    typealias Tool = (eighths: Int, quantity: Quantity)
    func tool(_ numerator: Int, _ denominator: Int, _ unit: StandardUnit, _ eighths: Int) -> Tool {
      (eighths, Quantity(Rational(reducedNumerator: numerator, denominator: denominator), unit))
    }
    let cups: [Tool] = [
      tool(3, 4, .cup, 288), tool(2, 3, .cup, 256), tool(1, 2, .cup, 192),
      tool(1, 3, .cup, 128), tool(1, 4, .cup, 96),
    ]
    let smallSpoons: [Tool] = [
      tool(1, 2, .teaspoon, 4), tool(1, 4, .teaspoon, 2), tool(1, 8, .teaspoon, 1),
    ]
    func subsets(_ tools: [Tool], upTo size: Int) -> [[Tool]] {
      var result: [[Tool]] = [[]]
      for tool in tools {
        result += result.filter { $0.count < size }.map { $0 + [tool] }
      }
      return result
    }
    // (parts, fills, sizes, plan) for each sum, and for each limit on the parts.
    var best: [[(parts: Int, fills: Int, sizes: [Int], plan: [Quantity])?]] = Array(
      repeating: Array(repeating: nil, count: eighthsPerCup), count: 3)
    for cupSet in subsets(cups, upTo: 2) {
      for tablespoons in 0...4 {
        for teaspoons in 0...4 {
          for small in subsets(smallSpoons, upTo: 3) {
            var plan = cupSet.map(\.quantity)
            var sizes = cupSet.map(\.eighths)
            let fills = cupSet.count + tablespoons + teaspoons + small.count
            if tablespoons > 0 {
              plan.append(Quantity(Rational(tablespoons), .tablespoon))
              sizes.append(24 * tablespoons)
            }
            if teaspoons > 0 {
              plan.append(Quantity(Rational(teaspoons), .teaspoon))
              sizes.append(8 * teaspoons)
            }
            plan += small.map(\.quantity)
            sizes += small.map(\.eighths)
            let sum = sizes.reduce(0, +)
            let parts = plan.count
            guard parts > 0, parts <= 3, sum < eighthsPerCup else { continue }
            // On a tie in parts and fills, the larger first part wins.
            for limit in (parts - 1)..<3 {
              if let current = best[limit][sum] {
                if (current.parts, current.fills) < (parts, fills) { continue }
                if (current.parts, current.fills) == (parts, fills),
                  !sizes.lexicographicallyPrecedes(current.sizes, by: >)
                {
                  continue
                }
              }
              best[limit][sum] = (parts, fills, sizes, plan)
            }
          }
        }
      }
    }
    return PlanTable(byParts: best.map { $0.map { $0?.plan } })
  }()
}
