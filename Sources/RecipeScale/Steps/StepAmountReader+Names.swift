/// The amounts in an ingredient's name: `or 1 teaspoon dried`, `(about 3 cups)`,
/// `preferably 2 ancho and 2 New Mexican`, `, 1/2 tsp pepper`. They scale with
/// the line's own amount; the size of one thing stays (`each 2 1/2 pounds`,
/// `cut into 2 cm cubes`, `14-ounce`).
extension StepAmountReader {
  /// The reader of names.
  static let names = StepAmountReader(ingredients: [], readsName: true)

  /// The numbers of a name, each an amount that scales, one known to stay, or
  /// one no rule places (see ``Finding``).
  ///
  /// A name is read as a step is, with three differences. A word before the
  /// number that makes it the size or share of each piece (`each`, `into`,
  /// `per`, `to`, `x`) keeps it, as does the start of the name. A count scales only after a word or
  /// mark that starts another amount of the same thing (`plus 1 yolk`, `or 2`,
  /// `preferably 2 ancho`, `(about 3`, `, 2`), never after a plain word
  /// (`Chinese 5 spice`). A piece or container (`2 sprigs`, `1 can`) scales
  /// after the same words; a unit of a fixed size (`1 teaspoon`) after any
  /// word but those that keep it.
  ///
  /// - Parameter name: The name as the line reader keeps it.
  /// - Returns: Every number that starts a word, in order; empty when the
  ///   name has no digit and no byte beyond ASCII, which every number needs
  ///   but one written in English words (those stay as written).
  static func findings(inName name: String) -> [(range: Range<Int>, finding: Finding)] {
    guard mayHoldNumber(name.utf8.span) else { return [] }
    return names.findings(in: name)
  }

  /// Whether some byte is a digit or beyond ASCII: every name is asked.
  private static func mayHoldNumber(_ bytes: Span<UInt8>) -> Bool {
    for index in bytes.indices where LineText.isDigit(bytes[index]) || bytes[index] >= 0x80 {
      return true
    }
    return false
  }

  /// The amounts in a name that scale (see ``findings(inName:)``).
  ///
  /// - Parameter name: The name as the line reader keeps it.
  /// - Returns: The amounts, in order, none overlapping.
  static func amounts(inName name: String) -> [StepAmount] {
    findings(inName: name).compactMap {
      if case .amount(let found) = $0.finding { return found }
      return nil
    }
  }

  /// Where the words that lead into an amount of a name start: before the
  /// word or mark that joins it to what comes first (`or` of `lemon or 2 limes`,
  /// `(about` of `potatoes (about 3 cups)`), and the spaces before them.
  ///
  /// - Parameters:
  ///   - offset: Where the amount starts, in UTF-8 offsets.
  ///   - name: The name.
  /// - Returns: The offset where the words before it end.
  static func leadStart(before offset: Int, in name: String) -> Int {
    let text = LineText(Array(name.utf8), in: .empty, at: 0)
    var start = min(offset, text.end)
    var words = 0
    while start > text.start {
      let byte = text.bytes[start - 1]
      if byte == UInt8(ascii: " ") || "(,;+&[:/".utf8.contains(byte) {
        start -= 1
        continue
      }
      // At most two words lead in (`or about`), those that start another amount
      // or link one to the name (`beaten with`).
      guard words < 2,
        names.nameWord(before: start, in: text) == .another
          || names.linksAmount(before: start, in: text)
      else { break }
      start = wordStart(before: start, in: text)
      words += 1
    }
    return start
  }

  /// Where the word that ends at a position starts: after the space,
  /// parenthesis, comma or semicolon before it.
  private static func wordStart(before end: Int, in text: LineText) -> Int {
    var start = end
    while start > text.start, text.bytes[start - 1] != UInt8(ascii: " "),
      !"(,;".utf8.contains(text.bytes[start - 1])
    {
      start -= 1
    }
    return start
  }

  /// What the word or mark right before a number in a name says of it.
  enum NameWord: Equatable {
    /// An opening parenthesis, a comma, a `+` or `&`: another amount may start here.
    case opening
    /// A word that starts another amount of the same thing: `or`, `plus`,
    /// `about`, `preferably`.
    case another
    /// A word that makes the number a size or share of each piece (`each`,
    /// `into`, `per`), a slash before a size restated (`1-lb / 455g`), or the
    /// start of the name, right after the line's own amount.
    case note
    /// Any other word: `Chinese` of `Chinese 5 spice`.
    case word
  }

  /// The word or mark before a position in a name, as ``NameWord`` sorts it.
  func nameWord(before index: Int, in text: LineText) -> NameWord {
    var end = index
    while end > text.start, text.bytes[end - 1] == UInt8(ascii: " ") { end -= 1 }
    // A number that starts the name follows the line's own amount: a name's
    // number (`7 Up`, `00 flour`) or the size of each (`1 3-4 lb chicken`).
    guard end > text.start else { return .note }
    let last = text.bytes[end - 1]
    if "(,;+&[:".utf8.contains(last) { return .opening }
    // `1-lb / 455g`: the same size again in other units.
    if last == UInt8(ascii: "/") { return .note }
    let start = StepAmountReader.wordStart(before: end, in: text)
    // `approx.`, `ca.`: the period of an abbreviation is no part of the word.
    let wordEnd = last == UInt8(ascii: ".") ? end - 1 : end
    guard start < wordEnd else { return .word }
    let word = start..<wordEnd
    if StepWords.beforeAnotherAmount.value(in: text.bytes, word) != nil
      || text.lineWord(start, in: LineWord.qualifiers) != nil || text.isJoinWord(word)
    {
      return .another
    }
    if StepWords.beforeSize.value(in: text.bytes, word) != nil
      || StepWords.eachPiece.value(in: text.bytes, word) != nil
    {
      return .note
    }
    return .word
  }

  /// Whether the word before a position links what follows to the name
  /// (`with`, `in`, `for`), as the words of ``StepWords/linkingAmount`` do.
  func linksAmount(before index: Int, in text: LineText) -> Bool {
    let start = StepAmountReader.wordStart(before: index, in: text)
    return start < index && StepWords.linkingAmount.value(in: text.bytes, start..<index) != nil
  }

  /// Whether a unit's amount in a name is an amount of food: one of a fixed
  /// size after any word, a piece or container only where another amount starts.
  func measuresInName(_ unit: WrittenUnit, before: NameWord) -> Bool {
    switch unit.word.kind {
    case .standard, .measure: return before != .note
    case .length: return false
    case .container, .item, .portion: return before == .opening || before == .another
    }
  }

  /// A count in a name: the number alone scales, and its words stay as
  /// written (`plus 1 yolk`, `preferably 2 ancho`), since a word of a phrase
  /// may be no noun (`1 seeded, 1 left whole`). One alone before a
  /// parenthesis or comma counts the line's own things (`(about 8)`); one
  /// before `per` or `count` is a size (`21-25 per pound`, `16/20 count`).
  func countInName(_ amount: WrittenAmount, before: NameWord, in text: LineText) -> Finding {
    let next = text.skipSpaces(amount.end)
    let alone = next >= text.end || ",;)".utf8.contains(text.byte(next))
    guard before == .opening && !alone || before == .another,
      alone || text.spaceLength(amount.end) > 0 && text.letterLength(next) > 0
    else { return .unknown }
    if !alone, StepWords.eachPiece.value(in: text.bytes, next..<text.wordEnd(next)) != nil {
      return .stays
    }
    let ingredient = Ingredient(
      name: "", amount: amount.low.value, unit: nil, amountMax: amount.high?.value)
    return .amount(StepAmount(range: amount.low.start..<amount.end, ingredient: ingredient))
  }
}
