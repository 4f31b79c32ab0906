/// Where in a recipe collection a piece of data sits, for messages that point at it.
public struct DataLocation: Hashable, Sendable {
  /// The recipe's position in the collection, counting from 0.
  public var recipeIndex: Int?
  /// The recipe's name, when it could be read.
  public var recipeName: String?
  /// The ingredient's position in its recipe, counting from 0.
  public var ingredientIndex: Int?
  /// The ingredient's name, when it could be read.
  public var ingredientName: String?

  /// Creates a location.
  ///
  /// - Parameters:
  ///   - recipeIndex: The recipe's position, counting from 0.
  ///   - recipeName: The recipe's name.
  ///   - ingredientIndex: The ingredient's position, counting from 0.
  ///   - ingredientName: The ingredient's name.
  public init(
    recipeIndex: Int? = nil, recipeName: String? = nil, ingredientIndex: Int? = nil,
    ingredientName: String? = nil
  ) {
    self.recipeIndex = recipeIndex
    self.recipeName = recipeName
    self.ingredientIndex = ingredientIndex
    self.ingredientName = ingredientName
  }
}

extension DataLocation {
  /// The location with its ingredient's name filled in from the decoded
  /// recipe, when there is one and it has that ingredient.
  ///
  /// - Parameter recipe: The recipe the location points into, or `nil`.
  /// - Returns: The location, named.
  package func naming(in recipe: Recipe?) -> DataLocation {
    var named = self
    if let ingredient = ingredientIndex, let ingredients = recipe?.ingredients,
      ingredients.indices.contains(ingredient)
    {
      named.ingredientName = ingredients[ingredient].name
    }
    return named
  }
}

extension DataLocation: CustomStringConvertible {
  /// The location for people: `recipe "Pancakes" (#3), ingredient #2 "flour"`.
  ///
  /// Positions count from 1 here; names are quoted with control characters escaped.
  public var description: String {
    var parts: [String] = []
    switch (recipeName, recipeIndex) {
    case (let name?, let index?): parts.append("recipe \(name.quotedForMessage) (#\(index + 1))")
    case (let name?, nil): parts.append("recipe \(name.quotedForMessage)")
    case (nil, let index?): parts.append("recipe #\(index + 1)")
    case (nil, nil): break
    }
    switch (ingredientIndex, ingredientName) {
    case (let index?, let name?): parts.append("ingredient #\(index + 1) \(name.quotedForMessage)")
    case (let index?, nil): parts.append("ingredient #\(index + 1)")
    case (nil, let name?): parts.append("ingredient \(name.quotedForMessage)")
    case (nil, nil): break
    }
    return parts.joined(separator: ", ")
  }
}
