extension Scaler {
  /// The pans a recipe is scaled between when the target is a pan, and the
  /// factor; `nil` for any other target.
  ///
  /// - Parameter recipe: The recipe.
  /// - Returns: The pans and the factor, or `nil`.
  /// - Throws: ``ScalingError/data(_:)`` when the recipe's pan is not known
  ///   (``RecipeDataError/Problem/noPan``) or cannot be read.
  func panScaling(of recipe: Recipe) throws(ScalingError) -> PanScaling? {
    guard case .pan(let to, let given) = target else { return nil }
    let location = DataLocation(recipeName: recipe.name)
    var known = given
    if known == nil {
      do {
        known = try recipe.pan()
      } catch {
        throw .data(error)
      }
    }
    guard let from = known else { throw .data(RecipeDataError(.noPan, at: location)) }
    do {
      return PanScaling(from: from, to: to, factor: try PanSize.factor(from: from, to: to))
    } catch {
      throw .data(RecipeDataError(.amountTooLarge(servings: nil), at: location))
    }
  }
}
