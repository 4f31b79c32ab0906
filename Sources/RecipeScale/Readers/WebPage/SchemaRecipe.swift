/// One schema.org `Recipe` object read into a ``Recipe``, with the offsets in
/// the page that its start and its doubtful lines are placed by.
struct SchemaRecipe {
  /// An ingredient line read with doubt.
  struct Doubt {
    var issue: RecipeIssue
    /// The byte offset of the line's string in the page.
    var offset: Int
    /// Characters to add to the column at `offset`: the doubt's place in the
    /// line when the line is the string's text as written, else 0.
    var columns: Int
  }

  /// A recipe that cannot be read, and where.
  struct Failure: Error {
    var problem: RecipeDataError.Problem
    var offset: Int
    var columns: Int
  }

  var recipe: Recipe
  /// The byte offset of the recipe's `{`.
  var offset: Int
  var doubts: [Doubt] = []

  /// The address a recipe gives for itself: its `url`, else its
  /// `mainEntityOfPage` (a string, or an object's `@id`), when it is a web
  /// address; `nil` otherwise.
  static func pageAddress(_ node: JSONLDValue) -> String? {
    let page = node["mainEntityOfPage"]
    let candidates = [node["url"]?.text, page?.text, page?["@id"]?.text]
    return candidates.lazy.compactMap { $0?.trimmingSpaces }.first {
      $0.hasPrefix("https://") || $0.hasPrefix("http://")
    }
  }

  /// Reads a `Recipe` object.
  ///
  /// - Parameters:
  ///   - node: The object.
  ///   - index: The recipe's place among the page's recipes, for its issues.
  ///   - title: The name to give a recipe without one.
  ///   - pageLanguage: The language of the page, for a recipe whose
  ///     `inLanguage` names none.
  /// - Returns: The recipe, or why it cannot be read.
  static func read(
    _ node: JSONLDValue, index: Int, title: String, pageLanguage: LanguageTag? = nil
  ) -> Result<SchemaRecipe, Failure> {
    let name = node["name"]?.text.map(HTMLText.clean).flatMap { $0.isEmpty ? nil : $0 } ?? title
    var details = RecipeDetails()
    details.description = node["description"]?.text.map(HTMLText.clean).flatMap {
      $0.isEmpty ? nil : $0
    }
    details.image = node["image"].flatMap { imageURL($0, depth: 0) }
    details.url = pageAddress(node)
    details.prepTime = node["prepTime"]?.text.flatMap(ISODuration.words)
    details.cookTime = node["cookTime"]?.text.flatMap(ISODuration.words)
    details.totalTime = node["totalTime"]?.text.flatMap(ISODuration.words)
    var servings: Int?
    if let yield = node["recipeYield"] ?? node["yield"] {
      (servings, details.yield) = SchemaYield.read(yield)
    }
    if let instructions = node["recipeInstructions"] {
      var steps: [String] = []
      collectSteps(in: instructions, into: &steps)
      if !steps.isEmpty { details.directions = steps }
    }
    let parser = IngredientLineParser()
    var ingredients: [Ingredient] = []
    var doubts: [Doubt] = []
    let lines = node["recipeIngredient"] ?? node["ingredients"]
    // Some plugins list group headings among the lines (`For the dressing:`);
    // as in a text recipe, a heading is the group of the lines after it.
    var group: String?
    for item in lines?.items ?? [] {
      guard case .string(let raw, let offset, let escaped) = item else { continue }
      let cleaned = HTMLText.lines(raw)
      // The line is the string as written when nothing was decoded or removed,
      // so a doubt's column can be carried into the page.
      let verbatim = !escaped && cleaned.count == 1 && cleaned[0] == raw
      for line in cleaned {
        let reading: IngredientLineReading
        do {
          reading = try parser.read(Substring(line))
        } catch {
          switch error {
          case .numberTooLarge(let column):
            return .failure(
              Failure(
                problem: .lineNumberTooLarge(column: column), offset: offset + 1,
                columns: verbatim ? column - 1 : 0))
          }
        }
        if reading.doubt == nil, reading.ingredient.amount == nil, line.hasSuffix(":") {
          let heading = String(line.dropLast()).trimmingSpaces
          let isGroup = !heading.isEmpty && TextRecipeReader.headingKind(heading) == .group
          group = isGroup ? heading : nil
          continue
        }
        if let doubt = reading.doubt {
          let location = DataLocation(
            recipeIndex: index, recipeName: name, ingredientIndex: ingredients.count,
            ingredientName: reading.ingredient.name)
          doubts.append(
            Doubt(
              issue: RecipeIssue(.warning(.unsureLine(doubt)), at: location), offset: offset + 1,
              columns: verbatim ? doubt.column - 1 : 0))
        }
        var ingredient = reading.ingredient
        ingredient.group = group
        if let doubt = reading.doubt { ingredient.doubt = doubt }
        ingredients.append(ingredient)
      }
    }
    guard case .object(_, let offset) = node else {
      return .failure(Failure(problem: .notAnObject(found: "a value"), offset: 0, columns: 0))
    }
    do {
      let recipe = try Recipe(
        name: name, servings: servings, ingredients: ingredients, details: details,
        language: node["inLanguage"].flatMap(language) ?? pageLanguage)
      return .success(SchemaRecipe(recipe: recipe, offset: offset, doubts: doubts))
    } catch {
      return .failure(Failure(problem: error.problem, offset: offset, columns: 0))
    }
  }

  /// The language `inLanguage` names: a tag as text, or a `Language` object's
  /// `alternateName`; `nil` for anything else or a text that is no tag.
  private static func language(_ value: JSONLDValue) -> LanguageTag? {
    if let text = value.text { return LanguageTag(locale: text) }
    return value["alternateName"]?.text.flatMap { LanguageTag(locale: $0) }
  }

  /// The first URL of an `image`: a string, an `ImageObject`'s `url` or
  /// `contentUrl`, or the first of a list that has one.
  private static func imageURL(_ value: JSONLDValue, depth: Int) -> String? {
    // A list of objects of lists goes no deeper than real pages do.
    guard depth < 4 else { return nil }
    switch value {
    case .string(let text, _, _):
      let url = HTMLText.collapsed(text)
      return url.isEmpty ? nil : url
    case .array(let items, _):
      for item in items {
        if let url = imageURL(item, depth: depth + 1) { return url }
      }
      return nil
    case .object:
      return (value["url"] ?? value["contentUrl"]).flatMap { imageURL($0, depth: depth + 1) }
    default:
      return nil
    }
  }

  /// The steps of `recipeInstructions`: a text (one step a line), a list,
  /// `HowToStep`s (their `text`, else `name`), and `HowToSection`s or lists
  /// holding steps in `itemListElement`. A section's name is a heading line
  /// before its steps, ending in `:` (`For the sauce:`), as a heading is
  /// written among the directions of a text recipe. A `HowToTip`, alone or
  /// among a step's or a section's items, is advice beside the steps, not one
  /// of them, and is left out.
  ///
  /// The recursion follows the parsed value, at most ``JSONSyntax/maximumDepth`` deep.
  private static func collectSteps(in value: JSONLDValue, into steps: inout [String]) {
    switch value {
    case .string(let text, _, _):
      for line in HTMLText.lines(text) {
        let step = StepNumber.stripped(line[...])
        if !step.isEmpty { steps.append(String(step)) }
      }
    case .array(let items, _):
      for item in items { collectSteps(in: item, into: &steps) }
    case .object:
      if let type = value["@type"] ?? value["type"],
        type.items.contains(where: { $0.text.map(SchemaType.isTip) ?? false })
      {
        return
      }
      if let text = value["text"] {
        collectSteps(in: text, into: &steps)
      } else if let elements = value["itemListElement"] {
        if let heading = sectionHeading(value) { steps.append(heading) }
        collectSteps(in: elements, into: &steps)
      } else if let name = value["name"] {
        collectSteps(in: name, into: &steps)
      }
    default:
      break
    }
  }

  /// The heading of a `HowToSection` with a name: the name, ending in `:`.
  private static func sectionHeading(_ section: JSONLDValue) -> String? {
    guard let type = section["@type"] ?? section["type"],
      type.items.contains(where: { $0.text.map(SchemaType.isSection) ?? false }),
      let written = section["name"]?.text
    else { return nil }
    // A name given as several lines is one heading.
    let name = HTMLText.lines(written).joined(separator: " ")
    guard !name.isEmpty else { return nil }
    return name.hasSuffix(":") ? name : name + ":"
  }
}
