/// A recipe with every amount scaled to a number of servings.
public struct ScaledRecipe: Hashable, Sendable {
  /// The recipe as written.
  public var original: Recipe
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
    self.original = recipe
    self.servings = servings
    self.ingredients = ingredients
  }

  /// The title line: `Pancakes (6 servings)`, `Toast (1 serving)`, `Pancakes (1 1/2 servings)`.
  public var title: String { title(.ascii) }

  /// The title line with the servings in a fraction style: `Pancakes (1½ servings)`.
  ///
  /// - Parameter fractions: How the servings are written.
  /// - Returns: The title line.
  public func title(_ fractions: FractionStyle) -> String {
    let noun = servings > .one ? "servings" : "serving"
    return "\(original.name) (\(servings.formatted(fractions)) \(noun))"
  }
}
