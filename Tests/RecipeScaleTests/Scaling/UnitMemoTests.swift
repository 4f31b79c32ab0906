import Testing

@testable import RecipeScale

/// The memo a formatter keeps of its units gives, line after line, what
/// asking each unit afresh gives.
@Suite("Unit memo: what units are, by spelling")
struct UnitMemoTests {
  /// Spellings of units: the table's, made-up words that share their first
  /// bytes and differ after, and words longer than a small string holds.
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
    for length in [16, 17, 24, 40] {
      spellings.append(String(repeating: "w", count: length - 3) + "ing")
      spellings.append(String(repeating: "w", count: length - 3) + "ers")
    }
    return spellings
  }()

  @Test("over thousands of lines, a memo of many spellings answers as the units do, one by one")
  func memoAnswersAsUnits() {
    var generator = SplitMix64(seed: 83)
    var memo = UnitMemo()
    let amounts = [Rational(1), Rational(2), try? Rational(1, 2), try? Rational(7, 3)].compactMap {
      $0
    }
    for _ in 0..<6000 {
      let spelling = Self.spellings[generator.int(in: 0...Self.spellings.count - 1)]
      let unit = CookingUnit(symbol: spelling)
      let amount = amounts[generator.int(in: 0...amounts.count - 1)]
      #expect(memo.standard(of: unit) == unit.standard, "\(unit.written)")
      #expect(memo.isKnownEnglishWord(unit) == unit.isKnownEnglishWord, "\(unit.written)")
      #expect(memo.englishName(of: unit, for: amount) == unit.name(for: amount), "\(unit.written)")
    }
  }
}
