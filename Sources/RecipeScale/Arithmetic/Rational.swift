/// An exact fraction of two 64-bit integers.
///
/// Invariant: the fraction is in lowest terms and its denominator is positive,
/// so equal values have equal representations and `==` can compare fields.
/// Every value is made by ``init(_:_:)`` or by ``init(reducedNumerator:denominator:)``,
/// and only the first one accepts input that is not yet reduced.
///
/// Arithmetic never traps: operations that could overflow report it, in the
/// manner of the standard library's `multipliedReportingOverflow(by:)`.
public struct Rational: Hashable, Sendable {
  /// The numerator; it carries the sign.
  public let numerator: Int
  /// The denominator; always positive.
  public let denominator: Int

  /// Creates a rational number from a numerator and a denominator, reducing it to lowest terms.
  ///
  /// - Parameters:
  ///   - numerator: The numerator, of any sign.
  ///   - denominator: The denominator, of any sign but zero.
  /// - Throws: ``ArithmeticError/zeroDenominator`` when `denominator` is zero, and
  ///   ``ArithmeticError/overflow`` when the reduced value has no 64-bit form
  ///   (only `Int.min / -1` and its multiples).
  public init(_ numerator: Int, _ denominator: Int = 1) throws(ArithmeticError) {
    guard denominator != 0 else { throw .zeroDenominator }
    let divisor = Rational.greatestCommonDivisor(numerator.magnitude, denominator.magnitude)
    let negative = (numerator < 0) != (denominator < 0)
    // Most numbers read are in lowest terms already: no division then.
    let (top, bottom) =
      divisor == 1
      ? (numerator.magnitude, denominator.magnitude)
      : (numerator.magnitude / divisor, denominator.magnitude / divisor)
    guard let reduced = Rational.signed(top, negative: negative),
      let positive = Int(exactly: bottom)
    else { throw .overflow }
    self.init(reducedNumerator: reduced, denominator: positive)
  }

  /// Creates a rational number from parts already in lowest terms.
  ///
  /// Only the arithmetic in this module calls it, with parts it has proved reduced.
  init(reducedNumerator numerator: Int, denominator: Int) {
    assert(denominator > 0, "a rational number's denominator is positive")
    assert(Rational.greatestCommonDivisor(numerator.magnitude, denominator.magnitude) == 1)
    self.numerator = numerator
    self.denominator = denominator
  }

  /// Creates the rational number equal to an integer.
  ///
  /// - Parameter integer: The value.
  public init(_ integer: Int) {
    self.init(reducedNumerator: integer, denominator: 1)
  }

  /// Zero.
  public static let zero = Rational(0)
  /// One.
  public static let one = Rational(1)

  /// Whether the value is a whole number.
  public var isInteger: Bool { denominator == 1 }

  /// The greatest common divisor of two magnitudes of any width; `gcd(0, 0)` is 0.
  ///
  /// One function serves the 64-bit parts and the 128-bit intermediate results
  /// of multiplication alike.
  static func greatestCommonDivisor<Magnitude: UnsignedInteger>(
    _ a: Magnitude, _ b: Magnitude
  ) -> Magnitude {
    var (a, b) = (a, b)
    while b != 0 { (a, b) = (b, a % b) }
    return a
  }

  /// The signed integer with a given magnitude, or `nil` when it has no 64-bit form.
  static func signed(_ magnitude: UInt, negative: Bool) -> Int? {
    if negative {
      if magnitude == Int.min.magnitude { return Int.min }
      return Int(exactly: magnitude).map { -$0 }
    }
    return Int(exactly: magnitude)
  }
}
