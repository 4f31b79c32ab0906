import Testing

@testable import RecipeScale

@Suite("PanSize")
struct PanSizeTests {
  @Test("keeps a rectangle's sides shorter first, so 13x9 and 9x13 are one pan")
  func rectangleOrder() throws {
    let written = try PanSize(width: Rational(13), length: Rational(9), in: .inch)
    let other = try PanSize(width: Rational(9), length: Rational(13), in: .inch)
    #expect(written.shape == .rectangle)
    #expect(written.width == Rational(9))
    #expect(written.length == Rational(13))
    #expect(written == other)
    #expect(Set([written, other]).count == 1)
  }

  @Test("makes a rectangle of equal sides a square, equal to the square of that side")
  func equalSidesAreSquare() throws {
    let sides = try PanSize(width: Rational(8), length: Rational(8), in: .inch)
    #expect(sides.shape == .square)
    #expect(sides == (try PanSize(square: Rational(8), in: .inch)))
    #expect(sides.diameter == nil)
  }

  @Test("gives a round pan one diameter")
  func round() throws {
    let pan = try PanSize(round: Rational(9), in: .inch)
    #expect(pan.shape == .round)
    #expect(pan.diameter == Rational(9))
    #expect(pan.width == Rational(9))
    #expect(pan.length == Rational(9))
    #expect(pan != (try PanSize(square: Rational(9), in: .inch)))
    #expect(pan != (try PanSize(round: Rational(9), in: .centimeter)))
  }

  @Test("rejects a side of zero or less", arguments: [0, -1, -9])
  func notPositive(side: Int) {
    #expect(throws: PanSizeError.notPositive) { try PanSize(round: Rational(side), in: .inch) }
    #expect(throws: PanSizeError.notPositive) { try PanSize(square: Rational(side), in: .inch) }
    #expect(throws: PanSizeError.notPositive) {
      try PanSize(width: Rational(9), length: Rational(side), in: .centimeter)
    }
  }

  @Test("accepts up to 100 inches and 250 cm, and rejects anything longer")
  func longestSide() throws {
    #expect(try PanSize(round: Rational(100), in: .inch).width == Rational(100))
    #expect(try PanSize(square: Rational(250), in: .centimeter).width == Rational(250))
    // 101 cm is a long pan but no absurd one: the limit is per unit.
    #expect(try PanSize(square: Rational(101), in: .centimeter).width == Rational(101))
    let justOverInches = try Rational(1001, 10)
    let justOverCentimeters = try Rational(2501, 10)
    #expect(throws: PanSizeError.tooLarge) { try PanSize(round: justOverInches, in: .inch) }
    #expect(throws: PanSizeError.tooLarge) {
      try PanSize(square: justOverCentimeters, in: .centimeter)
    }
    #expect(throws: PanSizeError.tooLarge) {
      try PanSize(width: Rational(9), length: justOverInches, in: .inch)
    }
  }
}
