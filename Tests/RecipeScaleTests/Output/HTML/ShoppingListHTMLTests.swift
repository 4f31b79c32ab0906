import Testing

@testable import RecipeScale

@Suite("HTML: a shopping list as a checklist on a page that stands alone")
struct ShoppingListHTMLTests {
  static func list(pantry: Pantry = Pantry()) throws -> ShoppingList {
    let recipe = try ShoppingListTests.planned(
      0, "Dinner & <Friends>",
      [
        try ShoppingListTests.ingredient("Carrots", "2", nil),
        try ShoppingListTests.ingredient("Milk", "1", "cup"),
        try ShoppingListTests.ingredient("Olive oil", "2", "tbsp"),
        try ShoppingListTests.ingredient("<Mystery> spice", "1", "tsp"),
      ])
    let aisles = Aisles(sections: [("Produce", ["carrot"]), ("Dairy & eggs", ["milk"])])
    return try ShoppingList(
      recipes: [recipe], units: .best, order: .alphabetical, pantry: pantry, aisles: aisles)
  }

  @Test("aisles are headings in store order, each item a box to tick, names escaped")
  func checklist() throws {
    let page = ShoppingListFormatter(format: .html).format(try Self.list())
    let start = try #require(page.range(of: "<body>\n"))
    let end = try #require(page.range(of: "</body>"))
    let box = "<li><input type=\"checkbox\" aria-label=\"bought\"><span>"
    #expect(
      page[start.upperBound..<end.lowerBound] == """
        <article class="shopping-list">
        <h1>Shopping list</h1>
        <p class="facts">For Dinner &amp; &lt;Friends&gt; (1 serving).</p>
        <h2>Produce</h2>
        <ul class="checklist">
        \(box)2 Carrots</span></li>
        </ul>
        <h2>Dairy &amp; eggs</h2>
        <ul class="checklist">
        \(box)1 cup Milk</span></li>
        </ul>
        <h2>Other</h2>
        <ul class="checklist">
        \(box)1 tsp &lt;Mystery&gt; spice</span></li>
        \(box)2 tbsp Olive oil</span></li>
        </ul>
        </article>

        """)
    #expect(page.contains("<title>Shopping list</title>"))
    #expect(!page.contains("<script"))
  }

  @Test("with --why each item names its recipes; the pantry's things are named at the end")
  func whyAndPantry() throws {
    var formatter = ShoppingListFormatter(format: .html)
    formatter.namesRecipes = true
    let page = formatter.format(try Self.list(pantry: Pantry(items: ["olive oil"])))
    #expect(page.contains("<span>2 Carrots — Dinner &amp; &lt;Friends&gt;</span>"))
    #expect(!page.contains("tbsp Olive oil"))
    #expect(page.contains("<p class=\"note\">In your pantry: Olive oil</p>\n</article>"))
  }

  @Test("by recipe: each recipe's own lines first, then all the items, aisles one level down")
  func byRecipe() throws {
    let list = try Self.list()
    let sections = list.recipes.map(\.scaled)
    let page = ShoppingListFormatter(format: .html).format(list, sections: sections)
    let own = try #require(page.range(of: "<h2>Dinner &amp; &lt;Friends&gt; (1 serving)</h2>"))
    let all = try #require(page.range(of: "<h2>All items</h2>\n<h3>Produce</h3>"))
    #expect(own.lowerBound < all.lowerBound)
    #expect(page.contains("<ul class=\"ingredients\">\n<li>2 Carrots</li>"))
  }
}
