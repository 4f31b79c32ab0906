import RecipeScale
import Testing

@Suite("Rational")
struct RationalTests {
  @Test(
    "reduces to lowest terms with a positive denominator",
    arguments: [
      (2, 4, 1, 2), (-2, 4, -1, 2), (2, -4, -1, 2), (-2, -4, 1, 2), (0, 5, 0, 1), (0, -5, 0, 1),
      (6, 3, 2, 1), (Int.max, Int.max, 1, 1), (Int.min, Int.min, 1, 1),
      (Int.min, 2, Int.min / 2, 1),
    ])
  func reduces(numerator: Int, denominator: Int, expectedNumerator: Int, expectedDenominator: Int)
    throws
  {
    let value = try Rational(numerator, denominator)
    #expect(value.numerator == expectedNumerator)
    #expect(value.denominator == expectedDenominator)
  }

  @Test("rejects a zero denominator")
  func zeroDenominator() {
    #expect(throws: ArithmeticError.zeroDenominator) { try Rational(1, 0) }
  }

  @Test(
    "reports values with no 64-bit form", arguments: [(Int.min, -1), (1, Int.min), (3, Int.min)])
  func unrepresentable(numerator: Int, denominator: Int) {
    #expect(throws: ArithmeticError.overflow) { try Rational(numerator, denominator) }
  }

  @Test("cancels crosswise before multiplying, so exact results that fit are exact")
  func crossCancellation() throws {
    // num = servings = target = Int.max: Int.max × Int.max / Int.max.
    let amount = Rational(Int.max)
    let factor = try Rational(Int.max, Int.max)
    #expect(try amount.multiplied(by: factor) == Rational(Int.max))
    let half = try Rational(Int.max, 2)
    let two = try Rational(2, Int.max)
    #expect(try half.multiplied(by: two) == .one)
  }

  @Test("reports a product that does not fit")
  func multiplyOverflow() throws {
    let (_, overflow) = Rational(Int.max).multipliedReportingOverflow(by: Rational(2))
    #expect(overflow)
    #expect(throws: ArithmeticError.overflow) {
      try Rational(1, Int.max).multiplied(by: Rational(1, 2))
    }
  }

  @Test("adds exactly even when the terms overflow on the way")
  func addsExactly() throws {
    let a = try Rational(Int.max, 6)
    let b = try Rational(Int.max, 3)
    // Int.max/6 + Int.max/3 = Int.max/2, though Int.max·3 overflows 64 bits.
    #expect(try a.adding(b) == Rational(Int.max, 2))
    #expect(try Rational(1, 2).adding(Rational(1, 3)) == Rational(5, 6))
    #expect(try Rational(1, 2).adding(Rational(-1, 2)) == .zero)
    #expect(throws: ArithmeticError.overflow) { try Rational(Int.max).adding(.one) }
  }

  @Test("divides, and refuses to divide by zero")
  func divides() throws {
    #expect(try Rational(3, 4).divided(by: Rational(3, 2)) == Rational(1, 2))
    #expect(throws: ArithmeticError.zeroDenominator) { try Rational.one.divided(by: .zero) }
  }

  @Test("compares exactly where cross products need 128 bits")
  func compares() throws {
    let a = try Rational(Int.max - 1, Int.max)
    let b = try Rational(Int.max - 2, Int.max - 1)
    #expect(b < a)
    #expect(!(a < b))
    #expect(try Rational(-1, 2) < Rational(1, 3))
    #expect(Rational(Int.min) < Rational(Int.max))
  }

  @Test(
    "prints ASCII mixed numbers",
    arguments: [
      (3, 1, "3"), (3, 4, "3/4"), (3, 2, "1 1/2"), (0, 1, "0"), (-3, 2, "-1 1/2"), (-1, 3, "-1/3"),
      (Int.max, 1, "9223372036854775807"), (7, 3, "2 1/3"),
      (Int.max, 2, "4611686018427387903 1/2"),
      (Int.min + 1, Int.max - 1, "-1 1/9223372036854775806"),
      (Int.max - 1, Int.max, "9223372036854775806/9223372036854775807"),
      (Int.min, 9_223_372_036_854_775_805, "-1 3/9223372036854775805"),
    ])
  func description(numerator: Int, denominator: Int, text: String) throws {
    #expect(try Rational(numerator, denominator).description == text)
  }

  @Test(
    "parses what people write",
    arguments: [
      ("3", 3, 1), ("3/4", 3, 4), ("1 1/2", 3, 2), ("6/4", 3, 2), ("1.5", 3, 2), ("0.125", 1, 8),
      (".5", 1, 2), ("-1 1/2", -3, 2), ("2.", 2, 1),
    ])
  func parses(text: String, numerator: Int, denominator: Int) throws {
    #expect(Rational(text) == (try Rational(numerator, denominator)))
  }

  @Test(
    "rejects what is not an amount",
    arguments: [
      "", "abc", "1/0", "1 1", "1  1/2", "1 1.5", "1/2/3", "1e3", "+1", "1 -1/2", ".", "--1",
    ])
  func rejects(text: String) {
    #expect(Rational(text) == nil)
  }

  @Test("parses back everything it prints, for 10,000 seeded random values")
  func roundTrip() throws {
    var generator = SplitMix64(seed: 0x5EED)
    for _ in 0..<10_000 {
      let value = try Rational(
        generator.int(in: -1_000_000...1_000_000), generator.int(in: 1...1000))
      #expect(Rational(value.description) == value, "\(value)")
    }
  }
}
