/// How much to multiply a recipe by to fill another pan: the ratio of the
/// new pan's area to the old one's.
///
/// Between two pans of the same kind (both round, or both square or
/// rectangular) the ratio is exact. Between a round pan and an angular one
/// it involves π, so it is rounded to three significant figures and marked
/// approximate; the rounded value is the one the recipe is scaled by, so
/// what is printed is what was used.
public struct PanFactor: Hashable, Sendable {
  /// The factor the recipe is scaled by: exact (`81/64`), or rounded to three
  /// significant figures (`46/25` for 1.84) when ``isApproximate``.
  public let value: Rational
  /// Whether ``value`` is a rounding, which happens only between a round pan
  /// and a square or rectangular one.
  public let isApproximate: Bool

  /// Creates a factor.
  ///
  /// - Parameters:
  ///   - value: The factor the recipe is scaled by.
  ///   - isApproximate: Whether the value is a rounding of the true ratio.
  public init(value: Rational, isApproximate: Bool) {
    self.value = value
    self.isApproximate = isApproximate
  }
}

extension PanFactor: CustomStringConvertible {
  /// The factor for a title: `×1.5`, `×~1.27`, `×1.84`.
  ///
  /// An exact factor that ends within two decimal places is written plainly
  /// (`×1.5`, `×2`, `×0.75`). Any other exact factor is written rounded to
  /// three significant figures after a `~` (`×~1.27` for 81/64), since the
  /// recipe is scaled by the exact value and the text only approximates it.
  /// An approximate factor is written as its three significant figures with
  /// no `~` (`×1.84`, `×2.00`): it is itself the value used, so the text is
  /// exact.
  public var description: String {
    guard value > .zero,
      let figures = try? PanFactor.threeSignificantFigures(
        numerator: Int128(value.numerator), denominator: Int128(value.denominator))
    else { return "×" + value.formatted(decimalPlaces: 3) }
    if isApproximate { return "×" + PanFactor.text(of: figures) }
    if 100 % value.denominator == 0 { return "×" + value.formatted(decimalPlaces: 2) }
    return "×~" + PanFactor.text(of: figures)
  }
}
