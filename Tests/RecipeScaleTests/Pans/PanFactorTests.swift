import Testing

@testable import RecipeScale

@Suite("PanFactor")
struct PanFactorTests {
  @Test(
    "writes an exact factor that ends within two places plainly",
    arguments: [
      (3, 2, "×1.5"), (2, 1, "×2"), (3, 4, "×0.75"), (117, 100, "×1.17"), (1, 1, "×1"),
      (12345, 10, "×1234.5"),
    ])
  func exactShort(numerator: Int, denominator: Int, expected: String) throws {
    let factor = PanFactor(value: try Rational(numerator, denominator), isApproximate: false)
    #expect(factor.description == expected)
  }

  @Test(
    "writes any other exact factor as three significant figures after a ~",
    arguments: [
      (81, 64, "×~1.27"), (117, 64, "×~1.83"), (1, 3, "×~0.333"), (1999, 2000, "×~1.00"),
      (201, 200, "×~1.01"), (64, 117, "×~0.547"), (10000, 7, "×~1430"),
    ])
  func exactLong(numerator: Int, denominator: Int, expected: String) throws {
    let factor = PanFactor(value: try Rational(numerator, denominator), isApproximate: false)
    #expect(factor.description == expected)
  }

  @Test(
    "writes an approximate factor as its three figures, with no ~ since it is the value used",
    arguments: [(46, 25, "×1.84"), (2, 1, "×2.00"), (811, 1000, "×0.811"), (101, 100, "×1.01")])
  func approximate(numerator: Int, denominator: Int, expected: String) throws {
    let factor = PanFactor(value: try Rational(numerator, denominator), isApproximate: true)
    #expect(factor.description == expected)
  }

  @Test("writes the factor between a 9 in round and a 9x13 in pan as 1.84")
  func title() throws {
    let factor = try PanSize.factor(
      from: PanSize(round: Rational(9), in: .inch),
      to: PanSize(width: Rational(9), length: Rational(13), in: .inch))
    #expect(factor.description == "×1.84")
  }
}
