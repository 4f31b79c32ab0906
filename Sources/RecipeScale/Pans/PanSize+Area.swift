extension PanSize {
  /// The exact area of the pan's base, in square ``unit``s: `width · length`
  /// for a square or rectangle, and `d²/4` times a symbolic π for a round pan.
  ///
  /// - Throws: ``ArithmeticError/overflow`` when the exact area has no 64-bit
  ///   form, as sides written with many decimal places can give.
  public var area: PanArea {
    get throws(ArithmeticError) {
      let product = try width.multiplied(by: length)
      guard shape.isRound else {
        return PanArea(coefficient: product, includesPi: false, unit: unit)
      }
      let quarter = Rational(reducedNumerator: 1, denominator: 4)
      return PanArea(coefficient: try product.multiplied(by: quarter), includesPi: true, unit: unit)
    }
  }
}
