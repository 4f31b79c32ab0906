import RecipeScale
import Testing

@Suite("Plain-text recipes read from bytes")
struct TextRecipeBytesTests {
  @Test(
    "a file's bytes read as the same text as a string, source lines and all",
    arguments: [
      "# Pancakes\nServes 4\n\n1 ½ cups flour, sifted\n2 large eggs\nFor the topping:\n1 cup blueberries\n",
      "# Crêpes\r\nPour 4\r\n250 g de farine\r\n\u{A0}3 œufs\u{A0}\r\n",
      "---\ntitle: Dal\nservings: 2\n---\n1 cup red lentils\na few mint leaves\n",
      "1/2 cup sugar (50g)\n2-3 cloves garlic\n# Second\nMakes 24 cookies\n200g butter",
      "",
    ])
  func sameAsString(text: String) throws {
    let fromString = try TextRecipeReader().read(text, title: "file")
    var fromBytes: TextRecipes?
    do {
      // The bytes go out of scope here: the recipes keep them, and so their source lines.
      let bytes = Array(text.utf8)
      fromBytes = try TextRecipeReader().read(utf8: bytes, title: "file")
    }
    let read = try #require(fromBytes)
    #expect(read == fromString)
    #expect(
      read.recipes.flatMap { $0.ingredients.map(\.source) }
        == fromString.recipes.flatMap { $0.ingredients.map(\.source) })
    #expect(read.issues == fromString.issues)
  }

  @Test("a line's source is the line as written, trimmed")
  func sources() throws {
    let bytes = Array("# Soup\n  2 cups stock  \n\u{A0}salt, to taste\n".utf8)
    let read = try TextRecipeReader().read(utf8: bytes, title: "file")
    #expect(read.recipes.first?.ingredients.map(\.source) == ["2 cups stock", "salt, to taste"])
  }

  @Test(
    "a long text reads as its recipes read alone, and a short first recipe keeps no spare room",
    arguments: [10, 3_000])
  func longText(firstLines: Int) throws {
    let line = { (number: Int) in "\(number % 9 + 1)/\(number % 4 + 2) cup flour \(number)" }
    let first = "# First\nServes 2\n" + (1...firstLines).map(line).joined(separator: "\n")
    let second = "# Second\nServes 4\n" + (1...5_000).map(line).joined(separator: "\n")
    let whole = first + "\n" + second + "\n"
    #expect(whole.utf8.count > 1 << 16)
    let read = try TextRecipeReader().read(utf8: Array(whole.utf8), title: "file")
    let alone = try [first, second].map { try TextRecipeReader().read($0, title: "file").recipes }
    #expect(read.recipes == alone.flatMap { $0 })
    let firstRecipe = try #require(read.recipes.first)
    #expect(firstRecipe.ingredients.count == firstLines)
    #expect(firstRecipe.ingredients.capacity <= 2 * firstLines + 16)
  }
}
