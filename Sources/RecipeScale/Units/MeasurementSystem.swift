/// The family a standard unit belongs to.
public enum MeasurementSystem: String, CaseIterable, Sendable {
  /// US customary: teaspoon, tablespoon, fluid ounce, cup, pint, quart, gallon, ounce, pound.
  case us
  /// Metric: milligram, gram, kilogram, millilitre, centilitre, decilitre, litre.
  case metric
}
