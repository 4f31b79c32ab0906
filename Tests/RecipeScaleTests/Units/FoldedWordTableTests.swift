import Testing

@testable import RecipeScale

/// The word tables the line reader asks: every key found however it is
/// written, no word found that folds to no key, and the entries as given.
///
/// A table's memory is never freed, as every table is a `static let`: so are
/// these, or the leak checker under `make test-asan` would report them.
@Suite("Folded word tables")
struct FoldedWordTableTests {
  static let words = [
    "tbsp", "cup", "fl oz", "Stück", "łyżka", "ст.л.", "c. à soupe", "longest-of-all-the-keys",
    "a", "g", "İ",
  ]
  static let indexed = FoldedWordTable(words.enumerated().map { ($1, $0) })
  static let present = FoldedWordTable(words.map { ($0, true) })
  static let repeated = FoldedWordTable([("Cup", 1), ("TBSP.", 2), ("cup", 3), ("Łyżka", 4)])
  static let pinch = FoldedWordTable([("pinch", 7)])
  static let latinCapitals = FoldedWordTable([
    ("ŀ", true), ("я", true), ("Ū", true), ("Zest", true),
  ])

  @Test("every key is found as written, in capitals, with periods, and in place in a line")
  func finds() {
    let table = Self.indexed
    for (index, word) in Self.words.enumerated() {
      // A period after a word, or inside it (`c. à soupe`), folds away.
      for written in [word, word.uppercased(), word + "."] {
        let line = Array(("1 " + written + " x").utf8)
        let found = line.withUnsafeBufferPointer { bytes in
          table.value(in: bytes, 2..<2 + written.utf8.count)
        }
        // `İ` folds to itself, which `uppercased()` of it is.
        #expect(found == index, "\(written)")
      }
    }
  }

  @Test("no word is found that folds to no key, nor a key's prefix or extension")
  func misses() {
    let table = Self.present
    for word in ["tbs", "tbspp", "cups", "cu p", "b", "ı", "longest-of-all-the-key", "", "stuck"] {
      let bytes = Array(word.utf8)
      let found = bytes.withUnsafeBufferPointer { table.value(in: $0, 0..<$0.count) }
      #expect(found == nil, "\(word)")
    }
  }

  @Test(
    "a byte may start a word exactly when a key starts with it, folded, or with its small letter")
  func firstBytes() {
    for table in [Self.present, Self.latinCapitals] {
      let starts = Set(table.entries.compactMap(\.0.first))
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

  @Test("the entries are the keys folded, each once, in the order given, with their values")
  func entries() {
    let table = Self.repeated
    #expect(
      table.entries.map { String(decoding: $0.0, as: UTF8.self) } == ["cup", "tbsp", "łyżka"])
    #expect(table.entries.map(\.1) == [1, 2, 4])
    #expect(table.longestKey == "łyżka".utf8.count)
  }

  @Test("a table copied is the same table: copies share the keys, which are never freed")
  func copies() {
    var tables = [Self.pinch]
    for _ in 0..<100 { tables.append(tables[tables.count - 1]) }
    let bytes = Array("PINCH".utf8)
    #expect(
      tables.allSatisfy { table in
        bytes.withUnsafeBufferPointer { table.value(in: $0, 0..<$0.count) } == 7
      })
  }
}
