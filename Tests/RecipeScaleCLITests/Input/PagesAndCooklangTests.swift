import Foundation
import RecipeScale
import RecipeScaleCLI
import Testing

/// Saved web pages, schema.org JSON and Cooklang files, through the built binary.
@Suite("Web pages and Cooklang, end to end")
struct PagesAndCooklangTests {
  let scratch: Scratch

  /// A WordPress page of the Yoast kind: the recipe inside an @graph, entities encoded twice.
  static let page = """
    <!DOCTYPE html>
    <html lang="en-GB"><head>
    <title>Lemon Drizzle Cake &#8211; A Baking Blog</title>
    <SCRIPT class='yoast-schema-graph' TYPE='application/ld+json; charset=utf-8'>
    {"@context":"https://schema.org","@graph":[{"@type":"Article","headline":"Lemon Drizzle Cake"},
     {"@type":["Recipe","NewsArticle"],"name":"Lemon Drizzle Cake","recipeYield":["8","8 slices"],
      "prepTime":"PT15M","cookTime":"PT1H10M",
      "recipeIngredient":["225 g unsalted butter, softened","4 large eggs","1 &amp;#189; lemons, zested",
        "2-3 tbsp milk"],
      "recipeInstructions":[{"@type":"HowToStep","text":"Heat the oven to 180&deg;C."}]}]}
    </SCRIPT>
    </head><body><h1>Lemon Drizzle Cake</h1></body></html>
    """

  static let cook = """
    ---
    title: Spaghetti Carbonara
    servings: 2|4
    ---
    Boil @water{2%l} with @salt{=1%tbsp} in a #large pot{}.
    Cook @spaghetti{200%g} for ~{9%minutes}. -- al dente

    Whisk @eggs{2-3} with @pecorino{50%g}(finely grated) and @black pepper{}.
    Fry @guanciale{100%g}, then add the @eggs{1}.
    """

  init() throws {
    scratch = try Scratch()
    try scratch.write("cake.html", Self.page)
    try scratch.write("carbonara.cook", Self.cook)
    try scratch.write(
      "schema.json",
      #"{"@context": "https://schema.org", "@type": "Recipe", "name": "Toast", "recipeYield": "2 servings", "recipeIngredient": ["2 slices bread", "1 tbsp butter"]}"#
    )
  }

  /// Nextcloud Cookbook's `recipe.json`: `@type` after the app's own keys, a
  /// heading among the lines, a named section of steps given as strings.
  static let nextcloud = #"""
    {"id":"2841","name":"Overnight Oats","description":"","url":"https:\/\/example.com\/oats","prepTime":"PT0H10M0S","cookTime":null,"totalTime":"PT8H10M0S","recipeYield":2,"tool":["jar"],"recipeIngredient":["For the jar:","1 cup rolled oats","1\/2 cup plain yogurt"],"recipeInstructions":[{"@type":"HowToSection","name":"The night before","itemListElement":["Stir together.","Refrigerate."]}],"nutrition":{"@type":"NutritionInformation"},"@context":"http:\/\/schema.org","@type":"Recipe","printImage":true}
    """#

  @Test("Nextcloud Cookbook's recipe.json: read, then imported with its heading and section")
  func nextcloud() throws {
    try scratch.write("recipe.json", Self.nextcloud)
    let shown = try run(["show", "-f", "recipe.json", "-s", "4"])
    #expect(
      shown
        == Outcome(
          status: 0,
          stdout: "Overnight Oats (4 servings, from 2)\n2 cups rolled oats\n1 cup plain yogurt\n",
          stderr: ""))
    let imported = try run(["import", "recipe.json"])
    #expect(imported.status == 0)
    #expect(imported.stdout.contains(#""group": "For the jar"}"#))
    #expect(
      imported.stdout.contains(
        #""directions": ["The night before:", "Stir together.", "Refrigerate."]"#))
    try scratch.write("imported.json", imported.stdout)
    #expect(try run(["show", "-f", "imported.json", "-s", "4"]) == shown)
  }

  func run(_ arguments: [String]) throws -> Outcome {
    try runBinary(arguments, directory: scratch.url)
  }

  @Test("a saved page is read from its JSON-LD: entities decoded, yield as servings, ranges kept")
  func page() throws {
    let outcome = try run(["show", "-f", "cake.html", "-s", "4"])
    #expect(
      outcome
        == Outcome(
          status: 0,
          stdout: """
            Lemon Drizzle Cake (4 slices, from 8)
            ~113 g unsalted butter, softened
            2 large eggs
            3/4 lemon, zested (about 1)
            1–1 1/2 tbsp milk

            """, stderr: ""))
  }

  @Test(
    "a Cooklang file: servings from metadata, fixed amounts, an ingredient used twice listed once")
  func cooklang() throws {
    let outcome = try run(["show", "-f", "carbonara.cook", "-s", "4"])
    #expect(outcome.status == 0)
    #expect(outcome.stderr == "")
    let lines = outcome.stdout.split(separator: "\n")
    #expect(lines.first == "Spaghetti Carbonara (4 servings, from 2)")
    #expect(lines.contains("4 l water"))
    #expect(lines.contains("1 tbsp salt"))
    #expect(lines.contains("400 g spaghetti"))
    #expect(lines.contains("100 g pecorino, finely grated"))
    #expect(lines.filter { $0.hasSuffix("eggs") || $0.hasSuffix("egg") }.count >= 1)
  }

  @Test("schema.org JSON is recognised beside the tutorial's array")
  func schemaJSON() throws {
    let outcome = try run(["show", "-f", "schema.json", "-s", "4"])
    #expect(
      outcome
        == Outcome(
          status: 0, stdout: "Toast (4 servings, from 2)\n4 slices bread\n2 tbsp butter\n",
          stderr: ""))
  }

  @Test("one shopping list from a page, a Cooklang file and a JSON file")
  func shopAcrossFormats() throws {
    try scratch.write("recipes.json", sampleRecipes)
    let outcome = try run(
      [
        "shop", "--aisles", "none", "-f", "recipes.json", "-f", "carbonara.cook", "-f", "cake.html",
        "Pad Thai=4",
        "carbonara=2", "lemon",
      ])
    #expect(outcome.status == 0)
    #expect(
      outcome.stdout.hasPrefix(
        "Shopping list: Pad Thai (4 servings), Spaghetti Carbonara (2 servings), Lemon Drizzle Cake (8 slices)\n"
      ))
    #expect(outcome.stdout.contains("\n400 g Rice noodles\n"))
    #expect(outcome.stdout.contains("\n225 g unsalted butter\n"))
  }

  @Test(
    "a page with no recipe is a data error that says so; the formats import and read back alike")
  func noRecipeAndImport() throws {
    try scratch.write("none.html", "<html><body><p>No recipe here.</p></body></html>\n")
    let none = try run(["show", "-f", "none.html"])
    #expect(none.status == 65)
    #expect(none.stdout == "")
    #expect(
      none.stderr.hasPrefix("recipe-scale: none.html:1:1: the page has no schema.org Recipe data"))
    for file in ["cake.html", "carbonara.cook", "schema.json"] {
      let imported = try run(["import", file])
      #expect(imported.status == 0, "\(file)")
      try scratch.write("imported.json", imported.stdout)
      let original = try run(["show", "-f", file, "--scale", "3"])
      let again = try run(["show", "-f", "imported.json", "--scale", "3"])
      #expect(again == original, "\(file)")
    }
  }

  /// A Spanish page of an old CMS in Windows-1252, declared as ISO-8859-1 in
  /// the `http-equiv` form: `ñ`, `á` and `’` (0x92) are single bytes.
  static func latinPage(declaration: String) -> Data {
    func latin(_ text: String) -> [UInt8] {
      text.unicodeScalars.map { scalar in
        scalar == "’" ? 0x92 : UInt8(truncatingIfNeeded: scalar.value)
      }
    }
    return Data(
      latin(
        """
        <html lang="es"><head>
        \(declaration)
        <title>Leche frita de la abuela · Cocina de antaño</title>
        <script type="application/ld+json">{"@type":"Recipe","name":"Leche frita",
        "recipeYield":"6 raciones","recipeIngredient":["1 litro de leche","120 g de azúcar",
        "90 g de harina de maíz","1 rama de canela"],"recipeInstructions":"Cuece la leche con la canela.\\nDéjala enfriar, córtala y fríela; ¡qué rica!"}</script>
        </head><body><p>Receta de la abuela’s.</p></body></html>

        """))
  }

  @Test("a page declaring ISO-8859-1 is read as Windows-1252, as browsers read it")
  func latinPage() throws {
    for declaration in [
      #"<meta http-equiv="Content-Type" content="text/html; charset=ISO-8859-1">"#,
      "<meta charset=windows-1252>", "<META CHARSET='Latin1'>",
    ] {
      try scratch.write("leche.html", Self.latinPage(declaration: declaration))
      let shown = try run(["show", "-f", "leche.html", "-s", "3"])
      #expect(
        shown
          == Outcome(
            status: 0,
            stdout: """
              Leche frita (3 servings, from 6)
              0.5 litro leche
              60 g azúcar
              45 g harina de maíz
              1/2 rama canela

              """, stderr: ""), "\(declaration)")
      let imported = try run(["import", "leche.html"])
      #expect(imported.stdout.contains(#""Déjala enfriar, córtala y fríela; ¡qué rica!""#))
    }
  }

  @Test("a page that is not UTF-8 and declares no Latin-1 is an error that says how to convert it")
  func notUTF8Page() throws {
    try scratch.write("leche.html", Self.latinPage(declaration: "<meta charset=\"utf-8\">"))
    let undeclared = try run(["show", "-f", "leche.html"])
    #expect(
      undeclared
        == Outcome(
          status: 65, stdout: "",
          stderr: "recipe-scale: leche.html:3:33: invalid UTF-8; if the page is in another "
            + "encoding, convert it: iconv -f windows-1252 -t utf-8\n"))
    try scratch.write("leche.html", Self.latinPage(declaration: "<meta charset=\"Shift_JIS\">"))
    let other = try run(["list", "-f", "leche.html"])
    #expect(other.status == 65)
    #expect(
      other.stderr
        == "recipe-scale: leche.html:3:33: invalid UTF-8; the page declares charset=shift_jis, "
        + "which is not read: convert it: iconv -f shift_jis -t utf-8\n")
  }

  @Test("a broken block in a Latin-1 page is placed at its line and character column")
  func latinPageBroken() throws {
    var page = Self.latinPage(declaration: "<meta charset=iso-8859-1>")
    page.append(Data("<script type=\"application/ld+json\">{\"@type\":\"Recipe\",".utf8))
    page.append(Data([0x22, 0x6E, 0xE1, 0x22, 0x3A, 0x7D, 0x3C]))  // "ná":}<
    page.append(Data("/script>\n".utf8))
    // The first block is read; the broken one beside it is left, as on any page.
    try scratch.write("leche.html", page)
    #expect(try run(["list", "-f", "leche.html"]).stdout == "Leche frita\n")
    let broken = Data(
      [0xE1, 0x0A] + Array("<meta charset=latin1><script type=\"application/ld+json\">".utf8)
        + [0x7B, 0xE1, 0x7D] + Array("</script>".utf8))
    try scratch.write("broken.html", broken)
    let outcome = try run(["show", "-f", "broken.html"])
    #expect(outcome.status == 65)
    #expect(
      outcome.stderr.hasPrefix("recipe-scale: broken.html:2:58: a JSON-LD block is not valid JSON"))
  }

  /// A food blog's post: a carousel of links to other recipes before the
  /// recipe, the recipe again from a second plugin, a loaf cut in slices.
  static let bakery = #"""
    <html lang="en-US"><head>
    <script type="application/ld+json">{"@context":"https://schema.org","@type":"ItemList","itemListElement":[{"@type":"ListItem","position":1,"item":{"@type":"Recipe","name":"Pumpkin Bread","url":"https://bakery.example/pumpkin-bread/","image":"https://bakery.example/p.jpg"}},{"@type":"ListItem","position":2,"item":{"@type":"Recipe","name":"Lemon Loaf","url":"https://bakery.example/lemon-loaf/"}}]}</script>
    <script type="application/ld+json" class="rank-math-schema">{"@context":"https://schema.org","@graph":[{"@type":"Recipe","name":"Zucchini Bread","recipeYield":"1 loaf (12 slices)","recipeIngredient":["2 cups grated zucchini","1 1/2 cups flour","3/4 cup sugar"]}]}</script>
    </head><body>
    <script type="application/ld+json">{"@context":"http://schema.org/","@type":"Recipe","name":"Zucchini Bread","recipeYield":["1","1 loaf (12 slices)"],"totalTime":"PT1H10M","recipeIngredient":["2 cups grated zucchini","1 1/2 cups flour","3/4 cup sugar"],"recipeInstructions":[{"@type":"HowToStep","text":"Mix and bake."},{"@type":"HowToTip","text":"Squeeze the zucchini dry."}]}</script>
    </body></html>
    """#

  @Test("links to other recipes and a second copy are left out; a loaf's slices are its servings")
  func bakeryPage() throws {
    try scratch.write("bread.html", Self.bakery)
    #expect(try run(["list", "-f", "bread.html"]).stdout == "Zucchini Bread\n")
    let shown = try run(["show", "-f", "bread.html", "-s", "6"])
    #expect(
      shown
        == Outcome(
          status: 0,
          stdout:
            "Zucchini Bread (6 servings, from 12)\n1 cup grated zucchini\n3/4 cup flour\n3/8 cup sugar\n",
          stderr: ""))
    let imported = try run(["import", "bread.html"])
    #expect(imported.stdout.contains(#""directions": ["Mix and bake."]"#))
    #expect(imported.stdout.contains(#""yield": "1 loaf (12 slices)""#))
    try scratch.write(
      "links.html",
      "<html><body>\n" + Self.bakery.split(separator: "\n")[1] + "\n</body></html>\n")
    let links = try run(["show", "-f", "links.html", "-s", "2"])
    #expect(
      links
        == Outcome(
          status: 65, stdout: "",
          stderr: "recipe-scale: links.html:1:1: the page has no recipe to read: its schema.org "
            + "Recipe data names 2 recipes with neither ingredients nor instructions (links to "
            + "recipes on other pages)\n"))
  }
}
