extension StandardUnit {
  /// The unit's name for an amount, as ``CookingUnit/name(for:)`` gives it for
  /// the unit's symbol: `cup` and `cups`, `tbsp` for any amount, `L`.
  ///
  /// A plan of cups and spoons names its tools on every line it is shown, and
  /// a name depends only on whether the amount is more than one: the two names
  /// of each of its tools are worked out once, and another unit's when asked.
  ///
  /// - Parameter amount: The amount the unit measures.
  /// - Returns: The unit's name in the number that agrees with the amount.
  public func name(for amount: Rational) -> String {
    guard let names = StandardUnit.names[symbol] else { return cookingUnit.name(for: amount) }
    return amount > .one ? names.plural : names.singular
  }

  /// The names for one and for more than one of the units a measuring plan
  /// is made of, by symbol.
  private static let names: [String: (singular: String, plural: String)] = Dictionary(
    uniqueKeysWithValues: [StandardUnit.cup, .tablespoon, .teaspoon].map { unit in
      (unit.symbol, (unit.cookingUnit.name(for: .one), unit.cookingUnit.name(for: Rational(2))))
    })
}
