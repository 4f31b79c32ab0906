extension Rational {
  /// The most bytes ``write(mixedNumberInto:at:)`` writes: a sign, and three
  /// numbers of at most 19 digits with a space and a slash between them.
  static let longestMixedNumber = 60

  /// The most bytes ``write(decimalPlaces:into:at:)`` writes: a `~`, a sign,
  /// 20 digits, a point and 18 places.
  static let longestDecimal = 41

  /// Writes the value as ``description`` shows it (`3`, `3/4`, `-2 1/3`) at a
  /// place in a buffer with room for ``longestMixedNumber`` bytes after it.
  ///
  /// The text and the TSV rows both write amounts through here, so they
  /// cannot differ, and a row gets its amount without a String of its own.
  ///
  /// - Parameters:
  ///   - buffer: The buffer.
  ///   - place: Where the text starts.
  /// - Returns: The place after the text.
  func write(mixedNumberInto buffer: UnsafeMutableBufferPointer<UInt8>, at place: Int) -> Int {
    let whole = numerator / denominator
    let remainder = (numerator % denominator).magnitude
    var count = place
    if numerator < 0 { count = Rational.write(UInt8(ascii: "-"), into: buffer, at: count) }
    if remainder == 0 || whole != 0 {
      count = Rational.write(digitsOf: UInt64(whole.magnitude), into: buffer, at: count)
      if remainder == 0 { return count }
      count = Rational.write(UInt8(ascii: " "), into: buffer, at: count)
    }
    count = Rational.write(digitsOf: UInt64(remainder), into: buffer, at: count)
    count = Rational.write(UInt8(ascii: "/"), into: buffer, at: count)
    return Rational.write(digitsOf: UInt64(denominator), into: buffer, at: count)
  }

  /// Writes the value as ``formatted(decimalPlaces:)`` shows it at a place in
  /// a buffer with room for ``longestDecimal`` bytes after it, in 64-bit
  /// parts; `nil`, with nothing written, when a part needs more.
  ///
  /// - Parameters:
  ///   - decimalPlaces: The most places to show, from 0 to 18.
  ///   - buffer: The buffer.
  ///   - place: Where the text starts.
  /// - Returns: The place after the text, or `nil`.
  func write(
    decimalPlaces: Int, into buffer: UnsafeMutableBufferPointer<UInt8>, at place: Int
  ) -> Int? {
    let places = min(max(decimalPlaces, 0), 18)
    let parts = decimalParts(places: places)
    var count = place
    if parts.rounded == 0 && numerator != 0 {
      // Nonzero, but zero at these places: `<0.001`.
      if numerator < 0 { count = Rational.write(UInt8(ascii: "-"), into: buffer, at: count) }
      count = Rational.write(UInt8(ascii: "<"), into: buffer, at: count)
      guard places > 0 else { return Rational.write(UInt8(ascii: "1"), into: buffer, at: count) }
      count = Rational.write(UInt8(ascii: "0"), into: buffer, at: count)
      count = Rational.write(UInt8(ascii: "."), into: buffer, at: count)
      return Rational.write(digitsOf: 1, width: places, into: buffer, at: count)
    }
    // The whole part is at most the magnitude plus one, and the fraction below
    // 10^18: both fit 64 bits but for a magnitude near the top of the range.
    guard let whole = UInt64(exactly: parts.whole), let digits = UInt64(exactly: parts.fraction)
    else { return nil }
    if !parts.isExact { count = Rational.write(UInt8(ascii: "~"), into: buffer, at: count) }
    if numerator < 0 { count = Rational.write(UInt8(ascii: "-"), into: buffer, at: count) }
    count = Rational.write(digitsOf: whole, into: buffer, at: count)
    guard digits != 0 else { return count }
    count = Rational.write(UInt8(ascii: "."), into: buffer, at: count)
    return Rational.write(digitsOf: digits, width: parts.shownPlaces, into: buffer, at: count)
  }

  /// The magnitude rounded to `places` decimal places, half away from zero:
  /// in units of 10^-places, as a whole part and a fraction without its
  /// trailing zeros, the places that fraction has, and whether the rounding is exact.
  func decimalParts(places: Int) -> (
    rounded: Int128, whole: Int128, fraction: Int128, shownPlaces: Int, isExact: Bool
  ) {
    var unit: Int128 = 1
    for _ in 0..<places { unit *= 10 }
    // 128 bits hold a 64-bit numerator times 10^18.
    let scaled = Int128(numerator.magnitude) * unit
    let bottom = Int128(denominator)
    let rounded = (scaled * 2 + bottom) / (bottom * 2)
    var fraction = rounded % unit
    var shownPlaces = places
    if fraction != 0 {
      while fraction % 10 == 0 {
        fraction /= 10
        shownPlaces -= 1
      }
    }
    return (rounded, rounded / unit, fraction, shownPlaces, scaled % bottom == 0)
  }

  /// Writes a byte at a place in a buffer.
  ///
  /// - Returns: The place after it.
  static func write(
    _ byte: UInt8, into buffer: UnsafeMutableBufferPointer<UInt8>, at place: Int
  ) -> Int {
    buffer[place] = byte
    return place + 1
  }

  /// Writes a number's decimal digits at a place in a buffer, zeros before
  /// them up to `width`.
  ///
  /// - Returns: The place after them.
  static func write(
    digitsOf value: UInt64, width: Int = 1, into buffer: UnsafeMutableBufferPointer<UInt8>,
    at place: Int
  ) -> Int {
    // Most numbers a row writes are one digit: a whole part, a numerator, a denominator.
    if value < 10, width <= 1 {
      buffer[place] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value)
      return place + 1
    }
    let digits = max(digitCount(value), width)
    // From the last digit back, two at a time: a TSV value column's six places
    // cost half the divisions.
    var remaining = value
    var offset = digits
    while offset >= 2 {
      let two = remaining % 100
      remaining /= 100
      offset -= 2
      buffer[place + offset] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: two / 10)
      buffer[place + offset + 1] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: two % 10)
    }
    if offset == 1 { buffer[place] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: remaining) }
    return place + digits
  }

  /// Writes a number below 1,000,000 as exactly six digits, zeros first, at
  /// a place in a buffer: the places of every TSV value column, in three
  /// pairs with no count of digits and no loop.
  ///
  /// - Returns: The place after them.
  static func write(
    sixDigitsOf value: UInt64, into buffer: UnsafeMutableBufferPointer<UInt8>, at place: Int
  ) -> Int {
    assert(value < 1_000_000, "more than six digits")
    let low = UInt32(truncatingIfNeeded: value)
    writePair(low / 10_000, into: buffer, at: place)
    writePair(low / 100 % 100, into: buffer, at: place + 2)
    writePair(low % 100, into: buffer, at: place + 4)
    return place + 6
  }

  /// Writes a number below 100 as two digits at a place in a buffer.
  @inline(__always)
  private static func writePair(
    _ pair: UInt32, into buffer: UnsafeMutableBufferPointer<UInt8>, at place: Int
  ) {
    buffer[place] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: pair / 10)
    buffer[place + 1] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: pair % 10)
  }

  /// How many decimal digits a number has; 0 has one.
  static func digitCount(_ value: UInt64) -> Int {
    var digits = 1
    var rest = value / 10
    while rest > 0 {
      digits += 1
      rest /= 10
    }
    return digits
  }

  /// The text a writer of at most `capacity` bytes makes, built without an
  /// allocation of its own; `nil` when the writer writes nothing.
  static func text(
    capacity: Int, _ write: (UnsafeMutableBufferPointer<UInt8>) -> Int?
  ) -> String? {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer in
      // Written as ASCII, so the text is its own bytes; a short one is a small string.
      write(buffer).map {
        String(decoding: UnsafeBufferPointer(rebasing: buffer[..<$0]), as: UTF8.self)
      }
    }
  }
}
