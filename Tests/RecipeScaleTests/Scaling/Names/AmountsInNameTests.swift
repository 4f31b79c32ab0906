import Testing

@testable import RecipeScale

@Suite("Amounts in an ingredient's name scale with the line; sizes stay")
struct AmountsInNameTests {
  static let half = Rational(reducedNumerator: 1, denominator: 2)

  /// A line read as the line reader reads it, scaled by a factor, written plainly.
  static func scaled(
    _ line: String, by factor: Rational, units: UnitPreference = .asWritten
  ) throws -> String {
    let reading = try IngredientLineParser().read(line)
    #expect(reading.doubt == nil, "\(line): \(String(describing: reading.doubt))")
    var ingredient = reading.ingredient
    // As the readers of recipes do: a line kept as text says why.
    ingredient.doubt = reading.doubt
    let recipe = try Recipe(
      name: "Test", servings: 4, ingredients: [ingredient])
    let scaled = try Scaler(target: .factor(factor), units: units).scale(recipe)
    return try #require(scaled.ingredients.first).line(AmountStyle(fractions: .ascii)).text
  }

  /// Lines in the shapes sites, cookbooks and people write a second amount
  /// in: an alternative, an equivalent in a note, a second ingredient.
  static let scaling: [(line: String, factor: Rational, expected: String)] = [
    (
      "4 sprigs fresh thyme or 1 teaspoon dried", Rational(2),
      "8 sprigs fresh thyme or 2 teaspoons dried"
    ),
    (
      "4 dried red chiles, preferably 2 ancho and 2 New Mexican", Rational(2),
      "8 dried red chiles, preferably 4 ancho and 4 New Mexican"
    ),
    (
      "6 tablespoons butter or 3 tablespoons butter and 3 tablespoons olive oil", half,
      "3 tablespoons butter or 1 1/2 tablespoons butter and 1 1/2 tablespoons olive oil"
    ),
    ("3 potatoes (about 3 cups)", Rational(2), "6 potatoes (about 6 cups)"),
    ("1 onion, diced (about 1 cup)", Rational(2), "2 onions, diced (about 2 cups)"),
    ("1 tsp. salt, 1/2 tsp. pepper", Rational(2), "2 tsp. salt, 1 tsp. pepper"),
    ("1 egg plus 1 yolk", Rational(2), "2 eggs plus 2 yolk"),
    ("1 lemon or 2 limes", Rational(2), "2 lemons or 4 limes"),
    // A fractional count's hint is the line's: it ends the line.
    ("1 lemon or 2 limes", half, "1/2 lemon or 1 limes (about 1)"),
    (
      "1 tsp. Diamond Crystal or ½ tsp. Morton kosher salt", Rational(2),
      "2 tsp. Diamond Crystal or 1 tsp. Morton kosher salt"
    ),
    (
      "2 cups flour, plus 2 tablespoons for dusting", half,
      "1 cup flour, plus 1 tablespoon for dusting"
    ),
    ("2 tbsp butter + 1 tbsp oil", Rational(3), "6 tbsp butter + 3 tbsp oil"),
    ("2 cups broth (or 2 cups water)", half, "1 cup broth (or 1 cup water)"),
    (
      "1 tsp soda dissolved in 1 c. hot water", Rational(2),
      "2 tsp soda dissolved in 2 c. hot water"
    ),
    ("2 eggs, beaten with 1 tbsp water", half, "1 egg, beaten with 1/2 tbsp water"),
    ("2 lbs chicken thighs, 3 tbsp oil", Rational(2), "4 lbs chicken thighs, 6 tbsp oil"),
    ("3 eggs 2 cups flour", Rational(2), "6 eggs 4 cups flour"),
    ("1/4 cup lemon juice (from 2 lemons)", Rational(2), "1/2 cup lemon juice (from 4 lemons)"),
    ("2 cups spinach, roughly 1 bunch", Rational(3), "6 cups spinach, roughly 3 bunches"),
    ("1 cup rice, about 200g", half, "1/2 cup rice, about 100 g"),
    ("1 large (or 2 small) onions", Rational(2), "2 large (or 4 small) onions"),
    // The words after a count in a name stay as written: one may be no noun.
    ("2 jalapeños (1 seeded, 1 left whole)", Rational(2), "4 jalapeños (2 seeded, 2 left whole)"),
    (
      "1 bunch scallions (about 8), thinly sliced", Rational(2),
      "2 bunches scallions (about 16), thinly sliced"
    ),
    (
      "1 egg white beaten with 1 tablespoon water, for egg wash", Rational(2),
      "2 egg whites beaten with 2 tablespoons water, for egg wash"
    ),
    ("500 g Mehl oder 400 g Dinkelmehl", half, "250 g Mehl oder 200 g Dinkelmehl"),
    (
      "200 g de farine ou 150 g de farine complète", Rational(2),
      "400 g farine ou 300 g de farine complète"
    ),
    ("250 g di burro (circa 1 tazza)", Rational(2), "500 g burro (circa 2 tazze)"),
    ("1 kg de tomates o 2 latas de tomate", half, "1/2 kg tomates o 1 lata de tomate"),
    ("4 dl mjölk eller 2 dl grädde", half, "2 dl mjölk eller 1 dl grädde"),
    ("300 g kurczaka lub 200 g indyka", Rational(2), "600 g kurczaka lub 400 g indyka"),
  ]

  /// Lines with no amount of their own before the name, whose amounts are all in it.
  static let unquantified: [(line: String, factor: Rational, expected: String)] = [
    (
      "Vegetable oil for deep frying, about 2 cups", Rational(2),
      "Vegetable oil for deep frying, about 4 cups"
    ),
    ("Butter for the pan, about 2 tbsp", half, "Butter for the pan, about 1 tbsp"),
    ("Salt (1 tsp)", Rational(3), "Salt (3 tsp)"),
    ("Tomatoes, 2 large", half, "Tomatoes, 1 large"),
    ("Plus 2 tbsp for dusting", Rational(2), "Plus 4 tbsp for dusting"),
    ("Zucker, etwa 100 g", Rational(2), "Zucker, etwa 200 g"),
  ]

  @Test("a line with no amount of its own scales the amounts in its name", arguments: unquantified)
  func unquantifiedScales(_ test: (line: String, factor: Rational, expected: String)) throws {
    #expect(try Self.scaled(test.line, by: test.factor) == test.expected)
  }

  @Test("an amount in the name scales with the line", arguments: scaling)
  func scales(_ test: (line: String, factor: Rational, expected: String)) throws {
    #expect(try Self.scaled(test.line, by: test.factor) == test.expected)
  }

  /// The size of one thing, what it is cut into, and what is no amount of food stay.
  static let staying: [(line: String, factor: Rational, expected: String)] = [
    ("2 chickens, each 2 1/2 to 3 pounds", half, "1 chicken, each 2 1/2 to 3 pounds"),
    ("2 carrots, cut into 1/2-inch pieces", Rational(2), "4 carrots, cut into 1/2-inch pieces"),
    ("1 lemon, cut into 8 wedges", Rational(2), "2 lemons, cut into 8 wedges"),
    ("2 cups milk, heated to 110 degrees", Rational(2), "4 cups milk, heated to 110 degrees"),
    ("1 pound potatoes, cut in 2 cm cubes", Rational(2), "2 pounds potatoes, cut in 2 cm cubes"),
    ("2 cups whole milk (3.5% fat)", half, "1 cup whole milk (3.5% fat)"),
    ("1 cup 2% milk", Rational(2), "2 cups 2% milk"),
    ("2 carrots, cut 1/2 inch thick", half, "1 carrot, cut 1/2 inch thick"),
    ("4 (6 ounce) cans tomato paste", half, "2 (6 ounce) cans tomato paste"),
    ("1 cup flour, sifted 2 times", Rational(2), "2 cups flour, sifted 2 times"),
    // A number that starts the name is the name's or the size of each.
    ("1/2 cup 7 Up", Rational(2), "1 cup 7 Up"),
    ("1 3-4 lb chicken", Rational(2), "2 3-4 lb chickens"),
    // A shrimp's grade, by the count or per pound.
    (
      "1 pound shrimp (16/20 count), peeled and deveined", Rational(2),
      "2 pounds shrimp (16/20 count), peeled and deveined"
    ),
    (
      "1 lb large shrimp (21-25 per pound), peeled", Rational(2),
      "2 lb large shrimp (21-25 per pound), peeled"
    ),
  ]

  @Test("a size, a cut, a temperature or a percentage in the name stays", arguments: staying)
  func stays(_ test: (line: String, factor: Rational, expected: String)) throws {
    #expect(try Self.scaled(test.line, by: test.factor) == test.expected)
  }

  @Test("into another system, the amounts in the name convert as the line's own")
  func converts() throws {
    let metric = try Self.scaled("2 cups broth (or 2 cups water)", by: Rational(2), units: .metric)
    let parts = metric.split(separator: " ")
    // `~946 ml broth (or ~946 ml water)`: the same amount, in the same unit, twice.
    #expect(parts.count == 7, "\(metric)")
    #expect(parts.count == 7 && parts[1] == "ml" && parts[5] == "ml" && parts[0] == parts[4])
  }

  @Test("a name given apart from its amount, as in the tutorial's files, stays as written")
  func fieldsStay() throws {
    let recipe = try Recipe(
      name: "Test", servings: 2,
      ingredients: [Ingredient(name: "Potatoes (about 3 cups)", amount: Rational(3), unit: nil)])
    let scaled = try Scaler(target: .factor(Rational(2))).scale(recipe)
    let line = try #require(scaled.ingredients.first)
    #expect(line.amountsInName.isEmpty)
    #expect(line.text == "6 Potatoes (about 3 cups)")
  }

  @Test("a line kept as text keeps the numbers in it as written")
  func doubtsStay() throws {
    for line in [
      "1 cup flour 2 eggs", "1 tablespoon Chinese 5 spice", "1 xícara leite e meia, 2 tbsp açúcar",
    ] {
      let reading = try IngredientLineParser().read(line)
      #expect(reading.doubt?.reason == .secondAmount, "\(line)")
      var ingredient = reading.ingredient
      ingredient.doubt = reading.doubt
      let recipe = try Recipe(name: "Test", servings: 2, ingredients: [ingredient])
      let scaled = try Scaler(target: .factor(Rational(2))).scale(recipe)
      #expect(try #require(scaled.ingredients.first).text == line)
    }
  }

  @Test("JSON keeps the main amount in its place and gives the name's amounts in amountsInName")
  func json() throws {
    let reading = try IngredientLineParser().read("4 sprigs fresh thyme or 1 teaspoon dried")
    let recipe = try Recipe(name: "Test", servings: 4, ingredients: [reading.ingredient])
    let scaled = try Scaler(target: .factor(Rational(2))).scale(recipe)
    var output = ""
    JSONFormatter(amounts: AmountStyle(fractions: .ascii)).append(
      scaled, isFirst: true, to: &output)
    #expect(
      output.contains(#""name": "fresh thyme or 1 teaspoon dried", "amount": {"numerator": 8"#))
    #expect(output.contains(#""text": "8 sprigs fresh thyme or 2 teaspoons dried""#))
    #expect(
      output.contains(
        #""amountsInName": [{"written": "1 teaspoon", "amount": {"numerator": 2, "denominator": 1}, "amountMax": null, "quantity": "2", "quantityMax": null, "unit": "teaspoons", "text": "2 teaspoons", "approximate": false}]"#
      ), "\(output)")
  }

  @Test("an amount in a name too large for 64 bits is the line's error")
  func overflow() throws {
    let reading = try IngredientLineParser().read("1 cup flour, plus 4611686018427387904 tbsp")
    let recipe = try Recipe(name: "Test", servings: 1, ingredients: [reading.ingredient])
    #expect(throws: ScalingError.self) { try Scaler(target: .factor(Rational(4))).scale(recipe) }
  }
}
