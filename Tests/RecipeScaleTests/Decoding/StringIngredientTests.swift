import Foundation
import RecipeScale
import Testing

@Suite("Ingredients written as lines, ranges and details in the recipes file")
struct StringIngredientTests {
  func decode(_ json: String) throws -> [Recipe] {
    try JSONDecoder().decode([Recipe].self, from: Data(json.utf8))
  }

  @Test("the tutorial's early lessons load unchanged: ingredients as strings, mixed with objects")
  func strings() throws {
    let recipes = try decode(
      """
      [{"name": "Eggplant Parmesan", "featured": false, "image": "eggplant parmesan",
        "description": "Delicious.", "prepTime": "10 minutes", "cookTime": "", "totalTime": "",
        "servings": 6, "highlights": ["Quick"],
        "ingredients": ["3 Eggplant, peeled and thinly sliced", "1/2 cup Parmesan cheese, grated",
                        {"name": "Olive oil", "num": 2, "unit": "tbsp"}],
        "directions": ["Slice.", "Bake."]}]
      """)
    let recipe = try #require(recipes.first)
    #expect(
      recipe.ingredients.map(\.name) == [
        "Eggplant, peeled and thinly sliced", "Parmesan cheese, grated", "Olive oil",
      ])
    #expect(recipe.ingredients[1].amount == (try Rational(1, 2)))
    #expect(recipe.ingredients[1].unit?.written == "cup")
    #expect(recipe.ingredients[1].source == "1/2 cup Parmesan cheese, grated")
    #expect(recipe.ingredients[2].source == nil)
    #expect(recipe.details.description == "Delicious.")
    #expect(recipe.details.highlights == ["Quick"])
    #expect(recipe.details.directions == ["Slice.", "Bake."])
  }

  @Test("numMax and denomMax give a range's upper end, which must rise above num/denom")
  func ranges() throws {
    let recipe = try #require(
      try decode(
        #"[{"name": "R", "servings": 2, "ingredients": [{"name": "garlic", "num": 2, "numMax": 3, "unit": "cloves"}]}]"#
      ).first)
    #expect(recipe.ingredients[0].amountMax == Rational(3))
    for bad in [
      #""num": 3, "numMax": 3"#, #""numMax": 3"#, #""num": 1, "numMax": 1, "denomMax": 2"#,
    ] {
      #expect(throws: RecipeDataError.self, "\(bad)") {
        try decode(#"[{"name": "R", "servings": 2, "ingredients": [{"name": "g", \#(bad)}]}]"#)
      }
    }
  }

  @Test("servings may be null, for a recipe that gives none; missing is still an error")
  func nullServings() throws {
    let recipe = try #require(
      try decode(#"[{"name": "R", "servings": null, "ingredients": ["1 egg"]}]"#).first)
    #expect(recipe.servings == nil)
    #expect(throws: RecipeDataError.self) {
      try decode(#"[{"name": "R", "ingredients": ["1 egg"]}]"#)
    }
  }

  @Test("a line with a number too large to read is an error naming the ingredient")
  func overflow() throws {
    let digits = String(repeating: "7", count: 400)
    #expect {
      try decode(
        #"[{"name": "R", "servings": 2, "ingredients": ["2 eggs", "\#(digits) g sugar"]}]"#)
    } throws: { error in
      guard let error = error as? RecipeDataError else { return false }
      return error.problem == .lineNumberTooLarge(column: 1) && error.location.ingredientIndex == 1
    }
  }
}
