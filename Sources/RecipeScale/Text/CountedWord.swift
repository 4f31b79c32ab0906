/// Where the word that agrees with an amount lies in a unit or a name.
///
/// Kitchen phrases put the counted word in three places: last (`Large egg`,
/// `fl oz`), before a parenthesised size or note (`can (15 oz)`,
/// `Onion (large)`), and before `of` (`Leaf of basil`, `Sprig of rosemary`,
/// `pinch of`).
enum CountedWord {
  /// Splits a phrase around its counted word.
  ///
  /// - Parameter phrase: One or more words separated by spaces.
  /// - Returns: What comes before the counted word, the word, and what follows it;
  ///   for a phrase without spaces, the whole phrase is the word.
  static func split(_ phrase: Substring) -> (head: Substring, word: Substring, tail: Substring) {
    let bytes = phrase.utf8
    // Most units and names are one word: every printed line asks, so no walk for them.
    if bytes.last != UInt8(ascii: ")"), !bytes.contains(UInt8(ascii: " ")) {
      return (phrase[..<phrase.startIndex], phrase, phrase[phrase.endIndex...])
    }
    var end = bytes.endIndex
    // Parenthesised groups at the end are sizes and notes; `cup(s)` keeps its own.
    while let last = bytes[..<end].last, last == UInt8(ascii: ")"),
      let open = bytes[..<end].lastIndex(of: UInt8(ascii: "(")), open > bytes.startIndex,
      bytes[bytes.index(before: open)] == UInt8(ascii: " ")
    {
      var cut = bytes.index(before: open)
      while cut > bytes.startIndex, bytes[bytes.index(before: cut)] == UInt8(ascii: " ") {
        cut = bytes.index(before: cut)
      }
      guard cut > bytes.startIndex else { break }
      end = cut
    }
    if let of = firstOf(bytes[..<end]) { end = of }
    let wordStart =
      bytes[..<end].lastIndex(of: UInt8(ascii: " ")).map { bytes.index(after: $0) }
      ?? bytes.startIndex
    return (phrase[..<wordStart], phrase[wordStart..<end], phrase[end...])
  }

  /// Where the space before the first word `of` is, when a word comes before it.
  private static func firstOf(_ bytes: Substring.UTF8View.SubSequence) -> String.Index? {
    var index = bytes.startIndex
    while let space = bytes[index...].firstIndex(of: UInt8(ascii: " ")) {
      let o = bytes.index(after: space)
      guard o < bytes.endIndex else { return nil }
      let f = bytes.index(after: o)
      if f < bytes.endIndex, bytes[o] | 0x20 == UInt8(ascii: "o"),
        bytes[f] | 0x20 == UInt8(ascii: "f")
      {
        let after = bytes.index(after: f)
        if (after == bytes.endIndex || bytes[after] == UInt8(ascii: " ")),
          space > bytes.startIndex, bytes[bytes.index(before: space)] != UInt8(ascii: " ")
        {
          return space
        }
      }
      index = o
    }
    return nil
  }
}
