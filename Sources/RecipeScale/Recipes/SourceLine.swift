/// The line of text an ingredient was read from, held as a place in that text.
///
/// A text recipe of 100,000 lines made 100,000 strings for lines that most
/// commands never print; a place in the text, which every line shares, costs
/// a reference count, and the string is made when someone asks for it.
struct SourceLine: Hashable, Sendable {
  /// The text the line is part of.
  let text: String
  /// Where the line is in ``text``, in UTF-8 bytes.
  let range: Range<Int>

  /// A line that is a whole string.
  init(_ line: String) {
    text = line
    range = 0..<line.utf8.count
  }

  /// A line at a place in a text; `range` must fall on the starts of scalars.
  init(in text: String, at range: Range<Int>) {
    self.text = text
    self.range = range
  }

  /// The line's bytes.
  private var bytes: Substring.UTF8View {
    let utf8 = text.utf8
    let start = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
    return text[start..<utf8.index(start, offsetBy: range.count)].utf8
  }

  /// The line as a string of its own.
  var string: String {
    range.count == text.utf8.count ? text : String(Substring(bytes))
  }

  static func == (lhs: SourceLine, rhs: SourceLine) -> Bool {
    lhs.range.count == rhs.range.count && lhs.bytes.elementsEqual(rhs.bytes)
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(range.count)
    for byte in bytes { hasher.combine(byte) }
  }
}
