extension RecipeBook {
  /// Finds the recipes a name given by a person refers to.
  ///
  /// Matching ignores case and tries, in order: the exact name (every recipe of
  /// that name), a prefix of exactly one name, a part of exactly one name.
  ///
  /// - Parameter query: The name, or a prefix or part of it.
  /// - Returns: The matching recipes, in file order; never empty.
  /// - Throws: ``RecipeLookupError/ambiguous(query:candidates:)`` when a prefix
  ///   or part matches several names, ``RecipeLookupError/noMatch(query:suggestion:)``
  ///   when nothing matches.
  package func recipes(matching query: String) throws(RecipeLookupError) -> [Recipe] {
    try indices(matching: query).map { recipes[$0] }
  }

  /// Finds the positions of the recipes a name given by a person refers to.
  ///
  /// Matching works as in ``recipes(matching:)``.
  ///
  /// - Parameter query: The name, or a prefix or part of it.
  /// - Returns: The positions of the matching recipes, in file order; never empty.
  /// - Throws: ``RecipeLookupError`` as ``recipes(matching:)`` does.
  package func indices(matching query: String) throws(RecipeLookupError) -> [Int] {
    let wanted = query.lowercased()
    let names = recipes.map { $0.name.lowercased() }
    let exact = recipes.indices.filter { names[$0] == wanted }
    if !exact.isEmpty { return exact }
    for matches in [{ (name: String) in name.hasPrefix(wanted) }, { $0.contains(wanted) }] {
      let found = recipes.indices.filter { matches(names[$0]) }
      if found.count == 1 { return found }
      if found.count > 1 {
        throw .ambiguous(query: query, candidates: found.map { recipes[$0].name })
      }
    }
    throw .noMatch(query: query, suggestion: suggestion(for: query))
  }

  /// The name whose words come closest to a query, since people type a part of
  /// a name as often as the whole: `Pancaks` suggests `Buttermilk Pancakes`.
  func suggestion(for query: String) -> String? {
    // Only runs of about as many words as the query can be close to it; keeping
    // to those keeps the search linear in the length of even a hostile name.
    let queryWords = query.split(separator: " ").count
    let runLengths = max(1, queryWords - 1)...max(1, queryWords + 1)
    var phrases: [String] = []
    var owners: [String] = []
    for recipe in recipes {
      let words = recipe.name.split(separator: " ")
      for start in words.indices {
        for length in runLengths where start + length <= words.endIndex {
          phrases.append(words[start..<start + length].joined(separator: " "))
          owners.append(recipe.name)
        }
      }
    }
    guard let best = EditDistance.closest(to: query, among: phrases),
      let index = phrases.firstIndex(of: best)
    else { return nil }
    return owners[index]
  }
}
