import Testing

@testable import RecipeScale

/// A line's own restatement of its amount (`2 cups (240g) flour`) is the
/// author's weighing: converted into its system, the author's amount scales.
@Suite("The author's equivalents")
struct AuthorsEquivalentTests {
  static func read(_ line: String) throws -> Ingredient {
    try IngredientLineParser().read(Substring(line)).ingredient
  }

  /// Lines as baking sites, newspapers and cookbooks write them, and what they restate.
  static let restating: [(line: String, equivalents: [String])] = [
    ("2 cups (240g) King Arthur Unbleached All-Purpose Flour", ["240 g"]),
    ("1/2 cup (113g) unsalted butter, softened", ["113 g"]),
    ("225g/8oz butter", ["8 oz"]),
    ("2 cups/250 grams all-purpose flour", ["250 g"]),
    ("200ml/7fl oz milk", ["7 fl oz"]),
    ("4 ounces (115g) unsalted butter", ["115 g"]),
    ("1 cup (120g) all-purpose flour (spooned & leveled)", ["120 g"]),
    ("1 cup (150g) plain flour", ["150 g"]),
    ("3/4 cup (6 fl oz; 180 ml) buttermilk", ["6 fl oz", "180 ml"]),
    ("1/4 cup sugar (50g)", ["50 g"]),
    ("1 1/2 cups rice (aged, 300 grams)", ["300 g"]),
    ("1 cup plus 2 tablespoons (140 g) flour", ["140 g"]),
    ("1 stick (113 g) butter", ["113 g"]),
    // A restatement of part of a sum, of a range, or of a count is none of the amount's.
    ("1/2 cup (1 stick) plus 2 tablespoons butter", []),
    ("2-3 cups (250-375 g) water", []),
    ("2 cups (about 250-300 g) flour", []),
    ("2 onions (6 oz, 170 g)", []),
    ("1 can (14 oz) tomatoes", []),
    ("2 cups flour", []),
  ]

  @Test("a line keeps what it restates its amount as", arguments: restating)
  func reads(_ example: (line: String, equivalents: [String])) throws {
    let ingredient = try Self.read(example.line)
    #expect(ingredient.equivalents.map(\.description) == example.equivalents, "\(example.line)")
  }

  /// A line, the units asked for, and the line scaled ×2.
  static let scaled: [(line: String, units: UnitPreference, shown: String)] = [
    ("2 cups (212g) medium rye flour", .metric, "424 g medium rye flour"),
    ("1 cup (240 ml) milk", .metric, "480 ml milk"),
    ("8 oz (225 g) butter", .metric, "450 g butter"),
    ("100 g (about 3/4 cup) walnuts", .us, "1 1/2 cups walnuts"),
    ("225g/8oz cheese", .us, "1 lb cheese"),
    // Into the system the line is written in, or as written, nothing changes.
    ("2 cups (212g) medium rye flour", .us, "4 cups medium rye flour"),
    ("2 cups (212g) medium rye flour", .asWritten, "4 cups medium rye flour"),
    // A spoon kept a spoon in metric (`--spoons keep`) stays one.
    ("1 tbsp (15 ml) olive oil", .metric, "2 tbsp olive oil"),
    // No restatement: converted as ever, and marked when rounded.
    ("2 cups medium rye flour", .metric, "~946 ml medium rye flour"),
  ]

  @Test("converted into an equivalent's system, the author's amount scales", arguments: scaled)
  func scales(_ example: (line: String, units: UnitPreference, shown: String)) throws {
    let recipe = try Recipe(name: "R", servings: 1, ingredients: [try Self.read(example.line)])
    let scaled = try Scaler(target: .factor(Rational(2)), units: example.units).scale(recipe)
    #expect(scaled.ingredients.first?.line(.plain).text == example.shown, "\(example)")
  }
}
