/// An exact amount of a standard unit: `3/4 cup`, `1500 g`.
public struct Quantity: Hashable, Sendable {
  /// The exact amount.
  public var amount: Rational
  /// The unit it is measured in.
  public var unit: StandardUnit

  /// Creates a quantity.
  ///
  /// - Parameters:
  ///   - amount: The exact amount.
  ///   - unit: The unit.
  public init(_ amount: Rational, _ unit: StandardUnit) {
    self.amount = amount
    self.unit = unit
  }

  /// The same quantity in another unit of the same dimension, exactly.
  ///
  /// - Parameter other: The unit to convert to; it must measure the same dimension.
  /// - Returns: The quantity in `other`, or `nil` when `other` measures another
  ///   dimension (volume never becomes mass) or the exact result has no 64-bit form.
  public func converted(to other: StandardUnit) -> Quantity? {
    guard other.dimension == unit.dimension else { return nil }
    if other == unit { return self }
    guard let ratio = try? unit.size.divided(by: other.size),
      let converted = try? amount.multiplied(by: ratio)
    else { return nil }
    return Quantity(converted, other)
  }
}
