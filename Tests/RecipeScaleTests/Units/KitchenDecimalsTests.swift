import RecipeScale
import Testing

/// The precision rule of `--fractions auto`, at its edges.
@Suite("Kitchen decimals")
struct KitchenDecimalsTests {
  static func shown(_ amount: String, _ unit: StandardUnit) throws -> String? {
    let quantity = Quantity(try #require(Rational(amount)), unit)
    guard let places = quantity.kitchenDecimalPlaces else { return nil }
    return quantity.amount.formatted(decimalPlaces: places)
  }

  @Test(
    "grams, millilitres, milligrams, centilitres: whole unless that is more than 2.5% off",
    arguments: [
      ("9.96", StandardUnit.gram, "~10"), ("9.94", .gram, "~10"), ("10", .gram, "10"),
      ("10.4", .gram, "10.4"), ("10.25", .gram, "~10"), ("10.26", .gram, "~10.3"),
      ("999.5", .gram, "~1000"), ("1000", .gram, "1000"),
      ("1001", .gram, "1001"), ("1066 2/3", .gram, "~1067"), ("46 7/8", .gram, "~47"),
      ("2.5", .gram, "2.5"), ("1/3", .gram, "~0.33"), ("236.5882365", .milliliter, "~237"),
      ("4.92892159375", .milliliter, "~5"), ("14.78676478125", .milliliter, "~15"),
      ("1.23", .milliliter, "~1.2"), ("0.39", .milliliter, "0.39"), ("750", .milliliter, "750"),
      ("12.5", .centiliter, "12.5"), ("2.5", .centiliter, "2.5"), ("500", .milligram, "500"),
    ])
  func small(amount: String, unit: StandardUnit, expected: String) throws {
    #expect(try Self.shown(amount, unit) == expected)
  }

  @Test(
    "kilograms and litres: two decimals from 1, three below; decilitres one, two below 1",
    arguments: [
      ("1 1/15", StandardUnit.kilogram, "~1.07"), ("1.001", .kilogram, "~1"),
      ("1.005", .kilogram, "~1.01"), ("1", .kilogram, "1"), ("0.25", .kilogram, "0.25"),
      ("0.1234", .kilogram, "~0.123"), ("1.5", .liter, "1.5"), ("3 1/3", .liter, "~3.33"),
      ("2.5", .deciliter, "2.5"), ("2.54", .deciliter, "~2.5"), ("0.25", .deciliter, "0.25"),
    ])
  func large(amount: String, unit: StandardUnit, expected: String) throws {
    #expect(try Self.shown(amount, unit) == expected)
  }

  @Test(
    "an amount that would round to zero gets more places, up to three",
    arguments: [
      ("0.04", StandardUnit.gram, "0.04"), ("0.004", .gram, "0.004"),
      ("0.0004", .gram, "<0.001"), ("0.0004", .kilogram, "<0.001"), ("1/300", .liter, "~0.003"),
    ])
  func neverZero(amount: String, unit: StandardUnit, expected: String) throws {
    #expect(try Self.shown(amount, unit) == expected)
  }

  @Test(
    "US units have no decimal places: they stay exact fractions",
    arguments: [
      StandardUnit.teaspoon, .tablespoon, .cup, .fluidOunce, .ounce, .pound, .gallon,
    ])
  func usUnits(unit: StandardUnit) throws {
    #expect(Quantity(Rational(3), unit).kitchenDecimalPlaces == nil)
    #expect(Quantity(try #require(Rational("1/3")), unit).kitchenDecimalAmount == Rational("1/3"))
  }

  @Test("every rounding stays within 2.5% of the amount, from 0.02 of a unit")
  func tolerance() throws {
    var generator = SplitMix64(seed: 25)
    let metric = StandardUnit.all.filter { $0.system == .metric }
    for _ in 0..<2000 {
      let unit = metric[Int(generator.next() % UInt64(metric.count))]
      let amount = try Rational(Int(generator.next() % 50_000) + 20, 1000)
      let rounded = try #require(Quantity(amount, unit).kitchenDecimalAmount)
      let exact = Double(amount.numerator) / Double(amount.denominator)
      let shown = Double(rounded.numerator) / Double(rounded.denominator)
      #expect(abs(shown - exact) <= exact * 0.025 + 1e-9, "\(amount) \(unit.symbol)")
    }
  }

  @Test("the rounded amount is what the decimal text shows")
  func roundedAmount() throws {
    var generator = SplitMix64(seed: 16)
    let metric = StandardUnit.all.filter { $0.system == .metric }
    for _ in 0..<2000 {
      let unit = metric[Int(generator.next() % UInt64(metric.count))]
      let amount = try Rational(Int(generator.next() % 50_000) + 1, Int(generator.next() % 97) + 1)
      let quantity = Quantity(amount, unit)
      let places = try #require(quantity.kitchenDecimalPlaces)
      let rounded = try #require(quantity.kitchenDecimalAmount)
      let text = amount.formatted(decimalPlaces: places)
      #expect(rounded.formatted(decimalPlaces: places) == String(text.drop { $0 == "~" }))
      #expect(rounded.numerator > 0 || text.hasPrefix("<"))
    }
  }
}
