extension SchemaRecipe {
  /// Whether the node only points at a recipe: no ingredients and no steps,
  /// as in a list of links or a "you may also like" carousel, which name a
  /// recipe, its address and its picture, and leave the recipe to its own page.
  var isLink: Bool {
    recipe.ingredients.isEmpty && (recipe.details.directions ?? []).isEmpty
  }

  /// How much of a recipe's data a node gives, to keep the fuller of two
  /// copies: the fields filled, then the steps.
  var richness: (fields: Int, steps: Int) {
    let details = recipe.details
    let fields: [Bool] = [
      recipe.servings != nil, details.yield != nil, details.description != nil,
      details.image != nil, details.prepTime != nil, details.cookTime != nil,
      details.totalTime != nil, details.directions != nil, recipe.language != nil,
    ]
    return (fields.count(where: { $0 }), details.directions?.count ?? 0)
  }

  /// The recipes a page publishes, read once each.
  ///
  /// - Links to recipes (``isLink``) are left out when the page has a recipe.
  /// - Two nodes with the same name, in any case, and the same ingredient
  ///   lines are one recipe published twice (by an SEO plugin's graph and a
  ///   recipe plugin's own block): the richer one is kept, in the place of
  ///   the first. Recipes that share only a name stay apart.
  ///
  /// - Parameter recipes: The page's recipe nodes, read, in page order.
  /// - Returns: The recipes to give, in page order; empty when every node is a link.
  static func distinct(_ recipes: [SchemaRecipe]) -> [SchemaRecipe] {
    var kept = recipes.filter { !$0.isLink }
    // Ingredient lines are only compared between recipes that share a name,
    // so a page of many recipes costs no more than before.
    var names: [String: Int] = [:]
    for recipe in kept { names[recipe.recipe.name.lowercased(), default: 0] += 1 }
    guard names.values.contains(where: { $0 > 1 }) else { return kept }
    var first: [[String]: Int] = [:]
    var removed: Set<Int> = []
    for index in kept.indices {
      let name = kept[index].recipe.name.lowercased()
      guard names[name, default: 0] > 1 else { continue }
      let key = [name] + kept[index].recipe.ingredients.map { $0.source ?? $0.name }
      guard let earlier = first[key] else {
        first[key] = index
        continue
      }
      if kept[index].richness > kept[earlier].richness { kept[earlier] = kept[index] }
      removed.insert(index)
    }
    return kept.indices.filter { !removed.contains($0) }.map { kept[$0] }
  }
}
