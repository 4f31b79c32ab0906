import Foundation
import RecipeScale
import RecipeScaleCLI
import Testing

/// Recipes that share items across units, systems, spellings and notes.
let shoppingRecipes = """
  [
    {"name": "Pancakes", "servings": 4, "ingredients": [
      {"name": "Brown butter, melted", "num": 2, "unit": "tbsp"},
      {"name": "Large eggs", "num": 2},
      {"name": "Milk", "num": 1, "unit": "cup"},
      {"name": "Salt", "unit": "To taste"},
      {"name": "Bay leaf", "num": 1, "fixed": true}
    ]},
    {"name": "Garlic Bread", "servings": 2, "ingredients": [
      {"name": "brown butter", "num": 1, "denom": 4, "unit": "cup"},
      {"name": "Garlic, minced", "num": 2, "unit": "cloves"},
      {"name": "Large egg", "num": 1},
      {"name": "Milk", "num": 250, "unit": "ml"},
      {"name": "salt", "unit": "to taste"}
    ]},
    {"name": "Soup", "servings": 2, "ingredients": [
      {"name": "Garlic", "num": 1, "unit": "tsp"},
      {"name": "Brown butter", "num": 100, "unit": "g"},
      {"name": "Bay leaves", "num": 2, "fixed": true}
    ]}
  ]
  """

/// `recipe-scale shop`, through the built binary.
@Suite("shop, end to end")
struct ShopCommandTests {
  let scratch: Scratch
  let file: String

  init() throws {
    scratch = try Scratch()
    file = try scratch.write("week.json", shoppingRecipes).path
  }

  @Test("--why ends each line with the recipes that need it, in text and Markdown only")
  func why() throws {
    let outcome = try runBinary([
      "shop", "--aisles", "none", "Pancakes", "garlic bread", "--why", "-f", file,
    ])
    #expect(
      outcome
        == Outcome(
          status: 0,
          stdout: """
            Shopping list: Pancakes (4 servings), Garlic Bread (2 servings)
            1 Bay leaf — Pancakes
            3/8 cup Brown butter — Pancakes; Garlic Bread
            2 cloves Garlic — Garlic Bread
            3 Large eggs — Pancakes; Garlic Bread
            ~2 1/16 cups Milk — Pancakes; Garlic Bread
            Salt, to taste — Pancakes; Garlic Bread

            """, stderr: ""))
    let markdown = try runBinary(
      [
        "shop", "--aisles", "none", "Pancakes", "garlic bread", "--why", "--format", "markdown",
        "-f", file,
      ])
    #expect(markdown.stdout.contains("- [ ] 2 cloves Garlic — Garlic Bread\n"))
    for format in ["tsv", "json"] {
      #expect(
        try runBinary([
          "shop", "--aisles", "none", "Pancakes", "garlic bread", "--why", "--format", format, "-f",
          file,
        ])
          == runBinary([
            "shop", "--aisles", "none", "Pancakes", "garlic bread", "--format", format, "-f", file,
          ]))
    }
    let typo = try runBinary(["shop", "--aisles", "none", "Pancakes", "--whyy", "-f", file])
    #expect(typo.status == 64)
    #expect(typo.stdout == "")
    #expect(typo.stderr.contains("--why"))
  }

  @Test("merges across units, systems, plurals and notes; unquantified items last")
  func merged() throws {
    let outcome = try runBinary([
      "shop", "--aisles", "none", "Pancakes", "garlic bread", "-f", file,
    ])
    #expect(
      outcome
        == Outcome(
          status: 0,
          stdout: """
            Shopping list: Pancakes (4 servings), Garlic Bread (2 servings)
            1 Bay leaf
            3/8 cup Brown butter
            2 cloves Garlic
            3 Large eggs
            ~2 1/16 cups Milk
            Salt, to taste

            """, stderr: ""))
  }

  @Test("each recipe at its own servings; duplicates add up; fixed items once per recipe")
  func servingsAndDuplicates() throws {
    let outcome = try runBinary(
      [
        "shop", "--aisles", "none", "Pancakes=8", "Pancakes", "Soup=4", "-s", "2", "-f", file,
        "--group-by",
        "first-seen",
      ])
    #expect(
      outcome
        == Outcome(
          status: 0,
          stdout: """
            Shopping list: Pancakes (8 servings), Pancakes (2 servings), Soup (4 servings)
            1/4 cup + 1 tbsp + 200 g Brown butter
            5 Large eggs
            2 1/2 cups Milk
            3 Bay leaves
            2 tsp Garlic
            Salt, to taste

            """, stderr: ""))
  }

  @Test("--all takes every recipe at its own servings or --servings")
  func all() throws {
    let outcome = try runBinary([
      "shop", "--aisles", "none", "--all", "-f", file, "--units", "best",
    ])
    #expect(outcome.status == 0)
    #expect(
      outcome.stdout.hasPrefix(
        "Shopping list: Pancakes (4 servings), Garlic Bread (2 servings), Soup (2 servings)\n"))
    #expect(outcome.stdout.contains("\n2 cloves + 1 tsp Garlic\n"))
    #expect(outcome.stdout.contains("\n3/8 cup + 100 g Brown butter\n"))
  }

  @Test("--by-recipe shows each recipe's lines, notes kept, then the merged list")
  func byRecipe() throws {
    let outcome = try runBinary([
      "shop", "--aisles", "none", "Pancakes", "Garlic", "-f", file, "--by-recipe",
    ])
    #expect(outcome.status == 0)
    #expect(outcome.stdout.hasPrefix("Pancakes (4 servings)\n2 tbsp Brown butter, melted\n"))
    #expect(
      outcome.stdout.contains(
        "\nGarlic Bread (2 servings)\n1/4 cup brown butter\n2 cloves Garlic, minced\n"))
    #expect(
      outcome.stdout.contains(
        "\n\nShopping list: Pancakes (4 servings), Garlic Bread (2 servings)\n1 Bay leaf\n"))
  }

  @Test("TSV: a row per amount, with only the recipes that add to it, and exact columns")
  func tsv() throws {
    let outcome = try runBinary([
      "shop", "--aisles", "none", "--all", "-f", file, "--format", "tsv",
    ])
    #expect(
      outcome
        == Outcome(
          status: 0,
          stdout: """
            item\tquantity\tunit\trecipes\tmeasure\thint\tquantity_max\tvalue\tnumerator\tdenominator\tvalue_max\tnumerator_max\tdenominator_max\taisle
            Bay leaf\t3\t\tPancakes; Soup\t\t\t\t3.000000\t3\t1\t\t\t\t
            Brown butter\t3/8\tcup\tPancakes; Garlic Bread\t\t\t\t0.375000\t3\t8\t\t\t\t
            Brown butter\t100\tg\tSoup\t\t\t\t100.000000\t100\t1\t\t\t\t
            Garlic\t2\tcloves\tGarlic Bread\t\t\t\t2.000000\t2\t1\t\t\t\t
            Garlic\t1\ttsp\tSoup\t\t\t\t1.000000\t1\t1\t\t\t\t
            Large eggs\t3\t\tPancakes; Garlic Bread\t\t\t\t3.000000\t3\t1\t\t\t\t
            Milk\t~2 1/16\tcups\tPancakes; Garlic Bread\t\t\t\t2.056688\t973176473\t473176473\t\t\t\t
            Salt\t\tTo taste\tPancakes; Garlic Bread\t\t\t\t\t\t\t\t\t\t

            """, stderr: ""))
    let columns = ShoppingListFormatter.tsvColumns.count
    #expect(
      outcome.stdout.split(separator: "\n").allSatisfy {
        $0.split(separator: "\t", omittingEmptySubsequences: false).count == columns
      })
  }

  @Test("TSV and JSON: an item's unquantified entries get their own row and recipes")
  func unquantifiedRecipes() throws {
    let salt = try scratch.write(
      "salt.json",
      #"[{"name": "A", "servings": 1, "ingredients": [{"name": "Salt", "num": 1, "unit": "tsp"}]}, {"name": "B", "servings": 1, "ingredients": [{"name": "salt", "unit": "to taste"}]}, {"name": "C", "servings": 1, "ingredients": [{"name": "Salt", "num": 2, "unit": "g"}]}]"#
    ).path
    let tsv = try runBinary(["shop", "--aisles", "none", "--all", "-f", salt, "--format", "tsv"])
    #expect(
      tsv.stdout.split(separator: "\n").dropFirst().map { $0.split(separator: "\t").prefix(4) }
        == [["Salt", "1", "tsp", "A"], ["Salt", "2", "g", "C"], ["Salt", "to taste", "B"]])
    let json = try runBinary(["shop", "--aisles", "none", "--all", "-f", salt, "--format", "json"])
    let items = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
    let item = try #require(items.first)
    let amounts = try #require(item["amounts"] as? [[String: Any]])
    #expect(amounts.map { $0["recipes"] as? [String] } == [["A"], ["C"]])
    #expect(item["recipes"] as? [String] == ["A", "B", "C"])
    #expect(item["unquantifiedRecipes"] as? [String] == ["B"])
    #expect(item["text"] as? String == "1 tsp + 2 g Salt, to taste")
  }

  @Test("JSON: exact amounts, the text, and the recipes of each item")
  func json() throws {
    let outcome = try runBinary([
      "shop", "--aisles", "none", "Pancakes", "Garlic Bread", "-f", file, "--format", "json",
    ])
    let items = try #require(
      try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [[String: Any]])
    #expect(
      items.map { $0["item"] as? String } == [
        "Bay leaf", "Brown butter", "Garlic", "Large eggs", "Milk", "Salt",
      ])
    let milk = items[4]
    // 2 cups would be 2.8% off and 2 1/8 cups 3.3%: sixteenths of a cup are within 2.5%.
    #expect(milk["text"] as? String == "~2 1/16 cups Milk")
    #expect(milk["recipes"] as? [String] == ["Pancakes", "Garlic Bread"])
    #expect(milk["unquantifiedRecipes"] as? [String] == [])
    let amount = try #require((milk["amounts"] as? [[String: Any]])?.first)
    #expect(amount["recipes"] as? [String] == ["Pancakes", "Garlic Bread"])
    #expect(amount["hint"] is NSNull)
    #expect(amount["measure"] is NSNull)
    #expect(amount["unit"] as? String == "cups")
    #expect(amount["quantity"] as? String == "~2 1/16")
    #expect(amount["approximate"] as? Bool == true)
    // 236.5882365 mL + 250 mL in cups of 236.5882365 mL, checked with Decimal.
    let fraction = try #require(amount["amount"] as? [String: Int])
    let numerator = try #require(fraction["numerator"])
    let denominator = try #require(fraction["denominator"])
    let cup = try #require(Decimal(string: "236.5882365"))
    #expect(Decimal(numerator) * cup == Decimal(denominator) * (cup + 250))
    let salt = items[5]
    #expect((salt["amounts"] as? [Any])?.isEmpty == true)
    #expect(salt["note"] as? String == "To taste")
    #expect(salt["text"] as? String == "Salt, to taste")
    #expect(salt["unquantifiedRecipes"] as? [String] == ["Pancakes", "Garlic Bread"])
    let eggs = try #require((items[3]["amounts"] as? [[String: Any]])?.first)
    #expect(eggs["hint"] is NSNull)
  }

  @Test("JSON carries the hint of a fractional count, and measure as show writes it")
  func jsonHintAndMeasure() throws {
    let outcome = try runBinary(
      [
        "shop", "--aisles", "none", "Pancakes=6", "Garlic Bread=3", "-f", file, "--format", "json",
        "--measure",
      ])
    let items = try #require(
      try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [[String: Any]])
    let eggs = try #require(items.first { $0["item"] as? String == "Large eggs" })
    let count = try #require((eggs["amounts"] as? [[String: Any]])?.first)
    // Eggs are bought whole: the text rounds up, the amount stays exact.
    #expect(count["quantity"] as? String == "5")
    #expect(count["hint"] as? String == "4 1/2 needed")
    #expect(count["approximate"] as? Bool == true)
    let amount = try #require(count["amount"] as? [String: Int])
    #expect(amount == ["numerator": 9, "denominator": 2])
    #expect(eggs["text"] as? String == "5 Large eggs (4 1/2 needed)")
    let butter = try #require(items.first { $0["item"] as? String == "Brown butter" })
    let cups = try #require((butter["amounts"] as? [[String: Any]])?.first)
    let measure = try #require(cups["measure"] as? [String: Any])
    #expect(measure["text"] as? String == "1/2 cup + 1 tbsp")
    #expect(measure["approximate"] as? Bool == false)
    #expect((measure["parts"] as? [[String: Any]])?.count == 2)
  }

  @Test("markdown: a checklist, text escaped")
  func markdown() throws {
    let outcome = try runBinary(
      [
        "shop", "--aisles", "none", "Pancakes", "Garlic Bread", "-f", file, "--format", "markdown",
        "--units", "metric",
      ])
    #expect(
      outcome.stdout == """
        # Shopping list

        For Pancakes (4 servings), Garlic Bread (2 servings).

        - [ ] 1 Bay leaf
        - [ ] \\~89 ml Brown butter
        - [ ] 2 cloves Garlic
        - [ ] 3 Large eggs
        - [ ] \\~487 ml Milk
        - [ ] Salt, to taste

        """)
  }

  @Test("markdown --by-recipe: a section per recipe, notes kept, then the checklist")
  func markdownByRecipe() throws {
    let outcome = try runBinary(
      [
        "shop", "--aisles", "none", "Soup", "-f", file, "--format", "markdown", "--by-recipe",
        "--group-by",
        "first-seen",
      ])
    #expect(
      outcome.stdout == """
        # Shopping list

        For Soup (2 servings).

        ## Soup (2 servings)

        - 1 tsp Garlic
        - 100 g Brown butter
        - 2 Bay leaves

        ## All items

        - [ ] 1 tsp Garlic
        - [ ] 100 g Brown butter
        - [ ] 2 Bay leaves

        """)
  }

  @Test("totals read best by default; as-written keeps a unit every amount shares, measured")
  func defaultUnits() throws {
    let sugar = try scratch.write(
      "sugar.json",
      #"[{"name": "A", "servings": 1, "ingredients": [{"name": "Sugar", "num": 24, "unit": "teaspoons"}]}, {"name": "B", "servings": 1, "ingredients": [{"name": "sugar", "num": 24, "unit": "tsp"}]}]"#
    ).path
    let best = try runBinary(["shop", "--aisles", "none", "--all", "-f", sugar])
    #expect(best.stdout == "Shopping list: A (1 serving), B (1 serving)\n1 cup Sugar\n")
    let written = try runBinary([
      "shop", "--aisles", "none", "--all", "-f", sugar, "--units", "as-written",
    ])
    // The kitchen measures 48 teaspoons with one cup; the unit stays for scripts.
    #expect(written.stdout == "Shopping list: A (1 serving), B (1 serving)\n1 cup Sugar\n")
    let tsv = try runBinary(
      [
        "shop", "--aisles", "none", "--all", "-f", sugar, "--units", "as-written", "--format",
        "tsv",
      ])
    #expect(tsv.stdout.contains("\nSugar\t48\tteaspoons\t"))
  }

  @Test("an empty collection makes an empty list in every format")
  func empty() throws {
    let empty = try scratch.write("empty.json", "[]").path
    var outputs: [String] = []
    for format in ["text", "tsv", "json", "markdown", "html"] {
      let outcome = try runBinary([
        "shop", "--aisles", "none", "--all", "-f", empty, "--format", format,
      ])
      #expect(outcome.status == 0)
      outputs.append(outcome.stdout)
    }
    let html = outputs.removeLast()
    #expect(
      outputs == [
        "Shopping list\n", ShoppingListFormatter.tsvColumns.joined(separator: "\t") + "\n", "[]\n",
        "# Shopping list\n",
      ])
    #expect(html.hasPrefix("<!DOCTYPE html>"))
    #expect(html.hasSuffix("<h1>Shopping list</h1>\n</article>\n</body>\n</html>\n"))
  }

  @Test("--measure and --fractions work on totals")
  func amountOptions() throws {
    let outcome = try runBinary(
      [
        "shop", "--aisles", "none", "Pancakes=6", "Garlic Bread=3", "-f", file, "--measure",
        "--fractions", "unicode",
      ])
    #expect(outcome.stdout.contains("\n½ cup + 1 tbsp Brown butter\n"))
    #expect(outcome.stdout.contains("\n5 Large eggs (4½ needed)\n"))
  }

  @Test("--exact shows a count as needed, not rounded up to buy")
  func exactCounts() throws {
    let rounded = try runBinary([
      "shop", "--aisles", "none", "Pancakes=6", "Garlic Bread=3", "-f", file,
    ])
    #expect(rounded.stdout.contains("\n5 Large eggs (4 1/2 needed)\n"))
    let exact = try runBinary([
      "shop", "--aisles", "none", "Pancakes=6", "Garlic Bread=3", "-f", file, "--exact",
    ])
    #expect(exact.stdout.contains("\n4 1/2 Large eggs (about 5)\n"))
    let tsv = try runBinary(
      ["shop", "--aisles", "none", "Pancakes=6", "Garlic Bread=3", "-f", file, "--format", "tsv"])
    let row = try #require(tsv.stdout.split(separator: "\n").first { $0.hasPrefix("Large eggs\t") })
    let cells = row.split(separator: "\t", omittingEmptySubsequences: false)
    #expect(cells[1] == "5")
    #expect(cells[5] == "4 1/2 needed")
    #expect(Array(cells[7...9]) == ["4.500000", "9", "2"])
  }

  @Test(
    "usage errors name the problem",
    arguments: [
      (["shop"], "missing argument '<recipe>'"),
      (["shop", "--aisles", "none", "--all", "Soup"], "unexpected argument 'Soup'"),
      (
        ["shop", "--aisles", "none", "Soup=0"],
        "invalid value 'Soup=0' for '<recipe>': expected NAME=N with N a positive whole number"
      ),
      (
        ["shop", "--aisles", "none", "Soup=1.5"],
        "invalid value 'Soup=1.5' for '<recipe>': expected NAME=N with N a positive whole number"
      ),
      (
        ["shop", "--aisles", "none", "Soup=-2"],
        "invalid value 'Soup=-2' for '<recipe>': expected NAME=N with N a positive whole number"
      ),
      (
        ["shop", "--aisles", "none", "Soup=.5"],
        "invalid value 'Soup=.5' for '<recipe>': expected NAME=N with N a positive whole number"
      ),
      (
        ["shop", "--aisles", "none", "Soup="],
        "invalid value 'Soup=' for '<recipe>': expected NAME=N with N a positive whole number"
      ),
      (
        ["shop", "--aisles", "none", "Soup=99999999999999999999"],
        "invalid value 'Soup=99999999999999999999' for '<recipe>': expected NAME=N with N a "
          + "positive whole number"
      ),
      (
        ["shop", "--aisles", "none", "Soup", "--group-by", "first"],
        "invalid value 'first' for '--group-by <order>': expected alphabetical or first-seen"
      ),
      (["shop", "--aisles", "none", "Soup", "--scale", "2"], "unknown option '--scale'"),
    ])
  func usage(arguments: [String], message: String) throws {
    let outcome = try runBinary(arguments + ["-f", file])
    #expect(
      outcome
        == Outcome(
          status: 64, stdout: "",
          stderr: "recipe-scale: \(message); see 'recipe-scale shop --help'\n"))
  }

  @Test("a name may hold = when what follows cannot start a number")
  func equalsInName() throws {
    let named = try scratch.write(
      "named.json",
      #"[{"name": "Salt=Pepper Rub", "servings": 2, "ingredients": [{"name": "Salt", "num": 1, "unit": "tsp"}]}]"#
    ).path
    let outcome = try runBinary(["shop", "--aisles", "none", "Salt=Pepper", "-f", named])
    #expect(
      outcome
        == Outcome(
          status: 0, stdout: "Shopping list: Salt=Pepper Rub (2 servings)\n1 tsp Salt\n", stderr: ""
        ))
    let servings = try runBinary(["shop", "--aisles", "none", "Salt=Pepper Rub=4", "-f", named])
    #expect(servings.stdout.hasPrefix("Shopping list: Salt=Pepper Rub (4 servings)\n2 tsp Salt\n"))
  }

  @Test("a recipe that matches nothing exits 1 and prints nothing")
  func noMatch() throws {
    let outcome = try runBinary(["shop", "--aisles", "none", "Soup", "Lasagna", "-f", file])
    #expect(
      outcome
        == Outcome(
          status: 1, stdout: "", stderr: "recipe-scale: \(file): no recipe matches \"Lasagna\"\n"))
  }
}

@Suite("show --format markdown")
struct MarkdownShowTests {
  @Test("a heading, the servings line and the ingredients, with markup escaped")
  func show() throws {
    let scratch = try Scratch()
    let file = try scratch.write(
      "r.json",
      #"[{"name": "*Best* Toast", "servings": 1, "ingredients": [{"name": "Bread_slices", "num": 3, "denom": 2}, {"name": "Brown butter", "unit": "To taste"}]}, {"name": "Tea", "servings": 2, "ingredients": []}]"#
    ).path
    let outcome = try runBinary(["show", "-f", file, "--format", "markdown", "--units", "best"])
    #expect(
      outcome
        == Outcome(
          status: 0,
          stdout: """
            # \\*Best\\* Toast

            Servings: 1

            ## Ingredients

            - 1 1/2 Bread\\_slices (about 2)
            - Brown butter, to taste

            # Tea

            Servings: 2

            """, stderr: ""))
  }
}
