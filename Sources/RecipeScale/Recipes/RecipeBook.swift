/// A collection of recipes, in the order of the file they came from.
package struct RecipeBook: Hashable, Sendable {
  /// The recipes in file order.
  package var recipes: [Recipe]

  /// Creates a collection.
  ///
  /// - Parameter recipes: The recipes in order.
  package init(recipes: [Recipe]) {
    self.recipes = recipes
  }
}

extension RecipeBook: Decodable {
  /// Decodes a collection from a JSON array of recipes.
  ///
  /// - Parameter decoder: The decoder standing on the top-level value.
  /// - Throws: ``RecipeDataError`` for the first recipe that breaks the format's rules,
  ///   or when the top level is not an array.
  package init(from decoder: any Decoder) throws {
    guard var list = try? decoder.unkeyedContainer() else {
      throw RecipeDataError(.notAnArray(found: JSONKind.name(of: decoder)))
    }
    var recipes: [Recipe] = []
    recipes.reserveCapacity(list.count ?? 0)
    while !list.isAtEnd {
      let index = list.currentIndex
      do {
        recipes.append(try list.decode(Recipe.self))
      } catch {
        var located = RecipeDataError(decoding: error)
        located.location.recipeIndex = index
        throw located
      }
    }
    self.init(recipes: recipes)
  }
}
