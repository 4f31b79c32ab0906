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
    if case .failure(let error) = scan(bytes) { return error }
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
    bytes.withUnsafeBufferPointer { scan($0) }
  }

  /// Checks a JSON text in memory that the caller owns, such as a mapped file.
  ///
  /// - Parameter buffer: The text, as UTF-8.
  /// - Returns: The layout of a valid text, or the first error.
  package static func scan(_ buffer: UnsafeBufferPointer<UInt8>) -> Result<
    JSONScan, JSONSyntaxError
  > {
    var scanner = Scanner(bytes: buffer)
    guard let (reason, offset) = scanner.scanDocument() else {
      return .success(
        JSONScan(
          isArray: scanner.topLevelIsArray, elements: scanner.elements,
          nonIntegerNumbers: scanner.nonIntegerNumbers, unknownKeys: scanner.unknownKeys,
          ingredientFields: scanner.ingredientFields))
    }
    let (line, column) = position(of: offset, in: buffer)
    return .failure(JSONSyntaxError(reason, offset: offset, line: line, column: column))
  }

  /// The line and character column of a byte offset in a text.
  ///
  /// - Parameters:
  ///   - offset: A byte offset.
  ///   - bytes: The text.
  /// - Returns: The line and the column in characters, both counting from 1.
  package static func lineAndColumn(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
    bytes.withUnsafeBufferPointer { position(of: offset, in: $0) }
  }

  /// The line and character column of a byte offset in a text in memory the caller owns.
  ///
  /// - Parameters:
  ///   - offset: A byte offset.
  ///   - bytes: The text.
  /// - Returns: The line and the column in characters, both counting from 1.
  package static func lineAndColumn(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (
    line: Int, column: Int
  ) {
    position(of: offset, in: bytes)
  }

  /// The line and character column of a byte offset, both counting from 1.
  static func position(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (Int, Int) {
    var line = 1
    var column = 1
    for byte in bytes[..<min(offset, bytes.count)] {
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    return (line, column)
  }

  /// Describes the byte at an offset for a message: `'x'`, `"\u{1B}"`, or the end.
  static func describe(_ byte: UInt8) -> String {
    if byte >= 0x20 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
    return "byte 0x" + String(byte, radix: 16, uppercase: true)
  }
}
