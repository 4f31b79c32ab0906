/// Chinese numerals before a unit, as Chinese recipes write counts: `一个土豆`
/// (a potato), `两勺生抽` (two spoons of light soy sauce), `半根胡萝卜` (half a
/// carrot), `十二个饺子` (twelve dumplings).
extension LineText {
  /// The value of each numeral character, by its scalar: the digits, `两` for
  /// two before a measure word, and the tens and hundreds that multiply them.
  private static let chineseNumerals: [UInt32: Int] = [
    0x3007: 0, 0x96F6: 0, 0x4E00: 1, 0x4E8C: 2, 0x4E24: 2, 0x5169: 2, 0x4E09: 3, 0x56DB: 4,
    0x4E94: 5, 0x516D: 6, 0x4E03: 7, 0x516B: 8, 0x4E5D: 9, 0x5341: 10, 0x767E: 100,
  ]

  /// `半`, a half.
  private static let half: UInt32 = 0x534A

  /// A number in Chinese numerals at a position, when a unit follows it at
  /// once: `一` in `一个土豆`, `十二` in `十二个`, `半` in `半根`. A numeral that
  /// starts a word (`三明治`, a sandwich; `五花肉`, pork belly) is no amount.
  ///
  /// - Parameter index: Where the numeral would start.
  /// - Returns: The number, as number words are (``WrittenNumber/Form/words``), or `nil`.
  func chineseNumeral(at index: Int) -> WrittenNumber? {
    var position = index
    var value: Rational
    if scalar(position).value == LineText.half {
      position += scalar(position).length
      value = Rational(reducedNumerator: 1, denominator: 2)
    } else {
      // `二十五` is 2 × 10 + 5, `十二` is 10 + 2, `一百二十` is 100 + 2 × 10.
      var total = 0
      var digit: Int?
      while let numeral = LineText.chineseNumerals[scalar(position).value] {
        if numeral >= 10 {
          total += (digit ?? 1) * numeral
          digit = nil
        } else {
          // Two digits in a row (`一二`) are no number a recipe writes.
          guard digit == nil else { return nil }
          digit = numeral
        }
        position += scalar(position).length
        // A count of thousands is no amount of an ingredient.
        guard position - index <= 15 else { return nil }
      }
      guard position > index else { return nil }
      total += digit ?? 0
      guard total > 0 else { return nil }
      value = Rational(total)
    }
    guard unit(at: position) != nil else { return nil }
    return WrittenNumber(value: value, start: index, end: position, form: .words)
  }
}
