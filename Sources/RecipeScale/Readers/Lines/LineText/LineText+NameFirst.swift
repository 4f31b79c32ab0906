/// Lines that do not start with an amount: a unit that says one (`Pinch of
/// salt`), a phrase before the amount (`Juice of 1 lemon`), the amount after the
/// name (`Flour: 2 cups`), or no amount at all.
extension LineText {
  /// The parts of a line that does not start with an amount.
  func nameFirstParts(from body: Int) throws(LineSnag) -> LineParts {
    if lineWord(body, in: LineWord.vagueWords) != nil {
      throw .doubt(.vagueQuantity, at: body)
    }
    if let unit = modifiedUnit(at: body) {
      let after = skipSpaces(unit.end)
      if after < end {
        // `Pinch of salt`, `Dozen eggs`: a singular unit says one.
        let afterOf = startAfterOf(at: after)
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
    // `Lait 1/2 écrémé : 25 cl`: after a colon stands the amount, whatever
    // numbers the name before it holds.
    if let colon = lastColon(from: body), LineText.isDigit(byte(skipSpaces(colon + 1))),
      let parts = try trailingAmount(name: body, at: skipSpaces(colon + 1))
    {
      return parts
    }
    guard let stray = firstStrayNumber(from: body) else {
      return LineParts(amount: nil, amountMax: nil, unit: nil, name: body..<end)
    }
    if let parts = try trailingAmount(name: body, at: stray) { return parts }
    // `卵(60g 程度) 2個`: the number is in a note of the name, the amount after it.
    if let open = bytes[body..<stray].lastIndex(of: UInt8(ascii: "(")),
      let close = closingParenthesis(from: open), close > stray,
      let after = firstStrayNumber(from: close + 1),
      let parts = try trailingAmount(name: body, at: after)
    {
      return parts
    }
    // `Vegetable oil for deep frying, about 2 cups`: no amount of its own, and
    // amounts in the name that scale with the recipe.
    // A count in numerals the reader of a name's amounts does not read (`鶏もも肉 一枚
    // (300g)`) would stay while the weight of the one piece scaled.
    if stray > body, chineseNumeral(at: stray) == nil, !startsNutritionOrServing(body..<stray),
      scalesEveryNumber(inNameFrom: body)
    {
      return LineParts(amount: nil, amountMax: nil, unit: nil, name: body..<end)
    }
    // Only a number the reader cannot read stands at the very start: `３個`.
    throw .doubt(stray == body ? .strayNumber : .amountNotAtStart, at: stray)
  }

  /// Whether the words before a line's first number name a nutrition fact or
  /// a serving (`Serving size 1 cup`), or end in a colon (`Serving suggestion:
  /// 2 slices toast`, where the number is the line's own, but not at its end).
  private func startsNutritionOrServing(_ head: Range<Int>) -> Bool {
    var headEnd = head.upperBound
    while headEnd > head.lowerBound, bytes[headEnd - 1] == UInt8(ascii: " ") { headEnd -= 1 }
    if headEnd > head.lowerBound, bytes[headEnd - 1] == UInt8(ascii: ":") { return true }
    return namesNutritionFact(head.lowerBound..<headEnd, isNutrient: true)
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
        if let afterJoin = startAfterOf(at: next) ?? startAfterFrom(at: next) {
          amountStart = afterJoin
          leadEnd = trimmingSpaces(before: afterJoin, floor: next)
        }
        // Without `of`, only a line that starts with the part (`zest 1 lemon`): in
        // `Lemon juice 2 tbsp` the amount is the juice's.
        // `Zest and juice of a Up`: a brand, as after `of 7`.
        if amountStart > next || words == 1, !isNameNumber(amountStart),
          let amount = try amount(at: amountStart), !namesBrandInWords(amount)
        {
          var parts = try amountFirstParts(amount)
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
  private func startAfterFrom(at index: Int) -> Int? {
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
    // `and a half, 4`, `to five: 4`: a name that would join an amount written before
    // it is no name of this one, which written the other way round would read as
    // another amount (`4 and a half`, `4 to five`).
    if startsJoinedAmount(at: body) { return nil }
    // `Butter for the pan, about 2 tbsp`: a word such as `about` or `of` says the amount
    // belongs to a phrase, not to the name.
    if !separated {
      var wordStart = nameEnd
      while wordStart > body, LineText.isASCIILetter(bytes[wordStart - 1]) { wordStart -= 1 }
      if wordStart < nameEnd, let word = LineWord.table.value(in: bytes, wordStart..<nameEnd) {
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
    guard position >= end,
      separated || unit != nil || isBareCount(amount, of: body..<nameEnd)
    else { return nil }
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

  /// Whether a whole number right after a name, with no unit, mark or word
  /// between, counts it, as Italian and Spanish lists write it: `Uova 4`,
  /// `Tuorli 3`, `Limones 2-3`. The name is one to three words of two
  /// letters or more and the count at most two dozen, so `Vitamin B 12`,
  /// `Route 66` and `Chapter 3 of 5` are none.
  private func isBareCount(_ amount: WrittenAmount, of name: Range<Int>) -> Bool {
    let largest = amount.high ?? amount.low
    guard amount.low.form == .whole, largest.form == .whole, largest.value <= Rational(24)
    else { return false }
    var words = 0
    var position = name.lowerBound
    while position < name.upperBound {
      let wordEnd = self.wordEnd(position)
      // A word of two letters or more: `B 12` and `n. 4` count nothing.
      guard wordEnd >= position + 2 else { return false }
      words += 1
      position = skipSpaces(wordEnd)
    }
    return (1...3).contains(words)
  }

  /// Where the last `:` of a line stands, from an index on, or `nil`.
  private func lastColon(from index: Int) -> Int? {
    var position = end - 1
    while position > index {
      if bytes[position] == UInt8(ascii: ":") { return position }
      position -= 1
    }
    return nil
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
      // `卵 二個`, `ねぎ 一本`: a count in numerals after the name and a space.
      if position > index,
        spaceLength(position - 1) > 0 || position - 3 >= index && spaceLength(position - 3) == 3,
        chineseNumeral(at: position) != nil
      {
        return position
      }
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
}
