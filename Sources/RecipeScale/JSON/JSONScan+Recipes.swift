extension JSONScan.Site {
  /// The recipe field this number stands in, when the recipe format requires an
  /// integer there: a recipe's `servings`, an ingredient's `num` or `denom`.
  ///
  /// `JSONDecoder` reads `1e3` and `2.0` as integers; the format does not, so
  /// these sites let a loader reject them with their position.
  package var integerFieldLocation: (location: DataLocation, field: String)? {
    guard case .index(let recipe)? = path.first else { return nil }
    if path.count == 2, path[1] == .key("servings") {
      return (DataLocation(recipeIndex: recipe), "servings")
    }
    guard path.count == 4, path[1] == .key("ingredients"), case .index(let ingredient) = path[2],
      case .key(let field) = path[3], field == "num" || field == "denom"
    else { return nil }
    return (DataLocation(recipeIndex: recipe, ingredientIndex: ingredient), field)
  }

  /// For a key the format does not have: the recipe or ingredient it stands
  /// in, and the key.
  package var recipeLocation: (location: DataLocation, key: String)? {
    guard case .index(let recipe)? = path.first, case .key(let key)? = path.last else {
      return nil
    }
    if path.count == 2 { return (DataLocation(recipeIndex: recipe), key) }
    guard path.count == 4, case .index(let ingredient) = path[2] else { return nil }
    return (DataLocation(recipeIndex: recipe, ingredientIndex: ingredient), key)
  }
}
