import Foundation
import RecipeScale
import Testing

@Suite("Decoding languages and forms of words")
struct LanguageDecodingTests {
  func decode(_ json: String) throws -> RecipeBook {
    try JSONDecoder().decode(RecipeBook.self, from: Data(json.utf8))
  }

  func message(_ json: String) -> String? {
    do {
      _ = try decode(json)
      return nil
    } catch {
      return (error as? RecipeDataError)?.description
    }
  }

  @Test("a recipe's language and an ingredient's forms are read")
  func read() throws {
    let book = try decode(
      """
      [{"name": "Kuchen", "servings": 2, "language": "de-AT", "ingredients": [
        {"name": "Apfel", "num": 3, "plural": "Äpfel"},
        {"name": "Eier", "num": 1, "singular": "Ei"},
        {"name": "Knoblauch", "num": 2, "unit": "Zehe", "unitPlural": "Zehen", "unitSingular": "Zehe"},
        {"name": "Mehl", "num": 1, "unit": "Tasse", "plural": null}
      ]},
      {"name": "Plain", "servings": 1, "ingredients": []}]
      """)
    let recipe = try #require(book.recipes.first)
    #expect(recipe.language?.text == "de-AT")
    #expect(book.recipes[1].language == nil)
    #expect(
      recipe.ingredients.map(\.nameForms) == [
        NounForms(plural: "Äpfel"), NounForms(singular: "Ei"), NounForms(), NounForms(),
      ])
    #expect(recipe.ingredients[2].unitForms == NounForms(singular: "Zehe", plural: "Zehen"))
  }

  @Test(
    "a malformed tag, a wrong type or an empty form is a data error with its place",
    arguments: [
      (
        #"[{"name": "A", "servings": 1, "language": "de_DE", "ingredients": []}]"#,
        #"recipe "A" (#1): language must be a BCP 47 tag such as "de" or "en-GB", found "de_DE""#
      ),
      (
        #"[{"name": "A", "servings": 1, "language": "", "ingredients": []}]"#,
        #"recipe "A" (#1): language must be a BCP 47 tag such as "de" or "en-GB", found """#
      ),
      (
        #"[{"name": "A", "servings": 1, "language": 7, "ingredients": []}]"#,
        #"recipe "A" (#1): language must be a string, found a number"#
      ),
      (
        #"[{"name": "A", "servings": 1, "ingredients": [{"name": "x", "num": 2, "plural": " "}]}]"#,
        #"recipe "A" (#1), ingredient #1 "x": plural must not be empty"#
      ),
      (
        #"[{"name": "A", "servings": 1, "ingredients": [{"name": "x", "unitSingular": ""}]}]"#,
        #"recipe "A" (#1), ingredient #1 "x": unitSingular must not be empty"#
      ),
      (
        #"[{"name": "A", "servings": 1, "ingredients": [{"name": "x", "unitPlural": ["a"]}]}]"#,
        #"recipe "A" (#1), ingredient #1 "x": unitPlural must be a string, found an array"#
      ),
    ])
  func failures(json: String, expected: String) {
    #expect(message(json) == expected)
  }

  @Test("the Ingredient initializer refuses an empty form")
  func emptyForm() {
    #expect(throws: RecipeDataError(.emptyField("singular"))) {
      try Ingredient(
        name: "x", num: 1, denom: nil, unit: nil, nameForms: NounForms(singular: ""))
    }
  }
}
