extension Rational: LosslessStringConvertible {
  /// Parses an exact amount as people write it.
  ///
  /// Accepts an integer (`3`), a fraction (`3/4`), a mixed number (`1 1/2`) and a
  /// decimal (`1.25`), each optionally preceded by `-`. Every form parses to its
  /// exact value, so the text ``description`` writes parses back to the same value.
  ///
  /// The initializer fails when the text is not one of these forms, or its value
  /// has no 64-bit form.
  ///
  /// - Parameter text: The text to parse.
  public init?(_ text: String) {
    var body = Substring(text)
    let negative = body.first == "-"
    if negative { body = body.dropFirst() }
    guard let magnitude = Rational.parseUnsigned(body) else { return nil }
    self =
      negative
      ? Rational(reducedNumerator: -magnitude.numerator, denominator: magnitude.denominator)
      : magnitude
  }

  private static func parseUnsigned(_ text: Substring) -> Rational? {
    let parts = text.split(separator: " ", omittingEmptySubsequences: false)
    switch parts.count {
    case 1:
      if let slash = text.firstIndex(of: "/") {
        guard let top = digits(text[..<slash]),
          let bottom = digits(text[text.index(after: slash)...])
        else { return nil }
        return try? Rational(top, bottom)
      }
      if let dot = text.firstIndex(of: ".") { return decimal(text, dot: dot) }
      return digits(text).map { Rational($0) }
    case 2:
      guard let whole = digits(parts[0]), !parts[1].contains("."),
        let fraction = parseUnsigned(parts[1]), !fraction.isInteger
      else { return nil }
      return try? Rational(whole).adding(fraction)
    default:
      return nil
    }
  }

  private static func decimal(_ text: Substring, dot: Substring.Index) -> Rational? {
    let wholeText = text[..<dot]
    let fractionText = text[text.index(after: dot)...]
    guard !(wholeText.isEmpty && fractionText.isEmpty), fractionText.count <= 18,
      let whole = wholeText.isEmpty ? 0 : digits(wholeText),
      let fraction = fractionText.isEmpty ? 0 : digits(fractionText)
    else { return nil }
    var scale = 1
    for _ in fractionText { scale *= 10 }
    guard let fractionValue = try? Rational(fraction, scale) else { return nil }
    return try? Rational(whole).adding(fractionValue)
  }

  /// The value of a run of ASCII digits, or `nil` for anything else.
  private static func digits(_ text: Substring) -> Int? {
    guard !text.isEmpty,
      text.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") })
    else { return nil }
    return Int(text)
  }
}
