/// The recipes of a text while its lines are read: those finished, and the
/// one being read, with the doubts about their lines.
struct TextRecipeCollection {
  /// The length of the text in UTF-8 bytes.
  let textLength: Int
  /// The name of a recipe the text does not name: the front matter's, else the file's.
  let title: String
  /// What the front matter says.
  let frontMatter: FrontMatter
  /// The recipes finished, and the doubts so far.
  private var result = TextRecipes()
  /// The recipe being read; a stand-in until ``started``.
  var current: TextRecipeDraft
  /// Whether a recipe is being read: lines before the first title make a
  /// recipe only when there are any.
  private(set) var started = false
  /// How many `#` the file's first recipe title has: a deeper Markdown heading
  /// (`## For the sauce` under `# Pancakes`) is a part of the recipe, not the next one.
  var titleLevel: Int?

  /// The bytes of text after a first recipe's first ingredient above which
  /// the recipe reserves room for its ingredients from the start.
  static let reservesAbove = 1 << 16

  init(textLength: Int, title: String, frontMatter: FrontMatter) {
    self.textLength = textLength
    self.title = title
    self.frontMatter = frontMatter
    current = TextRecipeDraft(name: title, startLine: frontMatter.lines + 1)
  }

  /// How many recipes are finished: the index of the one being read.
  var finishedCount: Int { result.recipes.count }

  /// Starts a recipe named after the file at a line, unless one is being read.
  mutating func start(at line: Int) {
    guard !started else { return }
    current = TextRecipeDraft(name: title, startLine: line)
    started = true
  }

  /// Starts the recipe a title names, after the one being read.
  ///
  /// - Parameters:
  ///   - name: The title's words; empty for a `#` alone.
  ///   - line: The title's line.
  ///   - keepingCurrent: Whether the recipe being read is one, or page clutter
  ///     and a collection's title, which are dropped with their doubts.
  /// - Throws: ``TextRecipeError`` when the recipe being read cannot be made.
  mutating func startTitled(_ name: String, at line: Int, keepingCurrent: Bool)
    throws(TextRecipeError)
  {
    if keepingCurrent {
      try finishCurrent()
    } else {
      let recipe = result.recipes.count
      result.issues.removeAll { $0.issue.location.recipeIndex == recipe }
    }
    current = TextRecipeDraft(name: name.isEmpty ? title : name, startLine: line, hasTitle: true)
    started = true
  }

  /// Finishes the recipe being read, if any, and adds it to the recipes.
  private mutating func finishCurrent() throws(TextRecipeError) {
    guard started else { return }
    if result.recipes.isEmpty, current.servings == nil, let front = frontMatter.yield {
      current.servings = front.servings
      current.details.yield = current.details.yield ?? front.words
    }
    if !current.directions.isEmpty { current.details.directions = current.directions }
    if !current.notes.isEmpty {
      current.details.description =
        ([current.details.description].compactMap { $0 } + current.notes)
        .joined(separator: "\n")
    }
    if current.ingredients.capacity > TextRecipeCollection.reservesAbove / 16,
      current.ingredients.capacity > 2 * current.ingredients.count
    {
      // Room reserved for a long recipe that turned out short goes back.
      var ingredients: [Ingredient] = []
      ingredients.reserveCapacity(current.ingredients.count)
      ingredients.append(contentsOf: current.ingredients)
      current.ingredients = ingredients
    }
    do {
      result.recipes.append(
        try Recipe(
          name: current.name, servings: current.servings, ingredients: current.ingredients,
          details: current.details))
    } catch {
      throw TextRecipeError(error.problem, at: TextPosition(line: current.startLine, column: 1))
    }
    result.startLines.append(current.startLine)
  }

  /// Finishes the last recipe.
  ///
  /// - Returns: Every recipe of the text, where they start, and the doubts.
  mutating func finished() throws(TextRecipeError) -> TextRecipes {
    try finishCurrent()
    return result
  }

  /// Takes the first lines read as ingredients as what they were: the recipe's
  /// name when no `#` named it (past a page's `Print Recipe`), then its description.
  mutating func takePreamble(_ count: Int) {
    guard count > 0 else { return }
    var lines = current.ingredients[..<count].map { $0.source ?? $0.name }
    lines.removeAll { TextRecipeReader.pageButtons.contains($0.lowercased()) }
    if !current.hasTitle, current.name == title, !lines.isEmpty {
      current.name = lines.removeFirst()
    }
    if !lines.isEmpty { current.details.description = lines.joined(separator: "\n") }
    current.ingredients.removeFirst(count)
    let recipe = result.recipes.count
    result.issues.removeAll {
      $0.issue.location.recipeIndex == recipe && ($0.issue.location.ingredientIndex ?? 0) < count
    }
    for index in result.issues.indices
    where result.issues[index].issue.location.recipeIndex == recipe {
      result.issues[index].issue.location.ingredientIndex? -= count
    }
  }

  /// Takes a heading: the ingredients start again, the directions start, or a group.
  mutating func take(heading: String, _ kind: TextRecipeReader.HeadingKind) {
    switch kind {
    case .ingredients:
      current.group = TextRecipeReader.isIngredientsHeading(heading) ? nil : heading
      (current.inDirections, current.inNotes) = (false, false)
      // Before the first `Ingredients` heading, and before the yield when one came
      // first, stand a title, an introduction or a rating, never an ingredient:
      // the first names a recipe no `#` named, the rest are its description.
      if !current.sawIngredientsHeading, TextRecipeReader.isIngredientsHeading(heading) {
        takePreamble(current.ingredientsBeforeYield ?? current.ingredients.count)
      }
      current.sawIngredientsHeading = true
    case .directions: (current.inDirections, current.inNotes) = (true, false)
    case .notes: (current.inDirections, current.inNotes) = (true, true)
    case .group: current.group = heading
    }
  }

  /// Takes a yield line, which is never an ingredient (`Servings: 8` is no 8
  /// servings of anything); the first one gives the servings, wherever it stands.
  mutating func take(_ yield: TextRecipeReader.Yield) {
    // After the steps, a yield only gives the servings.
    if current.ingredientsBeforeYield == nil, !current.inDirections {
      // A line or two with no amount before the first yield (`Overnight Oats`,
      // then `Serves 1`) are a title and an introduction; more are a list of
      // things to taste, with its yield at the end.
      if !current.sawIngredientsHeading, current.ingredients.count <= 2, current.hasNoAmount {
        takePreamble(current.ingredients.count)
      }
      current.ingredientsBeforeYield = current.ingredients.count
    }
    if current.servings == nil, let servings = yield.servings {
      current.servings = servings
      current.details.yield = yield.words
    } else if current.servings == nil, current.details.yield == nil {
      current.details.yield = yield.words
    }
  }

  /// Adds an ingredient to the recipe being read, with the doubt about its line.
  ///
  /// - Parameters:
  ///   - ingredient: The ingredient.
  ///   - doubt: Why its line was read with doubt, if it was.
  ///   - line: The line it was read from.
  mutating func append(_ ingredient: consuming Ingredient, doubt: LineDoubt?, line: TextLine) {
    if let doubt {
      // The ingredient keeps it too, for a file `import` writes.
      ingredient.doubt = doubt
      let location = DataLocation(
        recipeIndex: result.recipes.count, recipeName: current.name,
        ingredientIndex: current.ingredients.count, ingredientName: ingredient.name)
      result.issues.append(
        TextRecipeIssue(
          RecipeIssue(.warning(.unsureLine(doubt)), at: location),
          at: TextPosition(line: line.number, column: doubt.column)))
    }
    let rest = textLength - line.range.lowerBound
    if current.ingredients.isEmpty, result.recipes.isEmpty,
      rest > TextRecipeCollection.reservesAbove
    {
      // A long text is mostly one long recipe (a pantry list, a generated
      // file). Room for a line every 16 bytes of the rest, reserved by its
      // first recipe, is memory touched only as it fills; doubling an array
      // of a million lines had copied it onto fresh pages twenty times. A
      // recipe that used less than half gives the rest back when it ends.
      current.ingredients.reserveCapacity(rest / 16)
    }
    if ingredient.amount != nil { current.hasAmount = true }
    // Moved, not copied: an ingredient holds references, each counted on a copy.
    current.ingredients.append(ingredient)
  }
}
