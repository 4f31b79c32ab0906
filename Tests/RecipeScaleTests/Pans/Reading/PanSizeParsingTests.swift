import Testing

@testable import RecipeScale

@Suite("PanSize parsing")
struct PanSizeParsingTests {
  @Test(
    "reads a 9x13 in pan however it is written",
    arguments: [
      "9x13", "9 x 13", "9×13", "9 × 13", "9X13", "9 by 13", "9 BY 13", "9x13 in", "9x13 inch",
      "9x13\"", "9 x 13 inches", "9x13 in.", "9x13-inch", "9x13”", "9x13″", "9 x 13 ”",
      "  9   x   13  ", "9-by-13-inch", "9 in x 13 in", "13x9", "13 x 9 inches", "9x13x2",
      "9 x 13 x 2-inch pan", "a 9x13 baking pan", "9x13 IN", "9x13 Inches",
      "9x13 glass baking dish",
    ])
  func nineByThirteen(text: String) throws {
    let expected = try PanSize(width: Rational(9), length: Rational(13), in: .inch)
    #expect(try PanSize(parsing: text) == expected)
  }

  @Test(
    "reads a 23x33 cm pan in centimeters and millimeters",
    arguments: [
      "23x33 cm", "23 x 33cm", "23X33CM", "23 x 33 centimeters", "23x33 centimetres",
      "23 cm x 33 cm", "230x330 mm", "230 x 330 millimetres", "23x33-cm tin",
    ])
  func metricRectangle(text: String) throws {
    let expected = try PanSize(width: Rational(23), length: Rational(33), in: .centimeter)
    #expect(try PanSize(parsing: text) == expected)
  }

  @Test(
    "reads decimals exactly, with a point or a comma",
    arguments: ["22.5x33 cm", "22,5 x 33 cm", "22 1/2 x 33 cm", "22½x33 cm", "225 x 330 mm"])
  func decimalSides(text: String) throws {
    let expected = try PanSize(width: Rational(45, 2), length: Rational(33), in: .centimeter)
    #expect(try PanSize(parsing: text) == expected)
  }

  @Test(
    "reads mixed numbers and vulgar fractions",
    arguments: ["8 1/2 x 11", "8½ x 11", "8 ½ x 11", "8.5x11 in", "11 x 8 1/2 inches"])
  func mixedNumbers(text: String) throws {
    let expected = try PanSize(width: Rational(17, 2), length: Rational(11), in: .inch)
    #expect(try PanSize(parsing: text) == expected)
  }

  @Test(
    "reads an 8 in square pan",
    arguments: [
      "8x8", "8 x 8 in", "8 inch square", "8-inch square", "8\" square", "8in square",
      "8 in. square", "8 inches square", "square 8 inch", "Square 8\"", "8 inch square pan",
      "8-inch square baking dish", "8 INCH SQUARE", "8x8x2",
    ])
  func eightInchSquare(text: String) throws {
    let expected = try PanSize(square: Rational(8), in: .inch)
    #expect(try PanSize(parsing: text) == expected)
  }

  @Test(
    "reads a 20 cm square pan",
    arguments: ["20 cm square", "20cm square", "square 20 cm", "20 x 20 cm", "200 mm square"])
  func twentyCentimeterSquare(text: String) throws {
    let expected = try PanSize(square: Rational(20), in: .centimeter)
    #expect(try PanSize(parsing: text) == expected)
  }

  @Test(
    "reads a 9 in round pan",
    arguments: [
      "9 inch round", "9-inch round", "9\" round", "9” round", "9″ round", "9in round",
      "9 in round", "round 9 inch", "9-inch round cake pan", "9 inch springform",
      "9-inch springform pan", "9-inch pie plate", "9-inch pie dish", "9-inch pie pan",
      "9 Inch Round", "9-inch tart pan", "a 9 inch round tin",
    ])
  func nineInchRound(text: String) throws {
    let expected = try PanSize(round: Rational(9), in: .inch)
    #expect(try PanSize(parsing: text) == expected)
  }

  @Test(
    "reads a 24 cm round pan",
    arguments: [
      "24 cm round", "24cm round", "round 24 cm", "24 centimetre round", "springform 24 cm",
      "24 cm springform", "Springform 24cm", "240 mm round", "240mm springform", "Ø 24 cm",
      "ø24cm", "⌀ 24 cm", "24 cm diameter", "24cm round cake tin", "tortiera 24 cm",
    ])
  func twentyFourCentimeterRound(text: String) throws {
    let expected = try PanSize(round: Rational(24), in: .centimeter)
    #expect(try PanSize(parsing: text) == expected)
  }

  @Test("reads the largest pans and rejects anything larger")
  func limits() throws {
    #expect(try PanSize(parsing: "100 inch round") == PanSize(round: Rational(100), in: .inch))
    #expect(
      try PanSize(parsing: "250 cm square") == PanSize(square: Rational(250), in: .centimeter))
    #expect(throws: PanSizeError.tooLarge) { try PanSize(parsing: "101 inch round") }
    #expect(throws: PanSizeError.tooLarge) { try PanSize(parsing: "251 cm round") }
    #expect(throws: PanSizeError.tooLarge) { try PanSize(parsing: "2600 mm square") }
    #expect(throws: PanSizeError.tooLarge) { try PanSize(parsing: "9x101") }
    #expect(throws: PanSizeError.tooLarge) { try PanSize(parsing: "350x13") }
  }

  @Test("rejects blank text", arguments: ["", "   ", "\t"])
  func empty(text: String) {
    #expect(throws: PanSizeError.empty) { try PanSize(parsing: text) }
  }

  @Test(
    "rejects one length with no shape, which could be round or square",
    arguments: ["9", "9 inch", "9-inch", "24 cm", "9 inch pan", "24cm tin", "9\""])
  func noShape(text: String) {
    #expect(throws: PanSizeError.noShape(text)) { try PanSize(parsing: text) }
  }

  @Test(
    "rejects a zero or negative side",
    arguments: [
      "0x13", "9x0", "0 inch round", "0 cm square", "-9 inch round", "9 x -13", "9x-13",
      "0.0 x 13",
    ])
  func notPositive(text: String) {
    #expect(throws: PanSizeError.notPositive) { try PanSize(parsing: text) }
  }

  @Test(
    "rejects sides the named shape cannot have",
    arguments: [
      "9x13 round", "9x13 square", "8 inch round square", "9 inch rectangle",
      "Ø 9x13 cm", "9x13 diameter",
    ])
  func conflictingShapes(text: String) {
    #expect(throws: PanSizeError.conflictingShapes(text)) { try PanSize(parsing: text) }
  }

  @Test("rejects sides in different units", arguments: ["9 in x 33 cm", "23 cm x 330 mm"])
  func mixedUnits(text: String) {
    #expect(throws: PanSizeError.mixedUnits(text)) { try PanSize(parsing: text) }
  }

  @Test(
    "rejects what is no pan size",
    arguments: [
      "abc", "round", "square pan", "9x", "x13", "9 x 13 furlongs", "nine inch round",
      "8-9 inch round", "8 or 9 inch round", "9x13 and 8x8", "9x13x2x1", "9x13 pan!",
      "99999999999999999999 inch round", "9 inch round; 8 inch square", "9x13 cups",
    ])
  func unreadable(text: String) {
    #expect(throws: PanSizeError.unreadable(text)) { try PanSize(parsing: text) }
  }

  /// Pieces pan sizes are made of, glued together at random below.
  static let pieces = [
    "9", "13", "0", "8 1/2", "22.5", "22,5", "½", "100", "250", "-", "–", "x", "×", "by", "in",
    "in.", "inch", "\"", "″", "cm", "mm", "square", "round", "springform", "pie", "pan", "Ø",
    "(", ")", ",", ".", "/", "or", "er", "de", "a", "rond", "99999999999999999999", " ", "  ",
  ]

  @Test("writes every size it reads so that it reads back as the same pan, unless rounded")
  func roundTrip() {
    var generator = SplitMix64(seed: 2024)
    var readBack = 0
    for _ in 0..<20_000 {
      let count = generator.int(in: 1...7)
      let text = (0..<count).map { _ in
        PanSizeParsingTests.pieces[generator.int(in: 0...(PanSizeParsingTests.pieces.count - 1))]
      }.joined(separator: generator.int(in: 0...1) == 0 ? "" : " ")
      guard let pan = try? PanSize(parsing: text) else { continue }
      #expect(pan.width > .zero && pan.width <= pan.length, "\(text)")
      #expect(pan.length <= pan.unit.longestSide, "\(text)")
      // A side with more than three places is written rounded, after a `~`.
      guard !pan.description.contains("~") else { continue }
      readBack += 1
      #expect((try? PanSize(parsing: pan.description)) == pan, "\(text) → \(pan)")
    }
    // The pieces make sizes often enough for the property to be tested.
    #expect(readBack > 300)
  }
}
