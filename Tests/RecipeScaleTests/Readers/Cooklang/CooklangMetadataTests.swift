import RecipeScale
import Testing

@Suite("Cooklang metadata and sections")
struct CooklangMetadataTests {
  let reader = CooklangReader()

  func recipe(_ text: String, title: String = "file") throws -> Recipe {
    try #require(try reader.read(text, title: title).recipes.first)
  }

  @Test("YAML front matter: title, servings, description and times")
  func frontMatter() throws {
    let text = """
      ---
      title: "Spaghetti Carbonara"
      servings: 2|4|6
      Description: Rich and quick.
      prep time    :15 minutes
      Cook Time: 30 minutes
      time: 45 minutes
      tags:
        - pasta
        - quick
      locale: it
      ---
      Cook @spaghetti{200%g}.
      """
    let found = try recipe(text)
    #expect(found.name == "Spaghetti Carbonara")
    #expect(found.servings == 2)
    #expect(found.details.description == "Rich and quick.")
    #expect(found.details.prepTime == "15 minutes")
    #expect(found.details.cookTime == "30 minutes")
    #expect(found.details.totalTime == "45 minutes")
    #expect(found.details.directions == ["Cook 200 g spaghetti."])
  }

  @Test("front matter only: no steps, the file's name as title")
  func onlyMetadata() throws {
    let found = try recipe("---\nsourced: babooshka\n---\n", title: "Soup")
    #expect(found.name == "Soup")
    #expect(found.servings == nil)
    #expect(found.details.directions == nil)
    #expect(found.ingredients.isEmpty)
  }

  @Test("an unclosed front matter is text")
  func unclosedFrontMatter() throws {
    let found = try recipe("---\nservings: 4\nAdd @salt")
    #expect(found.servings == nil)
    #expect(found.details.directions == ["--- servings: 4 Add salt"])
  }

  @Test("the older >> lines, anywhere")
  func olderMetadata() throws {
    let text = """
      >> servings: 4 people
      >> title: Toast

      Toast @bread{2%slices}.
      >> cook time: 3 minutes
      """
    let found = try recipe(text)
    #expect(found.name == "Toast")
    #expect(found.servings == 4)
    #expect(found.details.cookTime == "3 minutes")
    #expect(found.details.directions == ["Toast 2 slices bread."])
  }

  @Test("a yield in words has no servings")
  func yieldInWords() throws {
    let found = try recipe(">> yield: a crowd")
    #expect(found.servings == nil)
    #expect(found.details.yield == "a crowd")
  }

  @Test("notes are kept in the description, not as steps")
  func notes() throws {
    let found = try recipe("> Don't burn the roux!\n\nMash @potato{2%kg}.")
    #expect(found.details.description == "Don't burn the roux!")
    #expect(found.details.directions == ["Mash 2 kg potato."])
  }

  @Test("sections group the ingredients used in them")
  func sections() throws {
    let text = """
      = Dough

      Mix @flour{200%g} and @water{100%ml} together until smooth.

      == Filling ==

      Combine @cheese{100%g} and @flour{1%tbsp}.
      ==
      Serve with @flour{10%g}.
      """
    let found = try recipe(text)
    #expect(found.ingredients.map(\.name) == ["flour", "water", "cheese", "flour", "flour"])
    #expect(found.ingredients.map(\.group) == ["Dough", "Dough", "Filling", "Filling", nil])
    #expect(found.details.directions?.count == 3)
  }
}
