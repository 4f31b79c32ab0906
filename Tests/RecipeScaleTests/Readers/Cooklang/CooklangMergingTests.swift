import RecipeScale
import Testing

@Suite("Cooklang ingredient list")
struct CooklangMergingTests {
  let reader = CooklangReader()

  func ingredients(_ text: String) throws -> [Ingredient] {
    try #require(try reader.read(text, title: "x").recipes.first).ingredients
  }

  @Test("the same unit adds")
  func sameUnit() throws {
    let found = try ingredients("Add @flour{200%g}.\n\nThen @flour{50%g}.")
    #expect(found.count == 1)
    #expect(found[0].amount == Rational(250))
    #expect(found[0].unit?.written == "g")
    #expect(found[0].source == "@flour{200%g}")
  }

  @Test("units of one dimension add in the first one's unit")
  func oneDimension() throws {
    let found = try ingredients("@milk{1%cup} then @milk{2%tbsp} and @sugar{1%kg} @sugar{500%g}")
    #expect(found.map(\.name) == ["milk", "sugar"])
    #expect(found[0].amount == (try Rational(9, 8)))
    #expect(found[0].unit?.written == "cup")
    #expect(found[1].amount == (try Rational(3, 2)))
  }

  @Test("other dimensions, unknown units and counts are listed once per unit")
  func distinctUnits() throws {
    let found = try ingredients(
      "@butter{100%g} @butter{1%cup} @garlic{2%cloves} @garlic{1} @garlic{1%clove} @garlic{3}")
    #expect(found.map(\.name) == ["butter", "butter", "garlic", "garlic", "garlic"])
    #expect(
      found.map(\.amount) == [Rational(100), Rational(1), Rational(2), Rational(4), Rational(1)])
  }

  @Test("no amount is listed once; fixed, ranges and optional stay apart")
  func apart() throws {
    let found = try ingredients(
      "@salt @salt{} @salt{=1%tsp} @salt{1%tsp} @salt{=1%tsp} @eggs{1-2} @eggs{1-2} @?salt{1%tsp}")
    #expect(found.map(\.name) == ["salt", "salt", "salt", "eggs", "eggs", "salt"])
    #expect(found.map(\.isFixed) == [false, true, false, false, false, false])
    #expect(found[1].amount == Rational(2))
  }

  @Test("a note makes another ingredient")
  func noteKeepsApart() throws {
    let found = try ingredients("@onion{1}(chopped) @onion{1} @onion{2}(chopped)")
    #expect(found.map(\.name) == ["onion, chopped", "onion"])
    #expect(found.map(\.amount) == [Rational(3), Rational(1)])
  }

  @Test("a sum too large for 64 bits lists the uses apart")
  func overflowingSum() throws {
    let found = try ingredients("@a{9223372036854775807} @a{9223372036854775807}")
    #expect(found.count == 2)
  }
}
