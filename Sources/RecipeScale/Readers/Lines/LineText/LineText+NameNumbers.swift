/// Numbers that belong to a name, not an amount: `7-Up`, `00 flour`, `2% milk`,
/// a year, a brand's number.
extension LineText {
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

  /// Whether a number just before `index` is numbered by a word or sign: `Old No. 7`,
  /// `De Cecco No. 12`, `Nr. 5`, `n° 3`, `#2`: a name's number, no amount.
  func followsNumberSign(_ index: Int, floor: Int) -> Bool {
    var position = trimmingSpaces(before: index, floor: floor)
    guard position > floor else { return false }
    if bytes[position - 1] == UInt8(ascii: "#") { return true }
    // `n°`, `nº`: a sign for "number" after an n.
    if position - 3 >= floor, bytes[position - 2] == 0xC2,
      bytes[position - 1] == 0xB0 || bytes[position - 1] == 0xBA,
      bytes[position - 3] | 0x20 == UInt8(ascii: "n")
    {
      return true
    }
    if bytes[position - 1] == UInt8(ascii: ".") { position -= 1 }
    guard let (word, _) = lastWord(before: position, floor: floor) else { return false }
    return spells(word, "no") || spells(word, "nr") || spells(word, "num")
      || spells(word, "number") || spells(word, "nos")
  }

  /// Whether a number is a year (`1990 Methodist Women Cookbook`): four digits
  /// from 1800 to 2099 and no unit after them.
  func isYear(_ index: Int, digitsEnd: Int) -> Bool {
    guard digitsEnd - index == 4, spaceLength(digitsEnd) > 0 else { return false }
    var value = 0
    for position in index..<digitsEnd { value = value * 10 + Int(bytes[position] - 48) }
    guard (1800...2099).contains(value) else { return false }
    // A word follows a year that names something (`1990 Methodist …`), and no unit.
    let next = skipSpaces(digitsEnd)
    return letterLength(next) > 0 && unit(at: next) == nil
  }

  /// Whether a brand's number follows at a position, the name it starts: `7 Up`, `3 Musketeers`.
  func startsBrandAfterNumber(_ index: Int) -> Bool {
    let wordEnd = self.wordEnd(index)
    let word = index..<wordEnd
    if wordEnd - index == 2, byte(index) == UInt8(ascii: "U"),
      byte(index + 1) | 0x20 == UInt8(ascii: "p")
    {
      return true
    }
    return spells(word, "musketeers") || spells(word, "island")
  }
}
