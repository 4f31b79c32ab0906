/// What scaling one recipe works out once, before its ingredients are scaled
/// one at a time with ``Scaler/scale(_:at:in:replacing:)``.
struct ScalingPass {
  /// The recipe being scaled.
  let recipe: Recipe
  /// The servings it is scaled to, or `nil` when it has none.
  let servings: Rational?
  /// What every scalable amount is multiplied by.
  let factor: Rational
  /// The place of the ingredient an ingredient target names, shown as asked.
  let targetIndex: Int?
}
