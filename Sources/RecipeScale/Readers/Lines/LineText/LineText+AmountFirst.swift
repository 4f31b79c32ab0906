/// Lines that start with an amount (`2 cups flour`, `1 (14 oz) can tomatoes`):
/// what follows the amount decides whether it is an amount of an ingredient, and
/// which words are its unit.
extension LineText {
  /// The parts of a line that starts with an amount.
  func amountFirstParts(_ amount: WrittenAmount) throws(LineSnag) -> LineParts {
    guard amount.low.value > .zero else { throw .doubt(.zeroAmount, at: amount.low.start) }
    var parts = LineParts(
      amount: amount.low.value, amountMax: amount.high?.value, unit: nil, name: end..<end)
    if let counted = try countBeforeHyphenatedSize(amount) { return counted }
    let afterAmount = amount.end
    try rejectVagueSuffix(at: afterAmount, of: amount)
    // `14-ounce can coconut milk` with no count before it: 14 oz of what the can
    // holds, the can in the name; a length (`2-inch piece`) is no amount of it.
    if byte(afterAmount) == UInt8(ascii: "-"), let size = unit(at: afterAmount + 1) {
      if size.mayMeasureCookware,
        namesCookware(at: size.end, afterLength: size.word.kind == .length)
      {
        throw .doubt(.panOrOven, at: amount.low.start)
      }
      guard size.standard(in: self) != nil, !size.word.takesSize else {
        throw .doubt(.impliedCount, at: amount.low.start)
      }
      parts.unit = size.start..<size.end
      return try named(parts, from: size.end, hasUnit: true, amount: amount)
    }
    // `10# ground beef`, `10 # potatoes`, `2 #'s butter`: the pound sign as
    // butchers and old cookbooks write it; `#10 can` is a can's size.
    let pound = skipSpaces(afterAmount)
    if byte(pound) == UInt8(ascii: "#"), amount.low.form != .words,
      amount.low.form != .article
    {
      let signEnd =
        byte(pound + 1) == UInt8(ascii: "'") && byte(pound + 2) | 0x20 == UInt8(ascii: "s")
        ? pound + 3 : pound + 1
      if spaceLength(signEnd) > 0 {
        parts.unit = pound..<signEnd
        return try named(parts, from: signEnd, hasUnit: true, amount: amount)
      }
    }
    var next = skipSpaces(afterAmount)
    if isTemperature(at: next, after: amount) { throw .doubt(.panOrOven, at: amount.low.start) }
    // `10" springform pan`: an inch mark makes the number a length, no amount of anything.
    let inch = inchMarkLength(at: afterAmount)
    if inch > 0 {
      throw .doubt(
        namesCookware(at: afterAmount + inch, afterLength: true) ? .panOrOven : .impliedCount,
        at: amount.low.start)
    }
    // `½ a bunch of basil`: the article after a part of one is no second amount.
    if amount.low.value < .one, amount.high == nil, amount.low.form != .words,
      let (word, wordEnd) = lineWord(next, in: LineWord.numbers), word == .article,
      spaceLength(wordEnd) > 0, unit(at: skipSpaces(wordEnd)) != nil
    {
      next = skipSpaces(wordEnd)
    }
    // `1 #10 can tomatoes`, `2 No. 303 cans`: the can's size is part of the unit.
    if let sizeEnd = endOfCanSize(at: next), let can = unit(at: skipSpaces(sizeEnd)),
      can.word.kind == .container
    {
      parts.unit = next..<can.end
      return try named(parts, from: can.end, hasUnit: true, amount: amount)
    }
    if let (unit, nameStart) = try sizedUnit(at: next, after: amount) {
      parts.unit = unit
      return try named(
        parts, from: nameStart, hasUnit: unit != nil, amount: amount, startsWithSize: unit == nil)
    }
    guard let unit = sizeAndUnit(at: next) ?? modifiedUnit(at: next) else {
      // `20 minutes`, `20min`, `8 servings`: no unit, and no amount of anything.
      if startsTimeOrServings(at: next) { throw .doubt(.timeOrServings, at: amount.low.start) }
      // Letters right after the digits that are no unit: `2nd`, `3x`, `2eggs`.
      if next == afterAmount, letterLength(next) > 0, amount.low.form != .words,
        amount.low.form != .article
      {
        throw .doubt(.strayNumber, at: amount.low.start)
      }
      if amount.hasDecimalComma { throw .doubt(.ambiguousSeparator, at: amount.low.start) }
      // `3 Whisk the eggs until frothy`: a step's number.
      if amount.low.form == .whole, amount.high == nil, startsStep(at: next) {
        throw .doubt(.listNumber, at: amount.low.start)
      }
      if let (word, _) = wordRange(at: next), isCalorieWord(word) {
        throw .doubt(.nutrition, at: amount.low.start)
      }
      // `1 Vi cups water`: a scan reads `½` as `Vi`, `Vz` or `V2`.
      if startsScannedHalf(at: next) { throw .doubt(.strayNumber, at: next) }
      // `350 for 25 minutes`, `375 until golden`: the heat of an oven.
      if amount.low.value >= Rational(200), let (word, _) = wordRange(at: next),
        spells(word, "for") || spells(word, "at") || spells(word, "until")
      {
        throw .doubt(.panOrOven, at: amount.low.start)
      }
      return try named(parts, from: next, hasUnit: false, amount: amount)
    }
    let afterUnit = skipSpaces(unit.end)
    // `2 qt. casserole dish`, `23 cm round tin`, `1 large sheet pan`: a pan's size.
    // After a length, or a piece such as a loaf, a `tin` is a baking tin.
    if unit.mayMeasureCookware,
      namesCookware(
        at: afterUnit, afterLength: unit.word.kind == .length || unit.word.kind == .item)
    {
      // `2 loaf pans`, `1 large sheet pan`: a count of pans, which a double batch doubles.
      if unit.word.kind == .item {
        return try named(parts, from: unit.start, hasUnit: false, amount: amount)
      }
      throw .doubt(.panOrOven, at: amount.low.start)
    }
    if afterUnit >= end || byte(afterUnit) == UInt8(ascii: ",")
      || byte(afterUnit) == UInt8(ascii: ";")
    {
      // `8 servings`, `4 Portionen` alone: a yield, not servings of something.
      if startsTimeOrServings(at: unit.start) {
        throw .doubt(.timeOrServings, at: amount.low.start)
      }
      // Nothing after a count unit: it names the thing counted (`4 cloves`, `2 rolls, split`).
      guard unit.word.takesSize, !unit.isModified else { throw .doubt(.noName, at: unit.start) }
      if amount.hasDecimalComma { throw .doubt(.ambiguousSeparator, at: amount.low.start) }
      return try named(parts, from: next, hasUnit: false, amount: amount)
    }
    let following = container(at: afterUnit)
    if let sized = following {
      // `1 - 8 oz. pkg. cream cheese`, as community cookbooks write a count of
      // packages and their size, the dash spaced (or the count one, `1-3 oz. box`,
      // or the packages more than one, `2-3 oz. pkgs.`): no range of ounces.
      // `2-3 lb bag potatoes` is a range.
      if let size = amount.high, amount.low.form == .whole, !unit.word.takesSize,
        amount.low.value == .one || spaceLength(amount.low.end) > 0
          || sized.word.form == .plural
          || sized.word.form == .abbreviation && sized.word.spelling.hasSuffix("s")
      {
        parts.amount = amount.low.value
        parts.amountMax = nil
        parts.unit = size.start..<sized.end
        return try named(parts, from: sized.end, hasUnit: true, amount: amount)
      }
      // `7 pint jars`, `4 quart jars`: a count of jars of a size, as canning recipes
      // write them; the unit in the singular says it is no amount of its own.
      if amount.high == nil, amount.low.form == .whole, unit.word.form == .singular,
        unit.standard(in: self) != nil, sized.word.form == .plural
      {
        return try named(
          parts, from: unit.start, hasUnit: false, amount: amount, startsWithSize: true)
      }
    }
    // `400g can chopped tomatoes`: 400 g of what the can holds, as a British
    // recipe writes it; the can stays in the name.
    if !unit.word.takesSize, following != nil {
      guard unit.standard(in: self) != nil else {
        throw .doubt(.impliedCount, at: amount.low.start)
      }
      parts.unit = unit.start..<unit.end
      return try named(parts, from: afterUnit, hasUnit: true, amount: amount)
    }
    parts.unit = unit.start..<unit.end
    var position = unit.end
    // A size after a container (`can (14 oz)`), or after any count with `each` in it.
    let open = skipSpaces(position)
    if byte(open) == UInt8(ascii: "("), let close = closingParenthesis(from: open),
      containsDigit(open..<close), unit.word.kind == .container || contains("each", open..<close)
    {
      position = close + 1
      parts.unit = unit.start..<position
    }
    if amount.high == nil, let high = try repeatedUnitRange(after: position, unit, amount) {
      parts.amountMax = high.value
      position = high.end
    } else {
      // An equivalent may come between the parts: `1/2 cup (1 stick) plus 2 tablespoons`,
      // where it restates the first part only.
      let between = try afterEquivalents(position, unit)
      position = between.end
      if let compound = try compound(after: position, unit, amount) {
        parts.amount = compound.value
        position = compound.end
      } else {
        parts.equivalents = between.restating
      }
    }
    let after = try afterEquivalents(position, unit)
    position = after.end
    parts.equivalents += after.restating
    // A range's restatement is of one end or both: not the author's amount to use.
    if amount.high != nil || parts.amountMax != nil { parts.equivalents = [] }
    if case .standard = unit.word.kind, !unit.isModified { parts.isMeasured = true }
    return try named(parts, from: position, hasUnit: true, amount: amount)
  }

  /// Whether a temperature starts at a position after an amount: `°F`, `° C`, `ºC`,
  /// `℉`, `degrees`, a bare `F`, and a bare `C` after 100 or more (below, `C` is a cup).
  func isTemperature(at index: Int, after amount: WrittenAmount) -> Bool {
    switch (byte(index), byte(index + 1)) {
    case (0xC2, 0xB0), (0xC2, 0xBA): return true
    case (0xE2, 0x84): return byte(index + 2) == 0x83 || byte(index + 2) == 0x89
    default:
      let wordEnd = self.wordEnd(index)
      if wordEnd == index + 1,
        byte(index) == UInt8(ascii: "F")
          || byte(index) == UInt8(ascii: "C") && amount.low.value >= Rational(100)
      {
        return byte(wordEnd) != UInt8(ascii: ".")
      }
      return spells(index..<wordEnd, "degrees") || spells(index..<wordEnd, "degree")
        || spells(index..<wordEnd, "grad")
    }
  }

  /// Rejects `2-ish`, `2ish` and `2+`: amounts that say they are no amount.
  func rejectVagueSuffix(at index: Int, of amount: WrittenAmount) throws(LineSnag) {
    var word = index
    if byte(index) == UInt8(ascii: "-") { word = index + 1 }
    if spells(word..<self.wordEnd(word), "ish") {
      throw .doubt(.vagueQuantity, at: amount.low.start)
    }
    if byte(index) == UInt8(ascii: "+"), !startsNumber(skipSpaces(index + 1)) {
      throw .doubt(.vagueQuantity, at: amount.low.start)
    }
  }

  /// `1-14-ounce can coconut milk`: a count, a hyphen, and a size glued to its unit
  /// before what holds it, no range of 1 to 14 ounces; `nil` for any other amount.
  private func countBeforeHyphenatedSize(_ amount: WrittenAmount) throws(LineSnag) -> LineParts? {
    guard let high = amount.high, byte(amount.low.end) == UInt8(ascii: "-"),
      high.start == amount.low.end + 1, byte(high.end) == UInt8(ascii: "-"),
      let size = unit(at: high.end + 1), !size.word.takesSize, size.standard(in: self) != nil
    else { return nil }
    let count = WrittenAmount(low: amount.low)
    // Anything but a size before a can or a piece stays the range it was.
    guard let sized = try? sizedUnit(at: high.start, after: count), let unit = sized.unit else {
      return nil
    }
    let parts = LineParts(amount: count.low.value, amountMax: nil, unit: unit, name: end..<end)
    return try named(parts, from: sized.nameStart, hasUnit: true, amount: count)
  }
}
