/// Scans of a file's bytes eight at a time, for the readers that look for a
/// few markers in pages of hundreds of kilobytes and in files of millions of
/// lines: where a byte is, how many times it occurs, where a JSON string's
/// plain text ends, and where UTF-8 breaks.
///
/// This is the one place bytes are loaded as words, from the memory of the
/// span they are given, without a bounds check of its own: every loop checks
/// that the eight bytes from its offset lie within the span before it loads
/// them (`index + 8 <= count`), and any eight bytes are a `UInt64`. So the
/// scans read no memory outside what they are given. Single bytes are read
/// through the span, checked.
package enum ByteScan {
  private static let ones: UInt64 = 0x0101_0101_0101_0101
  private static let highs: UInt64 = 0x8080_8080_8080_8080
  private static let lows: UInt64 = 0x7F7F_7F7F_7F7F_7F7F

  /// The eight bytes from an offset as one word, the first byte lowest; the
  /// caller has checked that they lie within the memory `base` starts.
  @inline(__always)
  private static func word(_ base: UnsafeRawPointer, at offset: Int) -> UInt64 {
    UInt64(littleEndian: base.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
  }

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
    // (x & 0x7f…) + 0x7f… sets a byte's high bit unless its low bits are
    // zero, with no carry between bytes; or-ing x back in leaves only zero
    // bytes clear.
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
  package static func firstIndex(of byte: UInt8, in bytes: Span<UInt8>, from start: Int = 0)
    -> Int?
  {
    guard start < bytes.count else { return nil }
    let pattern = ones &* UInt64(byte)
    return bytes.withUnsafeBytes { memory in
      // Not empty, as `start` is before its end.
      guard let base = memory.baseAddress else { return nil }
      var index = max(start, 0)
      while index &+ 8 <= memory.count {
        let x = word(base, at: index) ^ pattern
        // The "has a zero byte" test: its lowest high bit is in the first zero
        // byte; bits above it may be set wrongly, which does not matter here.
        let found = (x &- ones) & ~x & highs
        if found != 0 { return index &+ found.trailingZeroBitCount / 8 }
        index &+= 8
      }
      while index < memory.count {
        if memory[index] == byte { return index }
        index &+= 1
      }
      return nil
    }
  }

  /// How many times a byte occurs in a range.
  ///
  /// - Parameters:
  ///   - byte: The byte to count.
  ///   - bytes: The bytes.
  ///   - range: The range to count in, within `bytes`.
  /// - Returns: The count.
  package static func count(of byte: UInt8, in bytes: Span<UInt8>, range: Range<Int>) -> Int {
    precondition(range.lowerBound >= 0 && range.upperBound <= bytes.count)
    let pattern = ones &* UInt64(byte)
    var total = 0
    var index = range.lowerBound
    bytes.withUnsafeBytes { memory in
      guard let base = memory.baseAddress else { return }
      while index &+ 8 <= range.upperBound {
        total &+= zeroBytes(word(base, at: index) ^ pattern).nonzeroBitCount
        index &+= 8
      }
    }
    while index < range.upperBound {
      if bytes[index] == byte { total += 1 }
      index += 1
    }
    return total
  }

  /// Where the plain text of a JSON string stops: the index of the first byte
  /// from `start` on that is an ASCII control, not ASCII, `"` or `\`, or of
  /// one of the last few bytes, which the caller looks at one by one.
  ///
  /// - Parameters:
  ///   - bytes: The text.
  ///   - start: An index within the string.
  /// - Returns: An index at or before the first such byte.
  package static func plainJSONTextEnd(in bytes: Span<UInt8>, from start: Int) -> Int {
    precondition(start >= 0)
    return bytes.withUnsafeBytes { memory in
      var index = start
      guard let base = memory.baseAddress else { return index }
      while index &+ 8 <= memory.count {
        let chunk = word(base, at: index)
        let special =
          controlOrNonASCII(chunk) | zeroBytes(chunk ^ (ones &* 0x22))
          | zeroBytes(chunk ^ (ones &* 0x5C))
        if special != 0 { return index &+ special.trailingZeroBitCount / 8 }
        index &+= 8
      }
      return index
    }
  }

  /// The index of the first byte that is not part of valid UTF-8, or `nil`
  /// when all of it is valid. Overlong forms, surrogates and scalars above
  /// U+10FFFF are invalid, as are sequences cut short by the end.
  ///
  /// - Parameter bytes: The bytes to check.
  /// - Returns: The index of the first byte of the first invalid sequence.
  package static func firstInvalidUTF8(in bytes: Span<UInt8>) -> Int? {
    bytes.withUnsafeBytes { memory in
      guard let base = memory.baseAddress else { return nil }
      var index = 0
      while index < memory.count {
        // Plain ASCII, the bulk of every page, eight bytes at a time.
        while index &+ 8 <= memory.count, word(base, at: index) & highs == 0 { index &+= 8 }
        guard index < memory.count else { break }
        if bytes[index] < 0x80 {
          index += 1
          continue
        }
        guard let length = utf8SequenceLength(in: bytes, at: index) else { return index }
        index += length
      }
      return nil
    }
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
  package static func utf8SequenceLength(in bytes: Span<UInt8>, at start: Int) -> Int? {
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
