/// Sizes between a count and its name (`2 large (28 oz) cans`, `2 x 400g tins`,
/// `14-ounce can`): the size belongs to the unit and never scales, and the sides of
/// a pan (`9x13`) are no size of an ingredient.
extension LineText {
  /// A count unit with a size before it, the two as one unit: `medium cloves`,
  /// `small head`, `large (28 oz) can`. The unit's word takes the number
  /// (`2 small heads cauliflower`), and the size stays as written.
  func sizeAndUnit(at index: Int) -> WrittenUnit? {
    let wordEnd = self.wordEnd(index)
    // `sm.` and `lg.` as recipe cards abbreviate them.
    let afterWord = byte(wordEnd) == UInt8(ascii: ".") ? wordEnd + 1 : wordEnd
    guard wordEnd > index, spaceLength(afterWord) > 0 || byte(wordEnd) == UInt8(ascii: "-"),
      let isCore = CookingUnit.sizes.value(in: bytes, index..<wordEnd)
    else { return nil }
    var position = afterWord
    // `extra large`, `extra-large`: a size of two words, the second a size itself.
    if byte(position) == UInt8(ascii: "-") || !isCore {
      let second = byte(position) == UInt8(ascii: "-") ? position + 1 : skipSpaces(position)
      let secondEnd = self.wordEnd(second)
      guard secondEnd > second, CookingUnit.sizes.value(in: bytes, second..<secondEnd) == true
      else { return nil }
      position = secondEnd
    }
    var unitStart = skipSpaces(position)
    if byte(unitStart) == UInt8(ascii: "("), let close = closingParenthesis(from: unitStart),
      containsDigit(unitStart..<close)
    {
      unitStart = skipSpaces(close + 1)
    }
    guard unitStart > position, var unit = unit(at: unitStart), unit.word.takesSize else {
      return nil
    }
    unit.start = index
    return unit
  }

  /// A size between a count and its unit or name: `(14.5 oz) can`, `x 400g tins`,
  /// `14-ounce can`, `400g tins`. The unit returned is the size and the unit together,
  /// since the size never scales; `nil` when the size stays in the name (`8-inch tortillas`).
  func sizedUnit(at index: Int, after count: WrittenAmount) throws(LineSnag) -> (
    unit: Range<Int>?, nameStart: Int
  )? {
    let lead = byte(index)
    var multiplier = 0
    if lead | 0x20 == UInt8(ascii: "x"), spaceLength(index + 1) > 0 || startsNumber(index + 1) {
      multiplier = 1
    } else if lead == 0xC3, byte(index + 1) == 0x97 {
      multiplier = 2
    }
    if multiplier > 0 {
      let sizeStart = skipSpaces(index + multiplier)
      guard startsNumber(sizeStart) else { return nil }
      guard let size = try measure(at: sizeStart) else {
        // `9x13 pan`, `9 x 13 baking dish`: two sides with no unit are a pan's.
        if let side = try amount(at: sizeStart), namesPan(at: skipSpaces(side.end)) {
          throw .doubt(.panOrOven, at: count.low.start)
        }
        throw .doubt(.strayNumber, at: sizeStart)
      }
      // `9x13-inch pan`, `12 x 17-inch sheet`: the sides of a pan, not a count of sizes;
      // `2 x 1 lb loaf tins`: pans of a size.
      if size.unit.word.kind == .length || namesCookware(at: size.end) {
        throw .doubt(.panOrOven, at: count.low.start)
      }
      return (index..<endOfSizedPiece(after: size.end), endOfSizedPiece(after: size.end))
    }
    if lead == UInt8(ascii: "(") {
      guard let close = closingParenthesis(from: index), containsDigit(index..<close) else {
        return nil
      }
      // `2 (or 3) cloves`, `1 (to 2) cups`: another amount to choose, no size.
      if let (word, _) = wordRange(at: skipSpaces(index + 1)),
        isJoinWord(word) || spells(word, "to") || spells(word, "bis")
      {
        throw .doubt(.secondAmount, at: index)
      }
      let unitStart = skipSpaces(close + 1)
      guard let unit = unit(at: unitStart), unit.word.takesSize else { return nil }
      return (index..<unit.end, unit.end)
    }
    guard index > count.end, startsNumber(index) else { return nil }
    // `2 10" tortillas`: a size in inches stays in the name; `1 10" springform pan` is a pan.
    if let side = try? amount(at: index), inchMarkLength(at: side.end) > 0, side.high == nil {
      if namesCookware(at: side.end + inchMarkLength(at: side.end), afterLength: true) {
        throw .doubt(.panOrOven, at: count.low.start)
      }
      return (nil, index)
    }
    guard let size = try measure(at: index) else {
      // `1 9x13 pan`: the count of a pan whose sides follow.
      if let side = try amount(at: index), let other = endOfSecondSide(after: side.end),
        namesPan(at: skipSpaces(other))
      {
        throw .doubt(.panOrOven, at: count.low.start)
      }
      throw .doubt(.strayNumber, at: index)
    }
    if size.unit.word.kind == .length, namesCookware(at: size.end, afterLength: true) {
      throw .doubt(.panOrOven, at: count.low.start)
    }
    let sizeEnd = endOfSizedPiece(after: size.end)
    if sizeEnd > size.end { return (index..<sizeEnd, sizeEnd) }
    // `1 500 g` is 1500 g where a space separates thousands.
    if size.amount.high == nil, size.amount.low.form == .whole,
      size.amount.low.end - size.amount.low.start == 3,
      byte(size.amount.low.end) != UInt8(ascii: "-")
    {
      throw .doubt(.ambiguousSeparator, at: count.low.start)
    }
    // `a 1/2 cup`: the article is no count of a measure, unless the measure is an
    // adjective (`a 3-pound chicken`). And a size that stays in the
    // name follows a whole count and is no fraction: `2 8-inch tortillas`, never `2/1 ½ cups`.
    let isAdjective = byte(size.amount.end) == UInt8(ascii: "-")
    // `2 2 cups flour`: a volume is no size of a thing counted, but a typo or a second amount.
    if !isAdjective, size.unit.standard(in: self)?.dimension == .volume {
      throw .doubt(.strayNumber, at: index)
    }
    if count.low.form == .article && size.unit.word.kind != .length && !isAdjective
      || !(count.low.form == .whole || count.low.form == .words || count.low.form == .article)
      || size.amount.low.form == .fraction || count.high != nil
    {
      throw .doubt(.strayNumber, at: index)
    }
    return (nil, index)
  }

  /// The end of a second side after a number (`x13`, ` x 13`, `×5`), or `nil`.
  private func endOfSecondSide(after index: Int) -> Int? {
    var position = skipSpaces(index)
    if byte(position) | 0x20 == UInt8(ascii: "x") {
      position += 1
    } else if byte(position) == 0xC3 && byte(position + 1) == 0x97 {
      position += 2
    } else {
      return nil
    }
    position = skipSpaces(position)
    guard startsNumber(position), let side = try? amount(at: position) else { return nil }
    return side.end
  }

  /// Whether the word at a position names a pan or dish (`pan`, `baking dish`, `tin`),
  /// whose sides a number like `9x13` gives.
  private func namesPan(at index: Int) -> Bool {
    let wordEnd = self.wordEnd(index)
    let word = index..<wordEnd
    return spells(word, "pan") || spells(word, "pans") || spells(word, "dish")
      || spells(word, "baking") || spells(word, "casserole") || spells(word, "sheet")
      || spells(word, "tin") || spells(word, "tray") || spells(word, "loaf")
      || spells(word, "glass") || spells(word, "metal") || spells(word, "cake")
  }

  /// After a size, the end of the container or piece it is the size of, if one follows.
  private func endOfSizedPiece(after index: Int) -> Int {
    guard let unit = unit(at: skipSpaces(index)), unit.word.takesSize else { return index }
    return unit.end
  }

  /// An amount and a unit: `400g`, `14-ounce`, `14.5 oz`, `3-4 lb`, and `14- ounce`
  /// as a paste of `14-ounce` leaves it.
  func measure(at index: Int) throws(LineSnag) -> (
    amount: WrittenAmount, unit: WrittenUnit, end: Int
  )? {
    guard startsNumber(index), let amount = try amount(at: index) else { return nil }
    let unitStart = skipSpaces(byte(amount.end) == UInt8(ascii: "-") ? amount.end + 1 : amount.end)
    guard let unit = unit(at: unitStart) else { return nil }
    return (amount, unit, unit.end)
  }

  /// The position of the `)` that closes the `(` at `index`, if there is one before the next `(`.
  func closingParenthesis(from index: Int) -> Int? {
    var position = index + 1
    while position < end {
      let byte = bytes[position]
      if byte == UInt8(ascii: ")") { return position }
      if byte == UInt8(ascii: "(") { return nil }
      position += 1
    }
    return nil
  }

  func containsDigit(_ range: Range<Int>) -> Bool {
    var position = range.lowerBound
    while position < range.upperBound {
      if startsNumber(position) { return true }
      position += 1
    }
    return false
  }

  /// Whether the folded word `word` appears as a whole word in a range.
  func contains(_ word: StaticString, _ range: Range<Int>) -> Bool {
    var position = range.lowerBound
    while position < range.upperBound {
      let wordEnd = self.wordEnd(position)
      if wordEnd > position {
        if spells(position..<wordEnd, word) { return true }
        position = wordEnd
      } else {
        position += max(1, scalar(position).length)
      }
    }
    return false
  }
}
