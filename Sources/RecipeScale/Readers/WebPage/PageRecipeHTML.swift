/// The recipe a page's HTML gives, for a JSON-LD recipe that leaves its
/// ingredients to the page: some sites publish the name, times and image as
/// JSON-LD and the ingredients only in their HTML.
enum PageRecipeHTML {
  /// Whether a JSON-LD recipe has no ingredient.
  static func lacksIngredients(_ node: JSONLDValue) -> Bool {
    let listed = (node["recipeIngredient"]?.items ?? []) + (node["ingredients"]?.items ?? [])
    return !listed.contains { !($0.text ?? "").trimmingSpaces.isEmpty }
  }

  /// The recipes with the ingredients the page's HTML gives added to each
  /// that has none, and its steps when it has none either; unchanged when the
  /// HTML gives none.
  ///
  /// - Parameters:
  ///   - bytes: The page.
  ///   - nodes: The JSON-LD recipes.
  /// - Returns: The recipes.
  static func withIngredients(of bytes: Span<UInt8>, in nodes: [JSONLDValue]) -> [JSONLDValue] {
    guard
      let html = PageMicrodata.recipes(in: bytes).first ?? PagePluginMarkup.recipe(in: bytes)
        ?? PageHeadings.recipe(in: bytes),
      let ingredients = html["recipeIngredient"] ?? html["ingredients"]
    else { return nodes }
    return nodes.map { node in
      guard lacksIngredients(node), case .object(var members, let offset) = node else {
        return node
      }
      members.removeAll { $0.key == "recipeIngredient" || $0.key == "ingredients" }
      members.append(JSONLDValue.Member(key: "recipeIngredient", value: ingredients))
      let steps = node["recipeInstructions"]?.items ?? []
      if steps.allSatisfy({ ($0.text ?? "x").trimmingSpaces.isEmpty }),
        let htmlSteps = html["recipeInstructions"]
      {
        members.removeAll { $0.key == "recipeInstructions" }
        members.append(JSONLDValue.Member(key: "recipeInstructions", value: htmlSteps))
      }
      return .object(members, offset: offset)
    }
  }
}
