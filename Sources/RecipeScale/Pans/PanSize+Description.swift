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

  private static func side(_ value: Rational) -> String {
    value.formatted(decimalPlaces: 3)
  }
}
