/// A recipe with every amount scaled to a number of servings.
public struct ScaledRecipe: Hashable, Sendable {
  /// The recipe as written.
  public var recipe: Recipe
  /// The servings it was scaled to.
  public var servings: Rational
  /// The ingredients, in order, with their scaled amounts.
  public var ingredients: [ScaledIngredient]

  /// Creates a scaled recipe.
  ///
  /// - Parameters:
  ///   - recipe: The recipe as written.
  ///   - servings: The servings it was scaled to.
  ///   - ingredients: The ingredients with their scaled amounts.
  public init(recipe: Recipe, servings: Rational, ingredients: [ScaledIngredient]) {
    self.recipe = recipe
    self.servings = servings
    self.ingredients = ingredients
  }

  /// The title line: `Pancakes (6 servings)`, `Toast (1 serving)`.
  public var title: String {
    let noun = servings > .one ? "servings" : "serving"
    return "\(recipe.name) (\(servings) \(noun))"
  }
}
