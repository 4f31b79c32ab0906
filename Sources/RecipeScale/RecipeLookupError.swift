/// A recipe name on the command line that does not pick out one recipe.
public enum RecipeLookupError: Error, Hashable, Sendable {
  /// No recipe matches; the payload carries the query and the closest name, if any is close.
  case noMatch(query: String, suggestion: String?)
  /// Several recipes match a prefix or a part of their name; the payload lists them.
  case ambiguous(query: String, candidates: [String])
}

extension RecipeLookupError: CustomStringConvertible {
  /// A lowercase message for people, with a suggestion when there is one.
  public var description: String {
    switch self {
    case .noMatch(let query, let suggestion?):
      "no recipe matches \(query.quotedForTerminal); did you mean \(suggestion.quotedForTerminal)?"
    case .noMatch(let query, nil):
      "no recipe matches \(query.quotedForTerminal)"
    case .ambiguous(let query, let candidates):
      "\(query.quotedForTerminal) matches \(candidates.count) recipes: "
        + candidates.map(\.quotedForTerminal).joined(separator: ", ")
    }
  }
}
