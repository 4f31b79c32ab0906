/// Why a plain-text recipe cannot be read at all.
public struct TextRecipeError: Error, Hashable, Sendable {
  /// Where the problem is.
  public var position: TextPosition
  /// What the problem is.
  public var problem: RecipeDataError.Problem

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - problem: What the problem is.
  ///   - position: Where it is.
  public init(_ problem: RecipeDataError.Problem, at position: TextPosition) {
    self.problem = problem
    self.position = position
  }
}
