extension JSONSyntax {
  /// The four hex digits at an offset as a UTF-16 code unit, or `nil`.
  static func hexQuad(_ bytes: Span<UInt8>, at start: Int) -> UInt32? {
    guard start + 4 <= bytes.count else { return nil }
    var value: UInt32 = 0
    for index in start..<start + 4 {
      let byte = bytes[index]
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: return nil
      }
      value = value << 4 | UInt32(digit)
    }
    return value
  }

  /// The text of a string already checked by the scanner, escapes resolved.
  ///
  /// - Parameters:
  ///   - bytes: The document.
  ///   - range: The bytes between the quotes.
  ///   - escaped: Whether the string holds escapes; without them the bytes are the text.
  /// - Returns: The string's text.
  static func decodeString(_ bytes: Span<UInt8>, _ range: Range<Int>, escaped: Bool) -> String {
    let raw = bytes.extracting(range)
    guard escaped else { return String(utf8: raw) }
    var units: [UInt16] = []
    var utf8: [UInt8] = []
    var result = ""
    func flushUTF8() {
      if !utf8.isEmpty { result += String(decoding: utf8, as: UTF8.self) }
      utf8.removeAll(keepingCapacity: true)
    }
    func flushUTF16() {
      if !units.isEmpty { result += String(decoding: units, as: UTF16.self) }
      units.removeAll(keepingCapacity: true)
    }
    var index = 0
    while index < raw.count {
      let byte = raw[index]
      guard byte == UInt8(ascii: "\\"), index + 1 < raw.count else {
        flushUTF16()
        utf8.append(byte)
        index += 1
        continue
      }
      let escape = raw[index + 1]
      index += 2
      if escape == UInt8(ascii: "u"), let unit = hexQuad(raw, at: index) {
        flushUTF8()
        units.append(UInt16(unit))
        index += 4
        continue
      }
      flushUTF16()
      switch escape {
      case UInt8(ascii: "b"): utf8.append(0x08)
      case UInt8(ascii: "f"): utf8.append(0x0C)
      case UInt8(ascii: "n"): utf8.append(0x0A)
      case UInt8(ascii: "r"): utf8.append(0x0D)
      case UInt8(ascii: "t"): utf8.append(0x09)
      default: utf8.append(escape)
      }
    }
    flushUTF8()
    flushUTF16()
    return result
  }
}
