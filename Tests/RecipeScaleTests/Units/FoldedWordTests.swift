import Testing

@testable import RecipeScale

/// The key of a word table: words that fold alike are one key, whether they are
/// held in two integers (ASCII, up to sixteen bytes) or as a string.
@Suite("Folded words as keys")
struct FoldedWordTests {
  static func key(_ written: String, limit: Int = 64) -> FoldedWord? {
    let bytes = Array(written.utf8)
    return FoldedWord(folding: bytes.span, limit: limit)
  }

  static func folded(_ written: String) -> FoldedWord {
    let bytes = Array(written.utf8)
    return FoldedWord(folded: bytes.span)
  }

  @Test(
    "a word written any way is the key of its folded bytes",
    arguments: [
      ("TBSP.", "tbsp"), ("Cup", "cup"), ("c.à.s.", "càs"), ("ŁYŻKA", "łyżka"),
      ("fluid ounces", "fluid ounces"), ("Sixteen-Letters!", "sixteen-letters!"),
      ("Seventeen-Letters", "seventeen-letters"), ("ST. L.", "st l"),
    ])
  func foldsToKey(written: String, key: String) throws {
    let found = try #require(Self.key(written))
    #expect(found == Self.folded(key))
    #expect(found.hashValue == Self.folded(key).hashValue)
  }

  @Test(
    "words that fold apart are different keys",
    arguments: [
      ("tbsp", "tsp"), ("cup", "cups"), ("sixteen-letters!", "sixteen-letters?"),
      ("seventeen-letters", "seventeen-letter"), ("a", "a\u{0}"), ("stuck", "stück"),
      ("", "a"),
    ])
  func apart(one: String, other: String) {
    #expect(Self.folded(one) != Self.folded(other))
  }

  @Test("a word with combining marks is the key of its composed spelling")
  func canonicalEquivalence() throws {
    let decomposed = try #require(Self.key("STU\u{308}CK"))
    #expect(decomposed == Self.folded("stück"))
    #expect(decomposed.hashValue == Self.folded("stück").hashValue)
  }

  @Test("a word that folds longer than the limit is no key; one that folds to it is")
  func limit() {
    #expect(Self.key("tbsp", limit: 3) == nil)
    #expect(Self.key("t.b.s.p.", limit: 4) == Self.folded("tbsp"))
    #expect(Self.key("tbsp", limit: 4) == Self.folded("tbsp"))
  }

  @Test("a table finds a key however its word is written, past sixteen bytes too")
  func inTable() {
    let table = WordTable([("Seventeen-Letters", 1), ("cup", 2), ("Stück", 3)])
    #expect(table.value(of: "SEVENTEEN-LETTERS.") == 1)
    #expect(table.value(of: "C.U.P") == 2)
    #expect(table.value(of: "stu\u{308}ck") == 3)
    #expect(table.value(of: "seventeen-letter") == nil)
  }
}
