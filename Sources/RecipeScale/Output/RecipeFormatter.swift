/// Writes scaled recipes as text in one output format.
///
/// A formatter works a recipe at a time, so output can be built as recipes are
/// scaled: ``begin(into:)``, then ``append(_:isFirst:to:)`` for each recipe,
/// then ``end(count:into:)``.
public protocol RecipeFormatter: Sendable {
  /// Writes what comes before the first recipe, such as a header row.
  ///
  /// - Parameter output: The text to append to.
  func begin(into output: inout String)

  /// Writes one recipe.
  ///
  /// - Parameters:
  ///   - recipe: The scaled recipe.
  ///   - isFirst: Whether it is the first recipe written.
  ///   - output: The text to append to.
  func append(_ recipe: ScaledRecipe, isFirst: Bool, to output: inout String)

  /// Writes what comes after the last recipe.
  ///
  /// - Parameters:
  ///   - count: How many recipes were written.
  ///   - output: The text to append to.
  func end(count: Int, into output: inout String)

  /// Whether each ingredient is a row of its own, which depends on nothing but
  /// the recipe's name and servings: a long recipe may then be written a part at
  /// a time (see ``Scaler/scale(_:ingredientsIn:)``), each part as if it were the
  /// recipe, and the rows are the same.
  var writesIngredientsAsRows: Bool { get }
}

extension RecipeFormatter {
  /// Formats lay a recipe out as a whole unless they say otherwise.
  public var writesIngredientsAsRows: Bool { false }

  /// Formats a list of recipes in one go.
  ///
  /// - Parameter recipes: The scaled recipes, in order.
  /// - Returns: The complete output.
  public func format(_ recipes: [ScaledRecipe]) -> String {
    var output = ""
    begin(into: &output)
    for (index, recipe) in recipes.enumerated() {
      append(recipe, isFirst: index == 0, to: &output)
    }
    end(count: recipes.count, into: &output)
    return output
  }
}
