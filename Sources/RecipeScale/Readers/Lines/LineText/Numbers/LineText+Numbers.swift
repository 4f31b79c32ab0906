extension LineText {
  // MARK: - What starts a number

  /// The vulgar fraction at a position (`½`, `⅓` … `⅒`) and its length in bytes.
  func vulgarFraction(_ index: Int) -> (numerator: Int, denominator: Int, length: Int)? {
    let lead = byte(index)
    if lead == 0xC2 {
      switch byte(index + 1) {
      case 0xBC: return (1, 4, 2)
      case 0xBD: return (1, 2, 2)
      case 0xBE: return (3, 4, 2)
      default: return nil
      }
    }
    guard lead == 0xE2, byte(index + 1) == 0x85 else { return nil }
    let third = byte(index + 2)
    guard third >= 0x90, third <= 0x9E else { return nil }
    let (numerator, denominator) = LineText.vulgarValues[Int(third - 0x90)]
    return (numerator, denominator, 3)
  }

  /// ⅐ ⅑ ⅒ ⅓ ⅔ ⅕ ⅖ ⅗ ⅘ ⅙ ⅚ ⅛ ⅜ ⅝ ⅞, U+2150 to U+215E.
  private static let vulgarValues: [(Int, Int)] = [
    (1, 7), (1, 9), (1, 10), (1, 3), (2, 3), (1, 5), (2, 5), (3, 5), (4, 5), (1, 6), (5, 6),
    (1, 8), (3, 8), (5, 8), (7, 8),
  ]

  /// The superscript digit at a position (`¹`, `²` …) and its length in bytes.
  func superscriptDigit(_ index: Int) -> (digit: Int, length: Int)? {
    let lead = byte(index)
    if lead == 0xC2 {
      switch byte(index + 1) {
      case 0xB9: return (1, 2)
      case 0xB2: return (2, 2)
      case 0xB3: return (3, 2)
      default: return nil
      }
    }
    guard lead == 0xE2, byte(index + 1) == 0x81 else { return nil }
    let third = byte(index + 2)
    if third == 0xB0 { return (0, 3) }
    if third >= 0xB4 && third <= 0xB9 { return (Int(third - 0xB0), 3) }
    return nil
  }

  /// The subscript digit at a position (`₂`, `₁₆` …) and its length in bytes.
  func subscriptDigit(_ index: Int) -> Int? {
    guard byte(index) == 0xE2, byte(index + 1) == 0x82 else { return nil }
    let third = byte(index + 2)
    return third >= 0x80 && third <= 0x89 ? Int(third - 0x80) : nil
  }

  /// The length of a fraction slash at a position: `/` or U+2044 `⁄`; 0 when there is none.
  @inline(__always)
  func slashLength(_ index: Int) -> Int {
    let lead = byte(index)
    if lead == UInt8(ascii: "/") { return 1 }
    return lead == 0xE2 && byte(index + 1) == 0x81 && byte(index + 2) == 0x84 ? 3 : 0
  }

  /// Whether a number written with digits or fraction characters starts at a position.
  @inline(__always)
  func startsNumber(_ index: Int) -> Bool {
    let lead = byte(index)
    if LineText.isDigit(lead) { return true }
    if lead == UInt8(ascii: ".") { return LineText.isDigit(byte(index + 1)) }
    if lead < 0xC2 { return false }
    return vulgarFraction(index) != nil || superscriptDigit(index) != nil
  }

  /// Whether a fraction written with a slash, a vulgar fraction or superscripts starts here.
  func startsFraction(_ index: Int) -> Bool {
    if vulgarFraction(index) != nil || superscriptDigit(index) != nil { return true }
    var position = index
    while LineText.isDigit(byte(position)) { position += 1 }
    guard position > index else { return false }
    let slash = slashLength(position)
    return slash > 0 && LineText.isDigit(byte(position + slash))
  }

  // MARK: - Numbers

  /// The number at a position: digits, a decimal, a fraction, a mixed number, or number words.
  ///
  /// - Throws: ``LineSnag/tooLarge(at:)`` when the number has no 64-bit exact form, and a
  ///   doubt when it is written ambiguously (`1,500`), with a zero denominator, or as a
  ///   vague quantity (`a few`).
  func number(at index: Int) throws(LineSnag) -> WrittenNumber? {
    // Chinese numerals are three bytes, from E3 80 87 (〇) to E9 9B B6 (零).
    if byte(index) >= 0xE3, byte(index) <= 0xE9, let numeral = chineseNumeral(at: index) {
      return numeral
    }
    if letterLength(index) > 0 { return try numberWords(at: index) }
    guard let number = try simpleNumber(at: index) else { return nil }
    guard number.form == .whole else { return number }
    // A whole number may be the first part of a mixed number: `1 1/2`, `1-1/2`, `1 and 1/2`.
    var candidate: Int?
    // After a joining word or `&`, a fraction in words may follow too: of the
    // word's language, or of any after the sign.
    var afterJoin = false
    var joinedBy: FractionJoin?
    let afterHyphen = byte(number.end) == UInt8(ascii: "-")
    if afterHyphen {
      candidate = number.end + 1
    } else if byte(number.end) == 0xE3, byte(number.end + 1) == 0x81,
      byte(number.end + 2) == 0xA8, startsFraction(number.end + 3)
    {
      // `大さじ1と1/2`: Japanese `と` (and) between the whole number and its fraction.
      candidate = number.end + 3
    } else if spaceLength(number.end) > 0 {
      var position = skipSpaces(number.end)
      // `1 and 1/2`, `2 e 1/2 xícaras`, `1 y 1/2 tazas`, `2 et 1/2 tasses`
      if let (join, next) = fractionJoin(at: position, among: FractionJoin.mixedNumberJoins) {
        position = next
        afterJoin = true
        joinedBy = join
      } else if byte(position) == UInt8(ascii: "&"), spaceLength(position + 1) > 0 {
        position = skipSpaces(position + 1)
        afterJoin = true
      } else if isLetterBeforeFraction(position) {
        // `1 l/2 cups`: a scan's `1 1/2`, or a litre and its equivalent in cups;
        // either reading would be a guess.
        throw .doubt(.strayNumber, at: position)
      }
      candidate = position
    }
    guard let candidate else { return number }
    if startsFraction(candidate) {
      // A hyphen joins only a slash fraction: `1-1/2`; `1-½` is too odd to guess at.
      if afterHyphen, !LineText.isDigit(byte(candidate)) { return number }
      guard let fraction = try simpleNumber(at: candidate), fraction.form == .fraction,
        fraction.value < .one
      else { return number }
      return try mixed(number, fraction)
    }
    if afterJoin, let fraction = fractionWords(at: candidate, joinedBy: joinedBy),
      fraction.value < .one
    {
      return try mixed(number, fraction)
    }
    return number
  }

  /// Whether a lone `l` or `I` with a fraction slash and a digit right after it starts
  /// at a position: `l/2`, as a scan reads `1/2`.
  private func isLetterBeforeFraction(_ index: Int) -> Bool {
    let lead = byte(index)
    guard lead == UInt8(ascii: "l") || lead == UInt8(ascii: "I") else { return false }
    let slash = slashLength(index + 1)
    return slash > 0 && LineText.isDigit(byte(index + 1 + slash))
  }

  private func mixed(_ whole: WrittenNumber, _ fraction: WrittenNumber) throws(LineSnag)
    -> WrittenNumber
  {
    // Only Int.max and a fraction overflow: the numerator of the sum needs 64 bits more.
    guard let sum = try? whole.value.adding(fraction.value) else {
      throw .tooLarge(at: whole.start)
    }
    return WrittenNumber(value: sum, start: whole.start, end: fraction.end, form: .mixed)
  }

  /// A number written with digits or fraction characters, without spaces: `2`, `1.5`, `.5`,
  /// `1,5`, `1/2`, `1⁄2`, `½`, `1½`, `¹⁄₂`, `1¹⁄₂`.
  func simpleNumber(at index: Int) throws(LineSnag) -> WrittenNumber? {
    let lead = byte(index)
    if LineText.isDigit(lead) {
      var digitsEnd = index + 1
      while LineText.isDigit(byte(digitsEnd)) { digitsEnd += 1 }
      let slash = slashLength(digitsEnd)
      if slash > 0, LineText.isDigit(byte(digitsEnd + slash)) {
        var bottomEnd = digitsEnd + slash + 1
        while LineText.isDigit(byte(bottomEnd)) { bottomEnd += 1 }
        let top = try integer(index..<digitsEnd, number: index)
        let bottom = try integer(digitsEnd + slash..<bottomEnd, number: index)
        // A date or a version number (`1/2/3`) is no amount.
        if slashLength(bottomEnd) > 0, LineText.isDigit(byte(bottomEnd + slashLength(bottomEnd))) {
          throw .doubt(.strayNumber, at: index)
        }
        // `11/2 cups`: no cook writes eleven halves, but a scan of `1 1/2` does: a
        // whole number, then a proper fraction of one digit over one.
        if digitsEnd - index >= 2, bottomEnd - digitsEnd - slash == 1, top > bottom,
          top % 10 < bottom
        {
          throw .doubt(.runTogether, at: index)
        }
        return WrittenNumber(
          value: try fraction(top, bottom, number: index), start: index, end: bottomEnd,
          form: .fraction)
      }
      let separator = byte(digitsEnd)
      if separator == UInt8(ascii: ".") || separator == UInt8(ascii: ","),
        LineText.isDigit(byte(digitsEnd + 1))
      {
        var fractionEnd = digitsEnd + 2
        while LineText.isDigit(byte(fractionEnd)) { fractionEnd += 1 }
        // `1,500` and `1.500` are 1.5 in one country and 1500 in another; a second
        // separator (`1.500.000`) means thousands, but thousands of what is too far to go.
        let places = fractionEnd - digitsEnd - 1
        let wholeIsZero = bytes[index..<digitsEnd].allSatisfy { $0 == UInt8(ascii: "0") }
        let again = byte(fractionEnd)
        if (places == 3 && !wholeIsZero)
          || ((again == UInt8(ascii: ".") || again == UInt8(ascii: ","))
            && LineText.isDigit(byte(fractionEnd + 1)))
        {
          throw .doubt(.ambiguousSeparator, at: index)
        }
        return WrittenNumber(
          value: try decimal(index..<digitsEnd, digitsEnd + 1..<fractionEnd, number: index),
          start: index, end: fractionEnd,
          form: separator == UInt8(ascii: ".") ? .decimal : .decimalComma)
      }
      // `05`: no one writes an amount so; `00` (flour) never gets here.
      if digitsEnd - index >= 2, lead == UInt8(ascii: "0") {
        throw .doubt(.strayNumber, at: index)
      }
      let whole = WrittenNumber(
        value: Rational(try integer(index..<digitsEnd, number: index)), start: index,
        end: digitsEnd, form: .whole)
      if let attached = try fractionCharacters(at: digitsEnd), attached.value < .one {
        return try mixed(whole, attached)
      }
      return whole
    }
    if lead == UInt8(ascii: "."), LineText.isDigit(byte(index + 1)) {
      var fractionEnd = index + 2
      while LineText.isDigit(byte(fractionEnd)) { fractionEnd += 1 }
      return WrittenNumber(
        value: try decimal(index..<index, index + 1..<fractionEnd, number: index), start: index,
        end: fractionEnd, form: .decimal)
    }
    return try fractionCharacters(at: index)
  }

  /// A vulgar fraction or a superscript fraction at a position: `½`, `⁵⁄₁₆`.
  private func fractionCharacters(at index: Int) throws(LineSnag) -> WrittenNumber? {
    if let (numerator, denominator, length) = vulgarFraction(index) {
      return WrittenNumber(
        value: try fraction(numerator, denominator, number: index), start: index,
        end: index + length, form: .fraction)
    }
    guard superscriptDigit(index) != nil else { return nil }
    var position = index
    var top = 0
    while let (digit, length) = superscriptDigit(position) {
      top = try appendingDigit(digit, to: top, number: index)
      position += length
    }
    let slash = slashLength(position)
    guard slash > 0 else { return nil }
    position += slash
    var bottom = 0
    var digits = 0
    while true {
      if let digit = subscriptDigit(position) {
        bottom = try appendingDigit(digit, to: bottom, number: index)
        position += 3
      } else if LineText.isDigit(byte(position)) {
        bottom = try appendingDigit(
          Int(byte(position) - UInt8(ascii: "0")), to: bottom, number: index)
        position += 1
      } else {
        break
      }
      digits += 1
    }
    guard digits > 0 else { return nil }
    return WrittenNumber(
      value: try fraction(top, bottom, number: index), start: index, end: position,
      form: .fraction)
  }

  // MARK: - Number words

  /// Number words at a position: `a`, `an`, `one` … `twelve`, `half`, `a quarter`,
  /// `one and a half`, `three-quarters`.
  ///
  /// - Throws: A doubt when `a` or `an` starts a vague quantity: `a few`, `a couple`.
  func numberWords(at index: Int) throws(LineSnag) -> WrittenNumber? {
    guard let (word, wordEnd) = lineWord(index, in: LineWord.numbers) else { return nil }
    switch word {
    case .article:
      guard spaceLength(wordEnd) > 0 else { return nil }
      let next = skipSpaces(wordEnd)
      if lineWord(next, in: LineWord.vagueWords) != nil {
        throw .doubt(.vagueQuantity, at: index)
      }
      if let fraction = fractionWords(at: index) { return fraction }
      return WrittenNumber(value: .one, start: index, end: wordEnd, form: .article)
    case .cardinal(let count):
      if let fraction = fractionWords(at: index) { return fraction }
      guard isNumberWordEnd(wordEnd) else { return nil }
      var number = WrittenNumber(value: Rational(count), start: index, end: wordEnd, form: .words)
      // `one and a half`, `two and three-quarters`
      if spaceLength(wordEnd) > 0,
        let (join, next) = fractionJoin(at: skipSpaces(wordEnd), among: [.english]),
        let fraction = fractionWords(at: next, joinedBy: join), fraction.value < .one,
        let sum = try? number.value.adding(fraction.value)
      {
        number.value = sum
        number.end = fraction.end
      }
      return number
    case .fraction(let denominator):
      // Alone, only a half or a quarter: `half a lemon`, `quarter cup`.
      guard denominator == 2 || spells(index..<wordEnd, "quarter"),
        !spells(index..<wordEnd, "halves"), spaceLength(wordEnd) > 0
      else { return nil }
      let next = skipSpaces(wordEnd)
      // `half and half` is cream.
      if let (nextWord, nextEnd) = lineWord(next, in: LineWord.pluses), nextWord == .plus,
        spells(next..<nextEnd, "and")
      {
        return nil
      }
      guard let value = try? Rational(1, denominator) else { return nil }
      return WrittenNumber(
        value: value, start: index, end: afterArticle(wordEnd), form: .words)
    default:
      return nil
    }
  }

  /// A fraction in words: `a half`, `one half`, `one-third`, `three quarters`, `an eighth`.
  ///
  /// - Parameters:
  ///   - index: Where the words start.
  ///   - join: The word the fraction follows, whose language's fractions alone
  ///     it may be; `nil` for any.
  /// - Returns: The fraction, or `nil`.
  func fractionWords(at index: Int, joinedBy join: FractionJoin? = nil) -> WrittenNumber? {
    guard let (word, wordEnd) = lineWord(index, in: LineWord.numbers) else { return nil }
    let count: Int
    switch word {
    case .article: count = 1
    case .cardinal(let value): count = value
    default: return nil
    }
    let gapLength = byte(wordEnd) == UInt8(ascii: "-") ? 1 : spaceLength(wordEnd)
    guard gapLength > 0 else { return nil }
    let next = byte(wordEnd) == UInt8(ascii: "-") ? wordEnd + 1 : skipSpaces(wordEnd)
    guard let (fraction, fractionEnd) = lineWord(next, in: LineWord.numbers),
      case .fraction(let denominator) = fraction,
      isNumberWordEnd(fractionEnd), let value = try? Rational(count, denominator),
      join.map({ isFraction(next..<fractionEnd, joinedBy: $0) }) ?? true
    else { return nil }
    return WrittenNumber(
      value: value, start: index,
      end: denominator == 2 ? afterArticle(fractionEnd) : fractionEnd, form: .words)
  }

  /// Whether a number word ends at a position: at a space, the end, or ASCII punctuation.
  /// `oneₐ` or `one™` is no word `one`.
  private func isNumberWordEnd(_ index: Int) -> Bool {
    index >= end || spaceLength(index) > 0 || (byte(index) < 0x80 && isWordBoundary(index))
  }

  /// After `half`, the position past an `a` or `an` that follows it: `half a cup`.
  private func afterArticle(_ index: Int) -> Int {
    guard spaceLength(index) > 0 else { return index }
    let next = skipSpaces(index)
    guard let (word, wordEnd) = lineWord(next, in: LineWord.numbers), word == .article,
      spaceLength(wordEnd) > 0,
      byte(next) == UInt8(ascii: "a") || byte(next) == UInt8(ascii: "A")
    else { return index }
    return wordEnd
  }

  // MARK: - Amounts and ranges

  /// The amount at a position: a number, or a range of two (`2-3`, `2–3`, `2 to 3`, `2 or 3`).
  ///
  /// - Throws: A doubt when a range's upper end is not above its lower end, or a third
  ///   number follows (`1-2-3`); whatever ``number(at:)`` throws.
  func amount(at index: Int) throws(LineSnag) -> WrittenAmount? {
    guard let low = try number(at: index) else { return nil }
    var amount = WrittenAmount(low: low)
    guard low.form != .article, let join = endOfRangeJoin(after: low.end) else { return amount }
    let next = skipSpaces(join)
    guard startsNumber(next) || letterLength(next) > 0, let high = try number(at: next),
      high.form != .article
    else { return amount }
    guard high.value > low.value else { throw .doubt(.descendingRange, at: low.start) }
    if let again = endOfRangeJoin(after: high.end), startsNumber(skipSpaces(again)) {
      throw .doubt(.strayNumber, at: skipSpaces(again))
    }
    amount.high = high
    return amount
  }

  /// Whether a scan's reading of `½` starts at a position, before a unit: `1 Vi cups
  /// water`, `1 Vz tsp`, `1 V2 cup`, `1 Y2 cup`.
  func startsScannedHalf(at index: Int) -> Bool {
    let lead = byte(index) | 0x20
    let end: Int
    if lead == UInt8(ascii: "v") || lead == UInt8(ascii: "y"), byte(index + 1) == UInt8(ascii: "2")
    {
      end = index + 2
    } else if let (word, wordEnd) = wordRange(at: index), spellsOne(of: ["vi", "vz", "yi"], word) {
      end = wordEnd
    } else {
      return false
    }
    return spaceLength(end) > 0 && unit(at: skipSpaces(end)) != nil
  }

  /// The end of the word or dash that joins the ends of a range, when one follows `index`.
  func endOfRangeJoin(after index: Int) -> Int? {
    let position = skipSpaces(index)
    let lead = byte(position)
    if lead == UInt8(ascii: "-") || lead == UInt8(ascii: "~") { return position + 1 }
    // The dashes: figure, en, em, horizontal bar (U+2012 to U+2015).
    if lead == 0xE2, byte(position + 1) == 0x80, byte(position + 2) >= 0x92,
      byte(position + 2) <= 0x95
    {
      return position + 3
    }
    guard position > index, let (word, wordEnd) = lineWord(position, in: LineWord.rangeJoins),
      word == .rangeJoin,
      spaceLength(wordEnd) > 0
    else { return nil }
    return wordEnd
  }

  // MARK: - Exact values

  private func integer(_ range: Range<Int>, number: Int) throws(LineSnag) -> Int {
    var value = 0
    for index in range {
      value = try appendingDigit(Int(bytes[index] - UInt8(ascii: "0")), to: value, number: number)
    }
    return value
  }

  @inline(__always)
  private func appendingDigit(_ digit: Int, to value: Int, number: Int) throws(LineSnag) -> Int {
    let (shifted, overflow) = value.multipliedReportingOverflow(by: 10)
    let (sum, carry) = shifted.addingReportingOverflow(digit)
    if overflow || carry { throw .tooLarge(at: number) }
    return sum
  }

  private func fraction(_ top: Int, _ bottom: Int, number: Int) throws(LineSnag) -> Rational {
    guard top != 0, bottom != 0 else { throw .doubt(.zeroAmount, at: number) }
    do {
      return try Rational(top, bottom)
    } catch {
      throw .tooLarge(at: number)
    }
  }

  /// The exact value of a decimal; trailing zeros after the point do not count against 64 bits.
  private func decimal(_ whole: Range<Int>, _ fraction: Range<Int>, number: Int) throws(LineSnag)
    -> Rational
  {
    var fractionEnd = fraction.upperBound
    while fractionEnd > fraction.lowerBound, bytes[fractionEnd - 1] == UInt8(ascii: "0") {
      fractionEnd -= 1
    }
    let places = fractionEnd - fraction.lowerBound
    guard places <= 18 else { throw .tooLarge(at: number) }
    var scale = 1
    for _ in 0..<places { scale *= 10 }
    let wholeValue = try integer(whole, number: number)
    let fractionValue = try integer(fraction.lowerBound..<fractionEnd, number: number)
    let (shifted, overflow) = wholeValue.multipliedReportingOverflow(by: scale)
    let (sum, carry) = shifted.addingReportingOverflow(fractionValue)
    if overflow || carry { throw .tooLarge(at: number) }
    do {
      return try Rational(sum, scale)
    } catch {
      throw .tooLarge(at: number)
    }
  }
}
