import Testing

@testable import RecipeScale

@Suite("The unit table by first word")
struct UnitWordsTests {
  @Test("every spelling stands once, under its first word, longest first and then in table order")
  func byFirstWord() throws {
    let entries = UnitWords.byFirstWord.entries
    let all = UnitWords.all
    let place = Dictionary(
      uniqueKeysWithValues: all.enumerated().map { (ObjectIdentifier($1), $0) })
    var seen = Set<ObjectIdentifier>()
    var firstPlaces: [Int] = []
    for (key, words) in entries {
      let places = try words.map { try #require(place[ObjectIdentifier($0)]) }
      #expect(words.allSatisfy { $0.words.first == key }, "a spelling under another word: \(key)")
      // Longer spellings first (`fl oz` before `fl`), table order among the same length.
      for (earlier, later) in zip(places, places.dropFirst()) {
        let (a, b) = (all[earlier].words.count, all[later].words.count)
        #expect(a > b || a == b && earlier < later, "out of order under \(key)")
      }
      seen.formUnion(words.map(ObjectIdentifier.init))
      firstPlaces.append(places.min() ?? -1)
    }
    // Every spelling with a word is somewhere, and nothing else is.
    #expect(seen == Set(all.filter { !$0.words.isEmpty }.map(ObjectIdentifier.init)))
    // The words in the order the table first lists them.
    #expect(firstPlaces == firstPlaces.sorted())
    #expect(Set(entries.map(\.0)).count == entries.count)
  }

  @Test(
    "a word of several spellings finds them all, the longest first", arguments: ["fl", "cup", "c"])
  func lookups(word: String) throws {
    let bytes = Array(word.utf8)
    let found = try #require(
      bytes.withUnsafeBufferPointer { UnitWords.byFirstWord.value(in: $0, 0..<$0.count) })
    let expected = UnitWords.all.filter { $0.words.first == bytes }
    #expect(Set(found.map(ObjectIdentifier.init)) == Set(expected.map(ObjectIdentifier.init)))
    #expect(found.map(\.words.count) == found.map(\.words.count).sorted(by: >))
  }

  @Test("every spelling is the table's own, which a unit as written holds uncounted")
  func tableWords() {
    #expect(UnitWords.all.allSatisfy(UnitWords.isTableWord))
    let stranger = UnitWord(
      spelling: "cup", words: [Array("cup".utf8)], kind: .measure, form: .singular, group: 0)
    #expect(!UnitWords.isTableWord(stranger))
  }
}
