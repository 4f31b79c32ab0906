extension LineText {
  /// The unit at a position, the longest spelling that matches, ending at a word boundary.
  ///
  /// Several words may make one unit (`fl. oz.`, `c. à soupe`, `cuillères à café`,
  /// `colher (sopa)`); a unit may follow its number without a space (`200g`, `1/2c.`),
  /// and a name may follow a unit's period without one (`4 oz.cream cheese`). A Chinese
  /// unit may run on into the name (`2汤匙生抽`).
  func unit(at index: Int) -> WrittenUnit? {
    // Each way below looks up a word that starts here: none can be a unit when
    // no spelling starts with this byte, and most words of a line are so.
    guard index < end, UnitWords.byFirstWord.mayStart(with: bytes[index]) else { return nil }
    let firstEnd = unitWordEnd(index)
    guard firstEnd > index else { return nil }
    // `fl-oz` in `13.5-fl-oz can`: the words of a unit joined by a hyphen, the way
    // a size before a container is written as one adjective.
    let isBoundary = isWordBoundary(firstEnd)
    if isBoundary || byte(firstEnd) == UInt8(ascii: "-"),
      let candidates = UnitWords.byFirstWord.value(in: bytes, index..<firstEnd),
      let unit = unit(among: candidates, at: index, firstEnd: firstEnd, isBoundary: isBoundary)
    {
      return unit
    }
    // `4 oz.cream cheese`, `1 c.milk`, `2 Tbsps.butter`: no space after the unit's
    // period. `c.à.s` is one word, and was looked up whole above. A word of
    // letters alone has no period inside.
    if firstEnd > wordEnd(index), let cut = periodCut(index, firstEnd),
      let candidates = UnitWords.byFirstWord.value(in: bytes, index..<cut),
      let unit = unit(among: candidates, at: index, firstEnd: cut, isBoundary: true)
    {
      return unit
    }
    return runOnUnit(at: index, runEnd: firstEnd)
  }

  /// The longest of a first word's spellings that matches the words from `index` on.
  private func unit(
    among candidates: [UnitWord], at index: Int, firstEnd: Int, isBoundary: Bool
  ) -> WrittenUnit? {
    for word in candidates {
      if word.words.count == 1 {
        guard isBoundary, isInPlace(word, end: firstEnd) else { continue }
        return WrittenUnit(
          start: index, end: endAfterOptionalPlural(firstEnd), word: word, isModified: false)
      }
      var position = firstEnd
      var matched = true
      for expected in word.words.dropFirst() {
        // `colher (sopa)`: a word in parentheses, after a space.
        if expected.first == UInt8(ascii: "(") {
          let open = skipSpaces(position)
          let close = wordEnd(open + 1)
          guard open > position, byte(open) == UInt8(ascii: "("), close > open + 1,
            byte(close) == UInt8(ascii: ")"), folds(open..<close + 1, to: expected)
          else {
            matched = false
            break
          }
          position = close + 1
          continue
        }
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
      if matched, isInPlace(word, end: position) {
        return WrittenUnit(
          start: index, end: endAfterOptionalPlural(position), word: word, isModified: false)
      }
    }
    return nil
  }

  /// The unit at a position when it is a container (`can`, `jar`, `pkg.`).
  func container(at index: Int) -> WrittenUnit? {
    guard let unit = unit(at: index), unit.word.kind == .container else { return nil }
    return unit
  }

  /// Whether a spelling that ends at `end` is a unit where it stands: one that is a
  /// unit only before `de` has one after it (`1 noix de beurre`, not `2 noix
  /// décortiquées`), and no word follows that makes it part of a name (`noix de coco`,
  /// `pak choi`).
  private func isInPlace(_ word: UnitWord, end: Int) -> Bool {
    guard word.needsOf || !word.notBefore.isEmpty else { return true }
    var next = skipSpaces(end)
    if let afterOf = startAfterUnitOf(next) {
      next = afterOf
    } else if word.needsOf {
      return false
    }
    let nextEnd = wordEnd(next)
    return !word.notBefore.contains { folds(next..<nextEnd, to: $0) }
  }

  /// After a word that joins a unit to its name (`of`, `de`, `di`, `da`, `do`, `du`,
  /// `des`, or `d'` before a letter), where the name starts.
  private func startAfterUnitOf(_ index: Int) -> Int? {
    // `d'huile`, `d’olio`
    if byte(index) | 0x20 == UInt8(ascii: "d") {
      var apostrophe = 0
      if byte(index + 1) == UInt8(ascii: "'") {
        apostrophe = 1
      } else if byte(index + 1) == 0xE2, byte(index + 2) == 0x80, byte(index + 3) == 0x99 {
        apostrophe = 3
      }
      if apostrophe > 0 {
        return letterLength(index + 1 + apostrophe) > 0 ? index + 1 + apostrophe : nil
      }
    }
    let end = wordEnd(index)
    guard spaceLength(end) > 0,
      spellsOne(of: ["of", "de", "di", "da", "do", "du", "des"], index..<end)
    else { return nil }
    return skipSpaces(end)
  }

  /// Where a word with a period inside ends after its first period, when a letter
  /// follows that period: `oz.` in `oz.cream`; `nil` for a word with none.
  private func periodCut(_ index: Int, _ tokenEnd: Int) -> Int? {
    var position = index
    while position < tokenEnd {
      if bytes[position] == UInt8(ascii: "."), position > index, letterLength(position + 1) > 0 {
        return position + 1
      }
      position += 1
    }
    return nil
  }

  /// A Chinese unit at the start of a run of letters that goes on into the name:
  /// `汤匙` in `2汤匙生抽`. Only the words of ``UnitWords/runOn`` may.
  private func runOnUnit(at index: Int, runEnd: Int) -> WrittenUnit? {
    let (first, _) = scalar(index)
    guard LineText.isUnspacedScript(first) else { return nil }
    // The Chinese units are one or two characters: the longer is tried first.
    var ends: [Int] = []
    var position = index
    while ends.count < 2, position < runEnd {
      let (value, length) = scalar(position)
      guard LineText.isUnspacedScript(value) else { break }
      position += length
      ends.append(position)
    }
    for unitEnd in ends.reversed() where unitEnd < runEnd {
      guard let candidates = UnitWords.byFirstWord.value(in: bytes, index..<unitEnd)
      else {
        continue
      }
      for word in candidates where word.words.count == 1 && UnitWords.runOn.contains(word.spelling)
      {
        return WrittenUnit(start: index, end: unitEnd, word: word, isModified: false)
      }
    }
    return nil
  }

  /// Where a unit ends when an optional plural follows it (`cup(s)`, `pinch(es)`):
  /// after the parenthesis; else `index`.
  func endAfterOptionalPlural(_ index: Int) -> Int {
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
    WordTable<Int>.folded(bytes.span.extracting(range)) == key
  }
}
