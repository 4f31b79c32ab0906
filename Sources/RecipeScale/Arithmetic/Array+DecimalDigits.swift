extension [UInt8] {
  /// Appends the decimal digits of a number, with leading zeros up to
  /// `count` digits: `append(decimalDigitsOf: 5, count: 3)` appends `005`.
  ///
  /// Amounts are written as digits many times a line, and this writes them
  /// where they go, where `String(value)` would make a string to copy.
  ///
  /// - Parameters:
  ///   - value: The number.
  ///   - count: The fewest digits to write.
  mutating func append(decimalDigitsOf value: UInt64, count: Int = 1) {
    // The place of the first digit: at most 10^19, the largest power of ten in 64 bits.
    var place: UInt64 = 1
    var width = 1
    while place <= value / 10 {
      place *= 10
      width += 1
    }
    for _ in width..<Swift.max(width, count) { append(UInt8(ascii: "0")) }
    var rest = value
    while true {
      append(UInt8(ascii: "0") + UInt8(rest / place))
      rest %= place
      if place == 1 { break }
      place /= 10
    }
  }
}
