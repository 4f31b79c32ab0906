/// What a recipe is scaled to.
public enum ScaleTarget: Hashable, Sendable {
  /// The recipe's own servings: amounts as written.
  case recipeServings
  /// A number of servings, positive.
  case servings(Rational)
  /// A factor every amount is multiplied by, positive: `3/2`.
  case factor(Rational)
  /// The factor that brings one ingredient to an amount.
  case ingredient(IngredientTarget)
  /// Another pan: the factor is the ratio of its area to the area of the pan
  /// the recipe is written for, which is `from` when given, else the pan the
  /// recipe names (see ``Recipe/pan``).
  case pan(PanSize, from: PanSize?)
}
