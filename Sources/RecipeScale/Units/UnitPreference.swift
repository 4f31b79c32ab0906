/// Which units amounts are shown in.
public enum UnitPreference: String, CaseIterable, Sendable {
  /// The units the recipe wrote, never converted.
  case asWritten = "as-written"
  /// The most readable unit of the system the recipe wrote: `48 tsp` becomes `1 cup`.
  case best
  /// Metric units, converted from US ones, then the most readable: `1 cup` becomes `~237 ml`.
  case metric
  /// US units, converted from metric ones, then the most readable: `240 g` becomes `~8 1/2 oz`.
  case us

  /// The system amounts end up in, or `nil` to keep each amount's own.
  var system: MeasurementSystem? {
    switch self {
    case .asWritten, .best: nil
    case .metric: .metric
    case .us: .us
    }
  }
}
