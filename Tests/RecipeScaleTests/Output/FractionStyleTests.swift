import RecipeScale
import Testing

@Suite("Fraction styles")
struct FractionStyleTests {
  @Test(
    "unicode uses vulgar fractions, else superscript over subscript",
    arguments: [
      ("1/2", "½"), ("1 1/2", "1½"), ("2/3", "⅔"), ("3/4", "¾"), ("7/8", "⅞"), ("1/10", "⅒"),
      ("5/12", "⁵⁄₁₂"), ("2 5/12", "2⁵⁄₁₂"), ("3", "3"), ("-1/2", "-½"), ("13/100", "¹³⁄₁₀₀"),
    ])
  func unicode(value: String, expected: String) throws {
    #expect(try #require(Rational(value)).formatted(.unicode) == expected)
  }

  @Test(
    "decimal keeps three places, trims zeros and marks rounding",
    arguments: [
      ("1/2", "0.5"), ("1 1/2", "1.5"), ("1/3", "~0.333"), ("2/3", "~0.667"), ("1/8", "0.125"),
      ("1/16", "~0.063"), ("3", "3"), ("1/1000", "0.001"), ("1/3000", "<0.001"),
      ("1999/2000", "~1"), ("-1/3", "~-0.333"),
      ("9223372036854775807/3", "~3074457345618258602.333"),
    ])
  func decimal(value: String, expected: String) throws {
    #expect(try #require(Rational(value)).formatted(.decimal) == expected)
  }

  @Test(
    "any number of places: trims zeros, marks rounding, half rounds up, never shows a false zero",
    arguments: [
      ("16/15", 2, "~1.07"), ("5/2", 0, "~3"), ("3/2", 2, "1.5"), ("7", 2, "7"),
      ("1/20", 1, "~0.1"), ("1/30", 1, "<0.1"), ("1/3", 0, "<1"), ("249/250", 2, "~1"),
      ("1999/2", 0, "~1000"), ("-5/2", 0, "~-3"), ("-1/30", 1, "-<0.1"), ("1/3000", 3, "<0.001"),
      ("100", 3, "100"), ("1001/100", 3, "10.01"), ("-7/4", 1, "~-1.8"),
      ("1/3", 18, "~0.333333333333333333"), ("9223372036854775807/2", 1, "4611686018427387903.5"),
    ])
  func decimalPlaces(value: String, places: Int, expected: String) throws {
    #expect(try #require(Rational(value)).formatted(decimalPlaces: places) == expected)
  }

  @Test(
    "fixed places for programs: always that many, half away from zero, no marks",
    arguments: [
      ("200/3", 6, "66.666667"), ("3/2", 6, "1.500000"), ("600", 6, "600.000000"),
      ("1/3000000", 6, "0.000000"), ("1/2000000", 6, "0.000001"), ("-2/3", 6, "-0.666667"),
      ("-1/3000000", 6, "0.000000"), ("5/2", 0, "3"),
      ("9223372036854775807", 6, "9223372036854775807.000000"), ("1/20", 2, "0.05"),
      ("-9223372036854775807", 6, "-9223372036854775807.000000"),
      ("2/3", 18, "0.666666666666666667"),
      ("1/7", 1, "0.1"), ("-1/7", 0, "0"),
    ])
  func fixedDecimal(value: String, places: Int, expected: String) throws {
    #expect(try #require(Rational(value)).fixedDecimal(places: places) == expected)
  }

  @Test("auto without a unit is ascii: servings, factors and counts stay exact")
  func autoIsExactWithoutAUnit() throws {
    for value in ["1 1/2", "5/12", "1066 2/3", "3"] {
      let rational = try #require(Rational(value))
      #expect(rational.formatted(.auto) == value)
    }
  }

  @Test("ascii is the mixed number, and reads back")
  func ascii() throws {
    var generator = SplitMix64(seed: 9)
    for _ in 0..<1000 {
      let value = try Rational(Int(generator.next() % 10_000), Int(generator.next() % 64) + 1)
      #expect(Rational(value.formatted(.ascii)) == value)
    }
  }
}
