import Testing

@testable import RecipeScale

@Suite("PanSize description")
struct PanSizeDescriptionTests {
  @Test("names a pan as a cook does")
  func names() throws {
    #expect(
      try PanSize(width: Rational(13), length: Rational(9), in: .inch).description == "9x13 in")
    #expect(try PanSize(square: Rational(8), in: .inch).description == "8 in square")
    #expect(try PanSize(round: Rational(9), in: .inch).description == "9 in round")
    #expect(try PanSize(round: Rational(24), in: .centimeter).description == "24 cm round")
    #expect(try PanSize(square: Rational(20), in: .centimeter).description == "20 cm square")
  }

  @Test("writes fractional sides as plain decimals")
  func decimals() throws {
    let metric = try PanSize(width: Rational(45, 2), length: Rational(33), in: .centimeter)
    #expect(metric.description == "22.5x33 cm")
    let letter = try PanSize(width: Rational(17, 2), length: Rational(11), in: .inch)
    #expect(letter.description == "8.5x11 in")
    let eighths = try PanSize(round: Rational(75, 8), in: .inch)
    #expect(eighths.description == "9.375 in round")
  }

  @Test("marks a side that needs more than three places as rounded")
  func rounded() throws {
    #expect(try PanSize(round: Rational(25, 3), in: .inch).description == "~8.333 in round")
  }

  @Test(
    "English says an before a size read with a vowel sound",
    arguments: [
      ("8 inch square", true), ("11x15", true), ("18 cm round", true), ("80 cm round", true),
      ("11.5 inch round", true), ("9x13", false), ("110 cm round", false), ("1 inch square", false),
    ])
  func article(text: String, takesAn: Bool) throws {
    #expect(try PanSize(parsing: text).takesAn == takesAn)
  }
}
