/// The best way to measure every amount below two cups with the fractional
/// cups and the spoons, without whole cups, by the number of parts it may use.
///
/// A plan is a sum of at most three parts: each fractional cup once, the
/// tablespoon up to four times, whole teaspoons up to four, each small spoon
/// once; whole teaspoons and the largest small spoon are one part (`1 1/2 tsp`)
/// when they take at most four fills. Among the plans of one amount the one with
/// the fewest parts wins, then the fewest fills, then the larger tools. The table
/// keeps which tools each best plan takes, and makes its parts when asked.
struct PlanTable: Sendable {
  /// A plan's parts in eighths of a teaspoon, largest first, and its quantities.
  typealias Entry = (parts: Int, fills: Int, sizes: [Int], plan: [Quantity])

  /// A measuring tool: its size in eighths of a teaspoon, and the amount it holds.
  private typealias Tool = (eighths: Int, quantity: Quantity)

  /// Which tools a plan takes, with what ranks it.
  ///
  /// The table holds one for each amount and number of parts, and a run builds
  /// it on its first plan: fields as narrow as their values keep it a few pages.
  private struct Choice {
    /// An index into ``cupSets``.
    var cupSet: UInt8
    /// Fills of the tablespoon, 0 to 4.
    var tablespoons: UInt8
    /// Fills of the teaspoon, 0 to 4.
    var teaspoons: UInt8
    /// An index into ``smallSets``.
    var smallSet: UInt8
    var merged: Bool
    /// Parts, 1 to 3.
    var parts: UInt8
    var fills: UInt8
    /// The sizes of the parts in eighths of a teaspoon, largest first, 0 past the last.
    var sizes: (UInt16, UInt16, UInt16)

    /// The sizes of the parts together, in eighths of a teaspoon.
    var total: Int { Int(sizes.0) + Int(sizes.1) + Int(sizes.2) }

    /// Whether the plan is better than another of as many parts and fills:
    /// its first part that differs is larger.
    func hasLargerTools(than other: Choice) -> Bool {
      if sizes.0 != other.sizes.0 { return sizes.0 > other.sizes.0 }
      if sizes.1 != other.sizes.1 { return sizes.1 > other.sizes.1 }
      return sizes.2 > other.sizes.2
    }
  }

  /// `byParts[n * limit + eighths]`: the best plan with at most `n + 1` parts.
  private let byParts: [Choice?]
  /// Every set of at most three fractional cups, largest first.
  private let cupSets: [[Tool]]
  /// Every set of the small spoons, largest first.
  private let smallSets: [[Tool]]

  /// The table of the standard tools.
  static let standard = PlanTable()

  /// The amounts the table holds are below two cups, in eighths of a teaspoon.
  private static let limit = 2 * MeasuringPlan.eighthsPerCup

  private init() {
    func tool(_ numerator: Int, _ denominator: Int, _ unit: StandardUnit, _ eighths: Int) -> Tool {
      (eighths, Quantity(Rational(reducedNumerator: numerator, denominator: denominator), unit))
    }
    func subsets(_ tools: [Tool], upTo size: Int) -> [[Tool]] {
      var result: [[Tool]] = [[]]
      for tool in tools {
        result += result.filter { $0.count < size }.map { $0 + [tool] }
      }
      return result
    }
    cupSets = subsets(
      [
        tool(3, 4, .cup, 288), tool(2, 3, .cup, 256), tool(1, 2, .cup, 192),
        tool(1, 3, .cup, 128), tool(1, 4, .cup, 96),
      ], upTo: 3)
    smallSets = subsets(
      [tool(1, 2, .teaspoon, 4), tool(1, 4, .teaspoon, 2), tool(1, 8, .teaspoon, 1)], upTo: 3)
    let limit = PlanTable.limit
    var best = [Choice?](repeating: nil, count: 3 * limit)
    // Only the ways of taking the tools that fit in three parts are tried: most
    // do not, and a run builds the table when its first amount needs a plan.
    for (cupIndex, cupSet) in cupSets.enumerated() {
      let afterCups = 3 - cupSet.count
      for tablespoons in 0...(afterCups > 0 ? 4 : 0) {
        let afterTablespoons = afterCups - (tablespoons > 0 ? 1 : 0)
        for teaspoons in 0...(afterTablespoons > 0 ? 4 : 0) {
          let afterTeaspoons = afterTablespoons - (teaspoons > 0 ? 1 : 0)
          // A small spoon merged with whole teaspoons takes no part of its own.
          let smallPlaces = afterTeaspoons + (teaspoons > 0 && teaspoons < 4 ? 1 : 0)
          for (smallIndex, small) in smallSets.enumerated() where small.count <= smallPlaces {
            // Whole teaspoons and the largest small spoon read as one amount,
            // `1 1/2 tsp`, while the part takes at most four fills in all.
            for merged in [false, true]
            where !merged || (teaspoons > 0 && teaspoons < 4 && !small.isEmpty) {
              guard
                let choice = PlanTable.choice(
                  cupSet, cupIndex, tablespoons, teaspoons, small, smallIndex, merged),
                choice.total < limit
              else { continue }
              let total = choice.total
              for parts in (Int(choice.parts) - 1)..<3 {
                if let current = best[parts * limit + total] {
                  let (key, currentKey) = (
                    (choice.parts, choice.fills), (current.parts, current.fills)
                  )
                  // On a tie in parts and fills, the larger first part wins.
                  if currentKey < key
                    || (currentKey == key && !choice.hasLargerTools(than: current))
                  {
                    continue
                  }
                }
                best[parts * limit + total] = choice
              }
            }
          }
        }
      }
    }
    byParts = best
  }

  /// A plan's choice of tools, or `nil` when it has no part or more than three.
  private static func choice(
    _ cupSet: [Tool], _ cupIndex: Int, _ tablespoons: Int, _ teaspoons: Int, _ small: [Tool],
    _ smallIndex: Int, _ merged: Bool
  ) -> Choice? {
    // Thousands of plans are tried once each: their sizes go in a tuple, not an array.
    var sizes: (UInt16, UInt16, UInt16) = (0, 0, 0)
    var count = 0
    // Every size is at most three cups' worth of eighths, well inside a UInt16.
    func add(_ size: Int) {
      switch count {
      case 0: sizes.0 = UInt16(size)
      case 1: sizes.1 = UInt16(size)
      case 2: sizes.2 = UInt16(size)
      default: break
      }
      count += 1
    }
    for tool in cupSet { add(tool.eighths) }
    if tablespoons > 0 { add(24 * tablespoons) }
    var spoons = small[...]
    if merged, let first = spoons.popFirst() {
      add(8 * teaspoons + first.eighths)
    } else if teaspoons > 0 {
      add(8 * teaspoons)
    }
    for tool in spoons { add(tool.eighths) }
    guard count > 0, count <= 3 else { return nil }
    return Choice(
      cupSet: UInt8(cupIndex), tablespoons: UInt8(tablespoons), teaspoons: UInt8(teaspoons),
      smallSet: UInt8(smallIndex), merged: merged, parts: UInt8(count),
      fills: UInt8(cupSet.count + tablespoons + teaspoons + small.count), sizes: sizes)
  }

  /// The best plan for an amount with at most a number of parts, if there is one.
  ///
  /// - Parameters:
  ///   - eighths: The amount in eighths of a teaspoon, below two cups.
  ///   - parts: The most parts, from 1 to 3.
  /// - Returns: The plan, its parts largest first.
  func best(_ eighths: Int, _ parts: Int) -> Entry? {
    guard eighths > 0, eighths < PlanTable.limit, (1...3).contains(parts),
      let choice = byParts[(parts - 1) * PlanTable.limit + eighths]
    else { return nil }
    var plan = cupSets[Int(choice.cupSet)].map(\.quantity)
    if choice.tablespoons > 0 {
      plan.append(Quantity(Rational(Int(choice.tablespoons)), .tablespoon))
    }
    var spoons = smallSets[Int(choice.smallSet)][...]
    if choice.merged, let first = spoons.popFirst() {
      // Whole teaspoons and 1/2, 1/4 or 1/8 over eight: a reduced fraction
      // after dividing by their common factor, the small spoon's eighths.
      let factor = first.eighths
      let inEighths = 8 * Int(choice.teaspoons) + first.eighths
      plan.append(
        Quantity(
          Rational(reducedNumerator: inEighths / factor, denominator: 8 / factor), .teaspoon))
    } else if choice.teaspoons > 0 {
      plan.append(Quantity(Rational(Int(choice.teaspoons)), .teaspoon))
    }
    plan += spoons.map(\.quantity)
    let sizes = [choice.sizes.0, choice.sizes.1, choice.sizes.2].prefix(Int(choice.parts))
    return (Int(choice.parts), Int(choice.fills), sizes.map(Int.init), plan)
  }
}
