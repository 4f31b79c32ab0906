/// A line of a text recipe that is not blank: where it stands in the text, and
/// where it is once the spaces at its ends are trimmed.
struct TextLine {
  /// The line's number in the text, from 1.
  let number: Int
  /// Where the line is in the text, without its line break.
  let range: Range<Int>
  /// Where the line is without the ASCII spaces at its ends; never empty.
  let trimmedRange: Range<Int>
  /// The line without the spaces at its ends, when a space beyond ASCII
  /// stands at one (`\u{A0}3 œufs`); `nil` when trimming ASCII spaces was enough.
  let unicodeTrimmed: Substring?
  /// The first byte of the trimmed line.
  let firstByte: UInt8
  /// The last byte of the trimmed line.
  let lastByte: UInt8

  /// The line in a range of a text, or `nil` when it is blank.
  ///
  /// - Parameters:
  ///   - bytes: The text.
  ///   - range: The line, without its line break.
  ///   - number: The line's number, from 1.
  init?(_ bytes: [UInt8], _ range: Range<Int>, number: Int) {
    var first = range.lowerBound
    while first < range.upperBound, TextLine.isSpace(bytes[first]) { first += 1 }
    guard first < range.upperBound else { return nil }
    var last = range.upperBound - 1
    while TextLine.isSpace(bytes[last]) { last -= 1 }
    // Only a line that starts or ends in a space beyond ASCII needs trimming
    // as a string: a line that starts with `½` or ends with `é` is trimmed already.
    if bytes[first] >= 0x80 && LineText.spaceLength(bytes, first, range.upperBound) > 0
      || bytes[last] >= 0x80 && LineText.spaceLengthEnding(bytes, last + 1, first) > 0
    {
      let trimmed = TextRecipeReader.trimmed(
        Substring(String(decoding: bytes[range], as: UTF8.self)))
      guard let head = trimmed.utf8.first, let tail = trimmed.utf8.last else { return nil }
      (unicodeTrimmed, firstByte, lastByte) = (trimmed, head, tail)
    } else {
      (unicodeTrimmed, firstByte, lastByte) = (nil, bytes[first], bytes[last])
    }
    self.number = number
    self.range = range
    trimmedRange = first..<last + 1
  }

  /// The line without the spaces at its ends, as a string: for the lines that
  /// are more than an ingredient.
  ///
  /// - Parameter bytes: The text the line is in.
  /// - Returns: The trimmed line.
  func trimmedText(in bytes: [UInt8]) -> Substring {
    unicodeTrimmed ?? Substring(String(decoding: bytes[trimmedRange], as: UTF8.self))
  }

  /// The line without Markdown's bold, a list marker or a colon: a heading's words.
  ///
  /// - Parameter bytes: The text the line is in.
  /// - Returns: The words.
  func headingWords(in bytes: [UInt8]) -> String {
    TextRecipeReader.headingWords(trimmedText(in: bytes))
  }

  /// Whether a byte is an ASCII space as ``TextRecipeReader/trimmed(_:)``
  /// trims it: space, tab, line feed, vertical tab, form feed, carriage return.
  static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || (0x09...0x0D).contains(byte)
  }
}
