import Testing

@testable import RecipeScale

/// The word tables the line reader asks: every key found however it is
/// written, no word found that folds to no key, and the entries as given.
@Suite("Word tables")
struct WordTableTests {
  static let words = [
    "tbsp", "cup", "fl oz", "Stück", "łyżka", "ст.л.", "c. à soupe", "longest-of-all-the-keys",
    "a", "g", "İ",
  ]
  static let indexed = WordTable(words.enumerated().map { ($1, $0) })
  static let present = WordTable(words.map { ($0, true) })
  static let repeated = WordTable([("Cup", 1), ("TBSP.", 2), ("cup", 3), ("Łyżka", 4)])
  static let latinCapitals = WordTable([
    ("ŀ", true), ("я", true), ("Ū", true), ("Zest", true),
  ])

  @Test("every key is found as written, in capitals, with periods, and in place in a line")
  func finds() {
    let table = Self.indexed
    for (index, word) in Self.words.enumerated() {
      // A period after a word, or inside it (`c. à soupe`), folds away.
      for written in [word, word.uppercased(), word + "."] {
        let line = Array(("1 " + written + " x").utf8)
        let found = table.value(in: line, 2..<2 + written.utf8.count)
        // `İ` folds to itself, which `uppercased()` of it is.
        #expect(found == index, "\(written)")
        #expect(table.value(of: written) == index, "\(written)")
      }
    }
  }

  @Test("a word in a line's bytes finds what the word alone finds")
  func wordInLine() {
    let line = Array("2 TBSP. sugar".utf8)
    #expect(Self.indexed.value(in: line, 2..<7) == 0)
    #expect(Self.indexed.value(of: "TBSP.") == 0)
    #expect(Self.indexed.value(of: "2 TBSP. sugar".dropFirst(2).prefix(5)) == 0)
    #expect(Self.indexed.value(in: line, 8..<13) == nil)
  }

  @Test("periods after the first letter fold away however many there are")
  func periods() {
    for word in ["t.b.s.p.", "t..b..s..p....", "c.u.p"] {
      #expect(Self.present.value(of: word) == true, "\(word)")
    }
  }

  @Test("no word is found that folds to no key, nor a key's prefix or extension")
  func misses() {
    let table = Self.present
    for word in [
      "tbs", "tbspp", "cups", "cu p", "b", "ı", "longest-of-all-the-key",
      "longest-of-all-the-keyss", "", "stuck",
    ] {
      #expect(table.value(of: word) == nil, "\(word)")
    }
  }

  @Test(
    "a byte may start a word exactly when a key starts with it, folded, or with its small letter")
  func firstBytes() {
    for table in [Self.present, Self.latinCapitals] {
      let starts = Set(table.entries.compactMap(\.key.first))
      for byte in UInt8.min...UInt8.max {
        let folded = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
        // The lead byte of a capital whose small letter has another: `Ł` is C5 81, `ł` C5 82,
        // but `Ŀ` is C4 BF and `ŀ` C5 80, as `Я` is D0 AF and `я` D1 8F.
        let capitalOf: UInt8? = byte == 0xC4 ? 0xC5 : byte == 0xD0 ? 0xD1 : nil
        let expected = starts.contains(folded) || capitalOf.map(starts.contains) == true
        #expect(table.mayStart(with: byte) == expected, "\(byte)")
      }
    }
  }

  @Test("capitals of every folded script find their small letters")
  func capitals() {
    #expect(Self.latinCapitals.value(of: "Ŀ") == true)
    #expect(Self.latinCapitals.value(of: "Я") == true)
    #expect(Self.latinCapitals.value(of: "ū") == true)
    #expect(Self.latinCapitals.value(of: "ZEST") == true)
  }

  @Test("the entries are the keys folded, each once, in the order given, with their values")
  func entries() {
    let table = Self.repeated
    #expect(
      table.entries.map { String(decoding: $0.key, as: UTF8.self) } == ["cup", "tbsp", "łyżka"])
    #expect(table.entries.map(\.value) == [1, 2, 4])
    #expect(table.longestKey == "łyżka".utf8.count)
  }

  @Test(
    "a word folding leaves as it is is called folded, and one it changes is not",
    arguments: [
      "cup", "tbsp", "fl oz", "克", "大さじ", "łyżka", "ложка", "Tbsp.", "Cup", "Stück", "ŁYŻKA",
      "Ложка", "c.à.s", "é", "ß", "Ö", "Ñandú", "x", "",
    ])
  func isFolded(word: String) {
    let bytes = Array(word.utf8)
    let folded = WordTable<Int>.folded(bytes.span)
    let isFolded = WordTable<Int>.isFolded(bytes.span)
    if isFolded {
      #expect(folded == bytes, "\(word)")
    }
    if folded != bytes {
      #expect(!isFolded, "\(word)")
    }
  }

  @Test(
    "a word of small letters is called folded in every script folding knows",
    arguments: ["cuillère", "łyżka", "ложка", "é", "ß", "çay", "tée", "ё", "ŀ"])
  func smallLettersAreFolded(word: String) {
    let bytes = Array(word.utf8)
    let isFolded = WordTable<Int>.isFolded(bytes.span)
    #expect(isFolded)
    #expect(WordTable<Int>.folded(bytes.span) == bytes)
  }

  @Test(
    "bytes that folding would change are never called folded",
    arguments: [[0xC4, 0x31], [0xD0, 0x41], [0xC5, 0xC5, 0x81], [0xC3, 0x89], [0xD0, 0x90]]
      as [[UInt8]])
  func changedBytesAreNotFolded(bytes: [UInt8]) {
    let isFolded = WordTable<Int>.isFolded(bytes.span)
    #expect(WordTable<Int>.folded(bytes.span) != bytes)
    #expect(!isFolded)
  }

  @Test("every unit spelling said to be folded folds to itself")
  func unitSpellingsFolded() {
    var foldedCount = 0
    for word in UnitWords.all where WordTable<Int>.isFolded(word.spelling.utf8.span) {
      foldedCount += 1
      #expect(word.key == Array(word.spelling.utf8), "\(word.spelling)")
    }
    #expect(foldedCount > UnitWords.all.count / 2, "most spellings are listed folded")
  }
}
