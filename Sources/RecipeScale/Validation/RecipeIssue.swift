/// One finding of validation: an error that stops the file from being used,
/// or a warning about data that is valid but suspicious.
public struct RecipeIssue: Hashable, Sendable {
  /// What was found.
  public enum Kind: Hashable, Sendable {
    /// A broken rule.
    case error(RecipeDataError.Problem)
    /// Suspicious data.
    case warning(RecipeWarning)
  }

  /// What was found.
  public var kind: Kind
  /// Where it was found.
  public var location: DataLocation

  /// Creates an issue.
  ///
  /// - Parameters:
  ///   - kind: What was found.
  ///   - location: Where it was found.
  public init(_ kind: Kind, at location: DataLocation) {
    self.kind = kind
    self.location = location
  }

  /// Whether the issue is an error.
  public var isError: Bool {
    if case .error = kind { return true }
    return false
  }

  /// The keys and indices from the top of the file to the value concerned.
  package var path: [JSONPathComponent] {
    switch kind {
    case .error(let problem): return RecipeDataError(problem, at: location).path
    case .warning(let warning):
      var path = RecipeDataError(.missingField(""), at: location).path
      if let field = warning.field { path.append(.key(field)) }
      return path
    }
  }

  /// The location and the message: `recipe "Pancakes" (#3), ingredient #2 "flour": …`.
  public var message: String {
    switch kind {
    case .error(let problem): RecipeDataError(problem, at: location).description
    case .warning(let warning):
      location.description.isEmpty ? warning.description : "\(location): \(warning)"
    }
  }
}

extension RecipeIssue {
  /// The warning for a key the format does not have, with the known key it
  /// most likely meant: `validate` and the commands that warn share it.
  ///
  /// - Parameters:
  ///   - key: The key as written.
  ///   - location: The recipe, or the ingredient, it stands in.
  /// - Returns: The issue.
  package static func unknownKey(_ key: String, at location: DataLocation) -> RecipeIssue {
    let suggestion = RecipeFormatKey.suggestion(
      for: key, isIngredient: location.ingredientIndex != nil)
    return RecipeIssue(.warning(.unknownKey(key, suggestion: suggestion)), at: location)
  }
}
