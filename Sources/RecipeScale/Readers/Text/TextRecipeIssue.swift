/// A line of a plain-text recipe that was read with doubt, and where.
public struct TextRecipeIssue: Hashable, Sendable {
  /// The warning, placed at its recipe and ingredient.
  public var issue: RecipeIssue
  /// Where in the text the doubt starts.
  public var position: TextPosition

  /// Creates an issue.
  ///
  /// - Parameters:
  ///   - issue: The warning.
  ///   - position: Where it is.
  public init(_ issue: RecipeIssue, at position: TextPosition) {
    self.issue = issue
    self.position = position
  }
}
