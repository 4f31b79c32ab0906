extension Quantity: CustomStringConvertible {
  /// The amount and its unit as a cook reads them: `1 1/2 cups`, `250 g`.
  ///
  /// The unit's word agrees with the amount (`1 cup`, `2 cups`); the amount
  /// is exact, as ``Rational/description`` writes it.
  public var description: String {
    "\(amount) \(unit.name(for: amount))"
  }
}
