import Testing

@testable import RecipeScale

#if canImport(Glibc)
  import Glibc
#endif

@Suite("An ingredient's fields in memory")
struct IngredientStorageTests {
  static let pantry = """
    # Pantry
    Serves 2
    2 cups flour
    For the sauce:
    1 cup stock
    2 tbsp butter
    For the topping:
    1/2 cup cheese
    """

  #if canImport(Glibc)
    @Test("a line of text takes a box of 112 bytes of memory, its source and rare fields packed")
    func boxSize() throws {
      typealias UsableSize = @convention(c) (UnsafeMutableRawPointer?) -> Int
      // glibc's malloc_usable_size, which no module of the toolchain declares.
      let symbol = try #require(dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_usable_size"))
      let usableSize = unsafeBitCast(symbol, to: UsableSize.self)
      let recipe = try #require(TextRecipeReader().read(Self.pantry, title: "t").recipes.first)
      for ingredient in recipe.ingredients {
        let box = Unmanaged.passUnretained(ingredient.storage).toOpaque()
        // A 112-byte chunk of glibc's malloc holds 104 bytes.
        #expect(usableSize(box) <= 104)
      }
    }
  #endif

  @Test("the lines under one heading share one box of rare fields; no heading, no box")
  func sharedGroups() throws {
    let recipe = try #require(TextRecipeReader().read(Self.pantry, title: "t").recipes.first)
    let boxes = recipe.ingredients.map(\.storage.rare)
    #expect(
      recipe.ingredients.map(\.group) == [nil, "For the sauce", "For the sauce", "For the topping"])
    #expect(boxes[0] == nil)
    #expect(boxes[1] === boxes[2])
    #expect(boxes[2] !== boxes[3])
  }

  @Test("each rare field reads back as set, alone or together, and counts in equality")
  func rareFields() throws {
    let plain = Ingredient(name: "egg", amount: Rational(2), unit: nil)
    var changed = plain
    changed.isFixed = true
    #expect(changed.isFixed && changed.group == nil && changed.nameForms.isEmpty)
    #expect(changed != plain)
    changed.group = "For the glaze"
    changed.nameForms = NounForms(singular: "Ei", plural: "Eier")
    changed.unitForms = NounForms(plural: "Stück")
    #expect(changed.isFixed)
    #expect(changed.group == "For the glaze")
    #expect(changed.nameForms == NounForms(singular: "Ei", plural: "Eier"))
    #expect(changed.unitForms == NounForms(plural: "Stück"))
    // The copy it was made from keeps its own fields.
    #expect(!plain.isFixed && plain.group == nil && plain.storage.rare == nil)
    // Back to every field absent: no box, and equal to the plain ingredient again.
    changed.isFixed = false
    changed.group = nil
    changed.nameForms = NounForms()
    changed.unitForms = NounForms()
    #expect(changed.storage.rare == nil)
    #expect(changed == plain)
    #expect(changed.hashValue == plain.hashValue)
  }

  @Test("a shared box is never changed through one of its lines")
  func sharedBoxStays() throws {
    let recipe = try #require(TextRecipeReader().read(Self.pantry, title: "t").recipes.first)
    var stock = recipe.ingredients[1]
    stock.isFixed = true
    #expect(stock.isFixed && stock.group == "For the sauce")
    #expect(!recipe.ingredients[2].isFixed)
    #expect(recipe.ingredients[2].group == "For the sauce")
  }

  @Test("a line of 16 MiB or more is a text of its own, and reads back whole")
  func longLine() throws {
    let long = String(repeating: "flour ", count: (1 << 24) / 6 + 2)
    let text = SourceText("1 cup " + long + "\n2 eggs")
    let start = 6
    let line = SourceLine(in: text, at: start..<start + long.utf8.count)
    #expect(line.range == 0..<long.utf8.count)
    #expect(line.string == long)
    let short = SourceLine(in: text, at: 0..<5)
    #expect(short.range == 0..<5)
    #expect(short.string == "1 cup")
  }
}
