/// A second amount in a name (`1 egg plus 1 yolk`, `1 tsp salt, 1/2 tsp pepper`):
/// scaling the first would leave it wrong, so the line is kept as text.
extension LineText {
  /// The position of a second amount in the name, which scaling would leave wrong: a
  /// number a `+`, `&`, `plus`, `and` or `or` joins to the name (`1 egg plus 1 yolk`), or
  /// a measure that follows a comma or a noun (`1 tsp salt, 1/2 tsp pepper`). A measure in
  /// parentheses or after a word such as `into` or `about` is a note: `cut into 2 cm cubes`.
  func secondAmountStart(from index: Int) -> Int? {
    var position = index
    // The word before, which decides whether a number after it is a note.
    var previousWord: Range<Int>?
    var afterSign = false
    var depth = 0
    var atWordStart = true
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
        continue
      }
      let wordEnd = self.wordEnd(position)
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
    return nil
  }

  /// Whether a word joins what follows it to what came before: `plus`, `and`, `or`.
  func isJoinWord(_ word: Range<Int>) -> Bool {
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
}
