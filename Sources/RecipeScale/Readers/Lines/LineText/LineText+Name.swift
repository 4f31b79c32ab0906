/// The name after an amount and its unit: past an `of`, and checked for numbers
/// that would be left unscaled in it.
extension LineText {
  /// The name, from a position: past an `of` after a unit, and checked for numbers
  /// the reader could not place.
  func named(
    _ parts: LineParts, from index: Int, hasUnit: Bool, amount: WrittenAmount,
    startsWithSize: Bool = false
  ) throws(LineSnag) -> LineParts {
    var parts = parts
    var start = skipSpaces(index)
    let isPart = amount.low.value < .one && amount.high == nil
    if hasUnit || isPart, let afterOf = startAfterOf(at: start) {
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
    if startsJoinedAmount(at: start) { throw .doubt(.strayNumber, at: start) }
    // A size that starts the name (`5oz salmon fillets`) is the size of each, not a second amount.
    let notes = startsWithSize ? ((try? measure(at: start))?.end ?? start) : start
    // A half joined to the amount (`1 xícara e meia`) is never placed in the name.
    let half = joinedHalfStart(from: start)
    if let second = secondAmountStart(from: notes) ?? half,
      half != nil || !placesNumber(at: second, inNameFrom: start)
    {
      throw .doubt(.secondAmount, at: second)
    }
    // `One Pot Chili Seasoning: 2 packets`, `Three Musketeers bars, 4`: a name that
    // starts with a number word, and the amount after it.
    if amount.low.form == .words, let second = numberStartAfterSeparator(from: start) {
      throw .doubt(.secondAmount, at: second)
    }
    parts.name = start..<end
    return parts
  }

  /// Whether the reader of a name's amounts places the number at a position:
  /// as an amount that scales with the line (`or 1 teaspoon dried`, `plus 1
  /// yolk`), or as one that stays (`each 2 1/2 pounds`). A number it cannot
  /// place keeps the line as text.
  private func placesNumber(at index: Int, inNameFrom start: Int) -> Bool {
    let name = String(decoding: bytes[start..<end], as: UTF8.self)
    // A number flagged inside an amount of several numbers (`2 1/2 to 3 pounds`) is placed with it.
    return StepAmountReader.findings(inName: name).contains { found in
      guard found.range.contains(index - start) else { return false }
      if case .unknown = found.finding { return false }
      return true
    }
  }

  /// Whether every number of a name from a position on is placed by the
  /// reader of a name's amounts, and one of them is an amount that scales.
  func scalesEveryNumber(inNameFrom start: Int) -> Bool {
    let name = String(decoding: bytes[start..<end], as: UTF8.self)
    var scales = false
    for found in StepAmountReader.findings(inName: name) {
      switch found.finding {
      case .amount: scales = true
      case .stays: continue
      case .unknown: return false
      }
    }
    return scales
  }

  /// Where a number starts after a comma or colon from `index` on, or `nil`.
  private func numberStartAfterSeparator(from index: Int) -> Int? {
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
  func startsHyphenatedSize(_ index: Int) -> Bool {
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
  func startAfterOf(at index: Int) -> Int? {
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

  /// Whether a mark or word that joins a number to what came before starts at a
  /// position, and an amount follows it: `- 2`, `and a half`, `to 3`, `& 1/2`.
  /// A name that starts so would join the amount written before it.
  func startsJoinedAmount(at index: Int) -> Bool {
    guard let joined = endOfJoiningMark(at: index) else { return false }
    return startsAmount(skipSpaces(joined))
  }

  /// After a dash, sign or word that would join a number to what came before, its end.
  private func endOfJoiningMark(at index: Int) -> Int? {
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
}
