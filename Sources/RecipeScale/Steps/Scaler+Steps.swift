extension Scaler {
  /// The steps of a recipe's method with the amounts in them scaled as its
  /// ingredients are: by the same factor, into the same units.
  ///
  /// An amount whose scaled value has no 64-bit form stays as written, as does
  /// every step when nothing would change (the factor is one and units stay as
  /// written).
  ///
  /// - Parameters:
  ///   - recipe: The recipe.
  ///   - factor: The factor its ingredients were scaled by.
  ///   - pans: The pans it was scaled between, under `--pan`: a rounded factor
  ///     marks every amount it scaled `~`.
  /// - Returns: The steps, in order; empty when the recipe gives none.
  func scaledSteps(of recipe: Recipe, factor: Rational, pans: PanScaling? = nil) -> [ScaledStep] {
    guard let directions = recipe.details.directions, !directions.isEmpty else { return [] }
    guard factor != .one || units != .asWritten else { return directions.map(ScaledStep.init) }
    let reader = StepAmountReader(ingredients: recipe.ingredients)
    return directions.map { step in
      var scaled = scaledStep(step, of: recipe, factor: factor, pans: pans, reader: reader)
      if let pans { scaled.renamePan(pans) }
      return scaled
    }
  }

  /// One step with the amounts in it scaled.
  private func scaledStep(
    _ step: String, of recipe: Recipe, factor: Rational, pans: PanScaling?,
    reader: StepAmountReader
  ) -> ScaledStep {
    let amounts = reader.amounts(in: step)
    guard !amounts.isEmpty else { return ScaledStep(step) }
    let bytes = Array(step.utf8)
    var parts: [ScaledStep.Part] = []
    var end = 0
    for found in amounts {
      guard
        var scaled = try? scaled(
          found.ingredient, at: 0, of: recipe, servings: nil, factor: factor, isTarget: false)
      else { continue }
      scaled.language = recipe.language
      if pans?.factor.isApproximate == true { scaled.markScaledByRoundedFactor() }
      if found.range.lowerBound > end {
        parts.append(.text(String(decoding: bytes[end..<found.range.lowerBound], as: UTF8.self)))
      }
      let written = String(decoding: bytes[found.range], as: UTF8.self)
      parts.append(.amount(scaled, written: written))
      end = found.range.upperBound
    }
    if end < bytes.count {
      parts.append(.text(String(decoding: bytes[end...], as: UTF8.self)))
    }
    return ScaledStep(original: step, parts: parts)
  }
}
