/// Reads the pans a recipe's text names, one pan noun at a time.
///
/// A pan is a size next to a pan noun: before it (`9x13-inch baking pan`,
/// `24cm springform`, `Ø 26 cm Springform`), or after it when a word or a
/// mark introduces the size (`moule rond de 24 cm`, `tortiera da 24 cm`,
/// `Springform (Ø 26 cm)`, `baking dish (9 x 13 in)`) or the size is two
/// sides with a unit (`teglia 30x40 cm`). Whatever could be
/// another reading makes the mention unsure: a second size offered
/// (`8- or 9-inch`), a range (`8-9 inch`), several pans (`two 9-inch
/// pans`), or one length and no shape (`9-inch pan`).
struct PanFinder {
  /// What one pan noun's phrase says.
  enum Mention: Hashable, Sendable {
    /// The phrase names this pan.
    case pan(PanSize)
    /// The phrase gives a size, but which pan it names is not certain.
    case unsure
  }

  /// The text's tokens.
  let tokens: [PanToken]

  /// The longest run of words read between a size and its noun.
  private static let longestPhrase = 6

  /// What every pan phrase of the text says, in order.
  func mentions() -> [Mention] {
    var mentions: [Mention] = []
    var index = 0
    while index < tokens.count {
      guard let word = tokens[index].word, PanNoun.all[word] != nil else {
        index += 1
        continue
      }
      let phrase = self.phrase(around: index)
      if let mention = mention(in: phrase) { mentions.append(mention) }
      index = phrase.upperBound
    }
    return mentions
  }

  /// The run of pan words around a noun (`deep-dish pie plate`,
  /// `round cake tin`, `moule rond`), joined by spaces or hyphens.
  private func phrase(around index: Int) -> Range<Int> {
    var start = index
    var end = index + 1
    var words = 1
    while start > 0 && words < PanFinder.longestPhrase {
      if isPhraseWord(start - 1) {
        start -= 1
      } else if start > 1 && isJoined(start - 2, start) {
        start -= 2
      } else {
        break
      }
      words += 1
    }
    while end < tokens.count && words < PanFinder.longestPhrase {
      if isPhraseWord(end) {
        end += 1
      } else if end + 1 < tokens.count && isJoined(end - 1, end + 1) {
        end += 2
      } else {
        break
      }
      words += 1
    }
    return start..<end
  }

  /// Whether two pan words are joined by a hyphen between them: `deep-dish`, `non-stick`.
  private func isJoined(_ first: Int, _ second: Int) -> Bool {
    PanSides.isAttachedHyphen(tokens, at: first + 1) && !tokens[second].followsSpace
      && isPhraseWord(first) && isPhraseWord(second)
  }

  private func isPhraseWord(_ index: Int) -> Bool {
    tokens[index].word.map(PanVocabulary.isModifier) ?? false
  }

  /// What a phrase of pan words says, with the size before or after it.
  private func mention(in phrase: Range<Int>) -> Mention? {
    var reading = PanReading(sides: PanSides(lengths: [], unit: nil, hasMixedUnits: false, end: 0))
    var isPlural = false
    var isPan = false
    var hasQualifier = false
    let words = tokens[phrase].compactMap(\.word)
    for (position, word) in words.enumerated() {
      if let noun = PanNoun.all[word] {
        isPlural = isPlural || noun.isPlural
        isPan = isPan || !noun.needsQualifier
        reading.defaultUnit = reading.defaultUnit ?? noun.defaultUnit
      }
      reading.note(word)
      // A qualifier stands before the word it qualifies: `sheet` alone is no pan.
      hasQualifier =
        hasQualifier || PanVocabulary.qualifiers.contains(word) && position + 1 < words.count
    }
    guard isPan || hasQualifier else { return nil }
    if let before = sidesBefore(phrase.lowerBound) {
      // One length and no unit before a noun counts pans: `2 tins`, `1 springform`.
      guard before.sides.isSize else { return nil }
      if before.isUnsure { return .unsure }
      reading.sides = before.sides
      if before.isDiameter { reading.shapes.insert(.round) }
    } else if let after = sidesAfter(phrase.upperBound) {
      if after.isUnsure { return .unsure }
      reading.sides = after.sides
      after.words.forEach { reading.note($0) }
      if after.isDiameter { reading.shapes.insert(.round) }
      // `moule de 24 cm` says no shape: after a noun, a length alone may be
      // anything (`tin 10 cm below the grill`), so it is no pan's.
      if reading.sides.lengths.count == 1 && reading.shapes.isEmpty && !reading.isRoundByDefault {
        return nil
      }
    } else {
      return nil
    }
    guard !isPlural, let pan = try? reading.panSize(text: "") else { return .unsure }
    return .pan(pan)
  }

  /// The sides that end where a phrase starts, with what stands before them.
  ///
  /// Sides in parentheses right after other sides give the same pan in other
  /// units (`9x13-inch (23x33 cm) pan`): the first sides are the recipe's own.
  private func sidesBefore(_ end: Int) -> (sides: PanSides, isDiameter: Bool, isUnsure: Bool)? {
    var sidesEnd = end
    var inner: (sides: PanSides, start: Int)?
    if end > 0 && tokens[end - 1].isMark(")") {
      guard let open = tokens[..<(end - 1)].lastIndex(where: { $0.isMark("(") }),
        end - 1 - open <= 12
      else { return nil }
      let start = open + 1 < end && tokens[open + 1].isMark("ø") ? open + 2 : open + 1
      guard let sides = PanSides.read(tokens, at: start), sides.end == end - 1 else { return nil }
      inner = (sides, start)
      sidesEnd = open
    }
    // `1 (9-inch) pie crust`: a count before the parentheses is no size.
    let outer = sidesEnding(at: sidesEnd).flatMap { $0.sides.isSize ? $0 : nil }
    guard let found = outer ?? inner else { return nil }
    var before = found.start - 1
    var isDiameter = false
    while before >= 0 && (tokens[before].isMark("ø") || tokens[before].isMark("(")) {
      isDiameter = isDiameter || tokens[before].isMark("ø")
      before -= 1
    }
    return (found.sides, isDiameter, before >= 0 && offersAnother(before))
  }

  /// The sides that end exactly at an index, read from the earliest number that reaches it.
  private func sidesEnding(at end: Int) -> (sides: PanSides, start: Int)? {
    for start in max(0, end - 12)..<end where tokens[start].number != nil {
      if let sides = PanSides.read(tokens, at: start), sides.end == end { return (sides, start) }
    }
    return nil
  }

  /// Whether the token before a size offers another size or counts several
  /// pans: `or` (`8- or 9-inch`), a range's dash (`8-9 inch`), `two`, or a
  /// number above one (`2 9-inch round pans`).
  private func offersAnother(_ index: Int) -> Bool {
    switch tokens[index].kind {
    case .word(let word) where PanVocabulary.articles.contains(word):
      // `a 9x13 or an 8x8 pan`: the article stands between the offer and the size.
      return index > 0 && tokens[index - 1].isWord(in: PanVocabulary.alternatives)
    case .word(let word):
      return PanVocabulary.alternatives.contains(word) || PanVocabulary.countWords.contains(word)
    case .mark(let mark) where mark == "-" || mark == "–" || mark == "/":
      return index > 0 && tokens[index - 1].number != nil
    case .number(let count):
      return count > .one
    case .mark, .unreadableNumber:
      return false
    }
  }

  /// The sides after a phrase, when a word or a mark introduces them
  /// (`de 24 cm`, `à manqué de 22 cm`, `(Ø 26 cm)`, `mit 26 cm Durchmesser`)
  /// or they are two (`teglia 30x40 cm`). They need a unit. The pan words
  /// read on the way (`manqué`, or `square` in `(8 inch square)`) are returned.
  private func sidesAfter(_ start: Int) -> (
    sides: PanSides, words: [String], isDiameter: Bool, isUnsure: Bool
  )? {
    var index = start
    var words: [String] = []
    var isIntroduced = false
    var isDiameter = false
    while index < tokens.count && index - start < PanFinder.longestPhrase {
      let token = tokens[index]
      if token.isMark("(") || token.isMark("ø") || token.isWord(in: PanVocabulary.introducers) {
        isIntroduced = true
        isDiameter = isDiameter || token.isMark("ø")
      } else if let word = token.word, PanVocabulary.isModifier(word) {
        words.append(word)
      } else if !(token.isMark(".") && index > start && tokens[index - 1].word != nil) {
        break
      }
      index += 1
    }
    guard let sides = PanSides.read(tokens, at: index), sides.unit != nil else { return nil }
    var after = sides.end
    if after < tokens.count && tokens[after].isWord(in: ["de", "di", "im", "in", "of"]) {
      after += 1
    }
    if after < tokens.count
      && (tokens[after].isWord(in: PanVocabulary.diameterWords) || tokens[after].isMark("ø"))
    {
      isIntroduced = true
      isDiameter = true
    }
    // `(8 inch square)`: a shape may follow the size it belongs to.
    if sides.end < tokens.count, let word = tokens[sides.end].word,
      PanVocabulary.shapes[word] != nil
    {
      words.append(word)
    }
    // Two sides and a unit are a pan's size even with no word before them (`teglia 30x40 cm`);
    // one length is not (`the pan 6 inches from the broiler`).
    guard isIntroduced || sides.lengths.count == 2 else { return nil }
    let next = sides.end < tokens.count ? tokens[sides.end] : nil
    let isUnsure =
      next?.isWord(in: PanVocabulary.alternatives) == true
      || (next?.isMark("-") == true || next?.isMark("–") == true)
        && sides.end + 1 < tokens.count && tokens[sides.end + 1].number != nil
    return (sides, words, isDiameter, isUnsure)
  }
}
