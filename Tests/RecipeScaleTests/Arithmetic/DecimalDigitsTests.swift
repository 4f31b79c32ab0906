import Testing

@testable import RecipeScale

/// The digits an amount's text is written with, appended where they go.
@Suite("Decimal digits")
struct DecimalDigitsTests {
  @Test(
    "writes what String writes, at every width and its boundaries",
    arguments: [
      0, 1, 9, 10, 99, 100, 999_999, 1_000_000, 9_999_999_999_999_999_999,
      10_000_000_000_000_000_000,
      UInt64.max,
    ])
  func boundaries(value: UInt64) {
    var bytes: [UInt8] = Array("x".utf8)
    bytes.append(decimalDigitsOf: value)
    #expect(String(decoding: bytes, as: UTF8.self) == "x" + String(value))
  }

  @Test("pads with leading zeros to the count asked, and never cuts")
  func padding() {
    for (value, count, text) in [
      (UInt64(5), 3, "005"), (0, 6, "000000"), (1234, 2, "1234"), (1234, 4, "1234"),
      (42, 0, "42"), (1, 18, "000000000000000001"),
    ] {
      var bytes: [UInt8] = []
      bytes.append(decimalDigitsOf: value, count: count)
      #expect(String(decoding: bytes, as: UTF8.self) == text, "\(value) in \(count)")
    }
  }

  @Test("agrees with String for 10,000 seeded random values of every size")
  func random() {
    var generator = SplitMix64(seed: 0xD161_7500)
    for _ in 0..<10_000 {
      // A random number of significant bits, so that every width is met.
      let value = generator.next() >> (generator.next() % 64)
      var bytes: [UInt8] = []
      bytes.append(decimalDigitsOf: value)
      #expect(String(decoding: bytes, as: UTF8.self) == String(value))
    }
  }
}
