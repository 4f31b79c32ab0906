import Testing

@testable import RecipeScale

/// The slots of a word table find each of its keys, and nothing else,
/// whatever the keys and however many collide.
@Suite("Word slots")
struct WordSlotsTests {
  static func word(_ folded: String) -> FoldedWord {
    FoldedWordTests.folded(folded)
  }

  /// Slots of keys inserted in order.
  static func slots(_ keys: [String]) -> WordSlots {
    var slots = WordSlots(capacity: keys.count)
    for key in keys { _ = slots.insert(word(key)) }
    return slots
  }

  @Test("every key is found at its place, ASCII and not, short and long")
  func findsEveryKey() {
    let keys = [
      "cup", "tbsp", "tsp", "fl oz", "esslöffel", "łyżka", "大さじ", "seventeen-letters",
      "sixteen-letters!", "", "a", "ст л",
    ]
    let slots = Self.slots(keys)
    for (place, key) in keys.enumerated() {
      #expect(slots.place(of: Self.word(key)) == place, "\(key)")
    }
  }

  @Test(
    "a word that is no key is not found, even beside the keys",
    arguments: [
      "cups", "tbs", "c", "fl", "fl oz.", "esslöffe", "大さ", "seventeen-letter", "a\u{0}", "b",
    ])
  func missesOtherWords(word: String) {
    let slots = Self.slots(["cup", "tbsp", "fl oz", "esslöffel", "大さじ", "seventeen-letters", "a"])
    #expect(slots.place(of: Self.word(word)) == nil)
  }

  @Test("thousands of keys, full runs of slots among them, are each found, and no other word")
  func manyKeys() {
    var generator = SplitMix64(seed: 0x5107)
    let letters = Array("abcdefghijklmnopqrstuvwxyzäöüß".unicodeScalars)
    var keys: [String] = []
    var seen: Set<String> = []
    while keys.count < 5000 {
      let length = generator.int(in: 1...20)
      var word = ""
      for _ in 0..<length {
        word.unicodeScalars.append(letters[generator.int(in: 0...letters.count - 1)])
      }
      if seen.insert(word).inserted { keys.append(word) }
    }
    let slots = Self.slots(keys)
    for (place, key) in keys.enumerated() {
      #expect(slots.place(of: Self.word(key)) == place)
    }
    for _ in 0..<5000 {
      let word = String(repeating: "q", count: generator.int(in: 1...30)) + "x"
      #expect(
        slots.place(of: Self.word(word)) == (seen.contains(word) ? keys.firstIndex(of: word) : nil))
    }
  }

  @Test("a key inserted again is not new, and keeps its first place")
  func insertsOnce() {
    var slots = WordSlots(capacity: 4)
    let inserted = ["cup", "tbsp", "cup", "大さじ", "大さじ"].map { slots.insert(Self.word($0)) }
    #expect(inserted == [true, true, false, true, false])
    #expect(slots.place(of: Self.word("cup")) == 0)
    #expect(slots.place(of: Self.word("大さじ")) == 2)
  }

  @Test("no keys: nothing is found")
  func empty() {
    #expect(Self.slots([]).place(of: Self.word("cup")) == nil)
    #expect(Self.slots([]).place(of: Self.word("")) == nil)
  }
}
