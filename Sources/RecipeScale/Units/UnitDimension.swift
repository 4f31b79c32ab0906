/// What a standard unit measures. Volume and mass never convert into each other:
/// that would need the density of every ingredient.
public enum UnitDimension: String, CaseIterable, Sendable {
  /// Teaspoons, cups, millilitres, litres.
  case volume
  /// Ounces, pounds, grams, kilograms.
  case mass
}
