extension PanSize: CustomStringConvertible {
  /// The size as a cook names it, for titles and messages: `9x13 in`,
  /// `8 in square`, `9 in round`, `24 cm round`, `22.5x33 cm`.
  ///
  /// Sides are written as decimals, since pans are sold by decimal sizes
  /// (`22.5 cm`, `8.5 in`); a side with more than three places is rounded and
  /// marked with a `~`.
  public var description: String {
    let symbol = unit.symbol
    switch shape {
    case .round: return "\(PanSize.side(width)) \(symbol) round"
    case .square: return "\(PanSize.side(width)) \(symbol) square"
    case .rectangle: return "\(PanSize.side(width))x\(PanSize.side(length)) \(symbol)"
    }
  }

  /// Whether English says `an` before the size, its number read with a vowel
  /// sound first (eight, eleven, eighteen, eighty): `an 8 in square`, `an
  /// 11x7 in`, `an 18 cm round`, `a 9x13 in`, `a 110 cm`.
  var takesAn: Bool {
    let text = description
    if text.hasPrefix("8") { return true }
    guard text.hasPrefix("11") || text.hasPrefix("18") else { return false }
    return !(text.dropFirst(2).first?.isNumber ?? false)
  }

  private static func side(_ value: Rational) -> String {
    value.formatted(decimalPlaces: 3)
  }
}
