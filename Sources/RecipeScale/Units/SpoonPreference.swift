/// What converting into metric units does with teaspoons and tablespoons.
public enum SpoonPreference: String, CaseIterable, Sendable {
  /// Spoons stay as written, exactly: metric kitchens measure with 5 ml and
  /// 15 ml spoons, which a US teaspoon (4.93 ml) and tablespoon (14.8 ml) fit.
  case keep
  /// Spoons convert to millilitres, as every other US volume does.
  case ml

  /// Whether an amount in a unit stays as written when shown in a system.
  ///
  /// - Parameters:
  ///   - unit: The amount's unit.
  ///   - system: The system amounts are converted into, or `nil` for none.
  /// - Returns: `true` for a teaspoon or tablespoon going into metric units while spoons are kept.
  public func keeps(_ unit: StandardUnit, in system: MeasurementSystem?) -> Bool {
    self == .keep && system == .metric && (unit == .teaspoon || unit == .tablespoon)
  }
}
