extension ScaledIngredient: CustomStringConvertible {
  /// The ingredient's line as the command line prints it by default:
  /// `1 1/2 cups flour`, and `~1067 g tomatoes` where a metric amount is
  /// rounded for the kitchen (``AmountStyle/init(fractions:measure:exact:)``'s
  /// defaults). ``text`` keeps every amount exact.
  public var description: String { line(AmountStyle()).text }
}
