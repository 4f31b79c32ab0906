/// Where the noun of an English name ends when words that describe how it is
/// prepared follow it with no comma between, as many sites write their lines:
/// `onion finely chopped`, `lemon zested and juiced`, `garlic cloves crushed`,
/// `tomato to serve`. Those words take no number; the noun before them does
/// (`2 onions finely chopped`, never `2 onion finely choppeds`).
enum EnglishNounPhrase {
  /// Whether a lowercased word is a noun that ends like a participle or an
  /// adverb: `sesame seed`, `red`, `jelly`. A switch, not a set: no table is
  /// built on a start that reads a few names.
  private static func isNounLikeModifier(_ word: String) -> Bool {
    switch word {
    case "seed", "seeds", "bed", "reed", "weed", "weeds", "shed", "red", "bread", "breads",
      "jelly", "belly", "lily", "holly", "chilly", "ugly", "steed", "need":
      true
    default: false
    }
  }

  /// Whether a lowercased word is a participle that does not end in `-ed`.
  private static func isIrregularParticiple(_ word: String) -> Bool {
    switch word {
    case "cut", "torn", "ground", "beaten", "frozen", "shaken", "split": true
    default: false
    }
  }

  /// Whether a lowercased word starts a phrase after the noun: `to serve`, `for garnish`.
  private static func isPhraseStart(_ word: String) -> Bool {
    switch word {
    case "to", "for", "as", "if", "plus": true
    default: false
    }
  }

  /// The end of the noun in a phrase whose last word would be counted: the
  /// phrase's end, or the end of the last word before a participle, an adverb,
  /// `and`/`or` between them, or a phrase such as `to serve`, after the first word.
  ///
  /// Every name a count shows comes here, so its words are found as places in
  /// the phrase, and only the few that may be one of these words become strings.
  ///
  /// - Parameter phrase: The head of a name (what comes before its first comma).
  /// - Returns: Where its noun ends.
  static func endOfNoun(in phrase: Substring) -> Substring.Index {
    let bytes = phrase.utf8
    var words: [Range<Substring.Index>] = []
    var index = bytes.startIndex
    while index < bytes.endIndex {
      guard bytes[index] != UInt8(ascii: " ") else {
        index = bytes.index(after: index)
        continue
      }
      let start = index
      while index < bytes.endIndex, bytes[index] != UInt8(ascii: " ") {
        index = bytes.index(after: index)
      }
      words.append(start..<index)
    }
    guard words.count > 1 else { return phrase.endIndex }
    var kept = words.count
    // `tomato to serve`, `parsley for garnish`: the phrase and all after it go.
    if let cut = words.indices.dropFirst().first(where: {
      bytes[words[$0]].count <= 4 && isPhraseStart(phrase[words[$0]].lowercased())
    }) {
      kept = cut
    }
    while kept > 1 {
      let word = phrase[words[kept - 1]]
      guard isModifier(word) else { break }
      kept -= 1
    }
    return words[kept - 1].upperBound
  }

  /// Whether a word is a participle (`chopped`, `ground`), an adverb in `-ly`
  /// (`finely`), or `and`, `or`, `&` between them, and no noun that ends like one.
  private static func isModifier(_ word: Substring) -> Bool {
    let bytes = word.utf8
    guard let last = bytes.last, let first = bytes.first else { return false }
    let lastLower = last | 0x20
    // Most last words end in neither `d`, `y`, `n`, `t` nor `r`, `&`: no string is made.
    guard
      lastLower == UInt8(ascii: "d") || lastLower == UInt8(ascii: "y")
        || lastLower == UInt8(ascii: "n") || lastLower == UInt8(ascii: "t")
        || lastLower == UInt8(ascii: "r") || first == UInt8(ascii: "&")
    else { return false }
    let lower = word.lowercased()
    if lower == "and" || lower == "or" || lower == "&" { return true }
    guard !isNounLikeModifier(lower), lower.allSatisfy(\.isLetter) else { return false }
    if isIrregularParticiple(lower) { return true }
    return lower.count >= 5 && (lower.hasSuffix("ed") || lower.hasSuffix("ly"))
  }
}
