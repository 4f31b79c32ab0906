extension Ingredient {
  /// An ingredient's amount and a range's upper end in 8 bytes, each part in 16 bits.
  ///
  /// Two ``PackedRational``s took 32 bytes of every ingredient's box; the amounts
  /// a recipe writes (`1 1/2`, `250`, `2–3`, `0.125`) need far fewer bits: of the
  /// lines of the six corpora one in 4,000 needs more than 16 bits a part, and of
  /// the bench's none. Packed so, a box takes 24 bytes less memory: a million
  /// lines of text are 24 MB, some 6,000 pages, less to touch. Amounts whose
  /// parts do not fit are *wide*: the box keeps them with its rare fields (see
  /// ``RareFields``).
  struct PackedAmounts: Hashable, Sendable {
    // Invariant: a denominator is 0 for no amount, and -1 in both places when
    // the amounts are wide; otherwise it is positive and the pair is a
    // Rational's, in lowest terms, as `init?(_:_:)` takes it from one.
    private let numerator: Int16
    private let denominator: Int16
    private let maxNumerator: Int16
    private let maxDenominator: Int16

    /// The packing that says the amounts are kept elsewhere, too wide for 16 bits.
    ///
    /// Computed, not stored: a stored static is behind a once-only check on every use.
    static var wide: PackedAmounts {
      PackedAmounts(numerator: 0, denominator: -1, maxNumerator: 0, maxDenominator: -1)
    }

    private init(numerator: Int16, denominator: Int16, maxNumerator: Int16, maxDenominator: Int16) {
      self.numerator = numerator
      self.denominator = denominator
      self.maxNumerator = maxNumerator
      self.maxDenominator = maxDenominator
    }

    /// Packs an amount and a range's upper end, or fails when a part of either
    /// needs more than 16 bits.
    ///
    /// - Parameters:
    ///   - amount: The amount, or `nil`.
    ///   - amountMax: The upper end of a range, or `nil`.
    @inline(__always)
    init?(_ amount: Rational?, _ amountMax: Rational?) {
      let low = amount.map { ($0.numerator, $0.denominator) } ?? (0, 0)
      let high = amountMax.map { ($0.numerator, $0.denominator) } ?? (0, 0)
      self.init(
        numerator: Int16(truncatingIfNeeded: low.0), denominator: Int16(truncatingIfNeeded: low.1),
        maxNumerator: Int16(truncatingIfNeeded: high.0),
        maxDenominator: Int16(truncatingIfNeeded: high.1))
      // A part fits when it comes back from 16 bits unchanged: one test for all four.
      let changed =
        (Int(numerator) ^ low.0) | (Int(denominator) ^ low.1) | (Int(maxNumerator) ^ high.0)
        | (Int(maxDenominator) ^ high.1)
      if changed != 0 { return nil }
    }

    /// Whether the amounts are kept elsewhere, too wide to pack.
    var isWide: Bool { denominator < 0 }

    /// The amount, or `nil` for none (and when wide).
    var amount: Rational? {
      denominator > 0
        ? Rational(reducedNumerator: Int(numerator), denominator: Int(denominator)) : nil
    }

    /// The upper end of a range, or `nil` for none (and when wide).
    var amountMax: Rational? {
      maxDenominator > 0
        ? Rational(reducedNumerator: Int(maxNumerator), denominator: Int(maxDenominator)) : nil
    }
  }
}
