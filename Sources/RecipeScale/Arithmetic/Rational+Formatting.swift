extension Rational: CustomStringConvertible {
  /// The value as an ASCII mixed number: `3`, `3/4`, `1 1/2`, `-2 1/3`.
  public var description: String {
    // Every fractional amount printed comes here: the text is written as bytes
    // in one buffer, where interpolation built and joined four Strings.
    Rational.text(capacity: Rational.longestMixedNumber) { write(mixedNumberInto: $0, at: 0) }
      ?? ""
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
    let written = Rational.text(capacity: Rational.longestDecimal) {
      write(decimalPlaces: decimalPlaces, into: $0, at: 0)
    }
    if let written { return written }
    // A whole part beyond 64 bits, which only a magnitude near the top of the range rounds to.
    let parts = decimalParts(places: min(max(decimalPlaces, 0), 18))
    let text = String(parts.fraction)
    let decimals =
      parts.fraction == 0
      ? "" : "." + String(repeating: "0", count: parts.shownPlaces - text.count) + text
    return (parts.isExact ? "" : "~") + (numerator < 0 ? "-" : "") + String(parts.whole) + decimals
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
