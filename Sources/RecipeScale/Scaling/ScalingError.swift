/// Why a recipe cannot be scaled as asked.
public enum ScalingError: Error, Hashable, Sendable {
  /// An exact amount has no 64-bit form; the error says where.
  case data(RecipeDataError)
  /// A `--to` target does not fit the recipe.
  case target(IngredientTargetError)
}
