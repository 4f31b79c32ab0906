import Testing

@testable import RecipeScale

@Suite("PanToken scanning")
struct PanTokenScanningTests {
  private func kinds(_ text: String) -> [PanToken.Kind] {
    PanToken.tokens(in: text).map(\.kind)
  }

  @Test("cuts sides glued to their marks")
  func glued() {
    #expect(
      kinds("9x13\"") == [.number(Rational(9)), .word("x"), .number(Rational(13)), .mark("\"")])
    #expect(kinds("9×13") == [.number(Rational(9)), .word("x"), .number(Rational(13))])
    #expect(kinds("24CM") == [.number(Rational(24)), .word("cm")])
    #expect(kinds("9‑inch") == [.number(Rational(9)), .mark("-"), .word("inch")])
    #expect(kinds("9″") == [.number(Rational(9)), .mark("\"")])
  }

  @Test(
    "reads decimals, fractions and mixed numbers as one exact number",
    arguments: [
      ("22.5", 45, 2), ("22,5", 45, 2), ("1/2", 1, 2), ("8 1/2", 17, 2), ("8½", 17, 2),
      ("8 ½", 17, 2), ("½", 1, 2), ("0.125", 1, 8),
    ])
  func numbers(text: String, numerator: Int, denominator: Int) throws {
    #expect(kinds(text) == [.number(try Rational(numerator, denominator))])
  }

  @Test("keeps a whole number apart from a count that follows it")
  func notMixed() {
    #expect(
      kinds("1 9x13") == [
        .number(Rational(1)), .number(Rational(9)), .word("x"), .number(Rational(13)),
      ])
    #expect(kinds("8, 9") == [.number(Rational(8)), .mark(","), .number(Rational(9))])
  }

  @Test("reads Ø alone as the diameter sign, and inside a word as a letter")
  func diameterSign() {
    #expect(kinds("Ø26") == [.mark("ø"), .number(Rational(26))])
    #expect(kinds("⌀ 26") == [.mark("ø"), .number(Rational(26))])
    #expect(kinds("smør") == [.word("smør")])
  }

  @Test("marks digits with no 64-bit value, and remembers spaces")
  func unreadableAndSpaces() {
    #expect(kinds("99999999999999999999") == [.unreadableNumber])
    let tokens = PanToken.tokens(in: "26er 9 -inch")
    #expect(tokens.map(\.followsSpace) == [false, false, true, true, false])
  }
}
