import Testing

@testable import RecipeScale

@Suite("PanSize scaling")
struct PanSizeScalingTests {
  private func round(_ diameter: Int, _ unit: PanUnit = .inch) throws -> PanSize {
    try PanSize(round: Rational(diameter), in: unit)
  }

  private func square(_ side: Int, _ unit: PanUnit = .inch) throws -> PanSize {
    try PanSize(square: Rational(side), in: unit)
  }

  private func rectangle(_ width: Rational, _ length: Rational, _ unit: PanUnit = .inch) throws
    -> PanSize
  {
    try PanSize(width: width, length: length, in: unit)
  }

  @Test("scales between round pans by the exact ratio of the squared diameters")
  func roundToRound() throws {
    let up = try PanSize.factor(from: round(8), to: round(9))
    #expect(up == PanFactor(value: try Rational(81, 64), isApproximate: false))
    let down = try PanSize.factor(from: round(9), to: round(8))
    #expect(down == PanFactor(value: try Rational(64, 81), isApproximate: false))
  }

  @Test("scales between square pans exactly")
  func squareToSquare() throws {
    let factor = try PanSize.factor(from: square(8), to: square(9))
    #expect(factor == PanFactor(value: try Rational(81, 64), isApproximate: false))
  }

  @Test("scales between rectangles exactly")
  func rectangleToRectangle() throws {
    let factor = try PanSize.factor(
      from: rectangle(Rational(7), Rational(11)), to: rectangle(Rational(9), Rational(13)))
    #expect(factor == PanFactor(value: try Rational(117, 77), isApproximate: false))
  }

  @Test("scales between a square and a rectangle exactly")
  func squareAndRectangle() throws {
    let nineByThirteen = try rectangle(Rational(9), Rational(13))
    let up = try PanSize.factor(from: square(8), to: nineByThirteen)
    #expect(up == PanFactor(value: try Rational(117, 64), isApproximate: false))
    let down = try PanSize.factor(from: nineByThirteen, to: square(8))
    #expect(down == PanFactor(value: try Rational(64, 117), isApproximate: false))
  }

  @Test("scales a pan to itself by exactly one")
  func samePan() throws {
    #expect(try PanSize.factor(from: round(9), to: round(9)).value == .one)
    // 240 mm is 24 cm, so the two are the same pan.
    let millimeters = try PanSize(parsing: "240 mm round")
    #expect(try PanSize.factor(from: millimeters, to: round(24, .centimeter)).value == .one)
  }

  @Test("converts inches to centimeters exactly, an inch being 2.54 cm")
  func mixedUnitsExact() throws {
    let inches = try rectangle(Rational(9), Rational(13))
    let centimeters = try rectangle(Rational(23), Rational(33), .centimeter)
    // 23·33 cm² over 117 in² of (127/50)² cm² each.
    let factor = try PanSize.factor(from: inches, to: centimeters)
    #expect(factor == PanFactor(value: try Rational(759 * 2500, 117 * 16129), isApproximate: false))
    let rounds = try PanSize.factor(from: round(24, .centimeter), to: round(9))
    #expect(rounds == PanFactor(value: try Rational(81 * 16129, 576 * 2500), isApproximate: false))
  }

  // The expected roundings below were worked out apart from the code, with
  // π to 80 digits: 117 / (π · 81/4) = 1.83912379…, and so on.
  @Test(
    "rounds a factor between a round pan and an angular one to three significant figures",
    arguments: [
      ("9 inch round", "9x13", 46, 25),  // 1.83912379
      ("9x13", "9 inch round", 68, 125),  // 0.54373719
      ("8 inch square", "9 inch round", 497, 500),  // 0.99401955
      ("9 inch round", "8 inch square", 101, 100),  // 1.00601643
      ("24 cm round", "9x13 in", 167, 100),  // 1.66855655
      ("20 cm square", "8 inch round", 811, 1000),  // 0.81073197
      ("8 inch round", "20 cm square", 123, 100),  // 1.23345328
    ])
  func roundAndAngular(from source: String, to target: String, numerator: Int, denominator: Int)
    throws
  {
    let factor = try PanSize.factor(from: PanSize(parsing: source), to: PanSize(parsing: target))
    #expect(factor.isApproximate)
    #expect(factor.value == (try Rational(numerator, denominator)))
  }

  // Factors within 10⁻⁶ of a rounding boundary, where 355/113 alone rounds
  // the wrong way (5.505000006… would become 5.50) and 333/106 and 355/113
  // disagree, so tighter bounds decide.
  @Test(
    "rounds factors near a boundary as the true π does",
    arguments: [
      ("10.25 inch round", "11.5 x 39.5", 551, 100),  // 5.505000006624
      ("10.25 inch round", "19.75 x 23", 551, 100),  // 5.505000006624
      ("11.75 inch round", "14.75 x 36.5", 497, 100),  // 4.965000198438
      ("7 inch round", "5 x 6.5", 211, 250),  // 0.8444956164
      ("13.25 x 34.25", "7.5 inch round", 973, 10000),  // 0.097349999595
    ])
  func nearBoundary(from source: String, to target: String, numerator: Int, denominator: Int)
    throws
  {
    let factor = try PanSize.factor(from: PanSize(parsing: source), to: PanSize(parsing: target))
    #expect(factor == PanFactor(value: try Rational(numerator, denominator), isApproximate: true))
  }

  @Test("brackets π with each pair of bounds, tighter each time")
  func piBounds() {
    // ⌊π · 10²⁵⌋, from π's published digits.
    let piDigits: Int128 = 31_415_926_535_897_932_384_626_433
    let scale: Int128 = 10_000_000_000_000_000_000_000_000
    var previousWidthDenominator: Int128 = 1
    for bounds in PanSize.piBounds {
      let (lowerTop, lowerBottom) = (
        Int128(bounds.lower.numerator), Int128(bounds.lower.denominator)
      )
      let (upperTop, upperBottom) = (
        Int128(bounds.upper.numerator), Int128(bounds.upper.denominator)
      )
      // lower < ⌊π·10²⁵⌋/10²⁵ and upper > (⌊π·10²⁵⌋ + 1)/10²⁵.
      #expect(lowerTop * scale < lowerBottom * piDigits)
      #expect(upperTop * scale > upperBottom * (piDigits + 1))
      // Consecutive convergents lie 1/(q·q′) apart, each pair closer than the last.
      #expect(upperTop * lowerBottom - lowerTop * upperBottom == 1)
      #expect(lowerBottom * upperBottom > previousWidthDenominator)
      previousWidthDenominator = lowerBottom * upperBottom
    }
  }

  @Test("reports an area too precise for 64 bits as an error")
  func overflow() throws {
    let nearlyOne = try Rational(Int.max - 1, Int.max)
    let pan = try PanSize(square: nearlyOne, in: .inch)
    #expect(throws: ArithmeticError.overflow) { try PanSize.factor(from: pan, to: self.square(8)) }
    #expect(throws: ArithmeticError.overflow) { try PanSize.factor(from: self.round(8), to: pan) }
  }
}
