/// An optional rational kept in its two integers, for types that hold many.
///
/// A `Rational?` takes 17 bytes and pads to 24; here no amount is a denominator
/// of 0, which no rational has, so it takes 16. An ingredient holds several
/// optional amounts, and a text of a million lines holds a million ingredients:
/// the bytes saved are pages of memory not touched and bytes not copied.
struct PackedRational: Hashable, Sendable {
  // Invariant: `denominator` is 0 for no amount; otherwise the pair is a
  // Rational's, in lowest terms with a positive denominator, as `init(_:)` takes it.
  private var numerator: Int
  private var denominator: Int

  /// No amount.
  static let none = PackedRational(nil)

  /// Packs an amount, or none.
  init(_ value: Rational?) {
    numerator = value?.numerator ?? 0
    denominator = value?.denominator ?? 0
  }

  /// The amount, or `nil` for none.
  var value: Rational? {
    denominator == 0 ? nil : Rational(reducedNumerator: numerator, denominator: denominator)
  }
}
