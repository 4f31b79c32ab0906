import Foundation
import RecipeScale
import Testing

@Suite("Standard units")
struct StandardUnitTests {
  /// Foundation's units, an independent oracle for every factor. Its `cups` is
  /// the 240 mL metric cup, so the US cup is checked against half its pint.
  static let volumes: [(StandardUnit, Measurement<UnitVolume>)] = [
    (.teaspoon, Measurement(value: 1, unit: .teaspoons)),
    (.tablespoon, Measurement(value: 1, unit: .tablespoons)),
    (.fluidOunce, Measurement(value: 1, unit: .fluidOunces)),
    (.cup, Measurement(value: 0.5, unit: .pints)),
    (.pint, Measurement(value: 1, unit: .pints)),
    (.quart, Measurement(value: 1, unit: .quarts)),
    (.gallon, Measurement(value: 1, unit: .gallons)),
    (.milliliter, Measurement(value: 1, unit: .milliliters)),
    (.centiliter, Measurement(value: 1, unit: .centiliters)),
    (.deciliter, Measurement(value: 1, unit: .deciliters)),
    (.liter, Measurement(value: 1, unit: .liters)),
  ]
  static let masses: [(StandardUnit, Measurement<UnitMass>)] = [
    (.ounce, Measurement(value: 1, unit: .ounces)),
    (.pound, Measurement(value: 1, unit: .pounds)),
    (.milligram, Measurement(value: 1, unit: .milligrams)),
    (.gram, Measurement(value: 1, unit: .grams)),
    (.kilogram, Measurement(value: 1, unit: .kilograms)),
  ]

  static func value(_ rational: Rational) -> Double {
    Double(rational.numerator) / Double(rational.denominator)
  }

  @Test("every size agrees with Foundation's UnitVolume and UnitMass")
  func againstFoundation() {
    // Foundation keeps about six significant digits of each coefficient.
    for (unit, measurement) in Self.volumes {
      let oracle = measurement.converted(to: .milliliters).value
      #expect(abs(Self.value(unit.size) - oracle) / oracle < 5e-6, "\(unit.symbol)")
    }
    for (unit, measurement) in Self.masses {
      let oracle = measurement.converted(to: .grams).value
      #expect(abs(Self.value(unit.size) - oracle) / oracle < 5e-6, "\(unit.symbol)")
    }
    #expect(Self.volumes.count + Self.masses.count == StandardUnit.all.count)
  }

  @Test("sizes are the legal definitions, exactly")
  func legalDefinitions() throws {
    // Decimal arithmetic is exact for these and independent of Rational.
    func decimal(_ rational: Rational) -> Decimal {
      Decimal(rational.numerator) / Decimal(rational.denominator)
    }
    let teaspoon = try #require(Decimal(string: "4.92892159375"))
    let ounce = try #require(Decimal(string: "28.349523125"))
    let expected: [(StandardUnit, Decimal)] = [
      (.teaspoon, teaspoon), (.tablespoon, teaspoon * 3), (.fluidOunce, teaspoon * 6),
      (.cup, teaspoon * 48), (.pint, teaspoon * 96), (.quart, teaspoon * 192),
      (.gallon, teaspoon * 768), (.ounce, ounce), (.pound, ounce * 16),
      (.milliliter, 1), (.centiliter, 10), (.deciliter, 100), (.liter, 1000),
      (.milligram, Decimal(string: "0.001") ?? 0), (.gram, 1), (.kilogram, 1000),
    ]
    for (unit, size) in expected { #expect(decimal(unit.size) == size, "\(unit.symbol)") }
  }

  @Test(
    "spellings, plurals, abbreviations and periods are recognized",
    arguments: [
      ("teaspoons", StandardUnit.teaspoon), ("tsp.", .teaspoon), ("t", .teaspoon),
      ("Tsp", .teaspoon), ("T", .tablespoon), ("Tbs", .tablespoon), ("tablespoon", .tablespoon),
      ("TBSP", .tablespoon), ("tbl", .tablespoon), ("fl. oz.", .fluidOunce),
      ("fluid ounces", .fluidOunce), ("C", .cup), ("cups", .cup), ("pt", .pint),
      ("Quarts", .quart), ("gal", .gallon), ("oz", .ounce), ("lbs", .pound), ("ml", .milliliter),
      ("mL", .milliliter), ("millilitres", .milliliter), ("cl", .centiliter), ("dL", .deciliter),
      ("L", .liter), ("litre", .liter), ("mg", .milligram), ("grams", .gram), ("kg", .kilogram),
    ])
  func recognized(written: String, unit: StandardUnit) {
    #expect(StandardUnit(recognizing: written) == unit)
  }

  @Test(
    "units without a legal definition are not guessed",
    arguments: ["clove", "cloves", "can (14 oz)", "half", "slice", "pinch", "To taste", "tt", ""])
  func unknown(written: String) {
    #expect(StandardUnit(recognizing: written) == nil)
  }

  @Test("converting keeps the exact value, and never crosses volume and mass")
  func conversion() throws {
    let cup = Quantity(.one, .cup)
    #expect(cup.converted(to: .teaspoon) == Quantity(Rational(48), .teaspoon))
    #expect(cup.converted(to: .milliliter)?.amount == (try Rational(473_176_473, 2_000_000)))
    #expect(cup.converted(to: .gram) == nil)
    #expect(Quantity(Rational(Int.max), .gallon).converted(to: .teaspoon) == nil)
  }

  @Test("each unit is equal to itself alone, hashes as itself, and keeps its symbol")
  func identity() {
    let symbols = [
      "tsp", "tbsp", "fl oz", "cup", "pint", "quart", "gallon", "oz", "lb", "ml", "cl", "dl", "L",
      "mg", "g", "kg",
    ]
    #expect(StandardUnit.all.map(\.symbol) == symbols)
    #expect(Set(StandardUnit.all).count == StandardUnit.all.count)
    for (index, unit) in StandardUnit.all.enumerated() {
      for (other, second) in StandardUnit.all.enumerated() {
        #expect((unit == second) == (index == other), "\(unit.symbol) \(second.symbol)")
      }
      #expect(unit.hashValue == StandardUnit.all[index].hashValue)
      #expect(StandardUnit(recognizing: unit.symbol) == unit)
      #expect(unit.cookingUnit.written == unit.symbol)
    }
  }

  @Test(
    "a unit's name for an amount is its symbol's, in the number the amount needs",
    arguments: StandardUnit.all)
  func nameForAnAmount(unit: StandardUnit) throws {
    let amounts = [Rational(1), Rational(2), try Rational(1, 2), try Rational(3, 2), Rational(0)]
    for amount in amounts {
      #expect(unit.name(for: amount) == unit.cookingUnit.name(for: amount))
    }
  }

  @Test("a plan's tools are named as a cook reads them")
  func namesOfTools() throws {
    #expect(StandardUnit.cup.name(for: Rational(2)) == "cups")
    #expect(StandardUnit.cup.name(for: try Rational(2, 3)) == "cup")
    #expect(StandardUnit.tablespoon.name(for: Rational(2)) == "tbsp")
    #expect(StandardUnit.liter.name(for: Rational(2)) == "L")
  }

  @Test("every unit's name is its symbol's, as the unit table inflects it, for one and for more")
  func namesAgreeWithTheUnitTable() {
    for unit in StandardUnit.all {
      for amount in [Rational.one, Rational(2)] {
        #expect(unit.name(for: amount) == unit.cookingUnit.name(for: amount), "\(unit.symbol)")
      }
    }
    #expect(StandardUnit.cup.name(for: Rational(3)) == "cups")
  }
}
