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
    let made = "for " + PanScaling.article(of: to) + " " + to.description + " pan"
    return namingOriginal ? made + ", " + scaledFrom : made
  }

  /// The factor and the pan it scaled from: `×1.84 of a 9 in round`.
  public var scaledFrom: String {
    factor.description + " of " + PanScaling.article(of: from) + " " + from.description
  }

  /// `an` before a size read with a vowel sound (`an 8 in square`, `an 11x7 in`,
  /// `an 18 cm round`), else `a`.
  private static func article(of pan: PanSize) -> String {
    let text = pan.description
    let startsEight = text.hasPrefix("8")
    let elevenOrEighteen = text.hasPrefix("11") || text.hasPrefix("18")
    let followed = text.dropFirst(2).first.map { !$0.isNumber && $0 != "." } ?? true
    return startsEight || elevenOrEighteen && followed ? "an" : "a"
  }
}
