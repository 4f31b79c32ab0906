import RecipeScale
import Testing

@Suite("Measuring with cups and spoons")
struct MeasuringPlanTests {
  static func plan(_ amount: String, _ unit: StandardUnit) throws -> MeasuringPlan? {
    MeasuringPlan(measuring: Quantity(try #require(Rational(amount)), unit))
  }

  @Test(
    "the issue's examples and their neighbours",
    arguments: [
      ("5/12", StandardUnit.cup, "1/3 cup + 4 tsp"),
      ("1 1/16", .cup, "1 cup + 1 tbsp"),
      ("1/32", .teaspoon, "a pinch (1/32 tsp)"),
      ("1/2", .cup, "1/2 cup"),
      ("2 1/2", .cup, "2 cups + 1/2 cup"),
      ("6", .tablespoon, "1/3 cup + 2 tsp"),
      ("4", .teaspoon, "4 tsp"),
      ("5", .teaspoon, "1 tbsp + 2 tsp"),
      ("1 1/2", .teaspoon, "1 1/2 tsp"),
      ("4 1/2", .teaspoon, "1 tbsp + 1 1/2 tsp"),
      ("3 1/4", .teaspoon, "3 1/4 tsp"),
      ("4 1/4", .teaspoon, "1 tbsp + 1 1/4 tsp"),
      ("2 5/8", .teaspoon, "2 1/2 tsp + 1/8 tsp"),
      ("1 5/12", .cup, "3/4 cup + 2/3 cup"),
      ("1", .pint, "2 cups"),
      ("1 7/8", .teaspoon, "1 1/2 tsp + 1/4 tsp + 1/8 tsp"),
      ("5 1/2", .tablespoon, "1/3 cup + 1/2 tsp"),
    ])
  func examples(amount: String, unit: StandardUnit, expected: String) throws {
    #expect(try #require(try Self.plan(amount, unit)).text(.ascii) == expected)
  }

  @Test("styles name the tools, and decimal keeps their printed fractions")
  func styles() throws {
    let plan = try #require(try Self.plan("5/12", .cup))
    #expect(plan.text(.unicode) == "⅓ cup + 4 tsp")
    #expect(plan.text(.decimal) == "1/3 cup + 4 tsp")
    #expect(try #require(try Self.plan("1/48", .teaspoon)).text(.decimal) == "a pinch (~0.021 tsp)")
  }

  @Test("only positive US volumes are measured")
  func onlyUSVolumes() throws {
    #expect(try Self.plan("100", .milliliter) == nil)
    #expect(try Self.plan("2", .ounce) == nil)
    #expect(try Self.plan("0", .cup) == nil)
  }

  /// Every sum the rules allow, found by counting each tool independently of
  /// the implementation: totals in eighths of a teaspoon, with the fewest parts
  /// and then the fewest fills that reach each.
  static let reachable: [Int: (parts: Int, fills: Int)] = {
    let onceTools = [288, 256, 192, 128, 96, 4, 2, 1]  // fractional cups, 1/2, 1/4, 1/8 tsp
    var table: [Int: (parts: Int, fills: Int)] = [:]
    for mask in 0..<(1 << onceTools.count) {
      let chosen = onceTools.indices.filter { mask & (1 << $0) != 0 }
      let onceSum = chosen.reduce(0) { $0 + onceTools[$1] }
      for cups in 0...4 {
        for tablespoons in 0...4 {
          for teaspoons in 0...4 {
            let counted = [cups, tablespoons, teaspoons].filter { $0 > 0 }
            // Whole teaspoons and a small spoon are one part within four fills.
            let merges = (1...3).contains(teaspoons) && chosen.contains { $0 >= 5 } ? 1 : 0
            let parts = chosen.count + counted.count - merges
            guard parts > 0, parts <= 3 else { continue }
            let total = onceSum + cups * 384 + tablespoons * 24 + teaspoons * 8
            let fills = chosen.count + cups + tablespoons + teaspoons
            if let known = table[total], (known.parts, known.fills) <= (parts, fills) { continue }
            table[total] = (parts, fills)
          }
        }
      }
    }
    return table
  }()

  @Test("on a tie in parts, the fewest fills: 1 tbsp + 1 1/2 tsp, not 4 tsp + 1/2 tsp")
  func fewerFills() throws {
    let plan = try #require(try Self.plan("4 1/2", .teaspoon))
    #expect(plan.parts.map(\.amount) == [Rational(1), try Rational(3, 2)])
    #expect(plan.parts.map(\.unit) == [.tablespoon, .teaspoon])
    #expect(!plan.isApproximate)
  }

  @Test("exact exactly when some plan of at most three tools exists, and then the simplest")
  func againstEnumeration() throws {
    for eighths in 1...(3 * 384) {
      let amount = try Rational(eighths, 8)
      let plan = try #require(MeasuringPlan(measuring: Quantity(amount, .teaspoon)))
      #expect(plan.parts.count <= 3)
      var sum = Rational.zero
      for part in plan.parts {
        sum = try sum.adding(try #require(part.converted(to: .teaspoon)).amount)
      }
      if let best = Self.reachable[eighths] {
        #expect(!plan.isApproximate, "\(amount) tsp")
        #expect(sum == amount, "\(amount) tsp")
        #expect(plan.parts.count == best.parts, "\(amount) tsp: \(plan.text(.ascii))")
      } else {
        #expect(plan.isApproximate, "\(amount) tsp")
        let nearest = Self.reachable.keys.map { abs($0 - eighths) }.min() ?? 0
        let distance = try sum.adding(Rational(-eighths, 8)).multiplied(by: Rational(8))
        #expect(abs(distance.numerator) == nearest, "\(amount) tsp: \(plan.text(.ascii))")
      }
    }
  }
}
