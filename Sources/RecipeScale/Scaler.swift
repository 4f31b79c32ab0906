/// Scales recipes to a number of servings, exactly.
///
/// Every amount becomes `amount × target / servings`, computed with integers
/// and reduced. Nothing is rounded; a result that has no exact 64-bit form is
/// an error, never a wrong number.
///
/// ```swift
/// let scaled = try Scaler(servings: 6).scale(pancakes)  // 4 servings → 6
/// scaled.ingredients[0].text  // "1 1/2 cups Flour" where the recipe had 1 cup
/// ```
public struct Scaler: Sendable {
  /// The servings to scale to, or `nil` to keep each recipe's own.
  public var servings: Rational?

  /// Creates a scaler.
  ///
  /// - Parameter servings: The servings to scale to (positive), or `nil` to keep
  ///   each recipe's own.
  public init(servings: Rational?) {
    self.servings = servings
  }

  /// Creates a scaler for a whole number of servings.
  ///
  /// - Parameter servings: The servings to scale to (positive).
  public init(servings: Int) {
    self.init(servings: Rational(servings))
  }

  /// Scales one recipe.
  ///
  /// - Parameter recipe: The recipe to scale.
  /// - Returns: The recipe with every quantified amount scaled.
  /// - Throws: ``RecipeDataError/Problem/amountTooLarge(servings:)`` naming the ingredient
  ///   whose exact amount has no 64-bit form.
  public func scale(_ recipe: Recipe) throws(RecipeDataError) -> ScaledRecipe {
    let target = servings ?? Rational(recipe.servings)
    let (factor, overflow) = target.multipliedReportingOverflow(
      by: Rational(reducedNumerator: 1, denominator: recipe.servings))
    if overflow {
      throw RecipeDataError(
        .amountTooLarge(servings: target), at: DataLocation(recipeName: recipe.name))
    }
    var ingredients: [ScaledIngredient] = []
    ingredients.reserveCapacity(recipe.ingredients.count)
    for (index, ingredient) in recipe.ingredients.enumerated() {
      guard let amount = ingredient.amount else {
        ingredients.append(ScaledIngredient(ingredient: ingredient, amount: nil))
        continue
      }
      let (scaled, overflow) = amount.multipliedReportingOverflow(by: factor)
      if overflow {
        throw RecipeDataError(
          .amountTooLarge(servings: target),
          at: DataLocation(
            recipeName: recipe.name, ingredientIndex: index, ingredientName: ingredient.name))
      }
      ingredients.append(ScaledIngredient(ingredient: ingredient, amount: scaled))
    }
    return ScaledRecipe(recipe: recipe, servings: target, ingredients: ingredients)
  }
}
