/// What a plain-text recipe file holds: its recipes, where each starts, and
/// the lines read with doubt.
public struct TextRecipes: Hashable, Sendable {
  /// The recipes, in the order written.
  public var recipes: [Recipe] = []
  /// The line each recipe starts on: its title, or its first line.
  public var startLines: [Int] = []
  /// The lines kept as text because they could not be read with confidence.
  public var issues: [TextRecipeIssue] = []

  /// Creates an empty collection.
  public init() {}
}
