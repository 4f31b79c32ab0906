/// An amount as a line shows it: the value its words agree with, and its
/// text without a `~`, so that the line can mark its quantity once whichever
/// end of a range is the rounding (see ``marked(_:)``).
struct ShownAmount {
  /// The value the text stands for, which the words agree with: `1` for `~1`
  /// cup shown for 1 1/100 cups.
  let value: Rational
  /// The text without a `~`: `1 1/2`, `1.07`, `<1/16`.
  let unmarked: String
  /// Whether the text rounds the amount, so that it needs a `~`.
  let isRounded: Bool

  /// An amount written exactly in a fraction style, or in decimals as
  /// ``Rational/formatted(decimalPlaces:)`` writes them.
  ///
  /// - Parameters:
  ///   - value: The value the words agree with.
  ///   - amount: The amount written.
  ///   - fractions: The style.
  init(value: Rational, writing amount: Rational, in fractions: FractionStyle) {
    // The decimal style rounds to three places, which its text marks.
    guard fractions == .decimal else {
      self.init(value: value, unmarked: amount.formatted(fractions), isRounded: false)
      return
    }
    self.init(value: value, writing: amount, decimalPlaces: 3)
  }

  /// An amount written in decimals, as ``Rational/formatted(decimalPlaces:)`` writes them.
  ///
  /// - Parameters:
  ///   - value: The value the words agree with.
  ///   - amount: The amount written.
  ///   - places: The most places.
  init(value: Rational, writing amount: Rational, decimalPlaces places: Int) {
    let decimal = amount.unmarkedDecimal(places: places)
    self.init(value: value, unmarked: decimal.text, isRounded: decimal.isRounded)
  }

  /// An amount from its parts.
  init(value: Rational, unmarked: String, isRounded: Bool) {
    self.value = value
    self.unmarked = unmarked
    self.isRounded = isRounded
  }

  /// The text, with a `~` when it is a rounding or `approximate` says the
  /// line is one: the one place a line's quantity gets its mark.
  ///
  /// - Parameter approximate: Whether the line's amount is a rounding anyway.
  /// - Returns: The text.
  func marked(_ approximate: Bool = false) -> String {
    approximate || isRounded ? "~" + unmarked : unmarked
  }
}
