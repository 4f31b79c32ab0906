/// How amounts are written in every output format.
public struct AmountStyle: Hashable, Sendable {
  /// How fractions are written.
  public var fractions: FractionStyle
  /// Whether US volumes are written as sums of measuring cups and spoons.
  public var measure: Bool

  /// Creates a style.
  ///
  /// - Parameters:
  ///   - fractions: How fractions are written.
  ///   - measure: Whether US volumes become sums of measuring cups and spoons.
  public init(fractions: FractionStyle = .ascii, measure: Bool = false) {
    self.fractions = fractions
    self.measure = measure
  }

  /// ASCII mixed numbers, no measuring plans.
  public static let plain = AmountStyle()
}
