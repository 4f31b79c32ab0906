extension Rational: CustomStringConvertible {
  /// The value as an ASCII mixed number: `3`, `3/4`, `1 1/2`, `-2 1/3`.
  public var description: String {
    var text: [UInt8] = []
    appendDescription(to: &text)
    return String(decoding: text, as: UTF8.self)
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

  /// Appends ``formatted(_:)``'s text to UTF-8 bytes.
  ///
  /// - Parameters:
  ///   - style: The fraction style.
  ///   - bytes: The bytes to append to.
  func appendFormatted(_ style: FractionStyle, to bytes: inout [UInt8]) {
    switch style {
    case .auto, .ascii: appendDescription(to: &bytes)
    case .unicode, .decimal: bytes += formatted(style).utf8
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
    let decimal = unmarkedDecimal(places: decimalPlaces)
    return decimal.isRounded ? "~" + decimal.text : decimal.text
  }

  /// The value as ``formatted(decimalPlaces:)`` writes it, without its `~`,
  /// and whether the text is a rounding that the `~` marks: a line marks its
  /// amount once, whichever of its parts is rounded. A value too small for the
  /// places (`<0.001`) is marked by its `<`, not by a `~`.
  ///
  /// - Parameter places: The most places to show, from 0 to 18.
  /// - Returns: The text, and whether it is a rounding.
  func unmarkedDecimal(places: Int) -> (text: String, isRounded: Bool) {
    let places = min(max(places, 0), 18)
    let digits = rounded(places: places)
    var text: [UInt8] = []
    if numerator < 0 { text.append(UInt8(ascii: "-")) }
    if digits.whole == 0 && digits.fraction == 0 && numerator != 0 {
      text.append(UInt8(ascii: "<"))
      if places > 0 {
        text += [UInt8(ascii: "0"), UInt8(ascii: ".")]
        text.append(decimalDigitsOf: 1, count: places)
      } else {
        text.append(UInt8(ascii: "1"))
      }
      return (String(decoding: text, as: UTF8.self), false)
    }
    text.append(decimalDigitsOf: digits.whole)
    // Trailing zeros of the fraction are not written: `1.5`, not `1.500`.
    var (fraction, shown) = (digits.fraction, places)
    while shown > 0 && fraction % 10 == 0 {
      fraction /= 10
      shown -= 1
    }
    if shown > 0 {
      text.append(UInt8(ascii: "."))
      text.append(decimalDigitsOf: fraction, count: shown)
    }
    return (String(decoding: text, as: UTF8.self), !digits.isExact)
  }

  /// The value with exactly `places` decimal places, half rounding away from
  /// zero and no mark of rounding, for programs to read: `66.666667`,
  /// `1.500000`, `600.000000`. A value that rounds to zero is `0.000000`.
  ///
  /// - Parameter places: The places to write, from 0 to 18.
  /// - Returns: The text.
  public func fixedDecimal(places: Int) -> String {
    var text: [UInt8] = []
    appendFixedDecimal(places: places, to: &text)
    return String(decoding: text, as: UTF8.self)
  }

  /// Appends ``fixedDecimal(places:)``'s text to UTF-8 bytes, for a formatter
  /// that writes bytes.
  ///
  /// - Parameters:
  ///   - places: The places to write, from 0 to 18.
  ///   - bytes: The bytes to append to.
  func appendFixedDecimal(places: Int, to bytes: inout [UInt8]) {
    let places = min(max(places, 0), 18)
    let digits = rounded(places: places)
    if numerator < 0 && (digits.whole != 0 || digits.fraction != 0) {
      bytes.append(UInt8(ascii: "-"))
    }
    bytes.append(decimalDigitsOf: digits.whole)
    if places > 0 {
      bytes.append(UInt8(ascii: "."))
      bytes.append(decimalDigitsOf: digits.fraction, count: places)
    }
  }

  /// Appends ``description``'s text to UTF-8 bytes: `3`, `3/4`, `1 1/2`, `-2 1/3`.
  ///
  /// - Parameter bytes: The bytes to append to.
  func appendDescription(to bytes: inout [UInt8]) {
    let whole = (numerator / denominator).magnitude
    let remainder = (numerator % denominator).magnitude
    if numerator < 0 { bytes.append(UInt8(ascii: "-")) }
    if remainder == 0 || whole != 0 {
      bytes.append(decimalDigitsOf: UInt64(whole))
      if remainder == 0 { return }
      bytes.append(UInt8(ascii: " "))
    }
    bytes.append(decimalDigitsOf: UInt64(remainder))
    bytes.append(UInt8(ascii: "/"))
    bytes.append(decimalDigitsOf: UInt64(denominator))
  }

  /// Appends a whole number's digits, with a minus sign when it is negative.
  ///
  /// - Parameters:
  ///   - integer: The number.
  ///   - bytes: The bytes to append to.
  static func appendInteger(_ integer: Int, to bytes: inout [UInt8]) {
    if integer < 0 { bytes.append(UInt8(ascii: "-")) }
    bytes.append(decimalDigitsOf: UInt64(integer.magnitude))
  }

  /// The magnitude rounded half away from zero to `places` decimal places
  /// (at most 18): its whole part, its fraction as an integer below
  /// 10^places, and whether the rounding is exact.
  private func rounded(places: Int) -> (whole: UInt64, fraction: UInt64, isExact: Bool) {
    var unit: Int128 = 1
    for _ in 0..<places { unit *= 10 }
    // 128 bits hold a 64-bit numerator times 10^18.
    let scaled = Int128(numerator.magnitude) * unit
    let bottom = Int128(denominator)
    let rounded = (scaled * 2 + bottom) / (bottom * 2)
    // The whole part is at most the magnitude plus one, and the fraction is
    // below 10^18: both have 64-bit forms.
    let (whole, rest) = rounded.quotientAndRemainder(dividingBy: unit)
    return (UInt64(whole), UInt64(rest), scaled % bottom == 0)
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
