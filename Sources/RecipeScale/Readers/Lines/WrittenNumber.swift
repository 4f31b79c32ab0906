/// A number as a line writes it, with its exact value and where it is.
struct WrittenNumber {
  /// How the number is written, which decides what may follow it.
  enum Form: Equatable {
    /// Digits alone: `2`, `12`. A fraction may follow to make a mixed number.
    case whole
    /// A decimal with a point: `1.5`, `.5`.
    case decimal
    /// A decimal with a comma: `1,5`. It reads as a decimal only before a unit.
    case decimalComma
    /// A fraction: `1/2`, `½`, `1⁄2`, `¹⁄₂`.
    case fraction
    /// A whole number and a fraction: `1 1/2`, `1½`, `1-1/2`, `1 and 1/2`.
    case mixed
    /// Number words: `two`, `one and a half`, `half`.
    case words
    /// `a` or `an` (or `un`, `eine` …): one, but never the start of a range.
    case article
  }

  /// The exact value.
  var value: Rational
  /// Where the number starts.
  var start: Int
  /// Where the number ends.
  var end: Int
  /// How it is written.
  var form: Form
}
