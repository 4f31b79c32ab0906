import Testing

@testable import RecipeScale

@Suite("An ingredient's fields")
struct IngredientFieldsTests {
  static let pantry = """
    # Pantry
    Serves 2
    2 cups flour
    For the sauce:
    1 cup stock
    2 tbsp butter
    For the topping:
    1/2 cup cheese
    """

  @Test("the lines under a heading take it as their group; no heading, no group")
  func groups() throws {
    let recipe = try #require(TextRecipeReader().read(Self.pantry, title: "t").recipes.first)
    #expect(
      recipe.ingredients.map(\.group) == [nil, "For the sauce", "For the sauce", "For the topping"])
  }

  @Test("each field reads back as set, alone or together, and counts in equality")
  func rareFields() throws {
    let plain = Ingredient(name: "egg", amount: Rational(2), unit: nil)
    var changed = plain
    changed.isFixed = true
    #expect(changed.isFixed && changed.group == nil && changed.nameForms.isEmpty)
    #expect(changed != plain)
    changed.group = "For the glaze"
    changed.nameForms = NounForms(singular: "Ei", plural: "Eier")
    changed.unitForms = NounForms(plural: "Stück")
    #expect(changed.isFixed)
    #expect(changed.group == "For the glaze")
    #expect(changed.nameForms == NounForms(singular: "Ei", plural: "Eier"))
    #expect(changed.unitForms == NounForms(plural: "Stück"))
    // The copy it was made from keeps its own fields.
    #expect(!plain.isFixed && plain.group == nil)
    // Back to every field absent: equal to the plain ingredient again.
    changed.isFixed = false
    changed.group = nil
    changed.nameForms = NounForms()
    changed.unitForms = NounForms()
    #expect(changed == plain)
    #expect(changed.hashValue == plain.hashValue)
  }

  @Test("a change to one line of a group changes no other line")
  func sharedBoxStays() throws {
    let recipe = try #require(TextRecipeReader().read(Self.pantry, title: "t").recipes.first)
    var stock = recipe.ingredients[1]
    stock.isFixed = true
    #expect(stock.isFixed && stock.group == "For the sauce")
    #expect(!recipe.ingredients[2].isFixed)
    #expect(recipe.ingredients[2].group == "For the sauce")
  }

  @Test("a line of 16 MiB or more is a text of its own, and reads back whole")
  func longLine() throws {
    let long = String(repeating: "flour ", count: (1 << 24) / 6 + 2)
    let text = SourceText("1 cup " + long + "\n2 eggs")
    let start = 6
    let line = SourceLine(in: text, at: start..<start + long.utf8.count)
    #expect(line.range == 0..<long.utf8.count)
    #expect(line.string == long)
    let short = SourceLine(in: text, at: 0..<5)
    #expect(short.range == 0..<5)
    #expect(short.string == "1 cup")
  }

  /// Amounts small and large, whole and fractional, of either sign.
  static let edgeAmounts: [Rational?] = [
    nil, Rational(2), try? Rational(3, 2), Rational(Int(Int16.max)), Rational(Int(Int16.max) + 1),
    try? Rational(1, Int(Int16.max)), try? Rational(1, Int(Int16.max) + 1),
    Rational(Int(Int16.min)), Rational(Int(Int16.min) - 1), Rational(Int.max),
    try? Rational(-7, Int.max),
  ]

  @Test(
    "an amount and a range end read back as set, whatever their size",
    arguments: edgeAmounts, edgeAmounts)
  func amounts(amount: Rational?, amountMax: Rational?) throws {
    let made = Ingredient(name: "flour", amount: amount, unit: nil, amountMax: amountMax)
    #expect(made.amount == amount && made.amountMax == amountMax)
    // Set one at a time on a plain ingredient, through a group and the fixed flag, and back.
    var changed = Ingredient(name: "flour", amount: Rational(1), unit: nil)
    changed.group = "For the dough"
    changed.amount = amount
    changed.amountMax = amountMax
    changed.isFixed = true
    #expect(changed.amount == amount && changed.amountMax == amountMax)
    #expect(changed.group == "For the dough" && changed.isFixed)
    changed.amount = Rational(1)
    changed.amountMax = nil
    changed.group = nil
    changed.isFixed = false
    #expect(changed == Ingredient(name: "flour", amount: Rational(1), unit: nil))
    // Equality and hashing see the amounts.
    let twin = Ingredient(name: "flour", amount: amount, unit: nil, amountMax: amountMax)
    #expect(twin == made && twin.hashValue == made.hashValue)
  }

  @Test("a line under a heading with a large amount keeps both")
  func wideUnderHeading() throws {
    let text = "# Big\nFor the vat:\n3000000000 g flour\n2 g salt\n"
    let recipe = try #require(TextRecipeReader().read(text, title: "t").recipes.first)
    #expect(recipe.ingredients.map(\.group) == ["For the vat", "For the vat"])
    #expect(recipe.ingredients.map(\.amount) == [Rational(3_000_000_000), Rational(2)])
  }

  /// Lines and the name each reads: as written, or with spaces collapsed, an
  /// amount restated in parentheses left out, a lead phrase moved.
  static let names: [(line: String, name: String)] = [
    ("2 cups all-purpose flour, sifted", "all-purpose flour, sifted"),
    ("  - 3 Large eggs  ", "Large eggs"),
    ("200 g crème fraîche", "crème fraîche"),
    ("1 (14.5 oz) can diced tomatoes", "diced tomatoes"),
    ("salt, to taste", "salt, to taste"),
    ("2 tbsp olive  oil", "olive oil"),
    ("2 tbsp olive\u{00A0}oil", "olive oil"),
    ("1 cup (240 ml) milk", "milk"),
    ("1 cup milk (240 ml), warm", "milk, warm"),
    ("2 cups flour (250 g)", "flour"),
    ("juice of 1 lemon", "lemon, juice of"),
    ("4 oz C:\\pantry\\cheese", "C:\\pantry\\cheese"),
    ("1 egg", "egg"),
  ]

  @Test("a line's name reads back, equal to the ingredient made from its fields", arguments: names)
  func lineNames(line: String, name: String) throws {
    let ingredient = try IngredientLineParser().read(line).ingredient
    #expect(ingredient.name == name)
    // Equal, and hashed the same, to the ingredient made from its fields; the
    // amount a line restates (`(240 ml)`) is one of them.
    var made = Ingredient(
      name: name, amount: ingredient.amount, unit: ingredient.unit,
      amountMax: ingredient.amountMax, source: ingredient.source)
    #expect(made != ingredient || ingredient.equivalents.isEmpty)
    made.equivalents = ingredient.equivalents
    #expect(made == ingredient && made.hashValue == ingredient.hashValue)
  }

  @Test("a line's name stays when its source line is replaced, on the copy that changes")
  func nameOutlivesSource() throws {
    let read = try IngredientLineParser().read("2 cups all-purpose flour").ingredient
    var changed = read
    changed.source = "something else entirely"
    #expect(changed.name == "all-purpose flour")
    #expect(changed.source == "something else entirely")
    changed.source = nil
    #expect(changed.name == "all-purpose flour" && changed.source == nil)
    // The copy it was made from keeps its name and its line.
    #expect(read.name == "all-purpose flour" && read.source == "2 cups all-purpose flour")
    var renamed = read
    renamed.name = "bread flour"
    #expect(renamed.name == "bread flour" && renamed.source == "2 cups all-purpose flour")
  }

  @Test("a text's names are written in TSV escaped as fields are")
  func namesInTSV() throws {
    let text = "# Pantry\nServes 2\n2 cups flour\n1 tbsp C:\\salt\\fine\n3 eggs, beaten\n"
    let recipe = try #require(TextRecipeReader().read(text, title: "t").recipes.first)
    let rows = TSVFormatter().format([try Scaler(servings: 4).scale(recipe)])
      .split(separator: "\n").dropFirst().map {
        $0.split(separator: "\t", omittingEmptySubsequences: false)
      }
    #expect(rows.map { String($0[4]) } == ["flour", "C:\\\\salt\\\\fine", "eggs, beaten"])
  }
}
