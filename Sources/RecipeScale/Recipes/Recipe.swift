/// A recipe: a name, the number of servings it makes, and its ingredients.
public struct Recipe: Hashable, Sendable {
  /// The name as written.
  public var name: String
  /// How many servings the recipe as written makes, always positive; `nil` when
  /// it does not say (a text recipe with no yield line), so only a factor scales it.
  public private(set) var servings: Int?
  /// The ingredients in the order written.
  public var ingredients: [Ingredient]
  /// What the recipe keeps besides: description, times, directions.
  public var details: RecipeDetails
  /// The language the recipe is written in, or `nil` when it does not say,
  /// which is English. Only English inflects its words (see ``Inflection``).
  public var language: LanguageTag?

  /// Creates a recipe.
  ///
  /// - Parameters:
  ///   - name: The name.
  ///   - servings: How many servings it makes, or `nil` when it does not say.
  ///   - ingredients: The ingredients in order.
  ///   - details: The description, times, directions and the rest.
  ///   - language: The language it is written in, or `nil` when it does not say.
  /// - Throws: ``RecipeDataError`` when `servings` is not positive.
  public init(
    name: String, servings: Int?, ingredients: [Ingredient], details: RecipeDetails = .init(),
    language: LanguageTag? = nil
  ) throws(RecipeDataError) {
    if let servings, servings <= 0 {
      throw RecipeDataError(.notPositive(field: "servings", value: servings))
    }
    self.name = name
    self.servings = servings
    self.ingredients = ingredients
    self.details = details
    self.language = language
  }
}

extension Recipe: Decodable {
  typealias CodingKeys = RecipeFormatKey

  /// Set in a decoder's `userInfo` to `false` to leave each recipe's details
  /// (the description, times, highlights, directions, …) unread but its yield,
  /// which titles name: the command line reads them only for `import` and the
  /// formats that print them, as they never change what is scaled. Absent,
  /// they are read.
  package static let readsDetailsKey: CodingUserInfoKey = {
    guard let key = CodingUserInfoKey(rawValue: "recipe-scale.readsDetails") else {
      preconditionFailure("a constant, valid key")
    }
    return key
  }()

  /// Decodes a recipe, checking every field and every ingredient.
  ///
  /// Fields the format does not use (`id`, `image`, `directions`, …) are ignored.
  ///
  /// - Parameter decoder: The decoder standing on one recipe object.
  /// - Throws: ``RecipeDataError`` naming the recipe, the ingredient and what is wrong.
  public init(from decoder: any Decoder) throws {
    let readsDetails = decoder.userInfo[Recipe.readsDetailsKey] as? Bool ?? true
    if let collector = RecipeIssueCollector.from(decoder) {
      do {
        try self.init(
          validating: decoder.object(keyedBy: CodingKeys.self), into: collector,
          readsDetails: readsDetails)
      } catch {
        if case .notAnObject = error.problem {
          collector.record(RecipeIssue(.error(error.problem), at: DataLocation()))
        }
        throw error
      }
      return
    }
    let fields = try decoder.object(keyedBy: CodingKeys.self)
    let name = try fields.requiredString(.name)
    do {
      let servings = try fields.servings()
      let language = try fields.language()
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
      try self.init(
        name: name, servings: servings, ingredients: ingredients,
        details: readsDetails ? fields.details() : fields.yieldOnly(), language: language)
    } catch {
      var located = RecipeDataError(decoding: error)
      located.location.recipeName = name
      throw located
    }
  }

  /// Decodes while recording every problem and warning, for validation.
  private init(
    validating fields: KeyedDecodingContainer<CodingKeys>, into collector: RecipeIssueCollector,
    readsDetails: Bool
  )
    throws(RecipeDataError)
  {
    let start = collector.issues.count
    var errors: [RecipeDataError] = []
    func attempt<Value>(_ read: () throws(RecipeDataError) -> Value) -> Value? {
      do {
        return try read()
      } catch {
        collector.record(RecipeIssue(.error(error.problem), at: DataLocation()))
        errors.append(error)
        return nil
      }
    }
    let name = attempt { () throws(RecipeDataError) in try fields.requiredString(.name) }
    let servings = attempt { () throws(RecipeDataError) in try fields.servings() } ?? nil
    let language = attempt { () throws(RecipeDataError) in try fields.language() } ?? nil
    if servings == nil, errors.isEmpty {
      collector.record(RecipeIssue(.warning(.noServings), at: DataLocation()))
    }
    if let servings, servings <= 0 {
      _ = attempt { () throws(RecipeDataError) in
        throw RecipeDataError(.notPositive(field: "servings", value: servings))
      }
    }
    var ingredients: [Ingredient] = []
    if var list = attempt({ () throws(RecipeDataError) in try fields.requiredArray(.ingredients) })
    {
      if list.count == 0 {
        collector.record(RecipeIssue(.warning(.noIngredients), at: DataLocation()))
      }
      while !list.isAtEnd {
        let index = list.currentIndex
        let mark = collector.issues.count
        do {
          ingredients.append(try list.decode(Ingredient.self))
        } catch {
          let located = RecipeDataError(decoding: error)
          if collector.issues.count == mark {
            // Not an ingredient object at all: its decoder recorded nothing.
            collector.record(RecipeIssue(.error(located.problem), at: DataLocation()))
          }
          errors.append(located)
          // A failed decode does not move past the element; skipping it does.
          _ = try? list.decode(SkippedValue.self)
        }
        collector.locateIssues(since: mark) { $0.ingredientIndex = index }
      }
    }
    collector.locateIssues(since: start) { $0.recipeName = name }
    if let first = errors.first { throw first }
    try self.init(
      name: name ?? "", servings: servings, ingredients: ingredients,
      details: readsDetails ? fields.details() : fields.yieldOnly(), language: language)
  }
}

/// Any JSON value, read and thrown away.
private struct SkippedValue: Decodable {
  init(from decoder: any Decoder) throws {}
}
