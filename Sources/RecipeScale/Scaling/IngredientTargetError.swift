/// A `--to` target that does not fit a recipe.
public enum IngredientTargetError: Error, Hashable, Sendable {
  /// No ingredient of the recipe matches; the payload carries the closest name, if any is close.
  case noMatch(query: String, recipe: String, suggestion: String?)
  /// Several ingredients match; the payload lists them.
  case ambiguous(query: String, recipe: String, candidates: [String])
  /// The ingredient has no amount (`to taste`), so it cannot set the scale.
  case unquantified(ingredient: String, recipe: String)
  /// The ingredient is fixed: it keeps its amount at every scale.
  case fixed(ingredient: String, recipe: String)
  /// The requested unit measures another dimension than the ingredient's
  /// (grams for an ingredient given in cups); volume never becomes mass.
  case otherDimension(
    ingredient: String, recipe: String, unit: String, dimension: UnitDimension,
    requested: String, requestedDimension: UnitDimension)
  /// The requested unit does not convert to the ingredient's: one of them has
  /// no legal definition (`clove`), or the ingredient is a count (no unit).
  case unconvertible(ingredient: String, recipe: String, unit: String?, requested: String)
  /// The scale the target asks for has no exact 64-bit form.
  case tooLarge(ingredient: String, recipe: String)
}

extension IngredientTargetError: CustomStringConvertible {
  /// A lowercase message for people.
  public var description: String {
    switch self {
    case .noMatch(let query, let recipe, let suggestion):
      "no ingredient of \(recipe.quotedForMessage) matches \(query.quotedForMessage)"
        + (suggestion.map { "; did you mean \($0.quotedForMessage)?" } ?? "")
    case .ambiguous(let query, let recipe, let candidates):
      "\(query.quotedForMessage) matches \(candidates.count) ingredients of "
        + "\(recipe.quotedForMessage): "
        + candidates.prefix(5).map(\.quotedForMessage).joined(separator: ", ")
        + (candidates.count > 5 ? ", …" : "")
    case .unquantified(let ingredient, let recipe):
      "\(ingredient.quotedForMessage) in \(recipe.quotedForMessage) has no amount to scale to"
    case .fixed(let ingredient, let recipe):
      "\(ingredient.quotedForMessage) in \(recipe.quotedForMessage) is fixed and never scales"
    case .otherDimension(
      let ingredient, let recipe, let unit, let dimension, let requested, let requestedDimension):
      "\(ingredient.quotedForMessage) in \(recipe.quotedForMessage) is measured by "
        + "\(dimension.rawValue) (\(unit.quotedForMessage)); \(requested.quotedForMessage) "
        + "measures \(requestedDimension.rawValue)"
    case .unconvertible(let ingredient, let recipe, let unit?, let requested):
      "\(ingredient.quotedForMessage) in \(recipe.quotedForMessage) is measured in "
        + "\(unit.quotedForMessage), which does not convert to \(requested.quotedForMessage)"
    case .unconvertible(let ingredient, let recipe, nil, let requested):
      "\(ingredient.quotedForMessage) in \(recipe.quotedForMessage) is counted, "
        + "not measured in \(requested.quotedForMessage)"
    case .tooLarge(let ingredient, let recipe):
      "scaling \(recipe.quotedForMessage) to that amount of \(ingredient.quotedForMessage) "
        + "is too large to compute exactly"
    }
  }
}
