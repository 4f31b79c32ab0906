import RecipeScale
import Testing

@Suite("Plain-text recipes")
struct TextRecipeReaderTests {
  let reader = TextRecipeReader()

  @Test("a title, a yield, headings, directions and one ingredient per line")
  func wholeRecipe() throws {
    let text = """
      # Pancakes
      Serves 4

      1 ½ cups all-purpose flour, sifted
      2 large eggs
      Ingredients:
      For the topping:
      1-2 cups blueberries

      Directions:
      Mix everything.
      2 minutes per side.
      # Toast
      1 slice bread
      """
    let found = try reader.read(text, title: "file")
    #expect(found.recipes.map(\.name) == ["Pancakes", "Toast"])
    #expect(found.startLines == [1, 13])
    let pancakes = found.recipes[0]
    #expect(pancakes.servings == 4)
    #expect(
      pancakes.ingredients.map(\.name) == [
        "all-purpose flour, sifted", "large eggs", "blueberries",
      ])
    #expect(pancakes.ingredients[0].amount == (try Rational(3, 2)))
    #expect(pancakes.ingredients[0].source == "1 ½ cups all-purpose flour, sifted")
    #expect(pancakes.ingredients[2].amountMax == Rational(2))
    #expect(pancakes.ingredients.map(\.group) == [nil, nil, "For the topping"])
    // After Directions:, numbers are steps, not amounts.
    #expect(pancakes.details.directions == ["Mix everything.", "2 minutes per side."])
    #expect(found.recipes[1].servings == nil)
    #expect(found.issues.isEmpty)
  }

  @Test("text before any title is one recipe named after the file")
  func untitled() throws {
    let found = try reader.read("2 cups flour\n\n\n3 eggs\n", title: "notes")
    #expect(found.recipes.map(\.name) == ["notes"])
    #expect(found.recipes[0].ingredients.count == 2)
    #expect(found.startLines == [1])
  }

  @Test(
    "a yield line is read as a page's recipeYield: a measure counts no servings, a dozen twelve",
    arguments: [
      ("Serves 4-6", 4, nil), ("Makes 24 cookies", 24, "24 cookies"),
      ("Makes about 500 ml", nil, "500 ml"), ("Yield: 2 cups", nil, "2 cups"),
      ("Makes 2 dozen cookies", 24, "2 dozen cookies"),
      ("Yield: 1 9x13 pan (12 servings)", 12, "1 9x13 pan"),
      ("Makes 12 pancakes (serves 4)", 4, "12 pancakes"),
      ("Makes 16 muffins (feeds 8)", 8, "16 muffins"), ("Makes 12 (serves 4)", 4, nil),
      ("Serves 4 (makes 12 pancakes)", 4, nil),
      ("For 6 people", 6, nil),
    ] as [(String, Int?, String?)])
  func yieldLines(line: String, servings: Int?, words: String?) throws {
    let found = try reader.read("# A\n\(line)\n1 egg\n", title: "x")
    #expect(found.recipes[0].servings == servings)
    #expect(found.recipes[0].details.yield == words)
    #expect(found.recipes[0].ingredients.count == 1)
  }

  @Test("Markdown: ## Ingredients and ## Instructions are parts of a recipe, deeper ones groups")
  func markdownHeadings() throws {
    let found = try reader.read(
      """
      # Bread
      Serves 4

      ## Ingredients
      - 2 cups flour
      ### For the glaze
      - 1 cup sugar

      ## Instructions
      1. Mix 2 cups of the flour with the sugar.

      ## Notes
      Keeps 3 days.

      # Rolls
      Serves 2
      INGREDIENTS
      1 cup flour
      Method
      Bake 10 minutes.
      """, title: "x")
    #expect(found.recipes.map(\.name) == ["Bread", "Rolls"])
    let bread = try #require(found.recipes.first)
    #expect(bread.servings == 4)
    #expect(bread.ingredients.map(\.name) == ["flour", "sugar"])
    #expect(bread.ingredients.map(\.group) == [nil, "For the glaze"])
    // The step's own number goes (the output numbers steps); notes are no step.
    #expect(bread.details.directions == ["Mix 2 cups of the flour with the sugar."])
    #expect(bread.details.description == "Keeps 3 days.")
    let rolls = try #require(found.recipes.last)
    #expect(rolls.ingredients.map(\.name) == ["flour"])
    #expect(rolls.details.directions == ["Bake 10 minutes."])
    #expect(found.issues.isEmpty)
  }

  @Test(
    "what comes before Ingredients is no ingredient: a title without #, an introduction, a rating")
  func beforeIngredients() throws {
    let found = try reader.read(
      "Print Recipe\n# Cookies\n4.8 from 25 votes\nA family favourite.\nServes 24\n\n"
        + "Ingredients\n2 cups flour\n\n"
        + "Equipment:\nbaking sheet\n\nIngredients:\n1 egg\n\nDirections:\nBake.\n\n"
        + "Frosting ingredients:\n1 cup butter\n", title: "x")
    #expect(found.recipes.map(\.name) == ["Cookies"])
    let cookies = try #require(found.recipes.first)
    #expect(cookies.servings == 24)
    // The equipment is no step: it ends the description.
    #expect(cookies.details.description == "4.8 from 25 votes\nA family favourite.\nbaking sheet")
    #expect(cookies.ingredients.map(\.name) == ["flour", "egg", "butter"])
    #expect(cookies.ingredients.map(\.group) == [nil, nil, "Frosting ingredients"])
    #expect(cookies.details.directions == ["Bake."])
    #expect(found.issues.isEmpty)
    let untitled = try reader.read(
      "30 Clove Garlic Chicken\nServes 4\n\nIngredients\n1 whole chicken\n", title: "x")
    #expect(untitled.recipes.map(\.name) == ["30 Clove Garlic Chicken"])
    #expect(untitled.recipes.first?.ingredients.map(\.name) == ["whole chicken"])
  }

  @Test("a line or two with no amount before the first yield are a title, never a longer list")
  func titleBeforeYield() throws {
    let oats = try reader.read(
      "Pin Recipe\nOvernight Oats\nServes 1\n1/2 cup rolled oats\n", title: "x")
    #expect(oats.recipes.map(\.name) == ["Overnight Oats"])
    #expect(oats.recipes.first?.ingredients.map(\.name) == ["rolled oats"])
    let salad = try reader.read("# Salad\nsalt\npepper\nolive oil\nServes 4\n", title: "x")
    #expect(salad.recipes.first?.ingredients.map(\.name) == ["salt", "pepper", "olive oil"])
    #expect(salad.recipes.first?.servings == 4)
    // After the steps, a yield gives the servings and takes no line from the list.
    let after = try reader.read("# Salad\nsalt\nDirections:\nToss.\nServes 2\n", title: "x")
    #expect(after.recipes.first?.ingredients.map(\.name) == ["salt"])
    #expect(after.recipes.first?.servings == 2)
    #expect(after.recipes.first?.details.directions == ["Toss."])
  }

  @Test(
    "yields as recipes and apps write them; a pan's size is no count of servings",
    arguments: [
      ("Raciones: 4", 4), ("Personnes : 6", 6), ("Portionen: 4", 4), ("Feeds 6", 6),
      ("**Servings:** 6", 6), ("- Servings: 2 loaves", 2), ("* Serves 8", 8),
      ("Makes one 9-inch pie", nil), ("Yield: two 8\" layers", nil), ("Makes 3 to 4 dozen", 36),
    ] as [(String, Int?)])
  func yieldForms(line: String, servings: Int?) throws {
    let found = try reader.read("# A\n\(line)\n1 cup flour\n", title: "x")
    #expect(found.recipes.first?.servings == servings)
    #expect(found.recipes.first?.ingredients.map(\.name) == ["flour"])
  }

  @Test("front matter names the recipe and gives its servings; a collection's title is none")
  func frontMatterAndCollections() throws {
    let front = try reader.read(
      "---\ntitle: \"Pad Thai\"\nservings: 2\n---\n\n# Pad Thai\n## Ingredients\n- 200 g noodles\n",
      title: "x")
    #expect(front.recipes.map(\.name) == ["Pad Thai"])
    #expect(front.recipes.first?.servings == 2)
    let collection = try reader.read(
      "# My Recipes\n\n## Pancakes\nServes 4\n### Ingredients\n- 1 cup flour\n"
        + "### Directions\n1. Mix.\n\n## Waffles\nServes 2\n### Ingredients\n- 2 cups flour\n",
      title: "x")
    #expect(collection.recipes.map(\.name) == ["Pancakes", "Waffles"])
    #expect(collection.recipes.map(\.servings) == [4, 2])
  }

  @Test("headings in bold, in capitals, in other languages; steps with no directions heading")
  func headingForms() throws {
    let found = try reader.read(
      "# Muffins\nServes 12\nFOR THE MUFFINS\n2 cups flour\nFor the topping\n1/4 cup sugar\n"
        + "Nutrition facts per serving\nCalories per serving: 350\n", title: "x")
    let muffins = try #require(found.recipes.first)
    #expect(muffins.ingredients.map(\.name) == ["flour", "sugar"])
    #expect(muffins.ingredients.map(\.group) == ["FOR THE MUFFINS", "For the topping"])
    for heading in ["**Directions**", "Étapes :", "Pasos:", "Anleitung:"] {
      let steps = try reader.read("# A\n1 egg\n\(heading)\nBeat 2 eggs.\n", title: "x")
      #expect(steps.recipes.first?.ingredients.count == 1, "\(heading)")
      #expect(steps.recipes.first?.details.directions == ["Beat 2 eggs."], "\(heading)")
    }
    let fudge = try reader.read(
      "# Fudge\nServes 16\n3 cups chocolate chips\n1 Melt butter in saucepan.\n", title: "x")
    #expect(fudge.recipes.first?.ingredients.map(\.amount) == [Rational(3), nil])
  }

  @Test("a file whose recipes are ## headings splits at them, as at # ones")
  func secondLevelTitles() throws {
    let found = try reader.read(
      "## Pancakes\nServes 2\n1 egg\n## Waffles\nServes 4\n2 eggs\n", title: "x")
    #expect(found.recipes.map(\.name) == ["Pancakes", "Waffles"])
    #expect(found.recipes.map(\.servings) == [2, 4])
  }

  @Test("a yield line after the ingredients gives the servings, and is never an ingredient")
  func yieldAnywhere() throws {
    let found = try reader.read(
      "# Bread\n2 cups flour\nServings: 8\n1 tsp salt\nYield: 2 loaves\nMakes 24\n", title: "x")
    #expect(found.recipes[0].servings == 8)
    #expect(found.recipes[0].ingredients.map(\.name) == ["flour", "salt"])
    #expect(found.issues.isEmpty)
    // `For 2 minutes` is no yield, and stays a line of the recipe.
    let timed = try reader.read("# A\n1 egg\nFor 2 minutes\n", title: "x")
    #expect(timed.recipes[0].servings == nil)
    #expect(timed.recipes[0].ingredients.count == 2)
  }

  @Test(
    "a nutrition label's serving or a way to serve is no yield: the recipe keeps no servings",
    arguments: [
      "Serving size: 2 cookies", "Servings per container: 4",
      "Serving suggestion: 2 slices toast", "SERVING SIZE 1 cup (240ml)", "Serving size: 1 cup",
    ])
  func servingIsNoYield(line: String) throws {
    let found = try reader.read("# A\n\(line)\n1 cup flour\n", title: "x")
    #expect(found.recipes[0].servings == nil)
    #expect(found.recipes[0].details.yield == nil)
    // Kept as a line of text, with no amount, and a warning that says so.
    let kept = try #require(found.recipes[0].ingredients.first)
    #expect(kept.amount == nil)
    #expect(kept.name == line)
    #expect(found.issues.count == 1)
  }

  @Test("spaces beyond ASCII around a yield, a heading or a line do not count; ½ is none")
  func unicodeSpaces() throws {
    let found = try reader.read(
      "# A\n\u{A0}Serves 4\u{A0}\n\u{2003}½ cup flour\nFor the sauce:\u{3000}\n1 cup café\n½\n",
      title: "x")
    let recipe = try #require(found.recipes.first)
    #expect(recipe.servings == 4)
    #expect(recipe.ingredients.map(\.name) == ["flour", "café", "½"])
    #expect(recipe.ingredients.map(\.group) == [nil, "For the sauce", "For the sauce"])
    #expect(recipe.ingredients[0].amount == (try Rational(1, 2)))
  }

  @Test("lines end in \\n or \\r\\n, and spaces and tabs around them do not count")
  func lineEnds() throws {
    let found = try reader.read("# A\r\nServes 2\r\n\t2 cups flour  \r\n", title: "x")
    #expect(found.recipes[0].servings == 2)
    #expect(found.recipes[0].ingredients.map(\.name) == ["flour"])
    #expect(found.recipes[0].ingredients[0].unit?.written == "cups")
  }

  @Test(
    "yield lines give servings by their first number",
    arguments: [
      ("Serves 4", 4, nil), ("serves: 6", 6, nil), ("Servings: 4", 4, nil),
      ("Yield: 4 servings", 4, nil), ("Makes 24 cookies", 24, "24 cookies"),
      ("Serves 4-6", 4, nil), ("Serves 4 – 6 people", 4, nil), ("For 6 people", 6, nil),
      ("Portions: 8", 8, nil), ("Yields 2 loaves", 2, "2 loaves"),
      ("YIELD: 12 muffins", 12, "12 muffins"),
      ("Makes about 24 cookies", 24, "24 cookies"),
      ("Servings per recipe: 8", 8, nil), ("Servings Per Batch: 12", 12, nil),
      // A count of portions alone on its line, and a heading that says what it serves.
      ("8 servings", 8, nil), ("4-6 servings", 4, nil), ("4 Portionen", 4, nil),
      ("6 personnes", 6, nil), ("Zutaten für 4 Personen", 4, nil),
      ("Zutaten für 12 Stück", 12, "12 Stück"), ("Ingredients for 6", 6, nil),
      ("Pour 4 personnes", 4, nil),
      // The heading of the ingredients, with what they serve in parentheses.
      ("Ingredients (serves 4)", 4, nil), ("Ingredients (for 6):", 6, nil),
      ("Ingredients (4)", 4, nil), ("Ingredients (makes 12 cookies):", 12, "12 cookies"),
      ("Zutaten (für 4 Personen)", 4, nil),
      ("Ingrédients (pour 6 personnes)", 6, nil), ("材料（2人分）", 2, nil), ("材料（4人前）", 4, nil),
      // The same in Markdown's marks, after them or around them.
      ("**Ingredients (serves 4)**", 4, nil), ("__Zutaten (für 4 Personen)__", 4, nil),
      ("- **Ingredients (for 6):**", 6, nil), ("* Ingredients (_serves 4_)", 4, nil),
      ("• Ingredients (serves 4)", 4, nil), ("+ Zutaten (für 4 Personen)", 4, nil),
      ("INGREDIENTS (serves 4)", 4, nil), ("  ** INGRÉDIENTS (pour 6 personnes)", 6, nil),
    ] as [(String, Int, String?)])
  func yields(line: String, servings: Int, words: String?) throws {
    let found = try reader.read("# R\n\(line)\n1 egg\n", title: "x")
    #expect(found.recipes[0].servings == servings)
    #expect(found.recipes[0].details.yield == words)
    #expect(found.recipes[0].ingredients.count == 1)
  }

  @Test(
    "an ingredients heading whose note is no count of servings is a part's heading or a line",
    arguments: [
      "Ingredients (optional)", "Ingredients (2 batches):",
    ])
  func headingNotesWithoutServings(line: String) throws {
    let found = try reader.read("# R\n\(line)\n1 egg\n", title: "x")
    #expect(found.recipes[0].servings == nil)
    #expect(found.recipes[0].ingredients.map(\.name).last == "egg")
  }

  @Test(
    "an ingredient line that ends with a note is an ingredient, whatever letter it starts with",
    arguments: [
      "Ice cubes (optional)", "Zucchini (2 medium)", "2 cups flour (sifted)", "- salt (to taste)",
      "_Zest (1 lemon)_",
    ])
  func ingredientLinesWithNotes(line: String) throws {
    let found = try reader.read("# R\nServes 2\n1 egg\n\(line)\n", title: "x")
    #expect(found.recipes[0].servings == 2)
    #expect(found.recipes[0].ingredients.count == 2)
  }

  @Test(
    "lines that only look like yields are ingredients or headings",
    arguments: [
      "For the sauce:", "For 2 minutes", "Serves", "Makes some", "Serves 0", "2 portions rice",
      "Pour 2 minutes",
    ])
  func notYields(line: String) throws {
    let found = try reader.read("# R\n\(line)\n1 egg\n", title: "x")
    #expect(found.recipes[0].servings == nil)
  }

  @Test("a line read with doubt is kept whole, and its line and column are reported")
  func doubts() throws {
    let found = try reader.read("# R\nServes 2\n2 eggs\n  a few sprigs thyme\n", title: "x")
    let ingredient = found.recipes[0].ingredients[1]
    #expect(ingredient.amount == nil)
    #expect(ingredient.name == "a few sprigs thyme")
    let issue = try #require(found.issues.first)
    #expect(issue.position.line == 4)
    #expect(issue.issue.location.ingredientIndex == 1)
    #expect(issue.issue.location.recipeName == "R")
    guard case .warning(.unsureLine) = issue.issue.kind else {
      Issue.record("expected an unsure-line warning, got \(issue.issue.kind)")
      return
    }
  }

  @Test("a number too large to read exactly is an error at its line and column, not a trap")
  func overflow() throws {
    let digits = String(repeating: "9", count: 400)
    #expect {
      try reader.read("# R\n1 egg\n\(digits) g sugar\n", title: "x")
    } throws: { error in
      guard let error = error as? TextRecipeError else { return false }
      return error.position == TextPosition(line: 3, column: 1)
        && error.problem == .lineNumberTooLarge(column: 1)
    }
  }

  @Test("hostile text: a million blank lines, NUL bytes, 10,000 ranges in a row")
  func hostile() throws {
    let blank = try reader.read(String(repeating: "\n", count: 1_000_000) + "1 egg\n", title: "x")
    #expect(blank.recipes.first?.ingredients.count == 1)
    #expect(blank.startLines == [1_000_001])
    let nul = try reader.read("2 cups\u{0}flour\n\u{0}\u{0}\n", title: "x")
    #expect(nul.recipes.count == 1)
    // Lines of other spaces, or of a list marker alone, are blank: no empty ingredient.
    let spaces = try reader.read("1 egg\n\u{0B}\u{0B}\u{0C}\n\u{A0}\u{2003}\n- \n•\n", title: "x")
    #expect(spaces.recipes[0].ingredients.map(\.name) == ["egg"])
    // Directions are appended in place: 200,000 steps take linear time.
    let steps = "# R\nDirections:\n" + String(repeating: "Stir 2 minutes.\n", count: 200_000)
    #expect(try reader.read(steps, title: "x").recipes[0].details.directions?.count == 200_000)
    let ranges = Array(repeating: "1-2", count: 10_000).joined(separator: " ") + " eggs"
    let many = try reader.read(ranges, title: "x")
    // Whatever it makes of it, an amount it returns is written in the line.
    for ingredient in many.recipes[0].ingredients {
      #expect(ingredient.amount == nil || ingredient.amount == Rational(1))
    }
  }
}
