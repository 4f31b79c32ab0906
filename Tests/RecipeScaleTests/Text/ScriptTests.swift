import RecipeScale
import Testing

@Suite("Scripts of letters")
struct ScriptTests {
  /// A word of each script, as recipes write names and units.
  static let words: [(word: String, script: Script)] = [
    ("鸡蛋", .han), ("克", .han), ("たまご", .hiragana), ("カップ", .katakana), ("계란", .hangul),
    ("луковица", .cyrillic), ("αυγό", .greek), ("بيض", .arabic), ("ביצה", .hebrew),
    ("अंडा", .devanagari), ("ไข่", .thai), ("ձու", .other), ("egg", .latin), ("Äpfel", .latin),
    ("œuf", .latin), ("jalapeño", .latin), ("Łódź", .latin),
  ]

  @Test("are told by the first letter of each word", arguments: words)
  func script(word: String, script: Script) throws {
    let first = try #require(word.unicodeScalars.first { Script(of: $0) != nil })
    #expect(Script(of: first) == script)
  }

  @Test("only Latin words count as Latin", arguments: words)
  func isLatin(word: String, script: Script) {
    #expect(Script.isLatin(Substring(word)) == (script == .latin))
  }

  @Test("digits, marks, punctuation and emoji are no letters")
  func noLetters() {
    for text in ["1", "½", "-", "(", "\u{301}", "🧂", "×", " "] {
      #expect(text.unicodeScalars.allSatisfy { Script(of: $0) == nil }, "\(text)")
    }
    #expect(Script.isLatin("14 oz"))
    #expect(Script.isLatin("🧂"))
  }

  @Test("one letter in another script makes a word not Latin")
  func mixed() {
    #expect(!Script.isLatin("eggs鸡"))
    #expect(!Script.isLatin("Kaffeeтасса"))
  }
}
