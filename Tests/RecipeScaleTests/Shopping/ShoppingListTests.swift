import RecipeScale
import Testing

@Suite("Shopping lists")
struct ShoppingListTests {
  static func ingredient(
    _ name: String, _ amount: String?, _ unit: String?, fixed: Bool = false
  ) throws -> Ingredient {
    Ingredient(
      name: name, amount: try amount.map { try #require(Rational($0)) },
      unit: unit.flatMap(CookingUnit.init), isFixed: fixed)
  }

  static func planned(_ identity: Int, _ name: String, _ ingredients: [Ingredient]) throws
    -> PlannedRecipe
  {
    let recipe = try Recipe(name: name, servings: 1, ingredients: ingredients)
    return PlannedRecipe(identity: identity, scaled: try Scaler(servings: nil).scale(recipe))
  }

  static func lines(
    _ recipes: [PlannedRecipe], units: UnitPreference = .asWritten,
    order: ShoppingOrder = .alphabetical
  ) throws -> [String] {
    try ShoppingList(recipes: recipes, units: units, order: order).items.map { $0.text(.plain) }
  }

  @Test("amounts of one dimension add up exactly and show in the most readable unit")
  func acrossUnits() throws {
    let one = try Self.planned(0, "A", [try Self.ingredient("Butter, melted", "2", "tbsp")])
    let two = try Self.planned(1, "B", [try Self.ingredient("butter", "1/4", "cup")])
    // 2 tbsp + 1/4 cup is 3/8 cup, which a 1/8 cup measures.
    #expect(try Self.lines([one, two]) == ["3/8 cup Butter"])
    let three = try Self.planned(2, "C", [try Self.ingredient("Butter", "1/8", "cup")])
    #expect(try Self.lines([one, two, three]) == ["1/2 cup Butter"])
    let spoons = try Self.planned(3, "D", [try Self.ingredient("Sugar", "24", "tsp")])
    let cup = try Self.planned(4, "E", [try Self.ingredient("Sugar", "1/2", "cup")])
    #expect(try Self.lines([spoons, cup]) == ["1 cup Sugar"])
  }

  @Test("a total no unit measures well is written as cups and spoons, kept exact")
  func unmeasurableTotal() throws {
    // 1 tbsp + 1/3 cup is 19/48 cup: no cup measures it, and 6 1/3 tbsp is
    // outside the tablespoon's range, so the line is the tools that add up to it.
    let one = try Self.planned(0, "A", [try Self.ingredient("Oil", "1", "tbsp")])
    let two = try Self.planned(1, "B", [try Self.ingredient("Oil", "1/3", "cup")])
    #expect(try Self.lines([one, two], units: .best) == ["1/3 cup + 1 tbsp Oil"])
    #expect(try Self.lines([two, one], units: .best) == ["1/3 cup + 1 tbsp Oil"])
    // The total itself stays exact, in the unit written first.
    let list = try ShoppingList(recipes: [one, two], units: .best, order: .alphabetical)
    let total = try #require(list.items.first?.amounts.first)
    #expect(total.amount == (try Rational(19, 3)))
    #expect(total.unit == "tbsp")
  }

  @Test(
    "spoons past their range become tablespoons and cups, never more than 3 tsp",
    arguments: [
      ("53", "tsp", "3/4 cup + 1/3 cup + 1 tsp"), ("8", "tsp", "2 tbsp + 2 tsp"),
      ("4", "tsp", "1 tbsp + 1 tsp"), ("5", "tbsp", "1/4 cup + 1 tbsp"),
      ("2", "tsp", "2 tsp"), ("3", "tbsp", "3 tbsp"),
      // No tool and no sum of them measures 4/9 cup: the nearest sum of few parts.
      ("4/9", "cup", "~1/4 cup + 3 tbsp"), ("3 1/3", "tsp", "~1 tbsp + 3/8 tsp"),
      ("5/6", "tsp", "~7/8 tsp"), ("5 5/6", "lb", "~5 3/4 lb"),
    ])
  func readablePlans(amount: String, unit: String, line: String) throws {
    let recipe = try Self.planned(0, "A", [try Self.ingredient("Oil", amount, unit)])
    #expect(try Self.lines([recipe], units: .best) == [line + " Oil"])
  }

  @Test("one unit stays as written unless units change")
  func oneUnit() throws {
    let one = try Self.planned(0, "A", [try Self.ingredient("Sugar", "24", "teaspoons")])
    let two = try Self.planned(1, "B", [try Self.ingredient("Sugar", "24", "tsp")])
    #expect(try Self.lines([one, two]) == ["48 teaspoons Sugar"])
    #expect(try Self.lines([one, two], units: .best) == ["1 cup Sugar"])
  }

  @Test("amounts from two systems add up exactly and are rounded, marked, for display")
  func acrossSystems() throws {
    let cup = try Self.planned(0, "A", [try Self.ingredient("Milk", "1", "cup")])
    let metric = try Self.planned(1, "B", [try Self.ingredient("Milk", "250", "ml")])
    let list = try ShoppingList(recipes: [cup, metric], units: .asWritten, order: .alphabetical)
    let milk = try #require(list.items.first?.amounts.first)
    // 236.5882365 mL + 250 mL is 486.5882365 mL, exactly 973176473/473176473 cups;
    // 2 cups would be 2.8% off and 2 1/8 cups 3.3%, so cups take sixteenths
    // (a tablespoon each) before a smaller unit: 2 1/16 cups is 0.3% off.
    #expect(milk.amount == (try Rational(973_176_473, 473_176_473)))
    #expect(milk.measuredIn?.written == "cup")
    #expect(milk.roundedAmount == (try Rational(33, 16)))
    #expect(try Self.lines([cup, metric]) == ["~2 1/16 cups Milk"])
    #expect(try Self.lines([metric, cup]) == ["~487 ml Milk"])
    #expect(try Self.lines([cup, metric], units: .metric) == ["~487 ml Milk"])
  }

  @Test("names match ignoring case, plural and what follows the first comma")
  func names() throws {
    let one = try Self.planned(
      0, "A",
      [
        try Self.ingredient("Garlic, minced", "2", "cloves"),
        try Self.ingredient("Large egg, beaten", "1", nil),
      ])
    let two = try Self.planned(
      1, "B",
      [try Self.ingredient("garlic", "1", "clove"), try Self.ingredient("large eggs", "2", nil)])
    #expect(try Self.lines([one, two]) == ["3 cloves Garlic", "3 Large eggs"])
  }

  @Test("amounts that cannot be added stay on one line")
  func unmergeable() throws {
    let one = try Self.planned(
      0, "A",
      [try Self.ingredient("Garlic", "1", "tsp"), try Self.ingredient("Butter", "1", "cup")])
    let two = try Self.planned(
      1, "B",
      [try Self.ingredient("Garlic", "3", "cloves"), try Self.ingredient("Butter", "100", "g")])
    let three = try Self.planned(2, "C", [try Self.ingredient("Garlic", "2", nil)])
    // A count names the thing first: `2 Garlics + 1 tsp + 3 cloves`, as `3 onions + 200 g`.
    #expect(
      try Self.lines([one, two, three]) == ["1 cup + 100 g Butter", "2 Garlics + 1 tsp + 3 cloves"])
  }

  @Test("unquantified items come once, after the quantified ones, in either order")
  func unquantified() throws {
    let one = try Self.planned(
      0, "A",
      [try Self.ingredient("Salt", nil, "To taste"), try Self.ingredient("Rice", "1", "cup")])
    let two = try Self.planned(
      1, "B",
      [try Self.ingredient("salt", nil, "to taste"), try Self.ingredient("Apple", "2", nil)])
    #expect(try Self.lines([one, two]) == ["2 Apples", "1 cup Rice", "Salt, to taste"])
    #expect(
      try Self.lines([one, two], order: .firstSeen) == ["1 cup Rice", "2 Apples", "Salt, to taste"])
    let list = try ShoppingList(recipes: [one, two], units: .asWritten, order: .alphabetical)
    #expect(list.items.last?.recipes == ["A", "B"])
  }

  @Test("fixed items count once per recipe; a recipe chosen twice adds its other amounts")
  func fixedAndDuplicates() throws {
    let soup = try Self.planned(
      0, "Soup",
      [
        try Self.ingredient("Bay leaf", "1", nil, fixed: true),
        try Self.ingredient("Stock", "1", "L"),
      ])
    let stew = try Self.planned(
      1, "Stew", [try Self.ingredient("Bay leaves", "2", nil, fixed: true)])
    #expect(try Self.lines([soup, soup]) == ["1 Bay leaf", "2 L Stock"])
    #expect(try Self.lines([soup, soup, stew]) == ["3 Bay leaves", "2 L Stock"])
  }

  @Test("one line per thing to buy: garlic however written, eggs of any size, no tap water")
  func boughtThings() throws {
    let pasta = try Self.planned(
      0, "Pasta",
      [
        try Self.ingredient("garlic", "2", "cloves"),
        try Self.ingredient("garlic cloves crushed", "3", nil),
        try Self.ingredient("large egg", "1", nil),
        try Self.ingredient("ice water", "1", "cup"),
        try Self.ingredient("bay leaves", "2", nil),
        try Self.ingredient("Freshly cracked black pepper to taste", nil, nil),
      ])
    let soup = try Self.planned(
      1, "Soup",
      [
        try Self.ingredient("garlic (minced)", "4", "cloves"),
        try Self.ingredient("egg", "1", nil),
        try Self.ingredient("water", "2", "cups"),
        try Self.ingredient("bay leaf", "1", nil),
        try Self.ingredient("black pepper (freshly ground)", nil, nil),
        try Self.ingredient("kosher salt", "1", "tsp"),
        try Self.ingredient("salt", nil, nil),
      ])
    let list = try ShoppingList(recipes: [pasta, soup], units: .best, order: .alphabetical)
    #expect(
      list.items.map { $0.text(.plain) } == [
        "3 bay leaves", "9 cloves garlic", "1 tsp kosher salt", "2 large eggs", "black pepper",
        "salt",
      ])
    #expect(list.items.first { $0.name == "garlic" }?.recipes == ["Pasta", "Soup"])
    #expect(list.items.first { $0.name == "kosher salt" }?.recipes == ["Soup"])
  }

  @Test("totals agree with sums computed independently, in floating point")
  func againstFloatingPoint() throws {
    var generator = SplitMix64(seed: 11)
    let units = ["tsp", "tbsp", "cup", "fl oz", "pint", "ml", "l", "dl"]
    let millilitres = [
      4.92892159375, 14.78676478125, 236.5882365, 29.5735295625, 473.176473, 1, 1000, 100,
    ]
    for _ in 0..<200 {
      var recipes: [PlannedRecipe] = []
      var expected = 0.0
      for identity in 0..<Int(generator.next() % 4 + 1) {
        let pick = Int(generator.next() % UInt64(units.count))
        let numerator = Int(generator.next() % 40) + 1
        let denominator = [1, 2, 3, 4, 8][Int(generator.next() % 5)]
        expected += Double(numerator) / Double(denominator) * millilitres[pick]
        recipes.append(
          try Self.planned(
            identity, "R\(identity)",
            [try Self.ingredient("Milk", "\(numerator)/\(denominator)", units[pick])]))
      }
      let list = try ShoppingList(recipes: recipes, units: .metric, order: .alphabetical)
      let water = try #require(list.items.first?.amounts.first)
      let amount = try #require(water.amount)
      let unit = try #require(water.measuredIn?.standard)
      let total =
        Double(amount.numerator) / Double(amount.denominator)
        * (Double(unit.size.numerator) / Double(unit.size.denominator))
      #expect(abs(total - expected) <= expected * 1e-12)
    }
  }

  @Test("a total too large for 64 bits is an error")
  func overflow() throws {
    let big = try Self.planned(0, "A", [try Self.ingredient("Rice", "\(Int.max)", "g")])
    #expect(throws: ShoppingListError.totalTooLarge(item: "Rice")) {
      try ShoppingList(recipes: [big, big], units: .asWritten, order: .alphabetical)
    }
  }
}

@Suite("Shopping lists: bought whole")
struct BoughtWholeTests {
  @Test(
    "a fractional count or package is rounded up to buy, and says what is needed",
    arguments: [
      ("Baguette", "4/3", nil, "2 Baguettes (1 1/3 needed)"),
      ("Romaine lettuce", "8/3", "heads", "3 heads Romaine lettuce (2 2/3 needed)"),
      ("Basil", "40/3", "leaves", "14 leaves Basil (13 1/3 needed)"),
      ("Onion", "1/2", "large", "1 large Onion (1/2 needed)"),
      // Whole amounts, portions and kitchen measures are not bought.
      ("Egg", "3", nil, "3 Eggs"),
      ("Salt", "3/2", "pinches", "1 1/2 pinches Salt"),
      ("Bean sprouts", "1/2", "handful", "1/2 handful Bean sprouts"),
      ("Oil", "3/8", "cup", "3/8 cup Oil"),
    ] as [(String, String, String?, String)])
  func boughtWhole(name: String, amount: String, unit: String?, line: String) throws {
    let recipe = try ShoppingListTests.planned(
      0, "A", [try ShoppingListTests.ingredient(name, amount, unit)])
    for units in [UnitPreference.best, .asWritten] {
      #expect(try ShoppingListTests.lines([recipe], units: units) == [line])
    }
    let list = try ShoppingList(recipes: [recipe], units: .best, order: .alphabetical)
    let total = try #require(list.items.first?.amounts.first)
    // The exact amount stays, and --exact shows it.
    #expect(total.amount == Rational(amount))
    let exact = try #require(list.items.first).text(AmountStyle(fractions: .ascii, exact: true))
    #expect(exact.hasPrefix(try #require(Rational(amount)).formatted(.ascii) + " "))
    #expect(!exact.contains("needed"))
  }

  @Test("a range stays a range")
  func range() throws {
    var garlic = try ShoppingListTests.ingredient("Garlic", "3/2", "cloves")
    garlic.amountMax = Rational(2)
    let recipe = try ShoppingListTests.planned(0, "A", [garlic])
    #expect(try ShoppingListTests.lines([recipe], units: .best) == ["1 1/2\u{2013}2 cloves Garlic"])
  }
}
