import RecipeScale
import Testing

@Suite("Scaled lines in a recipe's language")
struct LanguageScalingTests {
  func lines(_ recipe: Recipe, servings: Int, units: UnitPreference = .asWritten) throws
    -> [String]
  {
    try Scaler(target: .servings(Rational(servings)), units: units).scale(recipe).ingredients
      .map(\.text)
  }

  @Test("the issue's examples: Chinese names and units as written, German with its own forms")
  func issueExamples() throws {
    let chinese = try Recipe(
      name: "番茄炒蛋", servings: 2,
      ingredients: [
        Ingredient(name: "鸡蛋", amount: Rational(3), unit: nil),
        Ingredient(name: "盐", amount: Rational(3), unit: CookingUnit("克")),
      ])
    #expect(try lines(chinese, servings: 4) == ["6 鸡蛋", "6 克 盐"])
    let german = try Recipe(
      name: "Apfelkuchen", servings: 2,
      ingredients: [
        Ingredient(
          name: "Apfel", amount: Rational(1), unit: nil, nameForms: NounForms(plural: "Äpfel")),
        Ingredient(name: "Zwiebel", amount: Rational(1), unit: nil),
        Ingredient(
          name: "Knoblauch", amount: Rational(1), unit: CookingUnit("Zehe"),
          unitForms: NounForms(plural: "Zehen")),
      ], language: LanguageTag("de"))
    #expect(try lines(german, servings: 4) == ["2 Äpfel", "2 Zwiebel", "2 Zehen Knoblauch"])
    #expect(try lines(german, servings: 2) == ["1 Apfel", "1 Zwiebel", "1 Zehe Knoblauch"])
    var english = german
    english.language = nil
    #expect(try lines(english, servings: 4) == ["2 Äpfel", "2 Zwiebels", "2 Zehen Knoblauch"])
  }

  @Test("the counted word is the last before the first comma; notes stay as written")
  func countedWord() throws {
    let recipe = try Recipe(
      name: "R", servings: 1,
      ingredients: [
        Ingredient(
          name: "große Apfel, geschält", amount: Rational(1), unit: nil,
          nameForms: NounForms(plural: "Äpfel"))
      ], language: LanguageTag("de"))
    #expect(try lines(recipe, servings: 3) == ["3 große Äpfel, geschält"])
  }

  @Test("a range takes the number of its upper end")
  func range() throws {
    let recipe = try Recipe(
      name: "R", servings: 1,
      ingredients: [
        Ingredient(
          name: "Ei", amount: Rational(1, 2), unit: nil, amountMax: Rational(1),
          nameForms: NounForms(plural: "Eier"))
      ], language: LanguageTag("de"))
    #expect(try lines(recipe, servings: 1) == ["1/2–1 Ei"])
    #expect(try lines(recipe, servings: 2) == ["1–2 Eier"])
  }

  @Test("a unit converted to is recipe-scale's own English word, whatever the language")
  func convertedUnits() throws {
    let recipe = try Recipe(
      name: "R", servings: 1,
      ingredients: [
        Ingredient(
          name: "Milch", amount: Rational(1), unit: CookingUnit("L"),
          unitForms: NounForms(plural: "Liter"))
      ], language: LanguageTag("de"))
    #expect(try lines(recipe, servings: 1, units: .us) == ["~4 1/4 cups Milch"])
    #expect(try lines(recipe, servings: 2) == ["2 Liter Milch"])
  }

  @Test("a shopping list keeps each item's language and forms")
  func shopping() throws {
    let german = try Recipe(
      name: "Kuchen", servings: 1,
      ingredients: [
        Ingredient(
          name: "Apfel, geschält", amount: Rational(1), unit: nil,
          nameForms: NounForms(plural: "Äpfel")),
        Ingredient(name: "Zwiebel", amount: Rational(1), unit: nil),
        Ingredient(
          name: "Knoblauch", amount: Rational(1), unit: CookingUnit("Zehe"),
          unitForms: NounForms(plural: "Zehen")),
      ], language: LanguageTag("de"))
    let chinese = try Recipe(
      name: "汤", servings: 1,
      ingredients: [Ingredient(name: "鸡蛋", amount: Rational(2), unit: nil)])
    let scaler = Scaler(servings: 2)
    let list = try ShoppingList(
      recipes: [
        PlannedRecipe(identity: 0, scaled: try scaler.scale(german)),
        PlannedRecipe(identity: 1, scaled: try scaler.scale(chinese)),
      ], units: .asWritten, order: .firstSeen)
    #expect(
      list.items.map { $0.text(AmountStyle()) } == [
        "2 Äpfel", "2 Zwiebel", "2 Zehen Knoblauch", "4 鸡蛋",
      ])
  }
}
