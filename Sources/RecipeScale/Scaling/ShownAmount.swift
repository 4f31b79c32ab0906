/// An amount as a line shows it: the value its words agree with, and how its
/// text is written, kept apart from the text so that a formatter can write
/// the text straight into its bytes (see ``ScaledIngredient/line(_:words:)``).
struct ShownAmount {
  /// How the text is written.
  enum Form {
    /// ``Rational/formatted(decimalPlaces:)`` of the amount.
    case decimal(Rational, places: Int)
    /// ``Rational/formatted(_:)`` of the amount.
    case fraction(Rational, FractionStyle)
    /// A `~` before ``Rational/formatted(_:)`` of a kitchen fraction.
    case rounded(Rational, FractionStyle)
    /// A `<` before a sixteenth in a style: an amount too small for one.
    case belowSixteenth(FractionStyle)
  }

  /// The value the text stands for, which the words agree with.
  let value: Rational
  /// How the text is written.
  let form: Form

  /// The text.
  var text: String {
    switch form {
    case .decimal(let amount, let places): amount.formatted(decimalPlaces: places)
    case .fraction(let amount, let style): amount.formatted(style)
    case .rounded(let amount, let style): "~" + amount.formatted(style)
    case .belowSixteenth(let style):
      "<" + Rational(reducedNumerator: 1, denominator: 16).formatted(style)
    }
  }

  /// The most bytes ``write(into:at:)`` writes.
  static let longestText = max(Rational.longestMixedNumber, Rational.longestDecimal)

  /// Writes the text at a place in a buffer with room for ``longestText``
  /// bytes after it, when it is ASCII written in 64-bit parts; `nil`, with
  /// nothing written, for the rest, which ``text`` writes.
  ///
  /// - Parameters:
  ///   - buffer: The buffer.
  ///   - place: Where the text starts.
  /// - Returns: The place after the text, or `nil`.
  func write(into buffer: UnsafeMutableBufferPointer<UInt8>, at place: Int) -> Int? {
    switch form {
    case .decimal(let amount, let places):
      amount.write(decimalPlaces: places, into: buffer, at: place)
    case .fraction(let amount, .ascii), .fraction(let amount, .auto):
      amount.write(mixedNumberInto: buffer, at: place)
    case .fraction(let amount, .decimal):
      amount.write(decimalPlaces: 3, into: buffer, at: place)
    default: nil
    }
  }
}
