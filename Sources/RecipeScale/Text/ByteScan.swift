/// Scans of raw bytes eight at a time, for the readers that look for a few
/// markers in pages of hundreds of kilobytes: where a byte is, how many times
/// it occurs, and where UTF-8 breaks.
///
/// Each word is loaded unaligned and tested for the byte with the classic
/// "has zero byte" trick, so a page is passed over at about a byte per
/// instruction without any platform call.
package enum ByteScan {
  private static let ones: UInt64 = 0x0101_0101_0101_0101
  private static let highs: UInt64 = 0x8080_8080_8080_8080
  private static let lows: UInt64 = 0x7F7F_7F7F_7F7F_7F7F

  /// A high bit in each of eight bytes that is an ASCII letter, and nowhere else.
  ///
  /// A byte with `0x20` set is a small letter exactly when the letter was
  /// one; below `0x80`, adding `0x1F` and `0x05` to its low seven bits sets
  /// their high bit from `a` and from past `z`, with no carry between bytes.
  @inline(__always)
  package static func asciiLetters(_ word: UInt64) -> UInt64 {
    let low = (word | 0x2020_2020_2020_2020) & lows
    let fromA = low &+ 0x1F1F_1F1F_1F1F_1F1F
    let pastZ = low &+ 0x0505_0505_0505_0505
    return fromA & ~pastZ & ~word & highs
  }

  /// A high bit in each of eight bytes that is zero, and nowhere else.
  @inline(__always)
  package static func zeroBytes(_ word: UInt64) -> UInt64 {
    // Exact per byte, unlike the test in firstIndex: (x & 0x7f…) + 0x7f…
    // sets a byte's high bit unless its low bits are zero, with no carry
    // between bytes; or-ing x back in leaves only zero bytes clear.
    ~(((word & lows) &+ lows) | word | lows)
  }

  /// A high bit in each of eight bytes that is not ASCII or is an ASCII
  /// control (below `0x20`), and nowhere else.
  @inline(__always)
  package static func controlOrNonASCII(_ word: UInt64) -> UInt64 {
    // Adding 0x60 to the low seven bits sets their high bit from 0x20 on.
    (word | ~((word & lows) &+ 0x6060_6060_6060_6060)) & highs
  }

  /// The index of the first occurrence of a byte from an index on, or `nil`.
  ///
  /// - Parameters:
  ///   - byte: The byte to find.
  ///   - bytes: The bytes to search.
  ///   - start: Where to start; at or past the end finds nothing.
  /// - Returns: The index of the byte.
  package static func firstIndex(
    of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int = 0
  ) -> Int? {
    guard let base = bytes.baseAddress, start < bytes.count else { return nil }
    let raw = UnsafeRawPointer(base)
    let pattern = ones &* UInt64(byte)
    var index = max(start, 0)
    while index + 8 <= bytes.count {
      let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
      let x = word ^ pattern
      let found = (x &- ones) & ~x & highs
      if found != 0 { return index + found.trailingZeroBitCount / 8 }
      index += 8
    }
    while index < bytes.count {
      if bytes[index] == byte { return index }
      index += 1
    }
    return nil
  }

  /// How many times a byte occurs in a range.
  ///
  /// - Parameters:
  ///   - byte: The byte to count.
  ///   - bytes: The bytes.
  ///   - range: The range to count in, within `bytes`.
  /// - Returns: The count.
  package static func count(
    of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, range: Range<Int>
  ) -> Int {
    guard let base = bytes.baseAddress else { return 0 }
    let raw = UnsafeRawPointer(base)
    let pattern = ones &* UInt64(byte)
    var total = 0
    var index = range.lowerBound
    while index + 8 <= range.upperBound {
      let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
      total += zeroBytes(word ^ pattern).nonzeroBitCount
      index += 8
    }
    while index < range.upperBound {
      if bytes[index] == byte { total += 1 }
      index += 1
    }
    return total
  }

  /// The index of the first byte that is not part of valid UTF-8, or `nil`
  /// when all of it is valid. Overlong forms, surrogates and scalars above
  /// U+10FFFF are invalid, as are sequences cut short by the end.
  ///
  /// - Parameter bytes: The bytes to check.
  /// - Returns: The index of the first byte of the first invalid sequence.
  package static func firstInvalidUTF8(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    guard let base = bytes.baseAddress else { return nil }
    let raw = UnsafeRawPointer(base)
    let count = bytes.count
    var index = 0
    while index < count {
      // Plain ASCII, the bulk of every page, eight bytes at a time.
      if index + 8 <= count,
        raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) & highs == 0
      {
        index += 8
        continue
      }
      if bytes[index] < 0x80 {
        index += 1
        continue
      }
      guard let length = utf8SequenceLength(in: bytes, at: index) else { return index }
      index += length
    }
    return nil
  }

  /// The length of the well-formed multi-byte UTF-8 sequence that starts at
  /// an index, or `nil` when the bytes there are not one (a stray
  /// continuation byte, an overlong form, a surrogate, a scalar above
  /// U+10FFFF, or a sequence cut short by the end).
  ///
  /// - Parameters:
  ///   - bytes: The bytes.
  ///   - start: The index of the sequence's first byte, 128 or above.
  /// - Returns: 2, 3 or 4, or `nil`.
  package static func utf8SequenceLength(in bytes: UnsafeBufferPointer<UInt8>, at start: Int)
    -> Int?
  {
    let length: Int
    var lowest: UInt8 = 0x80
    var highest: UInt8 = 0xBF
    switch bytes[start] {
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
      guard offset == 1 ? (lowest...highest).contains(byte) : byte & 0xC0 == 0x80 else {
        return nil
      }
    }
    return length
  }
}
