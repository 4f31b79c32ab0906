/// A recipe chosen for a shopping list, scaled to the servings wanted.
public struct PlannedRecipe: Hashable, Sendable {
  /// Which recipe of the collection this is: the same recipe chosen twice has
  /// the same identity, so its fixed ingredients count once.
  public var identity: Int
  /// The recipe, scaled with its amounts in the units it wrote.
  public var scaled: ScaledRecipe

  /// Creates a planned recipe.
  ///
  /// - Parameters:
  ///   - identity: Which recipe of the collection it is, such as its position.
  ///   - scaled: The recipe scaled to the servings wanted, in the units it wrote.
  public init(identity: Int, scaled: ScaledRecipe) {
    self.identity = identity
    self.scaled = scaled
  }
}
