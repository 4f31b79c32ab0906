import RecipeScale
import Testing

/// The word-at-a-time scans agree with byte-by-byte ones on every offset and length.
@Suite("Byte scans")
struct ByteScanTests {
  static func randomBytes(_ generator: inout SplitMix64, count: Int, alphabet: [UInt8]) -> [UInt8] {
    (0..<count).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }
  }

  @Test("firstIndex and count match a plain loop")
  func findAndCount() {
    var generator = SplitMix64(seed: 21)
    let alphabet: [UInt8] = [0x3C, 0x0A, 0x61, 0x00, 0xFF, 0x80, 0x3D, 0x0B]
    for _ in 0..<500 {
      let bytes = Self.randomBytes(
        &generator, count: Int(generator.next() % 40), alphabet: alphabet)
      let start = bytes.isEmpty ? 0 : Int(generator.next() % UInt64(bytes.count + 2))
      for byte in [UInt8(0x3C), 0x0A, 0x00, 0xFF] {
        let expected = start < bytes.count ? bytes[start...].firstIndex(of: byte) : nil
        #expect(ByteScan.firstIndex(of: byte, in: bytes.span, from: start) == expected)
        let end = min(start, bytes.count)
        let counted = bytes[..<end].filter { $0 == byte }.count
        #expect(ByteScan.count(of: byte, in: bytes.span, range: 0..<end) == counted)
      }
    }
  }

  @Test("the end of a JSON string's plain text is never past its first special byte")
  func plainJSONText() {
    var generator = SplitMix64(seed: 23)
    let alphabet: [UInt8] = [0x61, 0x20, 0x22, 0x5C, 0x1F, 0x7F, 0x80, 0xC3, 0x41]
    for _ in 0..<2000 {
      let bytes = Self.randomBytes(
        &generator, count: Int(generator.next() % 40), alphabet: alphabet)
      let start = bytes.isEmpty ? 0 : Int(generator.next() % UInt64(bytes.count + 1))
      let special =
        bytes[start...].firstIndex { $0 < 0x20 || $0 >= 0x80 || $0 == 0x22 || $0 == 0x5C }
        ?? bytes.count
      let end = ByteScan.plainJSONTextEnd(in: bytes.span, from: start)
      // Exact where eight bytes remain to load; the last few are left to the caller.
      #expect(end == special || end > bytes.count - 8 && end <= special, "\(bytes) from \(start)")
      #expect(end >= start)
    }
  }

  @Test(
    "UTF-8 validation finds the first bad sequence, as the standard library's decoder does",
    arguments: [
      ([0x61, 0x62], nil), ([0xC3, 0xA9], nil), ([0xE2, 0x82, 0xAC], nil),
      ([0xF0, 0x9F, 0x8D, 0x95], nil), ([0x61, 0x80], 1), ([0xC0, 0xAF], 0), ([0xC1, 0xBF], 0),
      ([0xE0, 0x80, 0xAF], 0), ([0xED, 0xA0, 0x80], 0), ([0xF4, 0x90, 0x80, 0x80], 0),
      ([0xF5, 0x80, 0x80, 0x80], 0), ([0x61, 0x62, 0x63, 0xE2, 0x82], 3), ([0xFF], 0),
      ([0xC3, 0x61], 0), (Array(repeating: 0x61, count: 17) + [0xE2, 0x28, 0xA1], 17),
    ] as [([UInt8], Int?)])
  func utf8(bytes: [UInt8], expected: Int?) {
    #expect(ByteScan.firstInvalidUTF8(in: bytes.span) == expected)
  }

  @Test("UTF-8 validation agrees with String on random bytes")
  func utf8Random() {
    var generator = SplitMix64(seed: 22)
    let alphabet: [UInt8] = [
      0x61, 0x0A, 0xC3, 0xA9, 0xE2, 0x82, 0xAC, 0xF0, 0x9F, 0x8D, 0x80, 0xED,
    ]
    for _ in 0..<3000 {
      let bytes = Self.randomBytes(
        &generator, count: Int(generator.next() % 24), alphabet: alphabet)
      let valid = String(validating: bytes, as: UTF8.self) != nil
      let found = ByteScan.firstInvalidUTF8(in: bytes.span)
      #expect((found == nil) == valid, "\(bytes)")
      if let found {
        // Everything before the bad sequence is valid UTF-8 on its own.
        #expect(String(validating: bytes[..<found], as: UTF8.self) != nil)
      }
    }
  }

  /// The byte-by-byte answer of a mask test: a high bit where `holds` holds.
  static func mask(_ word: UInt64, _ holds: (UInt8) -> Bool) -> UInt64 {
    (0..<8).reduce(0) { mask, index in
      holds(UInt8(truncatingIfNeeded: word >> (8 * UInt64(index))))
        ? mask | 0x80 << (8 * UInt64(index)) : mask
    }
  }

  @Test("the masks of eight bytes at a time match a test of each byte, for every byte value")
  func masks() {
    var generator = SplitMix64(seed: 23)
    // Each of the 256 byte values in each of the eight places, among random neighbours.
    var words: [UInt64] = []
    for value in 0...255 {
      for place in 0..<8 {
        let noise = generator.next() & ~(0xFF << (8 * UInt64(place)))
        words.append(noise | UInt64(value) << (8 * UInt64(place)))
      }
    }
    for _ in 0..<2000 { words.append(generator.next()) }
    for word in words {
      #expect(
        ByteScan.asciiLetters(word)
          == Self.mask(word) { ($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A && $0 < 0x80 },
        "\(String(word, radix: 16))")
      #expect(ByteScan.zeroBytes(word) == Self.mask(word) { $0 == 0 }, "\(String(word, radix: 16))")
      #expect(
        ByteScan.controlOrNonASCII(word) == Self.mask(word) { $0 < 0x20 || $0 >= 0x80 },
        "\(String(word, radix: 16))")
    }
  }
}
