import RecipeScale
import Testing

@Suite("The method of a text recipe")
struct TextRecipeMethodTests {
  let reader = TextRecipeReader()

  @Test("numbered steps after the ingredients are the method, with no heading")
  func numberedSteps() throws {
    let found = try reader.read(
      "# Soup\nServes 2\n1. 2 cups stock\n2) 1 onion\n\n1. Chop the onion finely.\n"
        + "2) Simmer it in the stock for 10 minutes\nStep 3\nServe hot.\n", title: "x")
    let soup = try #require(found.recipes.first)
    // `1. 2 cups stock` is a numbered ingredient: a number follows the list's.
    #expect(soup.ingredients.map(\.name) == ["stock", "onion"])
    #expect(
      soup.details.directions == [
        "Chop the onion finely.", "Simmer it in the stock for 10 minutes", "Serve hot.",
      ])
    #expect(found.issues.isEmpty)
  }

  @Test("a paragraph after the ingredients starts the method; a short note does not")
  func paragraph() throws {
    let found = try reader.read(
      "# Dressing\n3 tbsp olive oil\n1 tbsp vinegar\nSalt, to taste.\n\n"
        + "Whisk the oil and the vinegar in a small bowl until they come together.\n"
        + "Season and serve.\n", title: "x")
    let dressing = try #require(found.recipes.first)
    #expect(dressing.ingredients.map(\.name) == ["olive oil", "vinegar", "Salt, to taste."])
    #expect(
      dressing.details.directions == [
        "Whisk the oil and the vinegar in a small bowl until they come together.",
        "Season and serve.",
      ])
  }

  @Test("before any amount, no line starts the method by its shape")
  func noAmountYet() throws {
    let found = try reader.read(
      "# Toast\nThis is the best toast you will ever make, I promise you.\n2 slices bread\n",
      title: "x")
    let toast = try #require(found.recipes.first)
    #expect(toast.details.directions == nil)
    #expect(toast.ingredients.last?.name == "bread")
  }
}
