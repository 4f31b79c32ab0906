/// The unit of length a pan's sides are measured in.
///
/// Millimeters are read but kept as centimeters, since a pan is never named
/// in millimeters once it is read.
public enum PanUnit: String, Hashable, Sendable, CaseIterable {
  /// The inch, defined as exactly 2.54 cm.
  case inch
  /// The centimeter.
  case centimeter

  /// The length of one unit in centimeters, exactly: 127/50 for the inch,
  /// whose definition is 2.54 cm, and 1 for the centimeter.
  public var centimeters: Rational {
    switch self {
    case .inch: Rational(reducedNumerator: 127, denominator: 50)
    case .centimeter: .one
    }
  }

  /// The abbreviation written after a size: `in` or `cm`.
  public var symbol: String {
    switch self {
    case .inch: "in"
    case .centimeter: "cm"
    }
  }

  /// The longest side a baking pan can have in this unit: 100 inches or
  /// 250 cm. Anything longer is a misreading (a temperature, a weight, a
  /// year), not a pan.
  public var longestSide: Rational {
    switch self {
    case .inch: Rational(100)
    case .centimeter: Rational(250)
    }
  }
}
