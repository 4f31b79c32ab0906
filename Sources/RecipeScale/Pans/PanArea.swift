/// The area of a pan's base, exactly, with π kept as a symbol.
///
/// A round pan's area is `d²/4 · π`, and π has no rational form: keeping it
/// apart lets two round pans compare exactly (the π cancels), while a
/// round pan against a rectangular one is the only comparison that needs an
/// approximation of π.
public struct PanArea: Hashable, Sendable {
  /// The area, or the area divided by π when ``includesPi`` is true, in
  /// square ``unit``s: `117` for a 9x13 in pan, `81/4` for a 9 in round one.
  public let coefficient: Rational
  /// Whether the area is ``coefficient`` times π: true for round pans.
  public let includesPi: Bool
  /// The unit whose square the area is measured in.
  public let unit: PanUnit

  /// Creates an area.
  ///
  /// - Parameters:
  ///   - coefficient: The area, or the area divided by π.
  ///   - includesPi: Whether the area is `coefficient` times π.
  ///   - unit: The unit whose square the area is measured in.
  public init(coefficient: Rational, includesPi: Bool, unit: PanUnit) {
    self.coefficient = coefficient
    self.includesPi = includesPi
    self.unit = unit
  }
}

extension PanArea: CustomStringConvertible {
  /// The exact area for people: `117 in²`, or `π × 81/4 in²` for a round pan.
  public var description: String {
    (includesPi ? "π × " : "") + coefficient.description + " " + unit.symbol + "²"
  }
}
