/// The two pans a recipe was scaled between, and the factor their areas gave:
/// a recipe for a 9-inch round pan made in a 9x13 is 1.84 times the recipe.
public struct PanScaling: Hashable, Sendable {
  /// The pan the recipe is written for.
  public var from: PanSize
  /// The pan it was scaled to.
  public var to: PanSize
  /// The factor, exact or rounded (see ``PanFactor``).
  public var factor: PanFactor

  /// Creates the pans of a scaling.
  ///
  /// - Parameters:
  ///   - from: The pan the recipe is written for.
  ///   - to: The pan it was scaled to.
  ///   - factor: The factor their areas gave.
  public init(from: PanSize, to: PanSize, factor: PanFactor) {
    self.from = from
    self.to = to
    self.factor = factor
  }

  /// What a title says of the pans: `for a 9x13 in pan, ×1.84 of a 9 in round`;
  /// with `namingOriginal` false, only the pan it is made in.
  ///
  /// - Parameter namingOriginal: Whether the pan it was scaled from is named.
  /// - Returns: The words, without parentheses.
  public func words(namingOriginal: Bool = true) -> String {
    let made = "for " + (to.takesAn ? "an " : "a ") + to.description + " pan"
    return namingOriginal ? made + ", " + scaledFrom : made
  }

  /// The factor and the pan it scaled from: `×1.84 of a 9 in round`.
  public var scaledFrom: String {
    factor.description + " of " + (from.takesAn ? "an " : "a ") + from.description
  }
}
