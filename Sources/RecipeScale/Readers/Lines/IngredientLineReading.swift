/// One ingredient line as read: the ingredient, and the doubt when there is one.
public struct IngredientLineReading: Hashable, Sendable {
  /// The ingredient, with the line it came from as its ``Ingredient/source``.
  ///
  /// With a ``doubt``, it is unquantified and named by the whole line (list marker removed).
  public var ingredient: Ingredient
  /// Why the reader is not sure, or `nil` when it read the line with confidence.
  public var doubt: LineDoubt?

  /// Creates a reading.
  ///
  /// - Parameters:
  ///   - ingredient: The ingredient.
  ///   - doubt: Why the reader is not sure, or `nil`.
  public init(ingredient: Ingredient, doubt: LineDoubt? = nil) {
    self.ingredient = ingredient
    self.doubt = doubt
  }
}
