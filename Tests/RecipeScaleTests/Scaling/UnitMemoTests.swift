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

/// The memo a formatter shares among its recipes keeps what each learns, and
/// answers as the units do.
@Suite("Shared unit memo: what one recipe learns serves the next")
struct SharedUnitMemoTests {
  @Test("what one call learns, the next call finds")
  func keepsWhatItLearns() {
    let shared = SharedUnitMemo()
    let cup = CookingUnit(symbol: "cup")
    let first = shared.using { memo in
      (memo.count, memo.englishName(of: cup, for: Rational(2)))
    }
    #expect(first.0 == 0)
    #expect(first.1 == "cups")
    let second = shared.using { memo in (memo.count, memo.englishName(of: cup, for: Rational(2))) }
    #expect(second.0 == 1)
    #expect(second.1 == "cups")
  }

  @Test("calls that overlap each work with a memo of their own, and both memos are kept")
  func overlappingCallsKeepBoth() {
    let shared = SharedUnitMemo()
    let cup = CookingUnit(symbol: "cup")
    let spoon = CookingUnit(symbol: "tbsp")
    // The inner call runs while the outer one holds its memo: it gets another.
    let innerStart = shared.using { outer in
      let start = shared.using { inner in
        defer { _ = inner.standard(of: cup) }
        return inner.count
      }
      _ = outer.standard(of: spoon)
      return start
    }
    #expect(innerStart == 0)
    // Two calls that overlap again get the two memos, each with what it learned.
    let known = shared.using { first in
      let second = shared.using { second in (second.count, second.standard(of: cup)) }
      return (first.count, first.standard(of: spoon), second.0, second.1)
    }
    #expect(known.0 == 1)
    #expect(known.1 == .tablespoon)
    #expect(known.2 == 1)
    #expect(known.3 == .cup)
  }

  @Test("from many threads at once, every answer is the unit's own")
  func answersAcrossThreads() async {
    let shared = SharedUnitMemo()
    let spellings = UnitMemoTests.spellings
    await withTaskGroup(of: Bool.self) { group in
      for task in 0..<8 {
        group.addTask {
          var agrees = true
          for round in 0..<200 {
            let spelling = spellings[(task * 31 + round * 7) % spellings.count]
            let unit = CookingUnit(symbol: spelling)
            let amount = Rational(round % 3 + 1)
            let name = shared.using { $0.englishName(of: unit, for: amount) }
            agrees = agrees && name == unit.name(for: amount)
          }
          return agrees
        }
      }
      for await agrees in group { #expect(agrees) }
    }
  }

  @Test("it stops learning at its capacity, and still answers")
  func capacity() {
    let shared = SharedUnitMemo()
    for index in 0..<(UnitMemo.capacity + 10) {
      _ = shared.using { $0.standard(of: CookingUnit(symbol: "unit\(index)")) }
    }
    let count = shared.using { $0.count }
    #expect(count == UnitMemo.capacity)
    #expect(shared.using { $0.standard(of: CookingUnit(symbol: "tbsp")) } == .tablespoon)
    #expect(
      shared.using { $0.englishName(of: CookingUnit(symbol: "cup"), for: Rational(3)) } == "cups")
  }

  @Test("quantities past its capacity are measured as a kitchen measures them, as the first were")
  func measuresPastCapacity() throws {
    var memo = UnitMemo()
    for eighths in 1...(UnitMemo.capacity + 10) {
      let quantity = Quantity(try Rational(eighths, 8 * 3), .teaspoon)
      #expect(memo.kitchenMeasure(of: quantity) == quantity.kitchenMeasure)
    }
    // Asked again, the kept ones are the same.
    let first = Quantity(try Rational(1, 24), .teaspoon)
    #expect(memo.kitchenMeasure(of: first) == first.kitchenMeasure)
  }
}
