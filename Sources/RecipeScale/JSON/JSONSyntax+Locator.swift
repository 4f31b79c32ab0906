extension JSONSyntax {
  /// Finds where the value at a path starts in a valid JSON text.
  ///
  /// Used to point messages at the line and column of a value that breaks a
  /// rule; it walks only as far as the path leads.
  ///
  /// - Parameters:
  ///   - path: Keys and indices from the top level.
  ///   - bytes: A text that ``scan(_:)-(Span<UInt8>)`` accepted.
  /// - Returns: The byte offset of the value, or `nil` when the path leads nowhere.
  package static func offset(of path: [JSONPathComponent], in bytes: Span<UInt8>) -> Int? {
    var walker = Walker()
    return walker.find(path, in: bytes)
  }

  /// A walk along a path through a text, which each step is given.
  struct Walker {
    var index = 0

    mutating func find(_ path: [JSONPathComponent], in bytes: Span<UInt8>) -> Int? {
      if JSONSyntax.startsWithByteOrderMark(bytes) { index = 3 }
      skipWhitespace(bytes)
      for component in path {
        guard index < bytes.count else { return nil }
        switch (component, bytes[index]) {
        case (.index(let wanted), UInt8(ascii: "[")):
          index += 1
          for _ in 0..<wanted {
            skipWhitespace(bytes)
            guard index < bytes.count, bytes[index] != UInt8(ascii: "]") else { return nil }
            skipValue(bytes)
            skipWhitespace(bytes)
            guard index < bytes.count, bytes[index] == UInt8(ascii: ",") else { return nil }
            index += 1
          }
          skipWhitespace(bytes)
          guard index < bytes.count, bytes[index] != UInt8(ascii: "]") else { return nil }
        case (.key(let wanted), UInt8(ascii: "{")):
          index += 1
          guard seek(key: wanted, in: bytes) else { return nil }
        default:
          return nil
        }
      }
      return index
    }

    /// Moves to the value of a key in the object just entered.
    private mutating func seek(key wanted: String, in bytes: Span<UInt8>) -> Bool {
      while true {
        skipWhitespace(bytes)
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return false }
        let start = index + 1
        let escaped = skipString(bytes)
        let key = JSONSyntax.decodeString(bytes, start..<index - 1, escaped: escaped)
        skipWhitespace(bytes)
        index += 1  // the colon
        skipWhitespace(bytes)
        if key == wanted { return true }
        skipValue(bytes)
        skipWhitespace(bytes)
        guard index < bytes.count, bytes[index] == UInt8(ascii: ",") else { return false }
        index += 1
      }
    }

    private mutating func skipWhitespace(_ bytes: Span<UInt8>) {
      while index < bytes.count {
        switch bytes[index] {
        case 0x20, 0x09, 0x0A, 0x0D: index += 1
        default: return
        }
      }
    }

    /// Skips a string from its opening quote; reports whether it held escapes.
    private mutating func skipString(_ bytes: Span<UInt8>) -> Bool {
      var escaped = false
      index += 1
      while index < bytes.count {
        switch bytes[index] {
        case UInt8(ascii: "\""):
          index += 1
          return escaped
        case UInt8(ascii: "\\"):
          escaped = true
          index += 2
        default:
          index += 1
        }
      }
      return escaped
    }

    /// Skips one valid value, counting brackets instead of recursing.
    private mutating func skipValue(_ bytes: Span<UInt8>) {
      var depth = 0
      while index < bytes.count {
        switch bytes[index] {
        case UInt8(ascii: "\""):
          _ = skipString(bytes)
          if depth == 0 { return }
          continue
        case UInt8(ascii: "["), UInt8(ascii: "{"):
          depth += 1
        case UInt8(ascii: "]"), UInt8(ascii: "}"):
          if depth == 0 { return }
          depth -= 1
          if depth == 0 {
            index += 1
            return
          }
        case UInt8(ascii: ","), 0x20, 0x09, 0x0A, 0x0D:
          if depth == 0 { return }
        default:
          break
        }
        index += 1
      }
    }
  }
}
