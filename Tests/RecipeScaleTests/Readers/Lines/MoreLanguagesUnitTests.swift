import RecipeScale
import Testing

@Suite("Units in more languages")
struct MoreLanguagesUnitTests {
  let parser = IngredientLineParser()

  @Test(
    "metric units in Cyrillic and Portuguese are standard units, and convert",
    arguments: [
      ("200 г муки", StandardUnit.gram), ("200 гр. муки", .gram), ("1 кг картофеля", .kilogram),
      ("5 мг соли", .milligram), ("500 мл молока", .milliliter), ("1 л воды", .liter),
      ("2 Г сахара", .gram), ("500 gramas de carne", .gram), ("1 quilo de batatas", .kilogram),
      ("200 gms sugar", .gram),
    ])
  func standard(line: String, unit: StandardUnit) throws {
    let ingredient = try parser.read(line).ingredient
    #expect(ingredient.unit?.standard == unit, "\(line)")
  }

  @Test("a Cyrillic gram converts exactly")
  func conversion() throws {
    let ingredient = try parser.read("1 кг муки").ingredient
    let unit = try #require(ingredient.unit?.standard)
    let amount = try #require(ingredient.amount)
    #expect(Quantity(amount, unit).converted(to: .gram) == Quantity(Rational(1000), .gram))
    #expect(StandardUnit(recognizing: "г.") == .gram)
    #expect(StandardUnit(recognizing: "КГ") == .kilogram)
  }

  @Test(
    "kitchen measures in more languages are no standard unit",
    arguments: ["2 ст. л. сахара", "1 łyżka cukru", "1 xícara de chá de açúcar", "2 su bardağı un"])
  func measures(line: String) throws {
    let ingredient = try parser.read(line).ingredient
    #expect(ingredient.unit != nil, "\(line)")
    #expect(ingredient.unit?.standard == nil, "\(line)")
  }
}
