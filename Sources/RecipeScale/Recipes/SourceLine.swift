/// The line of text an ingredient was read from, held as a place in that text.
///
/// A text recipe of 100,000 lines made 100,000 strings for lines that most
/// commands never print; a place in the text, which every line shares, costs
/// a reference count, and the string is made when someone asks for it.
struct SourceLine: Hashable, Sendable {
  /// The text the line is part of.
  private let text: SourceText
  /// Where the line is in ``text``: the offset of its first byte in the high
  /// 40 bits, its length in UTF-8 bytes in the low 24; ``wholeText`` for all of it.
  ///
  /// Packed, a line costs its ingredient 16 bytes, not 24: with the box's other
  /// fields, a million ingredients take 112 MB of memory, not 144.
  private let place: UInt64

  /// The ``place`` of a line that is its text, whole.
  private static let wholeText = UInt64.max

  /// A line that is a whole string.
  init(_ line: String) {
    self.init(text: SourceText(line), place: SourceLine.wholeText)
  }

  /// A line at a place in a text; `range` must fall on the starts of scalars.
  init(in text: SourceText, at range: Range<Int>) {
    guard range.lowerBound < 1 << 40, range.count < 1 << 24 else {
      // A line of 16 MiB, or a terabyte into its text, is a text of its own.
      self.init(text.string(range))
      return
    }
    self.init(text: text, place: UInt64(range.lowerBound) << 24 | UInt64(range.count))
  }

  private init(text: SourceText, place: UInt64) {
    self.text = text
    self.place = place
  }

  /// Where the line is in ``text``, in UTF-8 bytes.
  var range: Range<Int> {
    if place == SourceLine.wholeText { return 0..<text.count }
    let start = Int(place >> 24)
    return start..<start + Int(place & 0xFF_FFFF)
  }

  /// The line as a string of its own.
  var string: String { text.string(range) }

  /// Part of the line as a string of its own.
  ///
  /// - Parameter part: Offsets from the line's start, on the starts of scalars.
  /// - Returns: The part.
  func string(inLine part: Range<Int>) -> String {
    let start = range.lowerBound
    return text.string(start + part.lowerBound..<start + part.upperBound)
  }

  /// Part of the line's UTF-8 bytes, where they lie in the text.
  ///
  /// - Parameter part: Offsets from the line's start.
  /// - Returns: The bytes, indexed as in the whole text.
  func bytes(inLine part: Range<Int>) -> ArraySlice<UInt8> {
    let start = range.lowerBound
    return text.bytes[start + part.lowerBound..<start + part.upperBound]
  }

  static func == (lhs: SourceLine, rhs: SourceLine) -> Bool {
    lhs.text.bytes[lhs.range] == rhs.text.bytes[rhs.range]
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(range.count)
    for byte in text.bytes[range] { hasher.combine(byte) }
  }
}
