/// How amounts are written in every output format.
public struct AmountStyle: Hashable, Sendable {
  /// How fractions are written.
  public var fractions: FractionStyle
  /// Whether US volumes are written as sums of measuring cups and spoons.
  public var measure: Bool
  /// Whether amounts are shown as computed, exactly: a shopping list's count
  /// or package is then not rounded up to what is bought, nor a total to what
  /// a tool measures (`--exact`).
  public var exact: Bool
  /// Whether amounts are shown as a kitchen measures them (see
  /// ``ScaledIngredient/line(_:)``): US volumes as cups and spoons, ounces to
  /// the quarter, counts to the quarter or third. Ignored when ``exact``.
  public var kitchen: Bool

  /// Creates a style.
  ///
  /// - Parameters:
  ///   - fractions: How fractions are written; by default as the command line
  ///     writes them, metric amounts in kitchen decimals and the rest exact.
  ///   - measure: Whether US volumes become sums of measuring cups and spoons.
  ///   - exact: Whether counts and totals stay exact rather than rounded to
  ///     buy or to measure.
  ///   - kitchen: Whether amounts are shown as a kitchen measures them; by
  ///     default they are, unless fractions are ASCII, the tutorial's exact ones.
  public init(
    fractions: FractionStyle = .auto, measure: Bool = false, exact: Bool = false,
    kitchen: Bool? = nil
  ) {
    self.fractions = fractions
    self.measure = measure
    self.exact = exact
    self.kitchen = kitchen ?? (fractions != .ascii)
  }

  /// ASCII mixed numbers everywhere, exact, and no measuring plans.
  public static let plain = AmountStyle(fractions: .ascii)

  /// The style with kitchen measures off: amounts are shown as they are.
  public var withoutKitchenMeasures: AmountStyle {
    var style = self
    style.kitchen = false
    return style
  }
}
