/// One piece of text read for a pan size: a number, a word or a mark.
///
/// Pan sizes are written with marks glued to numbers (`9x13"`, `24cm`,
/// `9-inch`), so the text is cut into these pieces first and the pieces are
/// matched against what pans are named with. Words are lowercased, and the
/// marks that mean one thing are written one way: `×` is the word `x`, every
/// inch mark is `"`, every hyphen is `-`, and `⌀` is `ø`.
struct PanToken: Hashable, Sendable {
  /// What the piece is.
  enum Kind: Hashable, Sendable {
    /// A number, exactly: `9`, `22.5`, `8 1/2` and `8½` are one piece each.
    case number(Rational)
    /// Digits that have no 64-bit value.
    case unreadableNumber
    /// A run of letters, lowercased.
    case word(String)
    /// Any other character.
    case mark(Character)
  }

  /// What the piece is.
  let kind: Kind
  /// Whether a space comes before the piece: `9 -inch` is not `9-inch`, and
  /// `-9` after a space is a negative number.
  let followsSpace: Bool
  /// Where the piece is in the text, in characters, so that a size can be
  /// rewritten in place (see ``PanSize/replacing(_:with:in:)``).
  let characters: Range<Int>

  /// The number, if the piece is one.
  var number: Rational? {
    if case .number(let value) = kind { return value }
    return nil
  }

  /// The word, if the piece is one.
  var word: String? {
    if case .word(let text) = kind { return text }
    return nil
  }

  /// Whether the piece is a given mark.
  func isMark(_ mark: Character) -> Bool { kind == .mark(mark) }

  /// Whether the piece is a word of a set.
  func isWord(in words: Set<String>) -> Bool { word.map(words.contains) ?? false }
}
