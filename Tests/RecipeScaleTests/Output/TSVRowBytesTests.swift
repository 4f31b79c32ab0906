import Testing

@testable import RecipeScale

@Suite("TSV fields written as bytes")
struct TSVRowBytesTests {
  /// A field of `length` bytes, `special` at `place` and plain letters around it.
  static func field(length: Int, special: String, at place: Int) -> String {
    String(repeating: "a", count: place) + special
      + String(repeating: "b", count: max(0, length - place - 1))
  }

  @Test(
    "a field escapes as escapedForTSV does, whatever its length and wherever the byte to escape",
    arguments: ["\t", "\n", "\\", "\u{1B}", "\u{7F}", "é", "½", "\u{0}"])
  func escapesEverywhere(special: String) {
    for length in 1...26 {
      for place in 0..<length {
        let field = Self.field(length: length, special: special, at: place)
        var row = TSVRowBytes()
        row.appendEscaped(field)
        #expect(
          String(decoding: row.bytes, as: UTF8.self) == field.escapedForTSV,
          "\(length) bytes, at \(place)")
        var part = TSVRowBytes()
        part.appendEscaped(Substring(field))
        #expect(String(decoding: part.bytes, as: UTF8.self) == field.escapedForTSV)
      }
    }
  }

  @Test("a plain field of any length is copied as it is")
  func plainFields() {
    for length in 0...26 {
      let field = String(repeating: "x ~", count: length)
      var row = TSVRowBytes()
      row.appendEscaped(field)
      #expect(String(decoding: row.bytes, as: UTF8.self) == field)
    }
  }

  @Test(
    "six digits: every pair in place, zeros first", arguments: [0, 7, 10, 99, 100, 4_050, 999_999])
  func sixDigits(value: UInt64) {
    var bytes = [UInt8](repeating: 0, count: 8)
    let end = bytes.withUnsafeMutableBufferPointer {
      Rational.write(sixDigitsOf: value, into: $0, at: 1)
    }
    #expect(end == 7)
    let text = String(decoding: bytes[1..<7], as: UTF8.self)
    #expect(text == String(repeating: "0", count: 6 - String(value).count) + String(value))
    #expect(bytes[0] == 0 && bytes[7] == 0)
  }
}
