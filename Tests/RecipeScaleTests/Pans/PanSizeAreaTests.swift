import Testing

@testable import RecipeScale

@Suite("PanSize area")
struct PanSizeAreaTests {
  @Test("gives a rectangle or a square the exact product of its sides")
  func angular() throws {
    let rectangle = try PanSize(width: Rational(9), length: Rational(13), in: .inch).area
    #expect(rectangle == PanArea(coefficient: Rational(117), includesPi: false, unit: .inch))
    let square = try PanSize(square: Rational(8), in: .inch).area
    #expect(square == PanArea(coefficient: Rational(64), includesPi: false, unit: .inch))
    let metric = try PanSize(width: Rational(45, 2), length: Rational(33), in: .centimeter).area
    #expect(metric.coefficient == (try Rational(1485, 2)))
    #expect(metric.unit == .centimeter)
  }

  @Test("gives a round pan d²/4 with π kept apart")
  func round() throws {
    let area = try PanSize(round: Rational(9), in: .inch).area
    #expect(area.coefficient == (try Rational(81, 4)))
    #expect(area.includesPi)
    #expect(area.unit == .inch)
  }

  @Test("writes the exact area with its π")
  func description() throws {
    #expect(
      try PanSize(width: Rational(9), length: Rational(13), in: .inch).area.description
        == "117 in²")
    #expect(try PanSize(round: Rational(9), in: .inch).area.description == "π × 20 1/4 in²")
  }

  @Test("reports an area with no 64-bit form instead of trapping")
  func overflow() throws {
    let nearlyOne = try Rational(Int.max - 1, Int.max)
    let pan = try PanSize(square: nearlyOne, in: .inch)
    #expect(throws: ArithmeticError.overflow) { try pan.area }
  }
}
