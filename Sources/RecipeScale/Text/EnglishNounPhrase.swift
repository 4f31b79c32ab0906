/// Where the noun of an English name ends when words that describe how it is
/// prepared follow it with no comma between, as many sites write their lines:
/// `onion finely chopped`, `lemon zested and juiced`, `garlic cloves crushed`,
/// `tomato to serve`. Those words take no number; the noun before them does
/// (`2 onions finely chopped`, never `2 onion finely choppeds`).
enum EnglishNounPhrase {
  /// Nouns that end like a participle or an adverb: `sesame seed`, `red`, `jelly`.
  private static let nounsLikeModifiers: Set<String> = [
    "seed", "seeds", "bed", "reed", "weed", "weeds", "shed", "red", "bread", "breads",
    "jelly", "belly", "lily", "holly", "chilly", "ugly", "steed", "need",
  ]

  /// Participles that do not end in `-ed`.
  private static let irregularParticiples: Set<String> = [
    "cut", "torn", "ground", "beaten", "frozen", "shaken", "grated", "split", "thawed", "done",
  ]

  /// Words that start a phrase after the noun: `to serve`, `for garnish`.
  private static let phraseStarts: Set<String> = ["to", "for", "as", "if", "plus"]

  /// The end of the noun in a phrase whose last word would be counted: the
  /// phrase's end, or the end of the last word before a participle, an adverb,
  /// `and`/`or` between them, or a phrase such as `to serve`, after the first word.
  ///
  /// - Parameter phrase: The head of a name (what comes before its first comma).
  /// - Returns: Where its noun ends.
  static func endOfNoun(in phrase: Substring) -> Substring.Index {
    var words: [Range<Substring.Index>] = []
    var index = phrase.startIndex
    while index < phrase.endIndex {
      guard phrase[index] != " " else {
        index = phrase.index(after: index)
        continue
      }
      let start = index
      while index < phrase.endIndex, phrase[index] != " " { index = phrase.index(after: index) }
      words.append(start..<index)
    }
    guard words.count > 1 else { return phrase.endIndex }
    var kept = words.count
    // `tomato to serve`, `parsley for garnish`: the phrase and all after it go.
    if let cut = words.indices.dropFirst().first(where: {
      phraseStarts.contains(phrase[words[$0]].lowercased())
    }) {
      kept = cut
    }
    while kept > 1 {
      let word = phrase[words[kept - 1]].lowercased()
      guard isModifier(word) || word == "and" || word == "or" || word == "&" else { break }
      kept -= 1
    }
    // A run of modifiers with nothing before them is the name itself (`mixed`).
    return kept == 0 ? phrase.endIndex : words[kept - 1].upperBound
  }

  /// Whether a lowercased word is a participle (`chopped`, `ground`) or an
  /// adverb in `-ly` (`finely`), and no noun that ends like one.
  private static func isModifier(_ word: String) -> Bool {
    guard !nounsLikeModifiers.contains(word), word.allSatisfy(\.isLetter) else { return false }
    if irregularParticiples.contains(word) { return true }
    return word.count >= 5 && (word.hasSuffix("ed") || word.hasSuffix("ly"))
  }
}
