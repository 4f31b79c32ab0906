/// The lines of a text that are not blank, one at a time, split as
/// ``TextRecipeReader/lines(of:)`` splits them: at line feeds, without a `\r`
/// before one, and a last line after the last line feed.
struct TextLines: IteratorProtocol {
  private let bytes: [UInt8]
  /// Where the next line starts; past the end when there is none.
  private var start: Int
  /// The number of the line before the next one.
  private var number: Int

  /// The lines of a text from an offset on.
  ///
  /// - Parameters:
  ///   - bytes: The text.
  ///   - start: Where the first line starts.
  ///   - number: The number of the line before the first, 0 at the start of the text.
  init(_ bytes: [UInt8], from start: Int, afterLine number: Int) {
    self.bytes = bytes
    self.start = start
    self.number = number
  }

  mutating func next() -> TextLine? {
    while start <= bytes.count {
      let lineFeed =
        ByteScan.firstIndex(of: UInt8(ascii: "\n"), in: bytes.span, from: start) ?? bytes.count
      var end = lineFeed
      if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
      let range = start..<end
      start = lineFeed + 1
      number += 1
      if let line = TextLine(bytes, range, number: number) { return line }
    }
    return nil
  }
}
