/// Why an exact computation has no result.
public enum ArithmeticError: Error, Equatable, Sendable {
  /// A fraction was given a denominator of zero.
  case zeroDenominator
  /// The exact result does not fit in 64-bit integers.
  case overflow
}

extension ArithmeticError: CustomStringConvertible {
  /// A lowercase message for people.
  public var description: String {
    switch self {
    case .zeroDenominator: "division by zero"
    case .overflow: "the exact result does not fit in 64 bits"
    }
  }
}
