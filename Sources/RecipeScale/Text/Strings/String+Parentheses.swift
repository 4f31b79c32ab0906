extension String {
  /// The text with its parentheses paired, as a name a cook reads: a `)` with
  /// no `(` before it goes (`salt)` is `salt`), a `(` never closed is closed at
  /// the end (`onion (small` is `onion (small)`) unless another `(` follows it
  /// (`lemon ((zested)` is `lemon (zested)`), a pair that only wraps another
  /// pair is one (`((1/2 cup))` is `(1/2 cup)`), and an empty pair goes with
  /// the space before it (`flour ()` is `flour`). A face (`:)`, `;-)`) stays.
  ///
  /// Pages and typed lines hold such slips, and cutting a restated amount
  /// out of a note leaves some; the name then shows none of them.
  package var pairingParentheses: String {
    guard containsUTF8Byte(where: { $0 == UInt8(ascii: "(") || $0 == UInt8(ascii: ")") }) else {
      return self
    }
    // Most names pair theirs already (`1 (14 oz) can`): what the rules below
    // would leave is the text, trimmed.
    if String.pairsParentheses(utf8.span) { return trimmingSpaces }
    // Unmatched closers go; the places of unmatched openers are kept.
    var text: [Character] = []
    var unclosed: [Int] = []
    for character in self {
      // A face is no parenthesis: `sugar :)`, `;-)`, `:(`.
      let eyes = text.last == "-" ? text.dropLast().last : text.last
      if eyes == ":" || eyes == ";" {
        text.append(character)
        continue
      }
      if character == "(" {
        unclosed.append(text.count)
      } else if character == ")" {
        guard unclosed.popLast() != nil else { continue }
      }
      text.append(character)
    }
    for place in unclosed.reversed() {
      if place + 1 < text.count, text[place + 1] == "(" {
        text.remove(at: place)
      } else {
        text.append(")")
      }
    }
    // Doubled and empty pairs, until none is left: `(())` is nothing.
    while let (open, close) = String.redundantPair(in: text) {
      let isEmpty = text[(open + 1)..<close].allSatisfy(\.isWhitespace)
      text.remove(at: close)
      text.remove(at: open)
      if isEmpty {
        text.removeSubrange(open..<close - 1)
        // The space before an empty pair goes with it.
        if open > 0, text[open - 1] == " " { text.remove(at: open - 1) }
      }
    }
    return String(text).trimmingSpaces
  }

  /// Whether the pairing rules would change nothing in a text: every `(` is
  /// closed and every `)` closes one, no pair is empty or wraps another at
  /// once, and no face or character beyond ASCII stands at a parenthesis,
  /// which could make it part of another character. A text that is none of
  /// this may still be left as it is; the rules then decide.
  private static func pairsParentheses(_ bytes: Span<UInt8>) -> Bool {
    var depth = 0
    for index in bytes.indices {
      let byte = bytes[index]
      if byte == UInt8(ascii: ":") || byte == UInt8(ascii: ";") { return false }
      guard byte == UInt8(ascii: "(") || byte == UInt8(ascii: ")") else { continue }
      if index > 0, bytes[index - 1] >= 0x80 { return false }
      let next = index + 1 < bytes.count ? bytes[index + 1] : 0
      if next >= 0x80 { return false }
      if byte == UInt8(ascii: "(") {
        // An empty pair, one of spaces, or one that may wrap another.
        if next == UInt8(ascii: ")") || next == UInt8(ascii: "(") || (next <= 0x20 && next != 0) {
          return false
        }
        depth += 1
      } else {
        guard depth > 0 else { return false }
        depth -= 1
      }
    }
    return depth == 0
  }

  /// The first pair that is empty or only wraps another pair, as the places
  /// of its `(` and `)`.
  private static func redundantPair(in text: [Character]) -> (Int, Int)? {
    var opened: [Int] = []
    var pairs: [Int: Int] = [:]
    for (place, character) in text.enumerated() {
      if character == "(" {
        opened.append(place)
      } else if character == ")", let open = opened.popLast() {
        pairs[open] = place
      }
    }
    for open in pairs.keys.sorted() {
      guard let close = pairs[open] else { continue }
      if text[(open + 1)..<close].allSatisfy(\.isWhitespace) { return (open, close) }
      if text[open + 1] == "(", pairs[open + 1] == close - 1 { return (open, close) }
    }
    return nil
  }
}
