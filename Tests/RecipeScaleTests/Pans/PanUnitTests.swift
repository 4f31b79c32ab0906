import Testing

@testable import RecipeScale

@Suite("PanUnit")
struct PanUnitTests {
  @Test("measures an inch as exactly 2.54 cm")
  func inchInCentimeters() throws {
    #expect(PanUnit.inch.centimeters == (try Rational(254, 100)))
    #expect(PanUnit.centimeter.centimeters == .one)
  }

  @Test("writes the usual abbreviations")
  func symbols() {
    #expect(PanUnit.inch.symbol == "in")
    #expect(PanUnit.centimeter.symbol == "cm")
  }

  @Test("limits a side to 100 inches or 250 cm")
  func longestSide() {
    #expect(PanUnit.inch.longestSide == Rational(100))
    #expect(PanUnit.centimeter.longestSide == Rational(250))
  }
}
