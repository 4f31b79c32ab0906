/// A half joined to an amount by a word (`2 and a half cups`, `1 xícara e meia`).
extension LineText {
  /// Where a half joined to the amount starts among a name's first words: `1 xícara
  /// e meia` is a cup and a half in a unit the reader does not know, and `1 cup and a
  /// half` one it could not join. `half and half` is a name.
  func halfAfterFirstWords(from index: Int) -> Int? {
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
  func joinsHalf(_ word: Range<Int>, after previous: Range<Int>?) -> Bool {
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
}
