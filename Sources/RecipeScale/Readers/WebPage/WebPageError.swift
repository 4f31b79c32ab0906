/// Why a web page or a schema.org JSON file gave no recipes, and where.
///
/// Its own type, beside ``TextRecipeError``, because a page without recipe data
/// and a JSON-LD block that is no JSON are problems ``RecipeDataError/Problem``
/// has no case for.
public struct WebPageError: Error, Hashable, Sendable {
  /// What the problem is.
  public enum Problem: Hashable, Sendable {
    /// The page holds no schema.org `Recipe` data.
    case noRecipe
    /// Every `Recipe` the page holds, `count` of them, gives neither ingredients
    /// nor instructions: links to recipes on other pages, not a recipe.
    case onlyLinks(count: Int)
    /// A JSON-LD block is not JSON, even read leniently; the payload says why.
    case invalidJSON(String)
    /// A recipe's data cannot be read, such as an ingredient line's number too large.
    case recipe(RecipeDataError.Problem)
  }

  /// What the problem is.
  public var problem: Problem
  /// Where in the page or file it is, or `nil` when it concerns the whole page.
  public var position: TextPosition?

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - problem: What the problem is.
  ///   - position: Where it is, or `nil` for the whole page.
  public init(_ problem: Problem, at position: TextPosition? = nil) {
    self.problem = problem
    self.position = position
  }
}

extension WebPageError: CustomStringConvertible {
  /// A lowercase message for people, with the line and column when there is one.
  public var description: String {
    let message =
      switch problem {
      case .noRecipe:
        "the page has no schema.org Recipe data (no <script type=\"application/ld+json\"> "
          + "block holding a Recipe)"
      case .onlyLinks(let count):
        "the page has no recipe to read: its schema.org Recipe data "
          + (count == 1 ? "names a recipe" : "names \(count) recipes")
          + " with neither ingredients nor instructions (links to recipes on other pages)"
      case .invalidJSON(let reason): "a JSON-LD block is not valid JSON: \(reason)"
      case .recipe(let problem): problem.description
      }
    guard let position else { return message }
    return "line \(position.line), column \(position.column): \(message)"
  }
}
