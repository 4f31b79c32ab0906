import RecipeScale
import Testing

@Suite("Ingredient line parser on hostile lines")
struct IngredientLineHostileTests {
  let parser = IngredientLineParser()

  static let huge = "1" + String(repeating: "0", count: 399)

  @Test(
    "reports a number with no 64-bit form, with its column",
    arguments: [
      (huge + " g flour", 1), ("- " + huge + " g flour", 3), ("1-" + huge + " cups", 3),
      ("½ " + String(repeating: "9", count: 400) + "/2 cup", 3),
      ("1/" + huge + " cup", 1), ("." + String(repeating: "1", count: 40) + " g", 1),
      ("9223372036854775808 g", 1), ("2 cups plus " + huge + " tbsp", 13),
      ("Flour: " + huge + " g", 8), ("Juice of " + huge + " lemons", 10),
      ("🙂 " + huge, 3), ("9223372036854775807 cups plus 1 cup", 31),
      ("9223372036854775807 1/2 cups", 1), ("9223372036854775807½ cups", 1),
    ])
  func tooLarge(line: String, column: Int) {
    #expect(throws: IngredientLineError.numberTooLarge(column: column)) {
      try parser.read(line)
    }
  }

  @Test("reads the largest numbers that fit, and long decimals that end in zeros")
  func largest() throws {
    let max = try parser.read("9223372036854775807 g flour").ingredient
    #expect(max.amount == Rational(Int.max))
    let zeros = try parser.read("1." + String(repeating: "0", count: 500) + " kg flour").ingredient
    #expect(zeros.amount == Rational(1))
    let leading = try parser.read(String(repeating: "0", count: 500) + " flour")
    #expect(leading.ingredient.amount == nil)
    #expect(leading.doubt == nil)
  }

  @Test("does not read numbers it does not use, however large")
  func unusedNumbers() throws {
    let reading = try parser.read("1 cup flour (" + Self.huge + " grains)")
    #expect(reading.ingredient.amount == Rational(1))
    #expect(reading.ingredient.name == "flour (" + Self.huge + " grains)")
  }

  @Test("reads 10,000 ranges in a row, in bounded time")
  func manyRanges() throws {
    let chained = (1...10_001).map(String.init).joined(separator: "-") + " cups"
    #expect(try parser.read(chained).doubt?.reason == .strayNumber)
    let repeated = String(repeating: "1-2 ", count: 10_000) + "cups"
    #expect(try parser.read(repeated).doubt?.reason == .strayNumber)
    let dashes = String(repeating: "2–3 cups or ", count: 10_000) + "flour"
    #expect(try parser.read(dashes).ingredient.amount == nil)
  }

  @Test(
    "survives NUL bytes, lone combining marks and odd scalars",
    arguments: [
      "\u{0}", "\u{0}\u{0}\u{0}", "2\u{0} cups flour", "1 cup \u{0} sugar", "\u{0}2 eggs",
      "\u{301}", "\u{301}2 cups", "2\u{301} cups", "2 \u{301}cups flour", "½\u{301}",
      "\u{FFFD}\u{FFFD}", "\u{E000} 2 eggs", "\u{FFFF}", "\u{10FFFF}", "\u{200F}2 cups",
      "2 cups \u{202E}ruolf", "👩‍👩‍👧 3 cups", "1\u{2044}", "\u{2044}2", "¹⁄", "¹⁄₀ cup",
      "1/", "/2", "-", "--", "- - -", "(", ")", "((2 cups", "2 (", "2 (14 oz", "2 x", "2 x 400",
      "a", "an", "half", "one and", "one and a", "2 and", "1 1", "1-", "1–", "1 to", "juice of",
      "zest", "d'", "2 cups d'", "2,", "2.", ".", ",5", "1,5", "Flour:", "Flour: 2,5",
    ])
  func odd(line: String) throws {
    let reading = try parser.read(line)
    if reading.doubt != nil {
      #expect(reading.ingredient.amount == nil)
    }
    #expect(reading.ingredient.amount.map { $0 > .zero } ?? true)
  }

  @Test(
    "reads no number word glued to a symbol or a subscript letter",
    arguments: ["oneₐ cup flour", "one™ eggs", "halfₓ cup", "a™ lemon", "two⁴ eggs"])
  func gluedNumberWords(line: String) throws {
    #expect(try parser.read(line).ingredient.amount == nil)
  }

  @Test("survives invalid UTF-8, repaired the way Swift repairs it")
  func invalidBytes() throws {
    var generator = SplitMix64(seed: 3)
    for _ in 0..<2_000 {
      let bytes = (0..<generator.int(in: 0...24)).map { _ in UInt8(generator.int(in: 0...255)) }
      let line = String(decoding: bytes, as: UTF8.self)
      let reading = try? parser.read(line)
      #expect(reading.map { $0.doubt == nil || $0.ingredient.amount == nil } ?? true)
    }
  }

  @Test("reads a 10 MB line in bounded time, whatever it is made of")
  func tenMegabytes() throws {
    let size = 10_000_000
    let clock = ContinuousClock()
    let lines = [
      "2 cups " + String(repeating: "flour ", count: size / 6),
      String(repeating: "1/2 ", count: size / 4),
      String(repeating: "a ", count: size / 2),
      String(repeating: "x", count: size),
      String(repeating: "½", count: size / 2),
      String(repeating: " ", count: size) + "2 eggs",
      "Salt " + String(repeating: "(", count: size),
      "1 cup " + String(repeating: "(1 cup) ", count: size / 8) + "flour",
      "2 cups flour" + String(repeating: " plus", count: size / 5) + " 1 tbsp",
      String(repeating: "juice ", count: size / 6) + "of 1 lemon",
      String(repeating: "1", count: size) + " g",
    ]
    for line in lines {
      let elapsed = clock.measure { _ = try? parser.read(line) }
      #expect(elapsed < .seconds(30), "\(line.prefix(20))…: \(elapsed)")
    }
  }
}
