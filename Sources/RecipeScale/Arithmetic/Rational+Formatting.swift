extension Rational: CustomStringConvertible {
  /// The value as an ASCII mixed number: `3`, `3/4`, `1 1/2`, `-2 1/3`.
  public var description: String {
    let whole = (numerator / denominator).magnitude
    let remainder = (numerator % denominator).magnitude
    let sign = numerator < 0 ? "-" : ""
    if remainder == 0 { return sign + String(whole) }
    let fraction = String(remainder) + "/" + String(denominator)
    return sign + (whole == 0 ? fraction : String(whole) + " " + fraction)
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
    let digits = roundedDigits(places: places)
    let sign = numerator < 0 ? "-" : ""
    if digits.isZero && numerator != 0 {
      let smallest = places == 0 ? "1" : "0." + String(repeating: "0", count: places - 1) + "1"
      return (sign + "<" + smallest, false)
    }
    var fraction = digits.fraction
    while fraction.hasSuffix("0") { fraction.removeLast() }
    let text = fraction.isEmpty ? sign + digits.whole : sign + digits.whole + "." + fraction
    return (text, !digits.isExact)
  }

  /// The value with exactly `places` decimal places, half rounding away from
  /// zero and no mark of rounding, for programs to read: `66.666667`,
  /// `1.500000`, `600.000000`. A value that rounds to zero is `0.000000`.
  ///
  /// - Parameter places: The places to write, from 0 to 18.
  /// - Returns: The text.
  public func fixedDecimal(places: Int) -> String {
    let parts = fixedDecimalParts(places: places)
    let sign = parts.isNegative ? "-" : ""
    return parts.fraction.isEmpty ? sign + parts.whole : sign + parts.whole + "." + parts.fraction
  }

  /// The parts ``fixedDecimal(places:)`` writes: whether a minus sign leads,
  /// the whole part, and the fraction's digits (none for no places), which a
  /// formatter writing bytes appends without making the whole text first.
  ///
  /// - Parameter places: The places to write, from 0 to 18.
  /// - Returns: The parts.
  func fixedDecimalParts(places: Int) -> (isNegative: Bool, whole: String, fraction: String) {
    let digits = roundedDigits(places: min(max(places, 0), 18))
    return (numerator < 0 && !digits.isZero, digits.whole, digits.fraction)
  }

  /// The magnitude rounded half away from zero to `places` decimal places
  /// (at most 18): its whole part, its fraction as exactly `places` digits,
  /// whether it rounds to zero, and whether the rounding is exact.
  private func roundedDigits(places: Int) -> (
    whole: String, fraction: String, isZero: Bool, isExact: Bool
  ) {
    var unit: Int128 = 1
    for _ in 0..<places { unit *= 10 }
    // 128 bits hold a 64-bit numerator times 10^18.
    let scaled = Int128(numerator.magnitude) * unit
    let bottom = Int128(denominator)
    let rounded = (scaled * 2 + bottom) / (bottom * 2)
    // The whole part is at most the magnitude plus one, and the fraction is
    // below 10^18: both have 64-bit forms, which `String` writes directly.
    let (whole, rest) = rounded.quotientAndRemainder(dividingBy: unit)
    var fraction = ""
    if places > 0 {
      // The fraction's digits with their leading zeros are those of
      // 10^places + rest after its leading 1, below 2 × 10^18 in 64 bits.
      fraction = String(String(UInt64(unit + rest)).dropFirst())
    }
    return (String(UInt64(whole)), fraction, rounded == 0, scaled % bottom == 0)
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
