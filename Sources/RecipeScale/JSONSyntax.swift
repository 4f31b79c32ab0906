/// A validating scanner for JSON text (RFC 8259), used to say where a file that
/// `JSONDecoder` rejected goes wrong.
///
/// It runs in constant stack space however deep the nesting, and accepts a
/// UTF-8 byte-order mark at the start as `JSONDecoder` does.
public enum JSONSyntax {
  /// The deepest nesting of arrays and objects accepted, the same as `JSONDecoder`'s.
  public static let maximumDepth = 512

  /// Finds the first syntax error in a JSON text.
  ///
  /// - Parameter bytes: The text, as UTF-8.
  /// - Returns: The first error, or `nil` when the text is valid JSON.
  public static func firstError(in bytes: [UInt8]) -> JSONSyntaxError? {
    bytes.withUnsafeBufferPointer { buffer in
      var scanner = Scanner(bytes: buffer)
      guard let (reason, offset) = scanner.scanDocument() else { return nil }
      let (line, column) = position(of: offset, in: buffer)
      return JSONSyntaxError(reason, offset: offset, line: line, column: column)
    }
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

  struct Scanner {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0

    init(bytes: UnsafeBufferPointer<UInt8>) {
      self.bytes = bytes
    }

    private enum Container { case array, object }

    typealias Failure = (JSONSyntaxError.Reason, Int)

    mutating func scanDocument() -> Failure? {
      if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
      skipWhitespace()
      if index == bytes.count { return (.empty, index) }
      var stack: [Container] = []
      // Each turn scans one value, then the punctuation that follows it, so the
      // nesting lives in `stack` and never in the call stack.
      while true {
        skipWhitespace()
        guard index < bytes.count else { return (.unexpectedEnd(expected: "a value"), index) }
        switch bytes[index] {
        case UInt8(ascii: "["):
          index += 1
          skipWhitespace()
          if index < bytes.count && bytes[index] == UInt8(ascii: "]") {
            index += 1
          } else {
            guard stack.count < JSONSyntax.maximumDepth else { return (.tooDeep, index - 1) }
            stack.append(.array)
            continue
          }
        case UInt8(ascii: "{"):
          index += 1
          skipWhitespace()
          if index < bytes.count && bytes[index] == UInt8(ascii: "}") {
            index += 1
          } else {
            guard stack.count < JSONSyntax.maximumDepth else { return (.tooDeep, index - 1) }
            stack.append(.object)
            if let failure = scanKeyAndColon() { return failure }
            continue
          }
        case UInt8(ascii: "\""):
          if let failure = scanString() { return failure }
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
          if let failure = scanNumber() { return failure }
        case UInt8(ascii: "t"):
          if let failure = scanLiteral("true") { return failure }
        case UInt8(ascii: "f"):
          if let failure = scanLiteral("false") { return failure }
        case UInt8(ascii: "n"):
          if let failure = scanLiteral("null") { return failure }
        case let byte:
          return (.unexpected(found: JSONSyntax.describe(byte), expected: "a value"), index)
        }
        // A value is complete: close containers until one continues with a comma.
        while true {
          skipWhitespace()
          guard let container = stack.last else {
            guard index == bytes.count else {
              return (.trailingContent(found: JSONSyntax.describe(bytes[index])), index)
            }
            return nil
          }
          let close = container == .array ? UInt8(ascii: "]") : UInt8(ascii: "}")
          let expected = container == .array ? "',' or ']'" : "',' or '}'"
          guard index < bytes.count else { return (.unexpectedEnd(expected: expected), index) }
          if bytes[index] == close {
            index += 1
            stack.removeLast()
            continue
          }
          guard bytes[index] == UInt8(ascii: ",") else {
            return (
              .unexpected(found: JSONSyntax.describe(bytes[index]), expected: expected), index
            )
          }
          index += 1
          if container == .object, let failure = scanKeyAndColon() { return failure }
          break
        }
      }
    }

    private mutating func skipWhitespace() {
      while index < bytes.count {
        switch bytes[index] {
        case 0x20, 0x09, 0x0A, 0x0D: index += 1
        default: return
        }
      }
    }

    private mutating func scanKeyAndColon() -> Failure? {
      skipWhitespace()
      guard index < bytes.count else { return (.unexpectedEnd(expected: "a string key"), index) }
      guard bytes[index] == UInt8(ascii: "\"") else {
        return (
          .unexpected(found: JSONSyntax.describe(bytes[index]), expected: "a string key"), index
        )
      }
      if let failure = scanString() { return failure }
      skipWhitespace()
      guard index < bytes.count else { return (.unexpectedEnd(expected: "':'"), index) }
      guard bytes[index] == UInt8(ascii: ":") else {
        return (.unexpected(found: JSONSyntax.describe(bytes[index]), expected: "':'"), index)
      }
      index += 1
      return nil
    }

    private mutating func scanLiteral(_ literal: StaticString) -> Failure? {
      let text = UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount)
      for expected in text {
        guard index < bytes.count else {
          return (.unexpectedEnd(expected: "'\(literal)'"), index)
        }
        guard bytes[index] == expected else {
          return (
            .unexpected(found: JSONSyntax.describe(bytes[index]), expected: "'\(literal)'"), index
          )
        }
        index += 1
      }
      return nil
    }

    private mutating func scanNumber() -> Failure? {
      let start = index
      if bytes[index] == UInt8(ascii: "-") { index += 1 }
      guard index < bytes.count, isDigit(bytes[index]) else { return (.invalidNumber, start) }
      if bytes[index] == UInt8(ascii: "0") {
        index += 1
      } else {
        skipDigits()
      }
      if index < bytes.count && bytes[index] == UInt8(ascii: ".") {
        index += 1
        guard index < bytes.count, isDigit(bytes[index]) else { return (.invalidNumber, start) }
        skipDigits()
      }
      if index < bytes.count && (bytes[index] | 0x20) == UInt8(ascii: "e") {
        index += 1
        if index < bytes.count
          && (bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-"))
        {
          index += 1
        }
        guard index < bytes.count, isDigit(bytes[index]) else { return (.invalidNumber, start) }
        skipDigits()
      }
      return nil
    }

    private func isDigit(_ byte: UInt8) -> Bool {
      byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private mutating func skipDigits() {
      while index < bytes.count && isDigit(bytes[index]) { index += 1 }
    }

    private mutating func scanString() -> Failure? {
      index += 1  // the opening quote
      while index < bytes.count {
        let byte = bytes[index]
        switch byte {
        case UInt8(ascii: "\""):
          index += 1
          return nil
        case UInt8(ascii: "\\"):
          if let failure = scanEscape() { return failure }
        case 0x00..<0x20:
          return (.controlCharacterInString, index)
        case 0x20..<0x80:
          index += 1
        default:
          guard let length = utf8SequenceLength(at: index) else { return (.invalidUTF8, index) }
          index += length
        }
      }
      return (.unexpectedEnd(expected: "'\"' to close the string"), index)
    }

    private mutating func scanEscape() -> Failure? {
      let start = index
      index += 1
      guard index < bytes.count else { return (.unexpectedEnd(expected: "an escape"), index) }
      switch bytes[index] {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
        UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
        index += 1
        return nil
      case UInt8(ascii: "u"):
        index += 1
        guard let unit = hexQuad() else { return (.invalidEscape, start) }
        switch unit {
        case 0xD800..<0xDC00:
          // A high surrogate must be followed by an escaped low surrogate.
          guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
            bytes[index + 1] == UInt8(ascii: "u")
          else { return (.invalidEscape, start) }
          index += 2
          guard let low = hexQuad(), (0xDC00..<0xE000).contains(low) else {
            return (.invalidEscape, start)
          }
          return nil
        case 0xDC00..<0xE000:
          return (.invalidEscape, start)
        default:
          return nil
        }
      default:
        return (.invalidEscape, start)
      }
    }

    private mutating func hexQuad() -> UInt32? {
      guard index + 4 <= bytes.count else { return nil }
      var value: UInt32 = 0
      for _ in 0..<4 {
        let byte = bytes[index]
        let digit: UInt8
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
        default: return nil
        }
        value = value << 4 | UInt32(digit)
        index += 1
      }
      return value
    }

    /// The length of a well-formed multi-byte UTF-8 sequence, or `nil`.
    private func utf8SequenceLength(at start: Int) -> Int? {
      let lead = bytes[start]
      let length: Int
      var lowest: UInt8 = 0x80
      var highest: UInt8 = 0xBF
      switch lead {
      case 0xC2...0xDF: length = 2
      case 0xE0: (length, lowest) = (3, 0xA0)
      case 0xE1...0xEC, 0xEE...0xEF: length = 3
      case 0xED: (length, highest) = (3, 0x9F)
      case 0xF0: (length, lowest) = (4, 0x90)
      case 0xF1...0xF3: length = 4
      case 0xF4: (length, highest) = (4, 0x8F)
      default: return nil
      }
      guard start + length <= bytes.count else { return nil }
      for offset in 1..<length {
        let byte = bytes[start + offset]
        let range = offset == 1 ? lowest...highest : 0x80...0xBF
        guard range.contains(byte) else { return nil }
      }
      return length
    }
  }
}
