import Foundation
import RecipeScale
import Testing

@Suite("The recipes file import writes")
struct RecipeFileWriterTests {
  @Test(
    "written recipes decode to the same recipes, in both layouts",
    arguments: [RecipeFileWriter.Layout.array, .lines])
  func roundTrip(layout: RecipeFileWriter.Layout) throws {
    var random = SplitMix64(seed: 11)
    var recipes: [Recipe] = []
    for index in 0..<50 {
      var ingredients: [Ingredient] = []
      for item in 0..<Int(random.next() % 6) {
        let numerator = Int(random.next() % 40) + 1
        let denominator = Int(random.next() % 8) + 1
        let quantified = random.next() % 4 != 0
        let amount = quantified ? try Rational(numerator, denominator) : nil
        let ranged = random.next() % 3 == 0
        let high = ranged ? try amount?.adding(Rational(1)) : nil
        ingredients.append(
          Ingredient(
            name: "item \(item) \"quoted\" \u{1B}", amount: amount,
            unit: random.next() % 2 == 0 ? CookingUnit("cups") : nil,
            isFixed: random.next() % 5 == 0,
            amountMax: high, source: random.next() % 2 == 0 ? "line \(item)" : nil,
            group: random.next() % 3 == 0 ? "For the sauce" : nil,
            doubt: random.next() % 4 == 0
              ? LineDoubt(
                LineDoubt.Reason.allCases[Int(random.next() % 16)],
                column: Int(random.next() % 40) + 1) : nil))
      }
      let details = RecipeDetails(
        featured: index % 2 == 0, image: "img", description: "d\n", prepTime: "5 min",
        highlights: ["a"], directions: ["Step 1.", "Step 2."],
        yield: index % 3 == 0 ? "cookies" : nil)
      recipes.append(
        try Recipe(
          name: "Recipe \(index)", servings: index % 4 == 0 ? nil : index + 1,
          ingredients: ingredients, details: details))
    }
    let text = RecipeFileWriter(layout: layout).write(recipes)
    let decoded: [Recipe]
    switch layout {
    case .array:
      decoded = try JSONDecoder().decode([Recipe].self, from: Data(text.utf8))
    case .lines:
      decoded = try text.split(separator: "\n").map {
        try JSONDecoder().decode(Recipe.self, from: Data($0.utf8))
      }
    }
    // The app's empty values come back where a detail was absent.
    #expect(decoded.map(\.name) == recipes.map(\.name))
    #expect(decoded.map(\.servings) == recipes.map(\.servings))
    #expect(decoded.map(\.ingredients) == recipes.map(\.ingredients))
    #expect(decoded.map(\.details.directions) == recipes.map(\.details.directions))
    #expect(decoded.map(\.details.yield) == recipes.map(\.details.yield))
  }

  @Test("a recipe's language and an ingredient's forms are written only when given, and read back")
  func languageAndForms() throws {
    let recipes = [
      try Recipe(
        name: "Kuchen", servings: 2,
        ingredients: [
          Ingredient(
            name: "Apfel", amount: Rational(3), unit: nil, nameForms: NounForms(plural: "Äpfel")),
          Ingredient(
            name: "Knoblauch", amount: Rational(2), unit: CookingUnit("Zehen"),
            unitForms: NounForms(singular: "Zehe", plural: "Zehen")),
          Ingredient(
            name: "Eier", amount: Rational(1), unit: nil, nameForms: NounForms(singular: "Ei")),
        ], language: LanguageTag("de")),
      try Recipe(
        name: "Plain", servings: 1, ingredients: [Ingredient(name: "egg", amount: nil, unit: nil)]),
    ]
    for layout in [RecipeFileWriter.Layout.array, .lines] {
      let text = RecipeFileWriter(layout: layout).write(recipes)
      #expect(text.contains(#""language": "de""#))
      #expect(text.contains(#""plural": "Äpfel"}"#))
      #expect(text.contains(#""unitSingular": "Zehe", "unitPlural": "Zehen"}"#))
      #expect(text.contains(#""singular": "Ei"}"#))
      let decoded: [Recipe] =
        layout == .array
        ? try JSONDecoder().decode([Recipe].self, from: Data(text.utf8))
        : try text.split(separator: "\n").map {
          try JSONDecoder().decode(Recipe.self, from: Data($0.utf8))
        }
      #expect(decoded.map(\.ingredients) == recipes.map(\.ingredients))
      #expect(decoded.map(\.language) == recipes.map(\.language))
    }
    let plain = RecipeFileWriter().write([recipes[1]])
    #expect(!plain.contains("language"))
    #expect(!plain.contains("plural"))
  }

  @Test("every field the tutorial app decodes is present, with its empty value")
  func tutorialFields() throws {
    let recipe = try Recipe(
      name: "R", servings: 2, ingredients: [Ingredient(name: "salt", amount: nil, unit: nil)])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(RecipeFileWriter().write([recipe]).utf8))
        as? [[String: Any]]
    ).first
    let keys = Set(try #require(object).keys)
    #expect(
      keys == [
        "name", "featured", "image", "description", "prepTime", "cookTime", "totalTime", "servings",
        "highlights", "ingredients", "directions",
      ])
    let ingredient = try #require((object?["ingredients"] as? [[String: Any]])?.first)
    #expect(Set(ingredient.keys) == ["name", "num", "denom", "unit"])
  }
}
