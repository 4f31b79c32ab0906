/// An optional rational kept in its two integers, for types that hold many.
///
/// A `Rational?` takes 17 bytes and pads to 24; here no amount is a denominator
/// of 0, which no rational has, so it takes 16. An ingredient holds several
/// optional amounts, and a text of a million lines holds a million ingredients:
/// the bytes saved are pages of memory not touched and bytes not copied. As a
/// property wrapper, a property so packed reads and writes as a `Rational?`.
@propertyWrapper
public struct PackedRational: Hashable, Sendable {
  // Invariant: `denominator` is 0 for no amount; otherwise the pair is a
  // Rational's, in lowest terms with a positive denominator, as
  // `init(wrappedValue:)` and the setter take it from one.
  private var numerator: Int
  private var denominator: Int

  /// Packs an amount, or none.
  ///
  /// - Parameter wrappedValue: The amount, or `nil`.
  public init(wrappedValue: Rational?) {
    numerator = wrappedValue?.numerator ?? 0
    denominator = wrappedValue?.denominator ?? 0
  }

  /// The amount, or `nil` for none.
  public var wrappedValue: Rational? {
    get {
      denominator == 0 ? nil : Rational(reducedNumerator: numerator, denominator: denominator)
    }
    set { self = PackedRational(wrappedValue: newValue) }
  }
}
