extension LineText {
  /// The unit at a position, the longest spelling that matches, ending at a word boundary.
  ///
  /// Several words may make one unit (`fl. oz.`, `c. à soupe`, `cuillères à café`); a
  /// unit may follow its number without a space (`200g`, `1/2c.`).
  func unit(at index: Int) -> WrittenUnit? {
    let firstEnd = unitWordEnd(index)
    // `fl-oz` in `13.5-fl-oz can`: the words of a unit joined by a hyphen, the way
    // a size before a container is written as one adjective.
    let isBoundary = isWordBoundary(firstEnd)
    guard firstEnd > index, isBoundary || byte(firstEnd) == UInt8(ascii: "-"),
      let candidates = UnitWords.byFirstWord.value(in: bytes, index..<firstEnd)
    else { return nil }
    for word in candidates {
      if word.words.count == 1 {
        guard isBoundary else { continue }
        return WrittenUnit(
          start: index, end: optionalPluralEnd(firstEnd), word: word, isModified: false)
      }
      var position = firstEnd
      var matched = true
      for expected in word.words.dropFirst() {
        let hyphenated = byte(position) == UInt8(ascii: "-") && letterLength(position + 1) > 0
        let next = hyphenated ? position + 1 : skipSpaces(position)
        // Words of a unit are apart, unless a period ends the one before (`c.à soupe`)
        // or a hyphen joins them (`fl-oz`).
        guard next > position || byte(position - 1) == UInt8(ascii: ".") else {
          matched = false
          break
        }
        let nextEnd = unitWordEnd(next)
        guard nextEnd > next, isWordBoundary(nextEnd), folds(next..<nextEnd, to: expected) else {
          matched = false
          break
        }
        position = nextEnd
      }
      if matched {
        return WrittenUnit(
          start: index, end: optionalPluralEnd(position), word: word, isModified: false)
      }
    }
    return nil
  }

  /// Where a unit ends when an optional plural follows it (`cup(s)`, `pinch(es)`):
  /// after the parenthesis; else `index`.
  func optionalPluralEnd(_ index: Int) -> Int {
    guard byte(index) == UInt8(ascii: "(") else { return index }
    var position = index + 1
    if byte(position) | 0x20 == UInt8(ascii: "e") { position += 1 }
    guard byte(position) | 0x20 == UInt8(ascii: "s"), byte(position + 1) == UInt8(ascii: ")"),
      isWordBoundary(position + 2)
    else { return index }
    return position + 2
  }

  /// The unit at a position, or after a modifier there (`heaped tbsp`, `level teaspoon`).
  func modifiedUnit(at index: Int) -> WrittenUnit? {
    if let unit = unit(at: index) { return unit }
    guard let (word, end) = lineWord(index, in: LineWord.modifiers), word == .modifier
    else { return nil }
    var wordEnd = end
    // `gestr. TL`: an abbreviated modifier.
    if byte(wordEnd) == UInt8(ascii: ".") { wordEnd += 1 }
    guard spaceLength(wordEnd) > 0, var unit = unit(at: skipSpaces(wordEnd)) else { return nil }
    unit.start = index
    unit.isModified = true
    return unit
  }

  /// Whether the bytes in a range fold to `key`.
  func folds(_ range: Range<Int>, to key: [UInt8]) -> Bool {
    var position = 0
    var same = true
    FoldedWordTable<Int>.forEachFolded(bytes, range) { byte in
      if same {
        same = position < key.count && key[position] == byte
        position += 1
      }
    }
    return same && position == key.count
  }
}
