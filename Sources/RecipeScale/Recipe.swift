/// A recipe: a name, the number of servings it makes, and its ingredients.
public struct Recipe: Hashable, Sendable {
  /// The name as written.
  public var name: String
  /// How many servings the recipe as written makes; always positive.
  public private(set) var servings: Int
  /// The ingredients in the order written.
  public var ingredients: [Ingredient]

  /// Creates a recipe.
  ///
  /// - Parameters:
  ///   - name: The name.
  ///   - servings: How many servings it makes.
  ///   - ingredients: The ingredients in order.
  /// - Throws: ``RecipeDataError`` when `servings` is not positive.
  public init(name: String, servings: Int, ingredients: [Ingredient]) throws(RecipeDataError) {
    guard servings > 0 else {
      throw RecipeDataError(.notPositive(field: "servings", value: servings))
    }
    self.name = name
    self.servings = servings
    self.ingredients = ingredients
  }
}

extension Recipe: Decodable {
  enum CodingKeys: String, CodingKey {
    case name, servings, ingredients
  }

  /// Decodes a recipe, checking every field and every ingredient.
  ///
  /// Fields the format does not use (`id`, `image`, `directions`, …) are ignored.
  ///
  /// - Parameter decoder: The decoder standing on one recipe object.
  /// - Throws: ``RecipeDataError`` naming the recipe, the ingredient and what is wrong.
  public init(from decoder: any Decoder) throws {
    let fields = try decoder.object(keyedBy: CodingKeys.self)
    let name = try fields.requiredString(.name)
    do {
      let servings = try fields.requiredInteger(.servings)
      var list = try fields.requiredArray(.ingredients)
      var ingredients: [Ingredient] = []
      ingredients.reserveCapacity(list.count ?? 0)
      while !list.isAtEnd {
        let index = list.currentIndex
        do {
          ingredients.append(try list.decode(Ingredient.self))
        } catch {
          var located = RecipeDataError(decoding: error)
          located.location.ingredientIndex = index
          throw located
        }
      }
      try self.init(name: name, servings: servings, ingredients: ingredients)
    } catch {
      var located = RecipeDataError(decoding: error)
      located.location.recipeName = name
      throw located
    }
  }
}
