/// An amount as a line writes it: one number, or the two ends of a range.
struct WrittenAmount {
  /// The amount, or the lower end of a range.
  var low: WrittenNumber
  /// The upper end of a range, or `nil`.
  var high: WrittenNumber?

  /// Where the amount ends.
  var end: Int { high?.end ?? low.end }

  /// Whether either end is written with a decimal comma, which reads as one only before a unit.
  var hasDecimalComma: Bool { low.form == .decimalComma || high?.form == .decimalComma }
}
