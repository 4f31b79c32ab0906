/// A fraction joined to an amount by a word (`2 and a half cups`, `1 xícara e
/// meia`): read as part of the number right after it, and a doubt after a unit
/// or a name, where the reader cannot add it.
extension LineText {
  /// The joining word of one of `joins` at a position, and where the word after it
  /// starts; `nil` when none is there, or no space follows it.
  func fractionJoin(at index: Int, among joins: [FractionJoin] = FractionJoin.all) -> (
    join: FractionJoin, next: Int
  )? {
    fractionJoin(index..<wordEnd(index), among: joins)
  }

  /// The joining word of one of `joins` that a word is, and where the word after
  /// it starts; `nil` when it is none, or no space follows it.
  private func fractionJoin(_ word: Range<Int>, among joins: [FractionJoin]) -> (
    join: FractionJoin, next: Int
  )? {
    guard !word.isEmpty, spaceLength(word.upperBound) > 0,
      let join = joins.first(where: { spells(word, $0.word) })
    else { return nil }
    return (join, skipSpaces(word.upperBound))
  }

  /// Whether a word is a fraction of the language of `join`: `meia` after `e`,
  /// `half` after `and`.
  func isFraction(_ word: Range<Int>, joinedBy join: FractionJoin) -> Bool {
    join.fractions.contains { spells(word, $0) }
  }

  /// Where a half joined to the amount starts among a name's first words: `1 xícara
  /// e meia` is a cup and a half in a unit the reader does not know, and `1 cup and a
  /// half` one it could not join. `half and half` is a name.
  func joinedHalfStart(from index: Int) -> Int? {
    var position = index
    var previous: Range<Int>?
    for _ in 0..<3 {
      let wordEnd = self.wordEnd(position)
      guard wordEnd > position else { return nil }
      if joinsHalf(position..<wordEnd, after: previous) { return position }
      previous = position..<wordEnd
      position = skipSpaces(wordEnd)
    }
    return nil
  }

  /// Whether a word joins a fraction of its language to the amount, an article
  /// between them or not (`e meia`, `and a half`), the word before it, when
  /// there is one, being no fraction (`half and half`).
  private func joinsHalf(_ word: Range<Int>, after previous: Range<Int>?) -> Bool {
    guard let (join, next) = fractionJoin(word, among: FractionJoin.all) else { return false }
    var fraction = next
    if let (article, end) = lineWord(next, in: LineWord.numbers), article == .article {
      fraction = skipSpaces(end)
    }
    guard isFraction(fraction..<wordEnd(fraction), joinedBy: join) else { return false }
    return !(previous.map(isFractionWord) ?? false)
  }

  /// Whether a word is a fraction's, in any language (`half`, `quarter`, `meia`).
  private func isFractionWord(_ word: Range<Int>) -> Bool {
    if case .fraction = LineWord.numbers.value(in: bytes, word) { return true }
    return false
  }

}
