extension TextRecipeReader {
  /// The lines of a text, one at a time, split at line feeds as bytes (a `\r\n`
  /// is one Character, so splitting Characters at `\n` would miss it), without
  /// the `\r`. Lazy, so a file of a billion empty lines costs no memory.
  static func lines(of text: String) -> UnfoldSequence<Substring, Int?> {
    sequence(state: Optional(0)) { (state: inout Int?) in
      guard let start = state else { return nil }
      let utf8 = text.utf8
      let end =
        ByteScan.firstIndex(of: UInt8(ascii: "\n"), in: utf8.span, from: start) ?? utf8.count
      var lineEnd = end
      if lineEnd > start, utf8[utf8.index(utf8.startIndex, offsetBy: lineEnd - 1)] == 0x0D {
        lineEnd -= 1
      }
      state = end < utf8.count ? end + 1 : nil
      return text[
        utf8.index(
          utf8.startIndex, offsetBy: start)..<utf8.index(
            utf8.startIndex, offsetBy: lineEnd)]
    }
  }

  /// A line without the spaces at its ends; ASCII spaces are checked as bytes,
  /// and only a line with other bytes at an end takes the Unicode path.
  static func trimmed(_ line: Substring) -> Substring {
    let bytes = line.utf8
    guard let first = bytes.firstIndex(where: { !TextLine.isSpace($0) }),
      let last = bytes.lastIndex(where: { !TextLine.isSpace($0) })
    else { return line[line.endIndex...] }
    if bytes[first] < 0x80 && bytes[last] < 0x80 {
      // Only ASCII spaces follow the last byte, so its Character ends with it:
      // the byte range is the Character range without a grapheme walk to find its end.
      return line[first..<bytes.index(after: last)]
    }
    guard let start = line.firstIndex(where: { !$0.isWhitespace }),
      let end = line.lastIndex(where: { !$0.isWhitespace })
    else { return line[line.endIndex...] }
    return line[start...end]
  }
}
