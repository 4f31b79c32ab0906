/// A lenient JSON reader for the contents of a JSON-LD script.
///
/// Lenient where real pages are sloppy: raw newlines and tabs in strings, a
/// trailing comma, unknown escapes, duplicate keys (the first counts), keys
/// padded with spaces, `//` and `/* */` comments between tokens, HTML comment
/// or CDATA markers and `;` around the JSON, several values one after another.
/// Nesting lives in a stack, never in the call stack, and stops at
/// ``JSONSyntax/maximumDepth``, so no input can exhaust the stack.
///
/// The parser keeps its place, not the page: each step is given the page.
struct JSONLDParser {
  private var index: Int
  private let end: Int

  /// Creates a reader of a part of a page.
  ///
  /// - Parameters:
  ///   - range: The part holding the JSON.
  ///   - bytes: The whole page, so offsets are the page's.
  init(range: Range<Int>, in bytes: Span<UInt8>) {
    self.index = range.lowerBound
    self.end = min(range.upperBound, bytes.count)
  }

  /// An array or object being read.
  private struct Frame {
    var isObject: Bool
    var offset: Int
    var items: [JSONLDValue] = []
    var members: [JSONLDValue.Member] = []
    var key = ""
  }

  /// Reads every top-level array or object; text after the last one is ignored.
  ///
  /// - Parameter bytes: The page the parser was made for.
  /// - Returns: The values, or the first error when not even one could be read.
  mutating func parseDocument(_ bytes: Span<UInt8>) -> Result<[JSONLDValue], JSONLDSyntaxError> {
    var values: [JSONLDValue] = []
    while true {
      skipJunk(bytes)
      guard index < end, bytes[index] == UInt8(ascii: "{") || bytes[index] == UInt8(ascii: "[")
      else { break }
      switch parseValue(bytes) {
      case .success(let value): values.append(value)
      case .failure(let error):
        // Keep what was read: a broken second value should not hide a good first.
        if values.isEmpty { return .failure(error) }
        return .success(values)
      }
    }
    if values.isEmpty {
      return .failure(
        JSONLDSyntaxError(offset: index, reason: "expected { or [, found \(found(bytes))"))
    }
    return .success(values)
  }

  /// What stands at the current byte, for messages.
  private func found(_ bytes: Span<UInt8>) -> String {
    guard index < end else { return "the end of the block" }
    let byte = bytes[index]
    if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
    return "byte 0x" + String(byte, radix: 16, uppercase: true)
  }

  private func fail(_ expected: String, _ bytes: Span<UInt8>) -> Result<
    JSONLDValue, JSONLDSyntaxError
  > {
    .failure(
      JSONLDSyntaxError(offset: index, reason: "expected \(expected), found \(found(bytes))"))
  }

  /// Reads one value, its nested values on a stack of frames.
  private mutating func parseValue(_ bytes: Span<UInt8>) -> Result<JSONLDValue, JSONLDSyntaxError> {
    var stack: [Frame] = []
    while true {
      skipSpace(bytes)
      guard index < end else { return fail("a value", bytes) }
      let start = index
      var value: JSONLDValue
      switch bytes[index] {
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        let isObject = bytes[index] == UInt8(ascii: "{")
        guard stack.count < JSONSyntax.maximumDepth else {
          return .failure(
            JSONLDSyntaxError(
              offset: index,
              reason: "arrays and objects nested deeper than \(JSONSyntax.maximumDepth) levels"))
        }
        index += 1
        skipSpace(bytes)
        let closer = UInt8(ascii: isObject ? "}" : "]")
        if index < end, bytes[index] == closer {
          index += 1
          value = isObject ? .object([], offset: start) : .array([], offset: start)
        } else {
          var frame = Frame(isObject: isObject, offset: start)
          if isObject {
            guard let key = parseKey(bytes) else { return fail("a key in quotes", bytes) }
            frame.key = key
          }
          stack.append(frame)
          continue
        }
      case UInt8(ascii: "\""):
        guard let string = parseString(bytes) else {
          index = start
          return .failure(JSONLDSyntaxError(offset: start, reason: "a string is not closed"))
        }
        value = string
      case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
        guard let literal = parseLiteral(bytes) else { return fail("a value", bytes) }
        value = literal
      case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
        value = parseNumber(bytes)
      default:
        return fail("a value", bytes)
      }
      // A value is complete: add it to its container, closing those that end here.
      while true {
        guard !stack.isEmpty else { return .success(value) }
        let top = stack.count - 1
        let isObject = stack[top].isObject
        if isObject {
          stack[top].members.append(JSONLDValue.Member(key: stack[top].key, value: value))
        } else {
          stack[top].items.append(value)
        }
        skipSpace(bytes)
        let closer = UInt8(ascii: isObject ? "}" : "]")
        if index < end, bytes[index] == UInt8(ascii: ",") {
          index += 1
          skipSpace(bytes)
          // A trailing comma, as some sites write: the container closes.
          if index < end, bytes[index] == closer {
            index += 1
            value = close(stack.removeLast())
            continue
          }
          if isObject {
            guard let key = parseKey(bytes) else { return fail("a key in quotes", bytes) }
            stack[top].key = key
          }
          break
        }
        guard index < end, bytes[index] == closer else {
          return fail(isObject ? "',' or '}'" : "',' or ']'", bytes)
        }
        index += 1
        value = close(stack.removeLast())
      }
    }
  }

  /// The value of a finished frame; removed from the stack first, so nothing is copied.
  private func close(_ frame: Frame) -> JSONLDValue {
    frame.isObject
      ? .object(frame.members, offset: frame.offset) : .array(frame.items, offset: frame.offset)
  }

  /// Reads `"key" :`, or returns `nil` when that is not what follows.
  private mutating func parseKey(_ bytes: Span<UInt8>) -> String? {
    skipSpace(bytes)
    guard index < end, bytes[index] == UInt8(ascii: "\""),
      case .string(let key, _, _)? = parseString(bytes)
    else { return nil }
    skipSpace(bytes)
    guard index < end, bytes[index] == UInt8(ascii: ":") else { return nil }
    index += 1
    // `" name"` or `"recipeIngredient "`: a key padded by hand still names its field.
    if let first = key.utf8.first, let last = key.utf8.last,
      first <= 0x20 || last <= 0x20 || first >= 0x80 || last >= 0x80
    {
      return key.trimmingSpaces
    }
    return key
  }

  /// Reads a string from its opening quote, or returns `nil` when it never closes.
  private mutating func parseString(_ bytes: Span<UInt8>) -> JSONLDValue? {
    let open = index
    var cursor = index + 1
    // Most strings have no escape: one scan, one copy.
    while cursor < end, bytes[cursor] != UInt8(ascii: "\""), bytes[cursor] != UInt8(ascii: "\\") {
      cursor += 1
    }
    guard cursor < end else { return nil }
    if bytes[cursor] == UInt8(ascii: "\"") {
      let text = String(utf8: bytes.extracting((open + 1)..<cursor))
      index = cursor + 1
      return .string(text, offset: open, escaped: false)
    }
    var out = [UInt8](copying: bytes.extracting((open + 1)..<cursor))
    while cursor < end {
      let byte = bytes[cursor]
      if byte == UInt8(ascii: "\"") {
        index = cursor + 1
        return .string(String(decoding: out, as: UTF8.self), offset: open, escaped: true)
      }
      guard byte == UInt8(ascii: "\\"), cursor + 1 < end else {
        out.append(byte)
        cursor += 1
        continue
      }
      let escape = bytes[cursor + 1]
      cursor += 2
      switch escape {
      case UInt8(ascii: "n"): out.append(0x0A)
      case UInt8(ascii: "t"): out.append(0x09)
      case UInt8(ascii: "r"): out.append(0x0D)
      case UInt8(ascii: "b"): out.append(0x08)
      case UInt8(ascii: "f"): out.append(0x0C)
      case UInt8(ascii: "u"):
        var scalar: Unicode.Scalar = "\u{FFFD}"
        if let unit = hex4(bytes, at: cursor) {
          cursor += 4
          if (0xD800..<0xDC00).contains(unit), cursor + 1 < end,
            bytes[cursor] == UInt8(ascii: "\\"), bytes[cursor + 1] == UInt8(ascii: "u"),
            let low = hex4(bytes, at: cursor + 2), (0xDC00..<0xE000).contains(low)
          {
            cursor += 6
            scalar = Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)) ?? scalar
          } else if let single = Unicode.Scalar(unit) {
            scalar = single
          }
        }
        out.append(contentsOf: Array(String(Character(scalar)).utf8))
      default:
        // `\"`, `\\`, `\/`, and unknown escapes such as `\'`: the character itself.
        out.append(escape)
      }
    }
    return nil
  }

  /// The value of four hex digits at an offset, or `nil`; the scanner's reading, within this value.
  private func hex4(_ bytes: Span<UInt8>, at offset: Int) -> UInt32? {
    guard offset + 4 <= end else { return nil }
    return JSONSyntax.hexQuad(bytes, at: offset)
  }

  private mutating func parseLiteral(_ bytes: Span<UInt8>) -> JSONLDValue? {
    for (word, value) in [
      ("true", JSONLDValue.bool(true)), ("false", .bool(false)), ("null", .null),
    ] {
      if hasPrefix(word, bytes) {
        index += word.utf8.count
        return value
      }
    }
    return nil
  }

  private mutating func parseNumber(_ bytes: Span<UInt8>) -> JSONLDValue {
    let start = index
    while index < end {
      switch bytes[index] {
      case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"),
        UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"):
        index += 1
      default:
        return .number(String(utf8: bytes.extracting(start..<index)))
      }
    }
    return .number(String(utf8: bytes.extracting(start..<index)))
  }

  /// Skips white space, form feeds included, and the `//` and `/* */`
  /// comments a few sites leave between the tokens.
  private mutating func skipSpace(_ bytes: Span<UInt8>) {
    while index < end {
      switch bytes[index] {
      case 0x20, 0x09, 0x0A, 0x0D, 0x0C: index += 1
      case UInt8(ascii: "/") where index + 1 < end && bytes[index + 1] == UInt8(ascii: "/"):
        while index < end, bytes[index] != 0x0A { index += 1 }
      case UInt8(ascii: "/") where index + 1 < end && bytes[index + 1] == UInt8(ascii: "*"):
        skipBlockComment(bytes)
      default: return
      }
    }
  }

  /// Skips what pages wrap around the JSON: spaces, a byte-order mark, `<!--`,
  /// `-->`, `<![CDATA[`, `]]>`, `//` and `/* */` comments, `;` and `,`.
  private mutating func skipJunk(_ bytes: Span<UInt8>) {
    while index < end {
      skipSpace(bytes)
      if hasPrefix("\u{FEFF}", bytes) {
        index += 3
      } else if hasPrefix("<!--", bytes) {
        index += 4
      } else if hasPrefix("-->", bytes) {
        index += 3
      } else if hasPrefix("<![CDATA[", bytes) {
        index += 9
      } else if hasPrefix("]]>", bytes) {
        index += 3
      } else if hasPrefix("//", bytes) {
        while index < end, bytes[index] != 0x0A { index += 1 }
      } else if hasPrefix("/*", bytes) {
        skipBlockComment(bytes)
      } else if index < end, bytes[index] == UInt8(ascii: ";") || bytes[index] == UInt8(ascii: ",")
      {
        index += 1
      } else {
        return
      }
    }
  }

  /// Skips a `/* */` comment from its `/`; one that never closes runs to the end.
  private mutating func skipBlockComment(_ bytes: Span<UInt8>) {
    index += 2
    while index + 1 < end,
      bytes[index] != UInt8(ascii: "*") || bytes[index + 1] != UInt8(ascii: "/")
    {
      index += 1
    }
    index = min(index + 2, end)
  }

  /// Whether the UTF-8 of a text stands at the current byte.
  private func hasPrefix(_ prefix: String, _ bytes: Span<UInt8>) -> Bool {
    guard index + prefix.utf8.count <= end else { return false }
    var at = index
    for expected in prefix.utf8 {
      guard bytes[at] == expected else { return false }
      at += 1
    }
    return true
  }
}
