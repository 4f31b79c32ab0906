/// The best way to measure every amount below two cups with the fractional
/// cups and the spoons, without whole cups, in at most two parts and in at
/// most three: the two limits a plan of whole cups and the rest is asked for.
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

  /// The fractional cups, largest first.
  private static let cups: [Tool] = [
    tool(3, 4, .cup, 288), tool(2, 3, .cup, 256), tool(1, 2, .cup, 192),
    tool(1, 3, .cup, 128), tool(1, 4, .cup, 96),
  ]

  /// The spoons smaller than a teaspoon, largest first.
  private static let smallSpoons: [Tool] = [
    tool(1, 2, .teaspoon, 4), tool(1, 4, .teaspoon, 2), tool(1, 8, .teaspoon, 1),
  ]

  private static func tool(
    _ numerator: Int, _ denominator: Int, _ unit: StandardUnit, _ eighths: Int
  ) -> Tool {
    (eighths, Quantity(Rational(reducedNumerator: numerator, denominator: denominator), unit))
  }

  /// The sizes of a plan's parts in eighths of a teaspoon, largest first, 0 past the last.
  ///
  /// The table holds one plan for each amount and number of parts, and a run
  /// builds it on its first plan: fields as narrow as their values keep it a
  /// few pages. A part is at most three quarters of a cup, 288 eighths.
  private struct PartSizes {
    var sizes: (UInt16, UInt16, UInt16) = (0, 0, 0)
    /// How many parts there are; past three, the plan is none the table keeps.
    var count: UInt8 = 0

    mutating func append(_ size: Int) {
      switch count {
      case 0: sizes.0 = UInt16(size)
      case 1: sizes.1 = UInt16(size)
      case 2: sizes.2 = UInt16(size)
      default: break
      }
      count += 1
    }

    /// The sizes together.
    var total: Int { Int(sizes.0) + Int(sizes.1) + Int(sizes.2) }

    /// The sizes, largest first.
    var array: [Int] { Array([Int(sizes.0), Int(sizes.1), Int(sizes.2)].prefix(Int(count))) }

    /// Whether the first size that differs from another's is larger.
    func isLarger(than other: PartSizes) -> Bool {
      if sizes.0 != other.sizes.0 { return sizes.0 > other.sizes.0 }
      if sizes.1 != other.sizes.1 { return sizes.1 > other.sizes.1 }
      return sizes.2 > other.sizes.2
    }
  }

  /// Which tools a plan takes, with what ranks it.
  ///
  /// A set of tools is a mask, bit `i` standing for the `i`th tool of its list:
  /// counting the masks up takes the sets in the order ties are settled by.
  private struct Choice {
    /// The fractional cups: a bit for each of ``cups``.
    var cupMask: UInt8
    /// Fills of the tablespoon, 0 to 4.
    var tablespoons: UInt8
    /// Fills of the teaspoon, 0 to 4.
    var teaspoons: UInt8
    /// The small spoons: a bit for each of ``smallSpoons``.
    var smallMask: UInt8
    /// Whether the whole teaspoons and the largest small spoon are one part.
    var merged: Bool
    /// How many times a tool is filled.
    var fills: UInt8
    var sizes: PartSizes
  }

  /// `byParts[n * limit + eighths]`: the best plan with at most `n + 2` parts.
  private let byParts: [Choice?]

  /// The table of the standard tools.
  static let standard = PlanTable()

  /// The amounts the table holds are below two cups, in eighths of a teaspoon.
  private static let limit = 2 * MeasuringPlan.eighthsPerCup

  private init() {
    let limit = PlanTable.limit
    let cupEighths = PlanTable.cups.map(\.eighths)
    let smallEighths = PlanTable.smallSpoons.map(\.eighths)
    let smallCounts = (0..<(1 << smallEighths.count)).map(\.nonzeroBitCount)
    var best = [Choice?](repeating: nil, count: 2 * limit)
    // Only the ways of taking the tools that fit in three parts are tried: most
    // do not, and a run builds the table when its first amount needs a plan.
    // The sizes of the parts grow tool by tool, largest first.
    for cupMask in 0..<(1 << cupEighths.count) where cupMask.nonzeroBitCount <= 3 {
      var cupSizes = PartSizes()
      for index in cupEighths.indices where cupMask & 1 << index != 0 {
        cupSizes.append(cupEighths[index])
      }
      for tablespoons in 0...(cupSizes.count < 3 ? 4 : 0) {
        var tablespoonSizes = cupSizes
        if tablespoons > 0 { tablespoonSizes.append(24 * tablespoons) }
        for teaspoons in 0...(tablespoonSizes.count < 3 ? 4 : 0) {
          // A small spoon merged with whole teaspoons takes no part of its own.
          let smallPlaces =
            3 - Int(tablespoonSizes.count) - (teaspoons > 0 ? 1 : 0)
            + (teaspoons > 0 && teaspoons < 4 ? 1 : 0)
          for smallMask in smallCounts.indices where smallCounts[smallMask] <= smallPlaces {
            let fills = Int(cupSizes.count) + tablespoons + teaspoons + smallCounts[smallMask]
            // Whole teaspoons and the largest small spoon read as one amount,
            // `1 1/2 tsp`, while the part takes at most four fills in all.
            let mayMerge = teaspoons > 0 && teaspoons < 4 && smallMask != 0
            for merged in [false, true] where !merged || mayMerge {
              var sizes = tablespoonSizes
              var smalls = smallMask
              if merged {
                // The largest small spoon in the set is its lowest bit.
                sizes.append(8 * teaspoons + smallEighths[smalls.trailingZeroBitCount])
                smalls &= smalls - 1
              } else if teaspoons > 0 {
                sizes.append(8 * teaspoons)
              }
              for index in smallEighths.indices where smalls & 1 << index != 0 {
                sizes.append(smallEighths[index])
              }
              let total = sizes.total
              guard sizes.count > 0, sizes.count <= 3, total < limit else { continue }
              let choice = Choice(
                cupMask: UInt8(cupMask), tablespoons: UInt8(tablespoons),
                teaspoons: UInt8(teaspoons), smallMask: UInt8(smallMask), merged: merged,
                fills: UInt8(fills), sizes: sizes)
              for parts in max(Int(sizes.count), 2)...3 {
                let place = (parts - 2) * limit + total
                if let current = best[place] {
                  let (key, currentKey) = (
                    (sizes.count, choice.fills), (current.sizes.count, current.fills)
                  )
                  // On a tie in parts and fills, the larger first part wins.
                  if currentKey < key
                    || (currentKey == key && !sizes.isLarger(than: current.sizes))
                  {
                    continue
                  }
                }
                best[place] = choice
              }
            }
          }
        }
      }
    }
    byParts = best
  }

  /// The best plan for an amount with at most a number of parts, if there is one.
  ///
  /// - Parameters:
  ///   - eighths: The amount in eighths of a teaspoon, below two cups.
  ///   - parts: The most parts, 2 or 3.
  /// - Returns: The plan, its parts largest first.
  func best(_ eighths: Int, _ parts: Int) -> Entry? {
    guard eighths > 0, eighths < PlanTable.limit, (2...3).contains(parts),
      let choice = byParts[(parts - 2) * PlanTable.limit + eighths]
    else { return nil }
    var plan: [Quantity] = []
    for (index, cup) in PlanTable.cups.enumerated() where Int(choice.cupMask) & 1 << index != 0 {
      plan.append(cup.quantity)
    }
    if choice.tablespoons > 0 {
      plan.append(Quantity(Rational(Int(choice.tablespoons)), .tablespoon))
    }
    var smalls = Int(choice.smallMask)
    if choice.merged {
      // Whole teaspoons and 1/2, 1/4 or 1/8 over eight: a reduced fraction
      // after dividing by their common factor, the small spoon's eighths.
      let factor = PlanTable.smallSpoons[smalls.trailingZeroBitCount].eighths
      smalls &= smalls - 1
      let inEighths = 8 * Int(choice.teaspoons) + factor
      plan.append(
        Quantity(
          Rational(reducedNumerator: inEighths / factor, denominator: 8 / factor), .teaspoon))
    } else if choice.teaspoons > 0 {
      plan.append(Quantity(Rational(Int(choice.teaspoons)), .teaspoon))
    }
    for (index, spoon) in PlanTable.smallSpoons.enumerated() where smalls & 1 << index != 0 {
      plan.append(spoon.quantity)
    }
    return (Int(choice.sizes.count), Int(choice.fills), choice.sizes.array, plan)
  }
}
