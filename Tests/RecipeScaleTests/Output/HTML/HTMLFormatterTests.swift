import RecipeScale
import Testing

@Suite("HTML: a recipe card on a page that stands alone")
struct HTMLFormatterTests {
  /// A cake with a description, two groups, a method in two parts and times.
  static func cake() throws -> Recipe {
    try Recipe(
      name: "Butter Cake", servings: 8,
      ingredients: [
        Ingredient(name: "Flour", num: 2, denom: nil, unit: "cups", group: "Cake"),
        Ingredient(name: "Eggs", num: 4, denom: nil, unit: nil, group: "Cake"),
        Ingredient(name: "Icing sugar", num: 1, denom: 2, unit: "cup", group: "Glaze"),
      ],
      details: RecipeDetails(
        description: "A plain cake.", prepTime: "20 minutes", cookTime: "45 minutes",
        directions: [
          "Beat 4 eggs.", "Fold in 2 cups flour.", "For the glaze:", "Whisk 1/2 cup icing sugar.",
        ]))
  }

  /// The text between the body's opening and closing tags.
  static func body(_ page: String) throws -> Substring {
    let start = try #require(page.range(of: "<body>\n"))
    let end = try #require(page.range(of: "</body>"))
    return page[start.upperBound..<end.lowerBound]
  }

  @Test("the whole card: title, facts, description, grouped ingredients, numbered method")
  func card() throws {
    let scaled = try Scaler(servings: 4).scale(try Self.cake())
    let page = HTMLFormatter().format([scaled])
    #expect(
      try Self.body(page) == """
        <article class="recipe">
        <h1>Butter Cake</h1>
        <p class="facts">Servings: 4, from 8 · Prep: 20 minutes · Cook: 45 minutes</p>
        <p class="description">A plain cake.</p>
        <h2>Ingredients</h2>
        <h3>Cake</h3>
        <ul class="ingredients">
        <li>1 cup Flour</li>
        <li>2 Eggs</li>
        </ul>
        <h3>Glaze</h3>
        <ul class="ingredients">
        <li>1/4 cup Icing sugar</li>
        </ul>
        <h2>Method</h2>
        <ol class="method">
        <li>Beat 2 eggs.</li>
        <li>Fold in 1 cup flour.</li>
        </ol>
        <h3>For the glaze</h3>
        <ol class="method" start="3">
        <li>Whisk 1/4 cup icing sugar.</li>
        </ol>
        </article>

        """)
  }

  @Test("the page stands alone: a title, its own style, no script and nothing fetched")
  func standsAlone() throws {
    let page = HTMLFormatter().format([try Scaler(servings: 4).scale(try Self.cake())])
    #expect(page.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">"))
    #expect(page.contains("<title>Butter Cake</title>"))
    #expect(page.contains("<meta name=\"viewport\""))
    #expect(page.contains("<style>") && page.contains("@media print"))
    #expect(page.hasSuffix("</body>\n</html>\n"))
    for fetching in ["<script", "<link", "src=", "@import", "url(", "http:", "https:"] {
      #expect(!page.contains(fetching), "the page must not load \(fetching)")
    }
  }

  @Test("every name from a file is escaped: no markup, no attribute, no script gets through")
  func escaping() throws {
    let recipe = try Recipe(
      name: "<script>alert(\"x\")</script> & 'Co'", servings: 2,
      ingredients: [
        Ingredient(
          name: "<img src=x onerror=alert(1)>", num: 1, denom: nil, unit: "cup",
          group: "</ul><b>")
      ],
      details: RecipeDetails(description: "Tom & Jerry's <i>", directions: ["Stir <b>well</b>."]))
    let page = HTMLFormatter().format([try Scaler(servings: nil).scale(recipe)])
    #expect(!page.contains("<script"))
    #expect(!page.contains("<img"))
    #expect(!page.contains("<b>") && !page.contains("<i>"))
    #expect(
      page.contains(
        "<title>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;Co&#39;</title>"))
    #expect(page.contains("<h3>&lt;/ul&gt;&lt;b&gt;</h3>"))
    #expect(page.contains("<li>1 cup &lt;img src=x onerror=alert(1)&gt;</li>"))
    #expect(page.contains("<p class=\"description\">Tom &amp; Jerry&#39;s &lt;i&gt;</p>"))
    #expect(page.contains("<li>Stir &lt;b&gt;well&lt;/b&gt;.</li>"))
  }

  @Test("one page for many recipes: one head, an article each, in order")
  func manyRecipes() throws {
    let cake = try Scaler(servings: 4).scale(try Self.cake())
    let tea = try Scaler(servings: nil).scale(
      try Recipe(
        name: "Tea", servings: 1,
        ingredients: [Ingredient(name: "Black tea", num: 1, denom: nil, unit: "bag")]))
    let page = HTMLFormatter().format([cake, tea])
    #expect(page.components(separatedBy: "<!DOCTYPE html>").count == 2)
    #expect(page.components(separatedBy: "<article class=\"recipe\">").count == 3)
    #expect(page.contains("<title>Butter Cake</title>"))
    let cakeAt = try #require(page.range(of: "<h1>Butter Cake</h1>"))
    let teaAt = try #require(page.range(of: "<h1>Tea</h1>"))
    #expect(cakeAt.lowerBound < teaAt.lowerBound)
    // A recipe at its own size says no "from"; with no method it has no method heading.
    let teaCard = page[teaAt.lowerBound...]
    #expect(teaCard.contains("<p class=\"facts\">Servings: 1</p>"))
    #expect(!teaCard.contains("Method"))
  }

  @Test("no recipes: a whole, empty page")
  func noRecipes() {
    let page = HTMLFormatter().format([])
    #expect(page.hasPrefix("<!DOCTYPE html>"))
    #expect(page.contains("<title>Recipes</title>"))
    #expect(page.hasSuffix("<body>\n</body>\n</html>\n"))
  }

  @Test("the format's name on the command line is html, and it carries the method")
  func formatName() throws {
    #expect(OutputFormat(rawValue: "html") == .html)
    let page = OutputFormat.html.formatter(style: .plain).format(
      [try Scaler(servings: 4).scale(try Self.cake())])
    #expect(page.contains("<li>Beat 2 eggs.</li>"))
  }
}
