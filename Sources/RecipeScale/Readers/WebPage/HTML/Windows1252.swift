/// Windows-1252 text made UTF-8, byte for character, as the WHATWG Encoding
/// standard decodes it: ASCII as itself, 0x80–0x9F by the standard's table
/// (0x92 is `’`, 0x80 is `€`; the five it leaves unassigned are the C1
/// controls of the same number), and 0xA0–0xFF as Latin-1, the same code point.
///
/// Every byte is one character, so a line and a character column in the UTF-8
/// text are those of the page as it was written.
package enum Windows1252 {
  /// The code points of 0x80–0x9F.
  private static let high: [UInt16] = [
    0x20AC, 0x0081, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021,
    0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0x008D, 0x017D, 0x008F,
    0x0090, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014,
    0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0x009D, 0x017E, 0x0178,
  ]

  /// The code point of a byte.
  package static func scalar(_ byte: UInt8) -> UInt32 {
    (0x80...0x9F).contains(byte) ? UInt32(high[Int(byte) - 0x80]) : UInt32(byte)
  }

  /// The UTF-8 of Windows-1252 text.
  ///
  /// Two passes: the first counts the bytes, so the result is allocated once
  /// at its size, at most three times the input (`€` takes three bytes).
  ///
  /// - Parameter text: The text's bytes; every byte is a character.
  /// - Returns: The same text in UTF-8.
  package static func utf8(_ text: Span<UInt8>) -> [UInt8] {
    var count = 0
    for index in text.indices {
      let byte = text[index]
      count += byte < 0x80 ? 1 : (scalar(byte) < 0x800 ? 2 : 3)
    }
    return [UInt8](capacity: count) { utf8 in
      for index in text.indices {
        let byte = text[index]
        if byte < 0x80 {
          utf8.append(byte)
          continue
        }
        let code = scalar(byte)
        if code < 0x800 {
          utf8.append(UInt8(0xC0 | (code >> 6)))
          utf8.append(UInt8(0x80 | (code & 0x3F)))
        } else {
          utf8.append(UInt8(0xE0 | (code >> 12)))
          utf8.append(UInt8(0x80 | ((code >> 6) & 0x3F)))
          utf8.append(UInt8(0x80 | (code & 0x3F)))
        }
      }
    }
  }
}
