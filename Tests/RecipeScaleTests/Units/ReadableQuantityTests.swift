import RecipeScale
import Testing

@Suite("Readable units")
struct ReadableQuantityTests {
  static func quantity(_ amount: String, _ unit: StandardUnit) throws -> Quantity {
    Quantity(try #require(Rational(amount)), unit)
  }

  @Test(
    "best keeps the system and the exact amount",
    arguments: [
      ("48", StandardUnit.teaspoon, "1", StandardUnit.cup),
      ("1/16", .cup, "1", .tablespoon),
      ("3/8", .cup, "3/8", .cup),
      ("4/9", .cup, "4/9", .cup),
      ("5/6", .cup, "5/6", .cup),
      ("40", .teaspoon, "5/6", .cup),
      ("53", .teaspoon, "53", .teaspoon),
      ("5", .tablespoon, "5", .tablespoon),
      ("4", .tablespoon, "1/4", .cup),
      ("3", .teaspoon, "1", .tablespoon),
      ("3/2", .teaspoon, "1 1/2", .teaspoon),
      ("2/3", .teaspoon, "2/3", .teaspoon),
      ("4", .cup, "4", .cup),
      ("18", .tablespoon, "1 1/8", .cup),
      ("16", .cup, "1", .gallon),
      ("24", .ounce, "1 1/2", .pound),
      ("12", .ounce, "12", .ounce),
      ("1500", .gram, "1 1/2", .kilogram),
      ("1200", .gram, "1 1/5", .kilogram),
      ("999", .gram, "999", .gram),
      ("1000", .gram, "1", .kilogram),
      ("1066 2/3", .gram, "1 1/15", .kilogram),
      ("750", .milliliter, "750", .milliliter),
      ("1/4", .kilogram, "250", .gram),
      ("1500", .milligram, "1 1/2", .gram),
      ("1/2", .milligram, "1/2", .milligram),
      ("5/2", .deciliter, "2 1/2", .deciliter),
      ("1/2", .deciliter, "50", .milliliter),
      ("1250", .milliliter, "1 1/4", .liter),
      ("1/2", .liter, "500", .milliliter),
      ("5/2", .gram, "2 1/2", .gram),
    ])
  func best(amount: String, unit: StandardUnit, expected: String, expectedUnit: StandardUnit)
    throws
  {
    let original = try Self.quantity(amount, unit)
    let readable = try #require(original.readable(in: unit.system))
    #expect(readable.exact.unit == expectedUnit)
    #expect(readable.shown.description == expected)
    #expect(!readable.isApproximate)
    #expect(readable.exact.converted(to: unit) == original)
  }

  @Test(
    "converting between systems rounds to kitchen precision and says so",
    arguments: [
      ("1", StandardUnit.cup, MeasurementSystem.metric, "237", StandardUnit.milliliter),
      ("240", .gram, .us, "8 1/2", .ounce),
      ("1", .teaspoon, .metric, "5", .milliliter),
      ("1", .tablespoon, .metric, "15", .milliliter),
      ("4", .cup, .metric, "946", .milliliter),
      ("1", .gallon, .metric, "3 79/100", .liter),
      ("1", .pound, .metric, "454", .gram),
      ("240", .milliliter, .us, "1", .cup),
      ("1", .liter, .us, "4 1/4", .cup),
      ("1", .kilogram, .us, "2 1/4", .pound),
      ("1/8", .teaspoon, .metric, "31/50", .milliliter),
      // Whole grams would be 10, 4.5% off.
      ("37/100", .ounce, .metric, "10 1/2", .gram),
      ("750", .gram, .us, "1 2/3", .pound),
      ("2", .kilogram, .us, "4 1/3", .pound),
      // 2 cups is 2.8% off and 2 1/8 cups 3.3%: the next unit is tried.
      ("486.5882365", .milliliter, .us, "2 1/16", .cup),
    ])
  func converted(
    amount: String, unit: StandardUnit, system: MeasurementSystem, expected: String,
    expectedUnit: StandardUnit
  ) throws {
    let original = try Self.quantity(amount, unit)
    let readable = try #require(original.readable(in: system))
    #expect(readable.exact.unit == expectedUnit)
    #expect(readable.shown.description == expected)
    #expect(readable.isApproximate)
    #expect(readable.exact.converted(to: unit) == original)
  }

  @Test("a clean conversion is not marked")
  func cleanConversion() throws {
    // 2 L is 2000 mL exactly, and 1000 mL reads as 1 L.
    let readable = try #require(try Self.quantity("2", .liter).readable(in: .metric))
    #expect(readable.shown == Rational(2))
    #expect(!readable.isApproximate)
  }

  @Test("a metric amount no US unit gets within 2.5% of stays exact in its own unit")
  func tooSmallForUS() throws {
    for (amount, unit) in [("1", StandardUnit.gram), ("1", .milliliter), ("10", .gram)] {
      let original = try Self.quantity(amount, unit)
      let readable = try #require(original.readable(in: .us))
      #expect(readable.exact == original)
      #expect(readable.shown == original.amount)
      #expect(!readable.isApproximate)
    }
  }

  @Test("every rounding between systems stays within 2.5%, or the amount stays exact")
  func tolerance() throws {
    var generator = SplitMix64(seed: 5)
    for _ in 0..<2000 {
      let unit = StandardUnit.all[Int(generator.next() % UInt64(StandardUnit.all.count))]
      let amount = try Rational(Int(generator.next() % 5000) + 1, Int(generator.next() % 16) + 1)
      let target: MeasurementSystem = unit.system == .us ? .metric : .us
      let readable = try #require(Quantity(amount, unit).readable(in: target))
      #expect(readable.exact.unit.dimension == unit.dimension)
      let exact =
        Double(readable.exact.amount.numerator)
        / Double(readable.exact.amount.denominator)
      let shown = Double(readable.shown.numerator) / Double(readable.shown.denominator)
      #expect(abs(shown - exact) <= exact * 0.025 + 1e-9, "\(amount) \(unit.symbol)")
      if readable.exact.unit.system != target {
        #expect(readable.exact == Quantity(amount, unit), "\(amount) \(unit.symbol)")
      }
      #expect(shown > 0)
    }
  }
}
