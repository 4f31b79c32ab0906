/// A recipe with every amount scaled to a number of servings.
public struct ScaledRecipe: Hashable, Sendable {
  /// The recipe as written.
  public var original: Recipe
  /// The servings it was scaled to; `nil` for a recipe that gives none.
  public var servings: Rational?
  /// The factor every scalable amount was multiplied by.
  public var factor: Rational
  /// The ingredients, in order, with their scaled amounts.
  public var ingredients: [ScaledIngredient]

  /// Creates a scaled recipe.
  ///
  /// - Parameters:
  ///   - recipe: The recipe as written.
  ///   - servings: The servings it was scaled to, or `nil` when the recipe gives none.
  ///   - factor: The factor amounts were multiplied by.
  ///   - ingredients: The ingredients with their scaled amounts.
  public init(
    recipe: Recipe, servings: Rational?, factor: Rational = .one, ingredients: [ScaledIngredient]
  ) {
    self.original = recipe
    self.servings = servings
    self.factor = factor
    self.ingredients = ingredients
  }

  /// The title line: `Pancakes (6 servings)`, `Toast (1 serving)`, `Pancakes (1 1/2 servings)`.
  public var title: String { title(.ascii) }

  /// The title line with the servings in a fraction style: `Pancakes (1½ servings)`.
  ///
  /// - Parameter fractions: How the servings are written.
  /// - Returns: The title line.
  public func title(_ fractions: FractionStyle) -> String {
    guard let servings else {
      // No servings to name: the factor says how far the amounts moved.
      return factor == .one ? original.name : "\(original.name) (× \(factor.formatted(fractions)))"
    }
    let noun = servings > .one ? "servings" : "serving"
    return "\(original.name) (\(servings.formatted(fractions)) \(noun))"
  }
}
