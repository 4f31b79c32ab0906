/// A recipe of a text while its lines are read.
struct TextRecipeDraft {
  var name: String
  /// The line the recipe starts on: its title, or its first line.
  var startLine: Int
  var servings: Int?
  var ingredients: [Ingredient] = []
  var details = RecipeDetails()
  /// The steps after a `Directions:` heading, gathered apart so each is appended in place.
  var directions: [String] = []
  /// The group the lines under a group heading belong to.
  var group: String?
  /// Whether the lines are the steps, after a `Directions:` heading.
  var inDirections = false
  /// Whether the lines are notes, tips or nutrition after such a heading: no
  /// step, and no ingredient either. They end the description.
  var inNotes = false
  /// The lines under a `Notes` heading.
  var notes: [String] = []
  /// Whether an ingredient with an amount has been read, after which a line
  /// may start the method by its shape.
  var hasAmount = false
  /// Whether a `#` line named the recipe, rather than the file.
  var hasTitle = false
  /// Whether an `Ingredients` heading has come: lines before the first are no ingredients.
  var sawIngredientsHeading = false
  /// How many lines were read as ingredients before the first yield line.
  var ingredientsBeforeYield: Int?

  init(name: String, startLine: Int, hasTitle: Bool = false) {
    self.name = name
    self.startLine = startLine
    self.hasTitle = hasTitle
  }

  /// Whether nothing of a recipe has been read yet.
  var isEmpty: Bool {
    ingredients.isEmpty && servings == nil && directions.isEmpty && details.yield == nil
  }

  /// Whether no ingredient has an amount.
  var hasNoAmount: Bool {
    ingredients.allSatisfy { $0.amount == nil }
  }
}
