extension Rational: CustomStringConvertible {
  /// The value as an ASCII mixed number: `3`, `3/4`, `1 1/2`, `-2 1/3`.
  public var description: String {
    let whole = numerator / denominator
    let remainder = (numerator % denominator).magnitude
    if remainder == 0 { return String(whole) }
    // Every fractional amount printed comes here: the text is written as bytes
    // in one buffer, where interpolation built and joined four Strings. The
    // buffer is the text's exact length, so a short one (`1 1/2`) is a small
    // string and nothing is allocated.
    let wholeDigits = whole == 0 ? 0 : Rational.digitCount(UInt64(whole.magnitude)) + 1
    let length =
      (numerator < 0 ? 1 : 0) + wholeDigits + Rational.digitCount(UInt64(remainder)) + 1
      + Rational.digitCount(UInt64(denominator.magnitude))
    return String(unsafeUninitializedCapacity: length) { buffer in
      var count = 0
      if numerator < 0 { count = Rational.write(UInt8(ascii: "-"), into: buffer, at: count) }
      if whole != 0 {
        count = Rational.write(digitsOf: UInt64(whole.magnitude), into: buffer, at: count)
        count = Rational.write(UInt8(ascii: " "), into: buffer, at: count)
      }
      count = Rational.write(digitsOf: UInt64(remainder), into: buffer, at: count)
      count = Rational.write(UInt8(ascii: "/"), into: buffer, at: count)
      return Rational.write(digitsOf: UInt64(denominator.magnitude), into: buffer, at: count)
    }
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

  /// Writes a byte at a place in a buffer.
  ///
  /// - Returns: The place after it.
  private static func write(
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
    let digits = max(digitCount(value), width)
    var remaining = value
    for offset in stride(from: digits - 1, through: 0, by: -1) {
      buffer[place + offset] = UInt8(ascii: "0") + UInt8(remaining % 10)
      remaining /= 10
    }
    return place + digits
  }
}

extension Rational {
  /// The value written in a fraction style.
  ///
  /// - Parameter style: `.ascii` gives ``description`` (`1 1/2`), and so does
  ///   `.auto`, which only writes decimals for an amount whose unit it knows;
  ///   `.unicode` gives `1½` or `⁵⁄₁₂`; `.decimal` gives
  ///   ``formatted(decimalPlaces:)`` with three places (`~0.333`).
  /// - Returns: The text.
  public func formatted(_ style: FractionStyle) -> String {
    switch style {
    case .auto, .ascii: description
    case .unicode: unicodeDescription
    case .decimal: formatted(decimalPlaces: 3)
    }
  }

  private var unicodeDescription: String {
    let whole = numerator / denominator
    let remainder = Int((numerator % denominator).magnitude)
    if remainder == 0 { return String(whole) }
    let sign = numerator < 0 && whole == 0 ? "-" : ""
    let fraction =
      Rational.vulgarFractions[VulgarKey(numerator: remainder, denominator: denominator)]
      ?? Rational.digits(remainder, in: Rational.superscripts) + "\u{2044}"
      + Rational.digits(denominator, in: Rational.subscripts)
    return sign + (whole == 0 ? "" : String(whole)) + fraction
  }

  /// The value as a decimal: at most `decimalPlaces` places with trailing
  /// zeros trimmed, half rounding away from zero, `~` before a rounded value
  /// (`~0.333`, `~1.07`), and `<0.001` (or `<0.1`, …) for a nonzero value that
  /// would round to zero.
  ///
  /// - Parameter decimalPlaces: The most places to show, from 0 to 18.
  /// - Returns: The text.
  public func formatted(decimalPlaces: Int) -> String {
    let places = min(max(decimalPlaces, 0), 18)
    var unit: Int128 = 1
    for _ in 0..<places { unit *= 10 }
    // 128 bits hold a 64-bit numerator times 10^18.
    let magnitude = Int128(numerator.magnitude)
    let scaled = magnitude * unit
    let bottom = Int128(denominator)
    let rounded = (scaled * 2 + bottom) / (bottom * 2)
    let isExact = scaled % bottom == 0
    let sign = numerator < 0 ? "-" : ""
    if rounded == 0 && magnitude != 0 {
      return sign + "<"
        + (places == 0 ? "1" : "0." + String(repeating: "0", count: places - 1) + "1")
    }
    var fraction = rounded % unit
    var shownPlaces = places
    if fraction != 0 {
      while fraction % 10 == 0 {
        fraction /= 10
        shownPlaces -= 1
      }
    }
    // The whole part is at most the magnitude plus one, and the fraction below
    // 10^18: both fit 64 bits, and the text is written as bytes, at its exact length.
    guard let whole = UInt64(exactly: rounded / unit), let digits = UInt64(exactly: fraction)
    else {
      let text = String(fraction)
      let decimals =
        fraction == 0 ? "" : "." + String(repeating: "0", count: shownPlaces - text.count) + text
      return (isExact ? "" : "~") + sign + String(rounded / unit) + decimals
    }
    let length =
      (isExact ? 0 : 1) + sign.utf8.count + Rational.digitCount(whole)
      + (digits == 0 ? 0 : 1 + shownPlaces)
    return String(unsafeUninitializedCapacity: length) { buffer in
      var count = 0
      if !isExact { count = Rational.write(UInt8(ascii: "~"), into: buffer, at: count) }
      if !sign.isEmpty { count = Rational.write(UInt8(ascii: "-"), into: buffer, at: count) }
      count = Rational.write(digitsOf: whole, into: buffer, at: count)
      guard digits != 0 else { return count }
      count = Rational.write(UInt8(ascii: "."), into: buffer, at: count)
      return Rational.write(digitsOf: digits, width: shownPlaces, into: buffer, at: count)
    }
  }

  /// The value with exactly `places` decimal places, half rounding away from
  /// zero and no mark of rounding, for programs to read: `66.666667`,
  /// `1.500000`, `600.000000`. A value that rounds to zero is `0.000000`.
  ///
  /// - Parameter places: The places to write, from 0 to 18.
  /// - Returns: The text.
  public func fixedDecimal(places: Int) -> String {
    let places = min(max(places, 0), 18)
    var unit: Int128 = 1
    for _ in 0..<places { unit *= 10 }
    let scaled = Int128(numerator.magnitude) * unit
    let bottom = Int128(denominator)
    let rounded = (scaled * 2 + bottom) / (bottom * 2)
    let sign = numerator < 0 && rounded != 0 ? "-" : ""
    guard places > 0 else { return sign + String(rounded) }
    let digits = String(rounded % unit)
    return sign + String(rounded / unit) + "."
      + String(repeating: "0", count: places - digits.count) + digits
  }

  private struct VulgarKey: Hashable {
    var numerator: Int
    var denominator: Int
  }

  private static let vulgarFractions: [VulgarKey: String] = [
    VulgarKey(numerator: 1, denominator: 2): "½", VulgarKey(numerator: 1, denominator: 3): "⅓",
    VulgarKey(numerator: 2, denominator: 3): "⅔", VulgarKey(numerator: 1, denominator: 4): "¼",
    VulgarKey(numerator: 3, denominator: 4): "¾", VulgarKey(numerator: 1, denominator: 5): "⅕",
    VulgarKey(numerator: 2, denominator: 5): "⅖", VulgarKey(numerator: 3, denominator: 5): "⅗",
    VulgarKey(numerator: 4, denominator: 5): "⅘", VulgarKey(numerator: 1, denominator: 6): "⅙",
    VulgarKey(numerator: 5, denominator: 6): "⅚", VulgarKey(numerator: 1, denominator: 7): "⅐",
    VulgarKey(numerator: 1, denominator: 8): "⅛", VulgarKey(numerator: 3, denominator: 8): "⅜",
    VulgarKey(numerator: 5, denominator: 8): "⅝", VulgarKey(numerator: 7, denominator: 8): "⅞",
    VulgarKey(numerator: 1, denominator: 9): "⅑", VulgarKey(numerator: 1, denominator: 10): "⅒",
  ]

  private static let superscripts: [Character] = ["⁰", "¹", "²", "³", "⁴", "⁵", "⁶", "⁷", "⁸", "⁹"]
  private static let subscripts: [Character] = ["₀", "₁", "₂", "₃", "₄", "₅", "₆", "₇", "₈", "₉"]

  private static func digits(_ value: Int, in glyphs: [Character]) -> String {
    String(String(value).utf8.map { glyphs[Int($0 - UInt8(ascii: "0"))] })
  }
}
