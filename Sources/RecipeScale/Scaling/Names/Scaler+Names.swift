extension Scaler {
  /// The amounts in an ingredient's name, scaled as its own amount is: by the
  /// same factor, into the same units (see ``NameAmount``).
  ///
  /// Only a name read from a line has them: the tutorial's files name an
  /// ingredient apart from its amount. A fixed ingredient's stay as written,
  /// as do those of a line kept as text, whose reader was unsure of it.
  ///
  /// - Throws: ``ScalingError/data(_:)`` naming the ingredient when a scaled
  ///   amount has no 64-bit form.
  func amountsInName(
    of ingredient: Ingredient, at index: Int, of recipe: Recipe, factor: Rational
  ) throws(ScalingError) -> [NameAmount] {
    guard ingredient.sourceLine != nil, ingredient.doubt == nil, !ingredient.isFixed else {
      return []
    }
    let found = StepAmountReader.amounts(inName: ingredient.name)
    guard !found.isEmpty else { return [] }
    let bytes = Array(ingredient.name.utf8)
    var amounts: [NameAmount] = []
    amounts.reserveCapacity(found.count)
    for amount in found {
      // An amount too large is the line's: the error names the ingredient.
      guard
        var scaled = try? scaled(
          amount.ingredient, at: index, of: recipe, servings: nil, factor: factor, isTarget: false)
      else { throw Scaler.tooLarge(ingredient, at: index, of: recipe, servings: nil) }
      scaled.language = recipe.language
      let written = String(decoding: bytes[amount.range], as: UTF8.self)
      amounts.append(NameAmount(range: amount.range, written: written, scaled: scaled))
    }
    return amounts
  }
}
