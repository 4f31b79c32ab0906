/// The line of text an ingredient was read from, held as a place in that text.
///
/// A text recipe of 100,000 lines made 100,000 strings for lines that most
/// commands never print; a place in the text, which every line shares, costs
/// a reference count, and the string is made when someone asks for it.
struct SourceLine: Hashable, Sendable {
  /// The text the line is part of.
  private let text: SourceText
  /// Where the line is in ``text``, in UTF-8 bytes.
  let range: Range<Int>

  /// A line that is a whole string.
  init(_ line: String) {
    text = SourceText(line)
    range = 0..<line.utf8.count
  }

  /// A line at a place in a text; `range` must fall on the starts of scalars.
  init(in text: SourceText, at range: Range<Int>) {
    self.text = text
    self.range = range
  }

  /// The line as a string of its own.
  var string: String { text.string(range) }

  static func == (lhs: SourceLine, rhs: SourceLine) -> Bool {
    lhs.range.count == rhs.range.count
      && lhs.text.withBytes(lhs.range) { left in
        rhs.text.withBytes(rhs.range) { right in left.elementsEqual(right) }
      }
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(range.count)
    text.withBytes(range) { bytes in
      for byte in bytes { hasher.combine(byte) }
    }
  }
}
