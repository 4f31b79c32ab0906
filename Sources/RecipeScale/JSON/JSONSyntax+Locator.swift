extension JSONSyntax {
  /// Finds where the value at a path starts in a valid JSON text.
  ///
  /// Used to point messages at the line and column of a value that breaks a
  /// rule; it walks only as far as the path leads.
  ///
  /// - Parameters:
  ///   - path: Keys and indices from the top level.
  ///   - bytes: A text that ``scan(_:)-([UInt8])`` accepted.
  /// - Returns: The byte offset of the value, or `nil` when the path leads nowhere.
  package static func offset(of path: [JSONPathComponent], in bytes: [UInt8]) -> Int? {
    bytes.withUnsafeBufferPointer { offset(of: path, in: $0) }
  }

  /// Finds where the value at a path starts in a valid JSON text in memory
  /// the caller owns, such as a mapped file.
  ///
  /// - Parameters:
  ///   - path: Keys and indices from the top level.
  ///   - bytes: A text that ``scan(_:)-(UnsafeBufferPointer<UInt8>)`` accepted.
  /// - Returns: The byte offset of the value, or `nil` when the path leads nowhere.
  package static func offset(of path: [JSONPathComponent], in bytes: UnsafeBufferPointer<UInt8>)
    -> Int?
  {
    var walker = Walker(bytes: bytes)
    return walker.find(path)
  }

  struct Walker {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0

    mutating func find(_ path: [JSONPathComponent]) -> Int? {
      if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
      skipWhitespace()
      for component in path {
        guard index < bytes.count else { return nil }
        switch (component, bytes[index]) {
        case (.index(let wanted), UInt8(ascii: "[")):
          index += 1
          for _ in 0..<wanted {
            skipWhitespace()
            guard index < bytes.count, bytes[index] != UInt8(ascii: "]") else { return nil }
            skipValue()
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ",") else { return nil }
            index += 1
          }
          skipWhitespace()
          guard index < bytes.count, bytes[index] != UInt8(ascii: "]") else { return nil }
        case (.key(let wanted), UInt8(ascii: "{")):
          index += 1
          guard seek(key: wanted) else { return nil }
        default:
          return nil
        }
      }
      return index
    }

    /// Moves to the value of a key in the object just entered.
    private mutating func seek(key wanted: String) -> Bool {
      while true {
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return false }
        let start = index + 1
        let escaped = skipString()
        let key = JSONSyntax.decodeString(bytes, start..<index - 1, escaped: escaped)
        skipWhitespace()
        index += 1  // the colon
        skipWhitespace()
        if key == wanted { return true }
        skipValue()
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ",") else { return false }
        index += 1
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

    /// Skips a string from its opening quote; reports whether it held escapes.
    private mutating func skipString() -> Bool {
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
    private mutating func skipValue() {
      var depth = 0
      while index < bytes.count {
        switch bytes[index] {
        case UInt8(ascii: "\""):
          _ = skipString()
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
