/// Edit distances between words, for "did you mean" suggestions.
package enum EditDistance {
  /// The Levenshtein distance between two strings, ignoring case.
  ///
  /// - Parameters:
  ///   - a: A string.
  ///   - b: Another string.
  /// - Returns: The fewest insertions, deletions and substitutions of characters
  ///   that turn `a` into `b`.
  package static func between(_ a: String, _ b: String) -> Int {
    let a = Array(a.lowercased())
    let b = Array(b.lowercased())
    if a.isEmpty { return b.count }
    var previous = Array(0...b.count)
    var current = previous
    for i in 1...a.count {
      current[0] = i
      for j in stride(from: 1, through: b.count, by: 1) {
        let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
        current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }

  /// The candidate closest to a word, when it is close enough to be a likely typo.
  ///
  /// A candidate is close enough when at most a third of the word's characters
  /// (and at least two) would have to change. Ties go to the earlier candidate.
  ///
  /// - Parameters:
  ///   - word: What was typed.
  ///   - candidates: What could have been meant.
  /// - Returns: The closest candidate, or `nil` when none is close enough.
  package static func closest(to word: String, among candidates: [String]) -> String? {
    let limit = max(2, word.count / 3)
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
      // Lengths alone bound the distance from below, which skips most candidates cheaply.
      guard abs(candidate.count - word.count) <= limit else { continue }
      let distance = between(word, candidate)
      if distance <= limit, distance < (best?.distance ?? Int.max) {
        best = (candidate, distance)
      }
    }
    return best?.candidate
  }
}
