/// A recipe name on the command line that does not pick out one recipe.
package enum RecipeLookupError: Error, Hashable, Sendable {
  /// No recipe matches; the payload carries the query and the closest name, if any is close.
  case noMatch(query: String, suggestion: String?)
  /// Several recipes match a prefix or a part of their name; the payload lists them.
  case ambiguous(query: String, candidates: [String])
}

extension RecipeLookupError: CustomStringConvertible {
  /// A lowercase message for people, with a suggestion when there is one.
  package var description: String {
    switch self {
    case .noMatch(let query, let suggestion?):
      "no recipe matches \(query.quotedForMessage); did you mean \(suggestion.quotedForMessage)?"
    case .noMatch(let query, nil):
      "no recipe matches \(query.quotedForMessage)"
    case .ambiguous(let query, let candidates):
      // A message lists a few candidates; a query matching thousands stays one short line.
      "\(query.quotedForMessage) matches \(candidates.count) recipes: "
        + candidates.prefix(5).map(\.quotedForMessage).joined(separator: ", ")
        + (candidates.count > 5 ? ", …" : "")
    }
  }
}
