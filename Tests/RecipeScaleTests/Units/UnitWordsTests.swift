import Testing

@testable import RecipeScale

@Suite("The unit table")
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
    #expect(Set(entries.map(\.key)).count == entries.count)
  }

  @Test(
    "a word of several spellings finds them all, the longest first", arguments: ["fl", "cup", "c"])
  func lookups(word: String) throws {
    let bytes = Array(word.utf8)
    let found = try #require(UnitWords.byFirstWord.value(in: bytes, bytes.indices))
    let expected = UnitWords.all.filter { $0.words.first == bytes }
    #expect(Set(found.map(ObjectIdentifier.init)) == Set(expected.map(ObjectIdentifier.init)))
    #expect(found.map(\.words.count) == found.map(\.words.count).sorted(by: >))
  }

  @Test("the units with a legal definition come first, and no other spelling is of one")
  func standardFirst() {
    let isStandard = { (word: UnitWord) -> Bool in
      if case .standard = word.kind { true } else { false }
    }
    let firstOther = UnitWords.all.firstIndex { !isStandard($0) } ?? UnitWords.all.endIndex
    #expect(firstOther > 0)
    for word in UnitWords.all[firstOther...] where isStandard(word) {
      Issue.record("\(word.spelling) after the standard units")
    }
  }

  @Test("a unit as written is looked up as its first listing in the line reader's table")
  func lookupIsFirstListing() {
    var firstListing: [[UInt8]: UnitWord] = [:]
    for word in UnitWords.all where firstListing[word.key] == nil { firstListing[word.key] = word }
    for (key, expected) in firstListing {
      let written = String(decoding: key, as: UTF8.self)
      let found = UnitWords.spelling(of: written)
      #expect(found?.spelling == expected.spelling, "\(written)")
      #expect(found?.group == expected.group && found?.form == expected.form, "\(written)")
      if case .standard(let unit) = expected.kind {
        #expect(UnitWords.standardUnit(of: written) == unit, "\(written)")
      } else {
        #expect(UnitWords.standardUnit(of: written) == nil, "\(written)")
      }
    }
  }

  /// ``CookingUnit/isAbbreviation`` asks only a word's first listing.
  @Test("a one-word spelling listed more than once is the same form in every listing")
  func sameFormWhereverListed() {
    var forms: [[UInt8]: UnitWord.Form] = [:]
    for word in UnitWords.all where word.words.count == 1 {
      if let first = forms[word.words[0]] {
        #expect(first == word.form, "\(word.spelling)")
      } else {
        forms[word.words[0]] = word.form
      }
    }
  }

  @Test(
    "a unit as written finds its first listing, folded",
    arguments: [
      ("Tbsp.", "tbsp", "en"), ("FL. OZ.", "fl oz", "en"), ("EL", "EL", "de"),
      ("tasse", "Tasse", "de"), ("Pkt", "pkt", "en"), ("ZEHEN", "Zehen", "de"),
      ("ст. л.", "ст л", "ru"), ("克", "克", "en"),
    ])
  func firstListing(written: String, spelling: String, language: String) throws {
    let word = try #require(UnitWords.spelling(of: written))
    #expect(word.spelling == spelling)
    #expect(word.language == language)
    #expect(UnitWords.spelling(of: "thigh") == nil)
  }

  @Test(
    "a unit written with combining marks finds the listing of its composed spelling",
    arguments: [
      ("Stu\u{308}ck", "Stück"), ("s\u{30C}petka", "špetka"),
      ("c\u{327}ay kas\u{327}\u{131}g\u{306}\u{131}", "çay kaşığı"),
    ])
  func decomposedSpelling(written: String, spelling: String) throws {
    #expect(written.utf8.count != spelling.utf8.count)
    let word = try #require(UnitWords.spelling(of: written))
    #expect(word.spelling == spelling)
  }

  /// ``UnitListingsByLanguage`` looks for a key of ASCII alone among spellings
  /// of ASCII alone, and for an East Asian key among East Asian spellings: no
  /// spelling may hold a scalar that is canonically equivalent across them.
  @Test("no unit spelling holds a scalar that decomposes across scripts, or a combining mark")
  func noScalarsAcrossScripts() {
    let across: Set<UInt32> = [0x3B, 0x60, 0x37E, 0x1FEF, 0x212A, 0x2329, 0x232A, 0x3008, 0x3009]
    for word in UnitWords.all {
      for scalar in word.spelling.unicodeScalars {
        #expect(!across.contains(scalar.value), "\(word.spelling)")
        #expect(scalar.properties.canonicalCombiningClass == .notReordered, "\(word.spelling)")
      }
      #expect(word.spelling.first != ".", "\(word.spelling)")
    }
  }
}
