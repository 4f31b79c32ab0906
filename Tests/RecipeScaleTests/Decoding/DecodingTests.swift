import Foundation
import RecipeScale
import Testing

@Suite("Decoding the recipes file")
struct DecodingTests {
  func decode(_ json: String) throws -> RecipeBook {
    try JSONDecoder().decode(RecipeBook.self, from: Data(json.utf8))
  }

  func decodingError(_ json: String) -> RecipeDataError? {
    do {
      _ = try decode(json)
      return nil
    } catch {
      return error as? RecipeDataError
    }
  }

  @Test("reads the tutorial's format and ignores fields it does not use")
  func tutorialFormat() throws {
    let book = try decode(
      """
      [{"id": "7", "name": "Pancakes", "featured": true, "image": "p", "description": "d",
        "prepTime": "5", "cookTime": "5", "totalTime": "10", "servings": 4,
        "highlights": ["a"], "directions": ["b"], "category": "Breakfast", "rating": 4.5,
        "ingredients": [
          {"name": "Flour", "num": 1, "denom": 2, "unit": "cup"},
          {"name": "Large eggs, beaten", "num": 2},
          {"name": "Sea salt", "unit": "To taste"},
          {"name": "Sugar", "num": 3, "denom": null, "unit": null, "note": "x"}
        ]}]
      """)
    let recipe = try #require(book.recipes.first)
    #expect(recipe.name == "Pancakes")
    #expect(recipe.servings == 4)
    #expect(
      recipe.ingredients.map(\.amount) == [try Rational(1, 2), Rational(2), nil, Rational(3)])
    #expect(recipe.ingredients.map { $0.unit?.written } == ["cup", nil, "To taste", nil])
  }

  @Test("accepts an empty collection and an empty ingredient list")
  func empty() throws {
    #expect(try decode("[]").recipes.isEmpty)
    #expect(try decode(#"[{"name": "A", "servings": 1, "ingredients": []}]"#).recipes.count == 1)
  }

  static let failures: [(String, String)] = [
    (#"{}"#, "expected an array of recipes, found an object"),
    (#""x""#, "expected an array of recipes, found a string"),
    (#"[1]"#, "recipe #1: expected an object, found a number"),
    (#"[null]"#, "recipe #1: expected an object, found null"),
    (#"[{"servings": 2, "ingredients": []}]"#, "recipe #1: \"name\" is missing"),
    (#"[{"name": null, "servings": 2, "ingredients": []}]"#, "recipe #1: \"name\" is missing"),
    (
      #"[{"name": 5, "servings": 2, "ingredients": []}]"#,
      "recipe #1: name must be a string, found a number"
    ),
    (#"[{"name": "A", "ingredients": []}]"#, "recipe \"A\" (#1): \"servings\" is missing"),
    (
      #"[{"name": "A", "servings": "2", "ingredients": []}]"#,
      "recipe \"A\" (#1): servings must be an integer, found a string"
    ),
    (
      #"[{"name": "A", "servings": 1.5, "ingredients": []}]"#,
      "recipe \"A\" (#1): servings must be a positive whole number up to 9223372036854775807"
    ),
    (
      #"[{"name": "A", "servings": 99999999999999999999, "ingredients": []}]"#,
      "recipe \"A\" (#1): servings must be a positive whole number up to 9223372036854775807"
    ),
    (
      #"[{"name": "A", "servings": 0, "ingredients": []}]"#,
      "recipe \"A\" (#1): servings must be positive, found 0"
    ),
    (
      #"[{"name": "A", "servings": -4, "ingredients": []}]"#,
      "recipe \"A\" (#1): servings must be positive, found -4"
    ),
    (#"[{"name": "A", "servings": 2}]"#, "recipe \"A\" (#1): \"ingredients\" is missing"),
    (
      #"[{"name": "A", "servings": 2, "ingredients": {}}]"#,
      "recipe \"A\" (#1): ingredients must be an array, found an object"
    ),
    (
      #"[{"name": "A", "servings": 2, "ingredients": [{"name": "flour", "num": 1, "denom": 0}]}]"#,
      "recipe \"A\" (#1), ingredient #1 \"flour\": denom must be positive, found 0"
    ),
    (
      #"[{"name": "A", "servings": 2, "ingredients": [{"name": "x", "num": 1}, {"name": "flour", "num": -1}]}]"#,
      "recipe \"A\" (#1), ingredient #2 \"flour\": num must not be negative, found -1"
    ),
    (
      #"[{"name": "A", "servings": 2, "ingredients": [{"name": "flour", "num": 1, "denom": -2}]}]"#,
      "recipe \"A\" (#1), ingredient #1 \"flour\": denom must be positive, found -2"
    ),
    (
      #"[{"name": "A", "servings": 2, "ingredients": [{"num": 1}]}]"#,
      "recipe \"A\" (#1), ingredient #1: \"name\" is missing"
    ),
    (
      #"[{"name": "A", "servings": 2, "ingredients": [{"name": "flour", "unit": 3}]}]"#,
      "recipe \"A\" (#1), ingredient #1 \"flour\": unit must be a string, found a number"
    ),
    (
      #"[{"name": "A", "servings": 2, "ingredients": [{"name": "flour", "num": true}]}]"#,
      "recipe \"A\" (#1), ingredient #1 \"flour\": num must be an integer, found a boolean"
    ),
    (
      #"[{"name": "A", "servings": 2, "ingredients": [{"name": "flour", "num": 1.5}]}]"#,
      "recipe \"A\" (#1), ingredient #1 \"flour\": num must be a whole number from 0 to 9223372036854775807"
    ),
    (
      #"[{"name": "A", "servings": 2, "ingredients": [7]}]"#,
      "recipe \"A\" (#1), ingredient #1: expected an object, found a number"
    ),
    (
      #"[{"name": "ok", "servings": 1, "ingredients": []}, {"name": "B\u001b[31m", "servings": 0, "ingredients": []}]"#,
      "recipe \"B\\u{1B}[31m\" (#2): servings must be positive, found 0"
    ),
  ]

  @Test("reports every broken rule with the recipe and ingredient involved", arguments: failures)
  func failure(json: String, message: String) throws {
    let error = try #require(decodingError(json))
    #expect(error.description == message)
  }
}
