/// Amounts after the first one's unit that belong to it: the upper end of a range
/// written with its unit twice (`200g-250g`), a part added or taken away (`1 cup
/// plus 2 tbsp`), and equivalents that restate it (`225g/8oz`, `1 cup (240 ml)`).
extension LineText {
  /// The upper end of a range written with its unit twice: `200g-250g`, `1 cup to 1 1/2 cups`.
  func repeatedUnitRange(
    after index: Int, _ unit: WrittenUnit, _ amount: WrittenAmount
  ) throws(LineSnag) -> (value: Rational, end: Int)? {
    guard let join = endOfRangeJoin(after: index) else { return nil }
    let start = skipSpaces(join)
    guard startsNumber(start), let measure = try measure(at: start) else { return nil }
    guard measure.amount.high == nil, sameUnit(unit, measure.unit) else {
      throw .doubt(.incompatibleUnits, at: start)
    }
    guard measure.amount.low.value > amount.low.value else {
      throw .doubt(.descendingRange, at: amount.low.start)
    }
    return (measure.amount.low.value, measure.end)
  }

  private func sameUnit(_ first: WrittenUnit, _ second: WrittenUnit) -> Bool {
    if let standard = first.standard(in: self) { return standard == second.standard(in: self) }
    return first.word.group == second.word.group && first.isModified == second.isModified
      && second.standard(in: self) == nil
  }

  /// An amount that adds to the one before: `1 cup plus 2 tablespoons`, `1 lb 2 oz`;
  /// or takes from it: `3 cups minus 2 tablespoons`.
  ///
  /// Both parts must be standard units of one dimension; the sum is exact, in the
  /// first part's unit. With no joining word, the second part is a smaller unit,
  /// as a pound's ounces are: `2 c one cup` is no sum of 3 cups.
  ///
  /// - Throws: A doubt when the parts do not add up (`1 cup plus 2 oz`, `1 can 2 cups`).
  func compound(after index: Int, _ unit: WrittenUnit, _ amount: WrittenAmount)
    throws(LineSnag) -> (value: Rational, end: Int)?
  {
    var start = skipSpaces(index)
    guard start > index || byte(start) == UInt8(ascii: "+") else { return nil }
    var subtracts = false
    var joined = true
    if byte(start) == UInt8(ascii: "+") || byte(start) == UInt8(ascii: "&") {
      start = skipSpaces(start + 1)
    } else if let (word, wordEnd) = lineWord(start, in: LineWord.pluses) {
      subtracts = word == .minus
      start = skipSpaces(wordEnd)
    } else {
      joined = false
    }
    guard startsAmount(start), !isNameNumber(start), let second = try self.amount(at: start)
    else { return nil }
    // `1 cup 2 tbsp` is one amount, but `2 l a litre bottle` no sum: an article
    // adds only after a joining word (`1 cup plus a tablespoon`).
    if !joined, second.low.form == .article { return nil }
    let unitStart = skipSpaces(second.end)
    guard let secondUnit = modifiedUnit(at: unitStart) else { return nil }
    guard amount.high == nil, second.high == nil, let first = unit.standard(in: self),
      let other = secondUnit.standard(in: self),
      let converted = Quantity(second.low.value, other).converted(to: first)
    else { throw .doubt(.incompatibleUnits, at: start) }
    // Side by side, a unit no smaller than the first is no part of it: what
    // follows belongs to the name (`2 c one c…`), and nothing is added.
    if !joined, other.size >= first.size { return nil }
    var part = converted.amount
    if subtracts {
      let negated = part.multipliedReportingOverflow(by: Rational(-1))
      if negated.overflow { throw .tooLarge(at: start) }
      part = negated.partialValue
    }
    let (sum, overflow) = amount.low.value.addingReportingOverflow(part)
    if overflow { throw .tooLarge(at: start) }
    // `3 cups minus 2 tablespoons` is less of the first unit, and must leave some.
    guard sum > .zero else { throw .doubt(.zeroAmount, at: amount.low.start) }
    return (sum, secondUnit.end)
  }

  /// Past equivalents right after a unit, which are left out of the name since
  /// they would be wrong once the amount is scaled: `225g/8oz`, `1 cup (240 ml)`,
  /// `1/2 cup (1 stick; 113g)`.
  ///
  /// - Returns: Where they end, and those of them that are a single amount of
  ///   weight or volume (`8 oz`, `240 ml`, `113 g`), the author's own, in order.
  func afterEquivalents(_ index: Int, _ unit: WrittenUnit) throws(LineSnag) -> (
    end: Int, restating: [Quantity]
  ) {
    var position = index
    var restating: [Quantity] = []
    while true {
      let next = skipSpaces(position)
      // `225g/8oz`, and a meal kit's `4 oz | 113 g`.
      if byte(next) == UInt8(ascii: "/") || byte(next) == UInt8(ascii: "|"), !unit.word.takesSize,
        let equivalent = try measure(at: skipSpaces(next + 1))
      {
        restating += restatement(equivalent.amount, equivalent.unit)
        position = equivalent.end
        continue
      }
      if byte(next) == UInt8(ascii: "("), let close = closingParenthesis(from: next),
        let measures = try measureList(next + 1..<close)
      {
        restating += measures
        position = close + 1
        continue
      }
      return (position, restating)
    }
  }

  /// A measure as an author's restatement of an amount: a single amount in a
  /// standard unit of weight or volume, or nothing.
  func restatement(_ amount: WrittenAmount, _ unit: WrittenUnit) -> [Quantity] {
    guard amount.high == nil, let standard = unit.standard(in: self),
      standard.dimension == .mass || standard.dimension == .volume
    else { return [] }
    return [Quantity(amount.low.value, standard)]
  }

  /// The restatements in a range that holds only amounts with units, and words
  /// and signs between them (`240 ml`, `about 120 g`, `1 stick; 113g`, `8 oz or
  /// 225 g`); `nil` when it holds anything else.
  private func measureList(_ range: Range<Int>) throws(LineSnag) -> [Quantity]? {
    var position = skipSpaces(range.lowerBound)
    var measures = 0
    var restating: [Quantity] = []
    while position < range.upperBound {
      let lead = byte(position)
      if lead == UInt8(ascii: ";") || lead == UInt8(ascii: ",") || lead == UInt8(ascii: "/")
        || lead == UInt8(ascii: "=") || lead == UInt8(ascii: "~")
      {
        position = skipSpaces(position + 1)
        continue
      }
      if let (word, wordEnd) = lineWord(position), word != .article, word != .vague,
        word != .of, word != .fraction(2)
      {
        let afterWord = byte(wordEnd) == UInt8(ascii: ".") ? wordEnd + 1 : wordEnd
        position = skipSpaces(afterWord)
        continue
      }
      guard let measure = try measure(at: position), measure.end <= range.upperBound else {
        return nil
      }
      measures += 1
      restating += restatement(measure.amount, measure.unit)
      position = skipSpaces(measure.end)
    }
    return measures > 0 ? restating : nil
  }
}
