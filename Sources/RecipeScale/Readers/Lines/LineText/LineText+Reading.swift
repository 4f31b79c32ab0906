extension LineText {
  /// Reads the line: an ingredient, with a doubt when the reader is not sure.
  ///
  /// - Returns: The reading, or the error for a number with no 64-bit exact form.
  func reading() -> Result<IngredientLineReading, IngredientLineError> {
    let source = sourceLine(start..<end)
    var body = afterBullets(start)
    do throws(LineSnag) {
      body = try afterListNumber(body)
      guard body < end else { throw LineSnag.doubt(.noName, at: body) }
      let parts = try self.parts(from: body)
      return .success(IngredientLineReading(ingredient: ingredient(parts, source: source)))
    } catch {
      switch error {
      case .tooLarge(let position):
        return .failure(.numberTooLarge(column: column(of: position)))
      case .doubt(let reason, let position):
        let ingredient = Ingredient(
          name: storedName(body..<end), amount: nil, unit: nil, amountMax: nil, sourceLine: source)
        return .success(
          IngredientLineReading(
            ingredient: ingredient,
            doubt: LineDoubt(reason, column: column(of: position))))
      }
    }
  }

  /// The 1-based column, in characters of the line as given, of a byte position.
  func column(of position: Int) -> Int {
    var stop = min(max(position, 0), bytes.count)
    // Doubts point at scalar starts; stepping back over continuation bytes keeps it so.
    while stop > 0, stop < bytes.count, bytes[stop] & 0xC0 == 0x80 { stop -= 1 }
    return String(decoding: bytes[..<stop], as: UTF8.self).count + 1
  }

  private func ingredient(_ parts: LineParts, source: consuming SourceLine) -> Ingredient {
    // `consuming`: the line's place moves into the ingredient, not copied in and
    // released after, a reference count each way.
    // The name without a measured line's restatements of its amount (`1 cup (240 ml)
    // milk`): no list of cuts at all for a line with no measure.
    let cuts = parts.isMeasured ? equivalentCuts(in: parts.name) : []
    let name: Ingredient.StoredName
    if let lead = parts.lead {
      let rest = cuts.isEmpty ? collapsed(parts.name) : collapsed(parts.name, leavingOut: cuts)
      name = .string(
        LineText.placing(lead: collapsed(lead), in: rest, lowercasing: parts.leadIsEnglish))
    } else if cuts.isEmpty {
      name = storedName(parts.name)
    } else {
      name = .string(collapsed(parts.name, leavingOut: cuts))
    }
    // The unit is trimmed and never empty, so it needs none of the checks of `CookingUnit("…")`.
    let unit = parts.unit.map(collapsed).flatMap { $0.isEmpty ? nil : CookingUnit(symbol: $0) }
    return Ingredient(
      name: name, amount: parts.amount, unit: unit, amountMax: parts.amountMax,
      sourceLine: source)
  }

  /// The name in a range, collapsed: a place in the line when it is already
  /// (most names are), else a string of its own.
  private func storedName(_ range: Range<Int>) -> Ingredient.StoredName {
    guard let plain = trimmedIfCollapsed(range),
      let place = Ingredient.StoredName(
        inSource: plain.lowerBound - start..<plain.upperBound - start)
    else { return .string(collapsed(range)) }
    return place
  }

  /// `juice of` and `lemon, halved` make `lemon, juice of, halved`, the way Food.com
  /// writes it: the counted word stays first, so it agrees with the amount when scaled.
  static func placing(lead: String, in name: String, lowercasing: Bool) -> String {
    var lead = lead
    // A capital that only started an English line (`Juice of`) is not kept; an
    // acronym is, and so is a German noun (`Saft von`).
    let bytes = Array(lead.utf8)
    if lowercasing, bytes.count >= 2, bytes[0] >= UInt8(ascii: "A"), bytes[0] <= UInt8(ascii: "Z"),
      bytes[1] >= UInt8(ascii: "a"), bytes[1] <= UInt8(ascii: "z")
    {
      lead = String(decoding: [bytes[0] | 0x20] + bytes.dropFirst(), as: UTF8.self)
    }
    guard
      let split = name.utf8.firstIndex(where: {
        $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "(")
      })
    else { return name + ", " + lead }
    let head = String(name[..<split]).trimmingSpaces
    let rest = String(name[split...])
    return head + ", " + lead + (rest.hasPrefix(",") ? rest : " " + rest)
  }

  // MARK: - The line

  /// The parts of a line whose list marker is gone.
  private func parts(from body: Int) throws(LineSnag) -> LineParts {
    let first = afterQualifier(body)
    if !isNameNumber(first), let amount = try amount(at: first) {
      // `A 酢 大さじ3`: a Japanese recipe's group mark, no article before its name.
      let next = skipSpaces(amount.end)
      if amount.low.form == .article, next < end,
        LineText.isUnspacedScript(scalar(next).value)
      {
        return try unquantified(from: body)
      }
      if namesBrandInWords(amount) { return try unquantified(from: body) }
      return try quantified(amount)
    }
    return try unquantified(from: body)
  }

  /// Whether an amount in words is a brand's number, `a Up` or `one Up`, as its
  /// digits are in `7 Up` (see ``isNameNumber(_:)``): the line then reads the
  /// same written either way.
  private func namesBrandInWords(_ amount: WrittenAmount) -> Bool {
    let next = skipSpaces(amount.end)
    return (amount.low.form == .article || amount.low.form == .words) && amount.high == nil
      && next > amount.end && startsBrandAfterNumber(next)
  }

  /// Past bullets (`-`, `*`, `•`, `·`, `–` …) and a checkbox (`[ ]`, `[x]`).
  func afterBullets(_ index: Int) -> Int {
    // Most lines start with a letter, or a digit that no keycap sign follows:
    // no marker, and no look for the dozens of them (a tenth of a short line).
    let lead = byte(index)
    if LineText.isASCIILetter(lead) || LineText.isDigit(lead) && byte(index + 1) < 0x80 {
      return index
    }
    var position = index
    for _ in 0..<3 {
      let length = bulletLength(position)
      if length == 0 { break }
      position = skipSpaces(position + length)
    }
    if byte(position) == UInt8(ascii: "[") {
      let inside = byte(position + 1)
      if inside == UInt8(ascii: "]") {
        position = skipSpaces(position + 2)
      } else if inside == UInt8(ascii: " ") || inside | 0x20 == UInt8(ascii: "x"),
        byte(position + 2) == UInt8(ascii: "]")
      {
        position = skipSpaces(position + 3)
      }
    }
    return position
  }

  /// Past a list number (`1.`, `2)`, `a)`) before an amount.
  ///
  /// - Throws: A doubt for a list number before something that is not an amount
  ///   (`3. Eggs`): it may be the amount itself, with a stray period.
  func afterListNumber(_ position: Int) throws(LineSnag) -> Int {
    // A list number is a number followed by `.` or `)` and a space, which no amount is.
    var digitsEnd = position
    while LineText.isDigit(byte(digitsEnd)), digitsEnd - position < 3 { digitsEnd += 1 }
    let marker = byte(digitsEnd)
    if digitsEnd > position, marker == UInt8(ascii: ".") || marker == UInt8(ascii: ")"),
      spaceLength(digitsEnd + 1) > 0
    {
      let next = skipSpaces(digitsEnd + 1)
      // `2. 1/2 cup` may be `2 1/2 cup` with a stray period: a fraction could finish the
      // number that looks like a list number.
      if startsAmount(next), !startsFraction(next) { return next }
      throw .doubt(.listNumber, at: position)
    }
    // `a)` `b)` before an amount.
    if LineText.isASCIILetter(byte(position)), byte(position + 1) == UInt8(ascii: ")"),
      spaceLength(position + 2) > 0, startsAmount(skipSpaces(position + 2))
    {
      return skipSpaces(position + 2)
    }
    return position
  }

  /// The length of a bullet at a position, or 0.
  private func bulletLength(_ index: Int) -> Int {
    // An emoji first: `*️⃣` is a keycap, not a `*` and what follows it.
    let emoji = emojiLength(index)
    if emoji > 0 { return emoji }
    let length = symbolBulletLength(index)
    guard length > 0 else { return 0 }
    // `✔️`: a symbol drawn as an emoji carries a variation selector, U+FE0F.
    return length + variationSelectorLength(index + length)
  }

  /// The length of an emoji at a position, such as a list begins each line with
  /// on a phone or in a notes app (`🥕 2 carrots`, `✅ 200 g flour`, `1️⃣`): a pictograph,
  /// its variation selector and skin tone, and those it is joined to (`👩‍🍳`); 0
  /// for none. Its place before the amount makes it a list marker; the line as
  /// written, emoji and all, stays the ingredient's source.
  private func emojiLength(_ index: Int) -> Int {
    // `1️⃣`, `#️⃣`: a keycap, a digit or sign and U+20E3, numbers a list; it is no amount.
    let lead = byte(index)
    if LineText.isDigit(lead) || lead == UInt8(ascii: "#") || lead == UInt8(ascii: "*") {
      let cap = index + 1 + variationSelectorLength(index + 1)
      return byte(cap) == 0xE2 && byte(cap + 1) == 0x83 && byte(cap + 2) == 0xA3
        ? cap + 3 - index : 0
    }
    var position = index
    while true {
      let length = pictographLength(position)
      guard length > 0 else { break }
      position += length
      position += variationSelectorLength(position)
      // A skin tone, U+1F3FB to U+1F3FF.
      if byte(position) == 0xF0, byte(position + 1) == 0x9F, byte(position + 2) == 0x8F,
        (0xBB...0xBF).contains(byte(position + 3))
      {
        position += 4
      }
      // A zero width joiner, U+200D, before the next pictograph of the same emoji.
      guard byte(position) == 0xE2, byte(position + 1) == 0x80, byte(position + 2) == 0x8D,
        pictographLength(position + 3) > 0
      else { break }
      position += 3
    }
    return position - index
  }

  /// The length of a pictograph at a position: U+1F000 to U+1FAFF, the planes of
  /// emoji, and `✅` `❤` `➡` `⭐`, which are drawn as emoji; 0 for none.
  private func pictographLength(_ index: Int) -> Int {
    switch byte(index) {
    case 0xF0:
      guard byte(index + 1) == 0x9F, (0x80...0xAB).contains(byte(index + 2)),
        byte(index + 3) & 0xC0 == 0x80
      else { return 0 }
      return 4
    case 0xE2:
      switch (byte(index + 1), byte(index + 2)) {
      case (0x9C, 0x85), (0x9D, 0xA4), (0x9E, 0xA1), (0xAD, 0x90): return 3
      default: return 0
      }
    default:
      return 0
    }
  }

  /// 3 when U+FE0F, the variation selector that asks for an emoji, is at a position; else 0.
  private func variationSelectorLength(_ index: Int) -> Int {
    byte(index) == 0xEF && byte(index + 1) == 0xB8 && byte(index + 2) == 0x8F ? 3 : 0
  }

  /// The length of a list marker drawn as a symbol (`-`, `•`, `▢`, `✓`), or 0.
  private func symbolBulletLength(_ index: Int) -> Int {
    let lead = byte(index)
    switch lead {
    case UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: ">"):
      return 1
    case 0xC2:
      return byte(index + 1) == 0xB7 ? 2 : 0
    case 0xE2:
      let second = byte(index + 1)
      let third = byte(index + 2)
      switch (second, third) {
      case (0x80, 0xA2), (0x80, 0xA3), (0x80, 0x93), (0x80, 0x94), (0x81, 0x83), (0x86, 0x92),
        (0x96, 0xA0), (0x96, 0xA1), (0x96, 0xA2), (0x96, 0xAA), (0x96, 0xAB), (0x96, 0xB8),
        (0x96, 0xBA),
        (0x97, 0x86), (0x97, 0x87), (0x97, 0x8B), (0x97, 0x8F), (0x97, 0xA6), (0x98, 0x90),
        (0x98, 0x91), (0x98, 0x92), (0x9C, 0x93), (0x9C, 0x94), (0x9C, 0x97), (0x9D, 0x96),
        (0x9E, 0xA4):
        return 3
      default:
        return 0
      }
    default:
      return 0
    }
  }

  /// Whether an amount starts at a position: a number, or number words.
  private func startsAmount(_ index: Int) -> Bool {
    if startsNumber(index) { return true }
    guard let (word, _) = lineWord(index, in: LineWord.numbers) else { return false }
    switch word {
    case .article, .cardinal, .fraction: return true
    default: return false
    }
  }

  /// Past a word that only says the amount is approximate (`about`, `approx.`, `ca.`, `~`)
  /// or modifies it (`scant`, `heaping`), when an amount follows it.
  private func afterQualifier(_ index: Int) -> Int {
    var next: Int?
    let lead = byte(index)
    // Most lines start with their amount's digit, which starts no qualifier.
    if LineText.isDigit(lead) { return index }
    if lead == UInt8(ascii: "~") {
      next = index + 1
    } else if lead == 0xE2, byte(index + 1) == 0x89, byte(index + 2) == 0x88 {
      next = index + 3
    } else if let (_, wordEnd) = lineWord(index, in: LineWord.qualifiers)
      ?? lineWord(index, in: LineWord.modifiers)
    {
      // `scant ½ cup`, `heaping 1/4 cup`: the modifier is dropped with the qualifiers.
      next = byte(wordEnd) == UInt8(ascii: ".") ? wordEnd + 1 : wordEnd
    }
    guard let next else { return index }
    let amount = skipSpaces(next)
    return startsAmount(amount) ? amount : index
  }

  // MARK: - Lines that start with an amount

  /// The parts of a line that starts with an amount.
  private func quantified(_ amount: WrittenAmount) throws(LineSnag) -> LineParts {
    guard amount.low.value > .zero else { throw .doubt(.zeroAmount, at: amount.low.start) }
    var parts = LineParts(
      amount: amount.low.value, amountMax: amount.high?.value, unit: nil, name: end..<end)
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
    if let sizeEnd = canSizeEnd(at: next), let can = unit(at: skipSpaces(sizeEnd)),
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
      if byte(next) | 0x20 == UInt8(ascii: "c") || byte(next) | 0x20 == UInt8(ascii: "k"),
        let (word, _) = wordRange(at: next), startsCalories(word)
      {
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
      // An equivalent may come between the parts: `1/2 cup (1 stick) plus 2 tablespoons`.
      position = try afterEquivalents(position, unit)
      if let compound = try compound(after: position, unit, amount) {
        parts.amount = compound.value
        position = compound.end
      }
    }
    position = try afterEquivalents(position, unit)
    if case .standard = unit.word.kind, !unit.isModified { parts.isMeasured = true }
    return try named(parts, from: position, hasUnit: true, amount: amount)
  }

  /// Whether a temperature starts at a position after an amount: `°F`, `° C`, `ºC`,
  /// `℉`, `degrees`, a bare `F`, and a bare `C` after 100 or more (below, `C` is a cup).
  private func isTemperature(at index: Int, after amount: WrittenAmount) -> Bool {
    switch (byte(index), byte(index + 1)) {
    case (0xC2, 0xB0), (0xC2, 0xBA): return true
    case (0xE2, 0x84): return byte(index + 2) == 0x83 || byte(index + 2) == 0x89
    default:
      // Every word below starts with one of these, in either case: most units and
      // names start otherwise, and need no scan for their end.
      switch byte(index) | 0x20 {
      case UInt8(ascii: "f"), UInt8(ascii: "c"), UInt8(ascii: "d"), UInt8(ascii: "g"): break
      default: return false
      }
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

  /// A count unit with a size before it, the two as one unit: `medium cloves`,
  /// `small head`, `large (28 oz) can`. The unit's word takes the number
  /// (`2 small heads cauliflower`), and the size stays as written.
  private func sizeAndUnit(at index: Int) -> WrittenUnit? {
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

  /// Rejects `2-ish`, `2ish` and `2+`: amounts that say they are no amount.
  private func rejectVagueSuffix(at index: Int, of amount: WrittenAmount) throws(LineSnag) {
    var word = index
    if byte(index) == UInt8(ascii: "-") { word = index + 1 }
    // Only a word that starts with an `i` may spell `ish`: no scan for the end of any other.
    if byte(word) | 0x20 == UInt8(ascii: "i"), spells(word..<self.wordEnd(word), "ish") {
      throw .doubt(.vagueQuantity, at: amount.low.start)
    }
    if byte(index) == UInt8(ascii: "+"), !startsNumber(skipSpaces(index + 1)) {
      throw .doubt(.vagueQuantity, at: amount.low.start)
    }
  }

  /// A size between a count and its unit or name: `(14.5 oz) can`, `x 400g tins`,
  /// `14-ounce can`, `400g tins`. The unit returned is the size and the unit together,
  /// since the size never scales; `nil` when the size stays in the name (`8-inch tortillas`).
  private func sizedUnit(at index: Int, after count: WrittenAmount) throws(LineSnag) -> (
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
      return (index..<sizedEnd(after: size.end), sizedEnd(after: size.end))
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
      if let side = try amount(at: index), let other = otherSideEnd(after: side.end),
        namesPan(at: skipSpaces(other))
      {
        throw .doubt(.panOrOven, at: count.low.start)
      }
      throw .doubt(.strayNumber, at: index)
    }
    if size.unit.word.kind == .length, namesCookware(at: size.end, afterLength: true) {
      throw .doubt(.panOrOven, at: count.low.start)
    }
    let sizeEnd = sizedEnd(after: size.end)
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
  private func otherSideEnd(after index: Int) -> Int? {
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
  private func sizedEnd(after index: Int) -> Int {
    guard let unit = unit(at: skipSpaces(index)), unit.word.takesSize else { return index }
    return unit.end
  }

  /// An amount and a unit: `400g`, `14-ounce`, `14.5 oz`, `3-4 lb`.
  private func measure(at index: Int) throws(LineSnag) -> (
    amount: WrittenAmount, unit: WrittenUnit, end: Int
  )? {
    guard startsNumber(index), let amount = try amount(at: index) else { return nil }
    let unitStart =
      byte(amount.end) == UInt8(ascii: "-") ? amount.end + 1 : skipSpaces(amount.end)
    guard let unit = unit(at: unitStart) else { return nil }
    return (amount, unit, unit.end)
  }

  /// The upper end of a range written with its unit twice: `200g-250g`, `1 cup to 1 1/2 cups`.
  private func repeatedUnitRange(
    after index: Int, _ unit: WrittenUnit, _ amount: WrittenAmount
  ) throws(LineSnag) -> (value: Rational, end: Int)? {
    guard let join = rangeJoinEnd(after: index) else { return nil }
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
  /// first part's unit.
  ///
  /// - Throws: A doubt when the parts do not add up (`1 cup plus 2 oz`, `1 can 2 cups`).
  private func compound(after index: Int, _ unit: WrittenUnit, _ amount: WrittenAmount)
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

  /// Past equivalents right after a unit, which would be wrong once the amount is
  /// scaled: `225g/8oz`, `1 cup (240 ml)`, `1/2 cup (1 stick; 113g)`.
  private func afterEquivalents(_ index: Int, _ unit: WrittenUnit) throws(LineSnag) -> Int {
    var position = index
    while true {
      let next = skipSpaces(position)
      // `225g/8oz`, and a meal kit's `4 oz | 113 g`.
      if byte(next) == UInt8(ascii: "/") || byte(next) == UInt8(ascii: "|"), !unit.word.takesSize,
        let equivalent = try measure(at: skipSpaces(next + 1))
      {
        position = equivalent.end
        continue
      }
      if byte(next) == UInt8(ascii: "("), let close = closingParenthesis(from: next),
        try isMeasureList(next + 1..<close)
      {
        position = close + 1
        continue
      }
      return position
    }
  }

  /// Whether a range holds only amounts with units, and words and signs between them:
  /// `240 ml`, `about 120 g`, `1 stick; 113g`, `8 oz or 225 g`.
  private func isMeasureList(_ range: Range<Int>) throws(LineSnag) -> Bool {
    var position = skipSpaces(range.lowerBound)
    var measures = 0
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
        return false
      }
      measures += 1
      position = skipSpaces(measure.end)
    }
    return measures > 0
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

  private func containsDigit(_ range: Range<Int>) -> Bool {
    var position = range.lowerBound
    while position < range.upperBound {
      if startsNumber(position) { return true }
      position += 1
    }
    return false
  }

  /// Whether the folded word `word` appears as a whole word in a range.
  private func contains(_ word: StaticString, _ range: Range<Int>) -> Bool {
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

  /// The name, from a position: past an `of` after a unit, and checked for numbers
  /// the reader could not place.
  private func named(
    _ parts: LineParts, from index: Int, hasUnit: Bool, amount: WrittenAmount,
    startsWithSize: Bool = false
  ) throws(LineSnag) -> LineParts {
    var parts = parts
    var start = skipSpaces(index)
    let isPart = amount.low.value < .one && amount.high == nil
    if hasUnit || isPart, let afterOf = ofEnd(at: start) {
      start = afterOf
      // `1/2 of an onion`
      if isPart, !hasUnit, let (word, wordEnd) = lineWord(start, in: LineWord.numbers),
        word == .article,
        spaceLength(wordEnd) > 0, byte(start) | 0x20 == UInt8(ascii: "a")
      {
        start = skipSpaces(wordEnd)
      }
    } else if isPart, !hasUnit, amount.low.form != .words,
      let (word, wordEnd) = lineWord(start, in: LineWord.numbers), word == .article,
      spaceLength(wordEnd) > 0,
      byte(start) | 0x20 == UInt8(ascii: "a")
    {
      // `½ an onion`
      start = skipSpaces(wordEnd)
    }
    guard start < end else { throw .doubt(.noName, at: index) }
    if startsNumber(start), !isNameNumber(start), !startsWithSize,
      !startsHyphenatedSize(start)
    {
      throw .doubt(.strayNumber, at: start)
    }
    if let joined = joinEnd(at: start), startsAmount(skipSpaces(joined)) {
      throw .doubt(.strayNumber, at: start)
    }
    // A size that starts the name (`5oz salmon fillets`) is the size of each, not a second amount.
    let notes = startsWithSize ? ((try? measure(at: start))?.end ?? start) : start
    // Where the notes start with the name, one walk answers both questions.
    let second =
      notes == start
      ? secondAmount(from: start, orHalf: true)
      : secondAmount(from: notes) ?? halfAfterFirstWords(from: start)
    if let second {
      throw .doubt(.secondAmount, at: second)
    }
    // `One Pot Chili Seasoning: 2 packets`, `Three Musketeers bars, 4`: a name that
    // starts with a number word, and the amount after it.
    if amount.low.form == .words, let second = numberAfterSeparator(from: start) {
      throw .doubt(.secondAmount, at: second)
    }
    parts.name = start..<end
    return parts
  }

  /// Where a number starts after a comma or colon from `index` on, or `nil`.
  private func numberAfterSeparator(from index: Int) -> Int? {
    var position = index
    while position < end {
      let byte = bytes[position]
      position += 1
      if byte == UInt8(ascii: ",") || byte == UInt8(ascii: ":") {
        let next = skipSpaces(position)
        if startsNumber(next) { return next }
      }
    }
    return nil
  }

  /// Whether a size written as an adjective starts at a position: `1-inch`, `1/2-inch`,
  /// `½-pound`, which in a name (`3 cups 1-inch bread cubes`) is no amount.
  private func startsHyphenatedSize(_ index: Int) -> Bool {
    var position = index
    while LineText.isDigit(byte(position)) || byte(position) == UInt8(ascii: "/")
      || byte(position) == UInt8(ascii: ".")
    {
      position += 1
    }
    if position == index, let fraction = vulgarFraction(index) { position += fraction.length }
    guard position > index, byte(position) == UInt8(ascii: "-") else { return false }
    return unit(at: position + 1) != nil
  }

  /// After `of` (or `de`, `di`, `van`, `d'`) at a position, the start of what follows.
  private func ofEnd(at index: Int) -> Int? {
    if let (word, wordEnd) = lineWord(index, in: LineWord.ofs), word == .of,
      spaceLength(wordEnd) > 0
    {
      let next = skipSpaces(wordEnd)
      // `De Cecco`, `Van Houten`, `Di Giorno`: a capital particle before a capital
      // is a brand's name, no `of` (`2 Cups Of Flour` keeps its `of`).
      let isCapital = { (byte: UInt8) in byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
      if isCapital(byte(index)), isCapital(byte(next)), !spells(index..<wordEnd, "of") {
        return nil
      }
      return next
    }
    // `d'ail`, `d’aglio`
    guard byte(index) | 0x20 == UInt8(ascii: "d") else { return nil }
    var next = index + 1
    if byte(next) == UInt8(ascii: "'") {
      next += 1
    } else if byte(next) == 0xE2, byte(next + 1) == 0x80, byte(next + 2) == 0x99 {
      next += 3
    } else {
      return nil
    }
    return letterLength(next) > 0 || startsNumber(next) ? next : nil
  }

  /// After a dash, sign or word that would join a number to what came before, its end.
  private func joinEnd(at index: Int) -> Int? {
    let lead = byte(index)
    if lead == UInt8(ascii: "-") || lead == UInt8(ascii: "+") || lead == UInt8(ascii: "&")
      || lead == UInt8(ascii: "~") || lead == UInt8(ascii: "/")
    {
      return index + 1
    }
    if lead == 0xE2, byte(index + 1) == 0x80, byte(index + 2) >= 0x92, byte(index + 2) <= 0x95 {
      return index + 3
    }
    if slashLength(index) > 0 { return index + slashLength(index) }
    if let (_, wordEnd) = lineWord(index, in: LineWord.joins) { return wordEnd }
    if lead | 0x20 == UInt8(ascii: "x"), spaceLength(index + 1) > 0 { return index + 1 }
    return nil
  }

  /// The position of a second amount in the name, which scaling would leave wrong: a
  /// number a `+`, `&`, `plus`, `and` or `or` joins to the name (`1 egg plus 1 yolk`), or
  /// a measure that follows a comma or a noun (`1 tsp salt, 1/2 tsp pepper`). A measure in
  /// parentheses or after a word such as `into` or `about` is a note: `cut into 2 cm cubes`.
  ///
  /// With `orHalf`, when there is no second amount, where ``halfAfterFirstWords(from:)``
  /// finds a half from `index`: the same walk looks at the first words for it.
  private func secondAmount(from index: Int, orHalf: Bool = false) -> Int? {
    var position = index
    // What came before, looked at only when a number comes: most names have none.
    var previousWord: Range<Int>?
    var afterSign = false
    var depth = 0
    var atWordStart = true
    // The look for a half: how many of the first words are left to look at (none
    // once anything but a word or a space comes), the word before, and the half found.
    var halfWordsLeft = orHalf ? 3 : 0
    var halfPrevious: Range<Int>?
    var half: Int?
    while position < end {
      let lead = bytes[position]
      let space = spaceLength(position)
      if space > 0 {
        position += space
        atWordStart = true
        continue
      }
      if lead == UInt8(ascii: "+") || lead == UInt8(ascii: "&") {
        afterSign = true
        previousWord = nil
        position += 1
        atWordStart = true
        halfWordsLeft = 0
        continue
      }
      let wordEnd = self.wordEnd(position)
      if halfWordsLeft > 0 {
        if wordEnd > position {
          let word = position..<wordEnd
          if joinsHalf(word, after: halfPrevious) {
            half = position
            halfWordsLeft = 0
          } else {
            halfWordsLeft -= 1
            halfPrevious = word
          }
        } else {
          halfWordsLeft = 0
        }
      }
      // `1 teaspoon salt one half teaspoon pepper`: a second amount in words, run on
      // after a name (after a comma it is a note: `1 cup water, two tablespoons
      // reserved`).
      if atWordStart, depth == 0, previousWord != nil,
        case .cardinal = LineWord.numbers.value(in: bytes, position..<wordEnd),
        let number = try? amount(at: position), let unit = unit(at: skipSpaces(number.end)),
        unit.standard(in: self) != nil || unit.word.kind == .measure,
        previousWord.map({ isNoteWord($0, before: unit) }) != true
      {
        return position
      }
      if wordEnd > position {
        previousWord = position..<wordEnd
        afterSign = false
        position = wordEnd
        atWordStart = false
        continue
      }
      if atWordStart, startsNumber(position) {
        if afterSign || previousWord.map(isJoinWord) == true { return position }
        if depth == 0, !isNameNumber(position), !startsHyphenatedSize(position) {
          if let measure = try? measure(at: position),
            measure.unit.standard(in: self) != nil || measure.unit.word.kind == .measure,
            previousWord.map({ isNoteWord($0, before: measure.unit) }) != true
          {
            return position
          }
          // `1 cup flour 2 eggs`: a count of something else, run on from the line before.
          if let word = previousWord, !isNoteWord(word, before: nil),
            let number = try? amount(at: position), spaceLength(number.end) > 0,
            self.wordEnd(skipSpaces(number.end)) > skipSpaces(number.end)
          {
            return position
          }
        }
      }
      if lead == UInt8(ascii: "(") || lead == UInt8(ascii: "[") { depth += 1 }
      if lead == UInt8(ascii: ")") || lead == UInt8(ascii: "]") { depth = max(0, depth - 1) }
      previousWord = nil
      afterSign = false
      atWordStart =
        !(LineText.isDigit(lead) || lead == UInt8(ascii: ".") || lead == UInt8(ascii: "/"))
      position += max(1, scalar(position).length)
    }
    return half
  }

  /// Where a half joined to the amount starts among a name's first words: `1 xícara
  /// e meia` is a cup and a half in a unit the reader does not know, and `1 cup and a
  /// half` one it could not join. `half and half` is a name.
  private func halfAfterFirstWords(from index: Int) -> Int? {
    var position = index
    var previous: Range<Int>?
    for _ in 0..<3 {
      let wordEnd = self.wordEnd(position)
      guard wordEnd > position else { return nil }
      let word = position..<wordEnd
      if joinsHalf(word, after: previous) { return position }
      previous = word
      position = skipSpaces(wordEnd)
    }
    return nil
  }

  /// Whether a word joins a half to the amount (`e meia`, `and a half`), the
  /// word before it, when there is one, being no fraction (`half and half`).
  private func joinsHalf(_ word: Range<Int>, after previous: Range<Int>?) -> Bool {
    // The joining words start with `e`, `y`, `u` or `a`: most words are none, at one byte.
    let lead = bytes[word.lowerBound] | 0x20
    guard
      lead == UInt8(ascii: "e") || lead == UInt8(ascii: "y") || lead == UInt8(ascii: "u")
        || lead == UInt8(ascii: "a"),
      spells(word, "e") || spells(word, "y") || spells(word, "et") || spells(word, "und")
        || spells(word, "and")
    else { return false }
    var next = skipSpaces(word.upperBound)
    if let (article, end) = lineWord(next, in: LineWord.numbers), article == .article {
      next = skipSpaces(end)
    }
    // A fraction before the joining word makes a name (`half and half`): the
    // word before is asked only here, as most lines have no joining word at all.
    guard let (fraction, _) = lineWord(next, in: LineWord.numbers), case .fraction = fraction
    else { return false }
    return !(previous.map(isFractionWord) ?? false)
  }

  /// Whether a word is a fraction's (`half`, `quarter`, `meia`).
  private func isFractionWord(_ word: Range<Int>) -> Bool {
    if case .fraction = LineWord.numbers.value(in: bytes, word) { return true }
    return false
  }

  /// Whether a word joins what follows it to what came before: `plus`, `and`, `or`.
  private func isJoinWord(_ word: Range<Int>) -> Bool {
    spells(word, "plus") || spells(word, "and") || spells(word, "or") || spells(word, "und")
      || spells(word, "oder") || spells(word, "et") || spells(word, "ou")
  }

  /// Whether a word before a measure makes it a note: `cut into 2 cm`, `about 2 cups`.
  /// `in` and `with` do so only before a length: `dissolved in 1 c. water` and
  /// `tossed with 2 tbsp oil` name a second ingredient, which would not scale.
  private func isNoteWord(_ word: Range<Int>, before unit: WrittenUnit?) -> Bool {
    if lineWord(word.lowerBound, in: LineWord.qualifiers) != nil { return true }
    if spells(word, "in") || spells(word, "with") {
      guard let unit else { return true }
      switch unit.word.kind {
      case .standard, .measure: return false
      default: return true
      }
    }
    for note: StaticString in [
      "into", "from", "to", "of", "than", "each", "per", "by", "x", "at", "under", "over",
      "get", "makes", "make", "yields", "yield", "for", "about",
    ] where spells(word, note) {
      return true
    }
    return false
  }

  // MARK: - Lines that do not start with an amount

  /// The parts of a line that does not start with an amount.
  private func unquantified(from body: Int) throws(LineSnag) -> LineParts {
    if lineWord(body, in: LineWord.vagueWords) != nil {
      throw .doubt(.vagueQuantity, at: body)
    }
    if let unit = modifiedUnit(at: body) {
      let after = skipSpaces(unit.end)
      if after < end {
        // `Pinch of salt`, `Dozen eggs`: a singular unit says one.
        let afterOf = ofEnd(at: after)
        let isDozen = spells(unit.start..<unit.end, "dozen")
        if unit.word.form == .singular && (afterOf != nil || unit.word.kind == .portion)
          || isDozen, !startsAmount(afterOf ?? after)
        {
          return LineParts(
            amount: .one, amountMax: nil, unit: unit.start..<unit.end,
            name: (afterOf ?? after)..<end)
        }
        if unit.word.form == .abbreviation { throw .doubt(.unitWithoutAmount, at: body) }
      }
    }
    if let parts = try leadPhrase(from: body) { return parts }
    guard let stray = firstStrayNumber(from: body) else {
      return LineParts(amount: nil, amountMax: nil, unit: nil, name: body..<end)
    }
    if let parts = try trailingAmount(name: body, at: stray) { return parts }
    // Only a number the reader cannot read stands at the very start: `３個`.
    throw .doubt(stray == body ? .strayNumber : .amountNotAtStart, at: stray)
  }

  /// `Juice of 1 lemon`, `Zest and juice of 2 limes`, `Leaves from 4 sprigs thyme`,
  /// `zest 1 lemon`: a few words ending in a part of the thing counted, then the amount.
  private func leadPhrase(from body: Int) throws(LineSnag) -> LineParts? {
    var position = body
    var words = 0
    while words < 6, position < end {
      let wordEnd =
        byte(position) == UInt8(ascii: "&") ? position + 1 : self.wordEnd(position)
      guard wordEnd > position, spaceLength(wordEnd) > 0 else { return nil }
      words += 1
      let next = skipSpaces(wordEnd)
      if let (word, _) = lineWord(position, in: LineWord.parts) {
        var amountStart = next
        var leadEnd = wordEnd
        if let afterJoin = ofEnd(at: next) ?? fromEnd(at: next) {
          amountStart = afterJoin
          leadEnd = trimmingSpaces(before: afterJoin, floor: next)
        }
        // Without `of`, only a line that starts with the part (`zest 1 lemon`): in
        // `Lemon juice 2 tbsp` the amount is the juice's.
        // `Zest and juice of a Up`: a brand, as after `of 7`.
        if amountStart > next || words == 1, !isNameNumber(amountStart),
          let amount = try amount(at: amountStart), !namesBrandInWords(amount)
        {
          var parts = try quantified(amount)
          parts.lead = body..<leadEnd
          parts.leadIsEnglish = word == .part(english: true)
          return parts
        }
      }
      position = next
    }
    return nil
  }

  /// A unit in a script written without spaces that ends right where a number
  /// starts (`大さじ1`, `小さじ1/2`), back to a space, a `・` or a `…`; else `nil`.
  private func unspacedUnit(endingAt index: Int, floor: Int) -> WrittenUnit? {
    var start = index
    while start > floor {
      var back = start - 1
      while back > floor, bytes[back] & 0xC0 == 0x80 { back -= 1 }
      let (value, _) = scalar(back)
      guard LineText.isUnspacedScript(value), value != 0x30FB else { break }
      start = back
    }
    guard start < index,
      let candidates = UnitWords.byFirstWord.value(in: bytes, start..<index),
      let word = candidates.first(where: { $0.words.count == 1 })
    else { return nil }
    return WrittenUnit(start: start, end: index, word: word, isModified: false)
  }

  /// After `from` (or `von`) at a position, the start of what follows.
  private func fromEnd(at index: Int) -> Int? {
    let wordEnd = self.wordEnd(index)
    guard spells(index..<wordEnd, "from") || spells(index..<wordEnd, "von"),
      spaceLength(wordEnd) > 0
    else { return nil }
    return skipSpaces(wordEnd)
  }

  /// `Flour: 2 cups`, `Eggs, 3`, `Sugar 100g`: the name, then the amount at the end.
  private func trailingAmount(name body: Int, at index: Int) throws(LineSnag) -> LineParts? {
    var nameEnd = trimmingSpaces(before: index, floor: body)
    var separated = false
    // `砂糖 大さじ1`, `塩 小さじ1/2`: Japanese writes a spoon before its number,
    // right against it, after the name.
    var unitBefore: WrittenUnit?
    if nameEnd == index, let spoon = unspacedUnit(endingAt: index, floor: body) {
      // `大さじ2 砂糖`: the spoon and its number first, the name after them.
      if spoon.start == body {
        guard let amount = try amount(at: index), amount.low.value > .zero,
          spaceLength(amount.end) > 0, skipSpaces(amount.end) < end
        else { return nil }
        return LineParts(
          amount: amount.low.value, amountMax: amount.high?.value,
          unit: spoon.start..<spoon.end, name: skipSpaces(amount.end)..<end)
      }
      unitBefore = spoon
      nameEnd = trimmingSpaces(before: spoon.start, floor: body)
      separated = true
    }
    // `卵…2個`, `砂糖・・・大さじ1`, `Eggs ... 2`: dots lead the eye from the name to its amount.
    while nameEnd > body {
      if bytes[nameEnd - 1] == UInt8(ascii: ".") {
        nameEnd -= 1
      } else if nameEnd - 3 >= body, bytes[nameEnd - 3] == 0xE2, bytes[nameEnd - 2] == 0x80,
        bytes[nameEnd - 1] == 0xA6
      {
        nameEnd -= 3
      } else if nameEnd - 3 >= body, bytes[nameEnd - 3] == 0xE3, bytes[nameEnd - 2] == 0x83,
        bytes[nameEnd - 1] == 0xBB
      {
        nameEnd -= 3
      } else {
        break
      }
      separated = true
      nameEnd = trimmingSpaces(before: nameEnd, floor: body)
    }
    if nameEnd > body {
      let last = bytes[nameEnd - 1]
      if last == UInt8(ascii: ":") || last == UInt8(ascii: ",") {
        nameEnd -= 1
        separated = true
      } else if last == UInt8(ascii: "-"), nameEnd - 1 > body, spaceLength(nameEnd - 2) > 0 {
        nameEnd -= 1
        separated = true
      } else if nameEnd - 3 > body, bytes[nameEnd - 3] == 0xE2, bytes[nameEnd - 2] == 0x80,
        bytes[nameEnd - 1] == 0x93 || bytes[nameEnd - 1] == 0x94
      {
        nameEnd -= 3
        separated = true
      }
    }
    nameEnd = trimmingSpaces(before: nameEnd, floor: body)
    guard nameEnd > body else { return nil }
    // `Butter for the pan, about 2 tbsp`: a word such as `about` or `of` says the amount
    // belongs to a phrase, not to the name.
    if !separated {
      var wordStart = nameEnd
      while wordStart > body, LineText.isASCIILetter(bytes[wordStart - 1]) { wordStart -= 1 }
      if wordStart < nameEnd, let word = LineWord.table.value(in: bytes, wordStart..<nameEnd)
      {
        if case .part = word {} else { return nil }
      }
      // `Zutaten für 12 Stück`, `Ingredients for 4`: a yield, not an amount of the name.
      if let (word, _) = lastWord(before: nameEnd, floor: body),
        spells(word, "for") || spells(word, "für") || spells(word, "pour")
          || spells(word, "para") || spells(word, "per") || spells(word, "voor")
      {
        return nil
      }
    }
    // `Jack Daniel's Old No. 7`, `De Cecco No. 12`: the name's own number.
    if followsNumberSign(index, floor: body) { return nil }
    guard let amount = try amount(at: index), amount.low.value > .zero else { return nil }
    try rejectVagueSuffix(at: amount.end, of: amount)
    var position = skipSpaces(amount.end)
    // `Temperature 180 C`, `Oven: 350 F`, `Bake 25 minutes`.
    if isTemperature(at: position, after: amount) { throw .doubt(.panOrOven, at: index) }
    if startsTimeOrServings(at: position) { throw .doubt(.timeOrServings, at: index) }
    let unit = unitBefore == nil ? modifiedUnit(at: position) : nil
    if let unit { position = unit.end }
    position = skipSpaces(position)
    if byte(position) == UInt8(ascii: ".") { position = skipSpaces(position + 1) }
    guard position >= end, separated || unit != nil else { return nil }
    let standard = unit?.standard(in: self)
    let name = body..<nameEnd
    if namesNutritionFact(
      name, isNutrient: unit == nil || standard == .gram || standard == .milligram)
    {
      throw .doubt(.nutrition, at: index)
    }
    // `Instant Pot 6 qt`, `Dutch oven, 5 qt`, `Cake tin 20 cm`: the size of the pot,
    // never a weight (`Fryer, 3 lb` is a chicken).
    if standard?.dimension != .mass, endsInCookware(name) {
      throw .doubt(.panOrOven, at: index)
    }
    // `Flour tortillas, 10 inch`: the size of each, no amount of them (`Ginger 1 inch` is one).
    if unit?.word.kind == .length, endsInPlural(name) {
      throw .doubt(.impliedCount, at: index)
    }
    // `Up, 7`: a name a number belongs to (`7 Up`) takes none after it either.
    if unit == nil, unitBefore == nil, startsBrandAfterNumber(body) { return nil }
    // `(recipe from Grandma Ruth, 1962`: a year ends the note, no count of anything.
    if unit == nil, unitBefore == nil, amount.high == nil, amount.low.form == .whole,
      amount.low.end - amount.low.start == 4,
      (Rational(1800)...Rational(2099)).contains(amount.low.value)
    {
      return nil
    }
    if let unitBefore {
      return LineParts(
        amount: amount.low.value, amountMax: amount.high?.value,
        unit: unitBefore.start..<unitBefore.end, name: body..<nameEnd)
    }
    if amount.hasDecimalComma, unit == nil {
      throw .doubt(.ambiguousSeparator, at: amount.low.start)
    }
    return LineParts(
      amount: amount.low.value, amountMax: amount.high?.value, unit: unit.map { $0.start..<$0.end },
      name: body..<nameEnd)
  }

  /// The first number in a range that starts a word and is not part of a name
  /// (`7-Up`, `00 flour`, `2% milk`), or `nil`.
  private func firstStrayNumber(from index: Int) -> Int? {
    var position = index
    var afterWord = false
    while position < end {
      let lead = bytes[position]
      if lead < 0x80 {
        if LineText.isDigit(lead)
          || (lead == UInt8(ascii: ".") && LineText.isDigit(byte(position + 1)))
        {
          if !afterWord, !isNameNumber(position) { return position }
          position += 1
          while position < end,
            LineText.isDigit(bytes[position]) || bytes[position] == UInt8(ascii: ".")
              || bytes[position] == UInt8(ascii: ",")
          {
            position += 1
          }
          afterWord = true
          continue
        }
        // `onions x2`: a count after a lone x.
        if lead | 0x20 == UInt8(ascii: "x"), !afterWord, LineText.isDigit(byte(position + 1)) {
          return position
        }
        afterWord = LineText.isASCIILetter(lead)
        position += 1
        continue
      }
      if !afterWord, startsNumber(position) { return position }
      // `onions ×2`
      if lead == 0xC3, byte(position + 1) == 0x97, LineText.isDigit(byte(position + 2)) {
        return position
      }
      let (value, length) = scalar(position)
      // Wide digits (`大さじ２`) are a number this reader does not read.
      if (0xFF10...0xFF19).contains(value) { return position }
      // Japanese and Chinese put no space between words, so a number after
      // one of their letters starts a word: `大さじ2` is two tablespoons.
      afterWord =
        LineText.isLetterScalar(value) && spaceLength(position) == 0
        && !LineText.isUnspacedScript(value)
      position += length
    }
    return nil
  }

  /// Whether the digits at a position belong to a name rather than an amount:
  /// `7-Up`, `5-spice`, `00 flour`, `2% milk`.
  func isNameNumber(_ index: Int) -> Bool {
    guard LineText.isDigit(byte(index)) else { return false }
    var digitsEnd = index
    while LineText.isDigit(byte(digitsEnd)) { digitsEnd += 1 }
    var numberEnd = digitsEnd
    if byte(numberEnd) == UInt8(ascii: ".") || byte(numberEnd) == UInt8(ascii: ","),
      LineText.isDigit(byte(numberEnd + 1))
    {
      numberEnd += 1
      while LineText.isDigit(byte(numberEnd)) { numberEnd += 1 }
    }
    if byte(numberEnd) == UInt8(ascii: "%") { return true }
    if numberEnd == digitsEnd, isYear(index, digitsEnd: digitsEnd) { return true }
    if numberEnd == digitsEnd, spaceLength(digitsEnd) > 0,
      startsBrandAfterNumber(skipSpaces(digitsEnd))
    {
      return true
    }
    if digitsEnd - index >= 2, numberEnd == digitsEnd,
      bytes[index..<digitsEnd].allSatisfy({ $0 == UInt8(ascii: "0") })
    {
      return true
    }
    guard numberEnd == digitsEnd, byte(digitsEnd) == UInt8(ascii: "-"),
      letterLength(digitsEnd + 1) > 0
    else { return false }
    let wordEnd = self.wordEnd(digitsEnd + 1)
    return unit(at: digitsEnd + 1) == nil && !spells(digitsEnd + 1..<wordEnd, "ish")
  }
}
