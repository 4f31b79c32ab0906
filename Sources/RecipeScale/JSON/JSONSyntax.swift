/// A validating scanner for JSON text (RFC 8259) that runs before `JSONDecoder`:
/// it says where a text goes wrong, rejects what `JSONDecoder` would let
/// through (some invalid UTF-8, duplicate keys), and finds the top-level
/// elements' byte ranges so they can be decoded in parallel.
///
/// It runs in constant stack space however deep the nesting, and accepts a
/// UTF-8 byte-order mark at the start as `JSONDecoder` does.
package enum JSONSyntax {
  /// The deepest nesting of arrays and objects accepted, the same as `JSONDecoder`'s.
  package static let maximumDepth = 512

  /// Finds the first syntax error in a JSON text.
  ///
  /// - Parameter bytes: The text, as UTF-8.
  /// - Returns: The first error, or `nil` when the text is valid JSON.
  package static func firstError(in bytes: [UInt8]) -> JSONSyntaxError? {
    if case .failure(let error) = scan(bytes.span) { return error }
    return nil
  }

  /// Checks a JSON text and describes its layout.
  ///
  /// Beyond RFC 8259 it rejects duplicate keys in an object, which the RFC
  /// allows but which leave it to chance which value a reader sees.
  ///
  /// - Parameter bytes: The text, as UTF-8.
  /// - Returns: The layout of a valid text, or the first error.
  package static func scan(_ bytes: [UInt8]) -> Result<JSONScan, JSONSyntaxError> {
    scan(bytes.span)
  }

  /// Checks a JSON text, as ``scan(_:)-([UInt8])`` does, given as a span:
  /// a whole file, or one line of JSON Lines in it.
  ///
  /// - Parameter bytes: The text, as UTF-8.
  /// - Returns: The layout of a valid text, or the first error.
  package static func scan(_ bytes: Span<UInt8>) -> Result<JSONScan, JSONSyntaxError> {
    var scanner = Scanner()
    guard let (reason, offset) = scanner.scanDocument(bytes) else {
      return .success(
        JSONScan(
          isArray: scanner.topLevelIsArray, elements: scanner.elements,
          nonIntegerNumbers: scanner.nonIntegerNumbers, unknownKeys: scanner.unknownKeys,
          ingredientFields: scanner.ingredientFields))
    }
    let (line, column) = lineAndColumn(of: offset, in: bytes)
    return .failure(JSONSyntaxError(reason, offset: offset, line: line, column: column))
  }

  /// The line and character column of a byte offset in a text.
  ///
  /// - Parameters:
  ///   - offset: A byte offset.
  ///   - bytes: The text.
  /// - Returns: The line and the column in characters, both counting from 1.
  package static func lineAndColumn(of offset: Int, in bytes: Span<UInt8>) -> (
    line: Int, column: Int
  ) {
    var line = 1
    var column = 1
    for index in 0..<min(offset, bytes.count) {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    return (line, column)
  }

  /// Whether a text starts with the UTF-8 byte-order mark, which a scan steps over.
  static func startsWithByteOrderMark(_ bytes: Span<UInt8>) -> Bool {
    bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
  }

  /// Describes the byte at an offset for a message: `'x'`, `"\u{1B}"`, or the end.
  static func describe(_ byte: UInt8) -> String {
    if byte >= 0x20 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
    return "byte 0x" + String(byte, radix: 16, uppercase: true)
  }
}
