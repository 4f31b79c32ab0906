/// A quantity in the unit that reads best, with the amount to show.
///
/// Within one system every unit converts exactly, so ``shown`` is the exact
/// amount. Between systems the exact amount is rarely a fraction a cook can
/// measure (1 cup is 236.5882365 ml), so ``shown`` is rounded to kitchen
/// precision and ``isApproximate`` says so.
public struct ReadableQuantity: Hashable, Sendable {
  /// The exact quantity in the chosen unit.
  public var exact: Quantity
  /// The amount to show: the exact one, or its rounding to kitchen precision.
  public var shown: Rational

  /// Creates a readable quantity.
  ///
  /// - Parameters:
  ///   - exact: The exact quantity in the chosen unit.
  ///   - shown: The amount to show.
  public init(exact: Quantity, shown: Rational) {
    self.exact = exact
    self.shown = shown
  }

  /// Whether ``shown`` is rounded.
  public var isApproximate: Bool { shown != exact.amount }
}
