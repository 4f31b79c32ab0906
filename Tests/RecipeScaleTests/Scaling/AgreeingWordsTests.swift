import Testing

@testable import RecipeScale

/// The memo a formatter keeps of its units' answers gives, line after line,
/// what asking each unit afresh gives.
@Suite("Agreeing words: the memo of units")
struct AgreeingWordsTests {
  /// Spellings of units: the table's, made-up words that share their first
  /// eight bytes and differ after, and words longer than a small string holds.
  static let spellings: [String] = {
    var spellings = [
      "cup", "cups", "c.", "tbsp", "Tbsp", "tablespoon", "tablespoons", "tsp", "teaspoon",
      "teaspoons", "g", "grams", "kg", "ml", "l", "oz", "ounces", "fl oz", "fluid ounces", "lb",
      "pounds", "clove", "cloves", "can", "cans", "large", "medium", "small", "pinch", "pinches",
      "sprig", "bunch", "heaping tablespoons", "level teaspoons", "Esslöffel", "대", "kopje",
    ]
    for stem in ["abcdefgh", "loafpan", "sheetpanx"] {
      for ending in ["", "x", "y", "s", "es", "ch", "ful", "fuls"] {
        spellings.append(stem + ending)
      }
    }
    // More spellings than the memo's recent slots, all with the same first eight bytes.
    for first in "aeiouxyz" {
      for second in "bdkmt" { spellings.append("abcdefgh\(first)\(second)") }
    }
    for length in [16, 17, 24, 40] {
      spellings.append(String(repeating: "w", count: length - 3) + "ing")
      spellings.append(String(repeating: "w", count: length - 3) + "ers")
    }
    return spellings
  }()

  /// A unit with its spelling in a string of its own: equal spellings longer
  /// than 15 bytes are then different objects.
  static func fresh(_ spelling: String) -> CookingUnit {
    CookingUnit(symbol: String(decoding: Array(spelling.utf8), as: UTF8.self))
  }

  @Test("over thousands of lines, a memo of many spellings answers as the units do, one by one")
  func memoAnswersAsUnits() {
    var generator = SplitMix64(seed: 83)
    var memo = AgreeingWords.forLines(10_000)
    // Units kept for a while, as a recipe keeps its lines' units, and fresh ones.
    var kept = Self.spellings.map(CookingUnit.init(symbol:))
    let amounts = [Rational(1), Rational(2), try? Rational(1, 2), try? Rational(7, 3)].compactMap {
      $0
    }
    for round in 0..<6000 {
      let index = generator.int(in: 0...Self.spellings.count - 1)
      let unit = round % 3 == 0 ? Self.fresh(Self.spellings[index]) : kept[index]
      if round % 7 == 0 { kept[index] = Self.fresh(Self.spellings[index]) }
      let amount = amounts[generator.int(in: 0...amounts.count - 1)]
      let entry = memo.entry(for: unit)
      #expect(entry.unit == unit)
      #expect(memo.standard(of: entry) == unit.standard, "\(unit.written)")
      #expect(memo.isStandard(entry) == (unit.standard != nil), "\(unit.written)")
      #expect(memo.isSize(entry) == unit.isSize, "\(unit.written)")
      #expect(memo.englishName(of: entry, for: amount) == unit.name(for: amount), "\(unit.written)")
    }
  }
}
