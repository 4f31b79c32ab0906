/// An amount written in an ingredient's name, scaled with the line's own:
/// `1 teaspoon` of `4 sprigs fresh thyme or 1 teaspoon dried`, `3 cups` of
/// `3 potatoes (about 3 cups)`, `2` of `preferably 2 ancho`.
///
/// Readers of lines find them (see docs/reading-recipes.md, "Amounts in the
/// name"); the name is kept as written, and a formatter writes each amount
/// scaled in its place.
public struct NameAmount: Hashable, Sendable {
  /// Where the amount is written in the ingredient's name, in UTF-8 offsets.
  public var range: Range<Int>
  /// The words it is written as: `1 teaspoon`, `2`.
  public var written: String
  /// The amount, scaled by the line's factor into the line's units; a count
  /// has no unit and no name.
  public var scaled: ScaledIngredient

  /// Creates an amount of a name.
  ///
  /// - Parameters:
  ///   - range: Where it is written in the name, in UTF-8 offsets.
  ///   - written: The words it is written as.
  ///   - scaled: The amount scaled.
  public init(range: Range<Int>, written: String, scaled: ScaledIngredient) {
    self.range = range
    self.written = written
    self.scaled = scaled
  }
}
