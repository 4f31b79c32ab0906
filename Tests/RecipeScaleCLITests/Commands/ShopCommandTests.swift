import Foundation
import RecipeScaleCLI
import Testing

/// Recipes that share items across units, systems, spellings and notes.
let shoppingRecipes = """
  [
    {"name": "Pancakes", "servings": 4, "ingredients": [
      {"name": "Butter, melted", "num": 2, "unit": "tbsp"},
      {"name": "Large eggs", "num": 2},
      {"name": "Milk", "num": 1, "unit": "cup"},
      {"name": "Salt", "unit": "To taste"},
      {"name": "Bay leaf", "num": 1, "fixed": true}
    ]},
    {"name": "Garlic Bread", "servings": 2, "ingredients": [
      {"name": "butter", "num": 1, "denom": 4, "unit": "cup"},
      {"name": "Garlic, minced", "num": 2, "unit": "cloves"},
      {"name": "Large egg", "num": 1},
      {"name": "Milk", "num": 250, "unit": "ml"},
      {"name": "salt", "unit": "to taste"}
    ]},
    {"name": "Soup", "servings": 2, "ingredients": [
      {"name": "Garlic", "num": 1, "unit": "tsp"},
      {"name": "Butter", "num": 100, "unit": "g"},
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

  @Test("merges across units, systems, plurals and notes; unquantified items last")
  func merged() throws {
    let outcome = try runBinary(["shop", "Pancakes", "garlic bread", "-f", file])
    #expect(
      outcome
        == Outcome(
          status: 0,
          stdout: """
            Shopping list: Pancakes (4 servings), Garlic Bread (2 servings)
            1 Bay leaf
            3/8 cup Butter
            2 cloves Garlic
            3 Large eggs
            ~33 tbsp Milk
            Salt, to taste

            """, stderr: ""))
  }

  @Test("each recipe at its own servings; duplicates add up; fixed items once per recipe")
  func servingsAndDuplicates() throws {
    let outcome = try runBinary(
      [
        "shop", "Pancakes=8", "Pancakes", "Soup=4", "-s", "2", "-f", file, "--group-by",
        "first-seen",
      ])
    #expect(
      outcome
        == Outcome(
          status: 0,
          stdout: """
            Shopping list: Pancakes (8 servings), Pancakes (2 servings), Soup (4 servings)
            5 tbsp + 200 g Butter
            5 Large eggs
            2 1/2 cups Milk
            3 Bay leaves
            2 tsp Garlic
            Salt, to taste

            """, stderr: ""))
  }

  @Test("--all takes every recipe at its own servings or --servings")
  func all() throws {
    let outcome = try runBinary(["shop", "--all", "-f", file, "--units", "best"])
    #expect(outcome.status == 0)
    #expect(
      outcome.stdout.hasPrefix(
        "Shopping list: Pancakes (4 servings), Garlic Bread (2 servings), Soup (2 servings)\n"))
    #expect(outcome.stdout.contains("\n2 cloves + 1 tsp Garlic\n"))
    #expect(outcome.stdout.contains("\n3/8 cup + 100 g Butter\n"))
  }

  @Test("--by-recipe shows each recipe's lines, notes kept, then the merged list")
  func byRecipe() throws {
    let outcome = try runBinary(["shop", "Pancakes", "Garlic", "-f", file, "--by-recipe"])
    #expect(outcome.status == 0)
    #expect(outcome.stdout.hasPrefix("Pancakes (4 servings)\n2 tbsp Butter, melted\n"))
    #expect(
      outcome.stdout.contains(
        "\nGarlic Bread (2 servings)\n1/4 cup butter\n2 cloves Garlic, minced\n"))
    #expect(
      outcome.stdout.contains(
        "\n\nShopping list: Pancakes (4 servings), Garlic Bread (2 servings)\n1 Bay leaf\n"))
  }

  @Test("TSV: a row per amount, with the recipes")
  func tsv() throws {
    let outcome = try runBinary(["shop", "--all", "-f", file, "--format", "tsv"])
    let rows = outcome.stdout.split(separator: "\n").map(String.init)
    #expect(rows.first == "item\tquantity\tunit\trecipes\tmeasure\thint\tquantity_max")
    #expect(rows.contains("Butter\t3/8\tcup\tPancakes; Garlic Bread; Soup\t\t\t"))
    #expect(rows.contains("Butter\t100\tg\tPancakes; Garlic Bread; Soup\t\t\t"))
    #expect(rows.last == "Salt\t\tTo taste\tPancakes; Garlic Bread\t\t\t")
    #expect(
      rows.allSatisfy { $0.split(separator: "\t", omittingEmptySubsequences: false).count == 7 })
  }

  @Test("JSON: exact amounts, the text, and the recipes of each item")
  func json() throws {
    let outcome = try runBinary([
      "shop", "Pancakes", "Garlic Bread", "-f", file, "--format", "json",
    ])
    let items = try #require(
      try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [[String: Any]])
    #expect(
      items.map { $0["item"] as? String } == [
        "Bay leaf", "Butter", "Garlic", "Large eggs", "Milk", "Salt",
      ])
    let milk = items[4]
    // 2 cups would be 2.8% off and 2 1/8 cups 3.3%: tablespoons are within 2.5%.
    #expect(milk["text"] as? String == "~33 tbsp Milk")
    #expect(milk["recipes"] as? [String] == ["Pancakes", "Garlic Bread"])
    let amount = try #require((milk["amounts"] as? [[String: Any]])?.first)
    #expect(amount["unit"] as? String == "tbsp")
    #expect(amount["quantity"] as? String == "~33")
    #expect(amount["approximate"] as? Bool == true)
    // 236.5882365 mL + 250 mL in tablespoons of 14.78676478125 mL, checked with Decimal.
    let fraction = try #require(amount["amount"] as? [String: Int])
    let numerator = try #require(fraction["numerator"])
    let denominator = try #require(fraction["denominator"])
    let cup = try #require(Decimal(string: "236.5882365"))
    let tablespoon = try #require(Decimal(string: "14.78676478125"))
    #expect(Decimal(numerator) * tablespoon == Decimal(denominator) * (cup + 250))
    let salt = items[5]
    #expect((salt["amounts"] as? [Any])?.isEmpty == true)
    #expect(salt["note"] as? String == "To taste")
    #expect(salt["text"] as? String == "Salt, to taste")
  }

  @Test("markdown: a checklist, text escaped")
  func markdown() throws {
    let outcome = try runBinary(
      ["shop", "Pancakes", "Garlic Bread", "-f", file, "--format", "markdown", "--units", "metric"])
    #expect(
      outcome.stdout == """
        # Shopping list

        For Pancakes (4 servings), Garlic Bread (2 servings).

        - [ ] 1 Bay leaf
        - [ ] \\~89 ml Butter
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
        "shop", "Soup", "-f", file, "--format", "markdown", "--by-recipe", "--group-by",
        "first-seen",
      ])
    #expect(
      outcome.stdout == """
        # Shopping list

        For Soup (2 servings).

        ## Soup (2 servings)

        - 1 tsp Garlic
        - 100 g Butter
        - 2 Bay leaves

        ## All items

        - [ ] 1 tsp Garlic
        - [ ] 100 g Butter
        - [ ] 2 Bay leaves

        """)
  }

  @Test("totals read best by default; as-written keeps a unit every amount shares")
  func defaultUnits() throws {
    let sugar = try scratch.write(
      "sugar.json",
      #"[{"name": "A", "servings": 1, "ingredients": [{"name": "Sugar", "num": 24, "unit": "teaspoons"}]}, {"name": "B", "servings": 1, "ingredients": [{"name": "sugar", "num": 24, "unit": "tsp"}]}]"#
    ).path
    let best = try runBinary(["shop", "--all", "-f", sugar])
    #expect(best.stdout == "Shopping list: A (1 serving), B (1 serving)\n1 cup Sugar\n")
    let written = try runBinary(["shop", "--all", "-f", sugar, "--units", "as-written"])
    #expect(written.stdout == "Shopping list: A (1 serving), B (1 serving)\n48 teaspoons Sugar\n")
  }

  @Test("an empty collection makes an empty list in every format")
  func empty() throws {
    let empty = try scratch.write("empty.json", "[]").path
    var outputs: [String] = []
    for format in ["text", "tsv", "json", "markdown"] {
      let outcome = try runBinary(["shop", "--all", "-f", empty, "--format", format])
      #expect(outcome.status == 0)
      outputs.append(outcome.stdout)
    }
    #expect(
      outputs == [
        "Shopping list\n", "item\tquantity\tunit\trecipes\tmeasure\thint\tquantity_max\n", "[]\n",
        "# Shopping list\n",
      ])
  }

  @Test("--measure and --fractions work on totals")
  func amountOptions() throws {
    let outcome = try runBinary(
      ["shop", "Pancakes=6", "Garlic Bread=3", "-f", file, "--measure", "--fractions", "unicode"])
    #expect(outcome.stdout.contains("\n½ cup + 1 tbsp Butter\n"))
    #expect(outcome.stdout.contains("\n4½ Large eggs (about 5)\n"))
  }

  @Test(
    "usage errors name the problem",
    arguments: [
      (["shop"], "missing argument '<recipe>'"),
      (["shop", "--all", "Soup"], "unexpected argument 'Soup'"),
      (
        ["shop", "Soup=0"],
        "invalid value 'Soup=0' for '<recipe>': expected NAME=N with N a positive whole number"
      ),
      (
        ["shop", "Soup", "--group-by", "first"],
        "invalid value 'first' for '--group-by <order>': expected alphabetical or first-seen"
      ),
      (["shop", "Soup", "--scale", "2"], "unknown option '--scale'"),
    ])
  func usage(arguments: [String], message: String) throws {
    let outcome = try runBinary(arguments + ["-f", file])
    #expect(
      outcome
        == Outcome(
          status: 64, stdout: "",
          stderr: "recipe-scale: \(message); see 'recipe-scale shop --help'\n"))
  }

  @Test("a recipe that matches nothing exits 1 and prints nothing")
  func noMatch() throws {
    let outcome = try runBinary(["shop", "Soup", "Lasagna", "-f", file])
    #expect(
      outcome
        == Outcome(
          status: 1, stdout: "", stderr: "recipe-scale: \(file): no recipe matches \"Lasagna\"\n"))
  }
}

@Suite("show --format markdown")
struct MarkdownShowTests {
  @Test("a heading, the servings line and a list, with markup escaped")
  func show() throws {
    let scratch = try Scratch()
    let file = try scratch.write(
      "r.json",
      #"[{"name": "*Best* Toast", "servings": 1, "ingredients": [{"name": "Bread_slices", "num": 3, "denom": 2}, {"name": "Butter", "unit": "To taste"}]}, {"name": "Tea", "servings": 2, "ingredients": []}]"#
    ).path
    let outcome = try runBinary(["show", "-f", file, "--format", "markdown", "--units", "best"])
    #expect(
      outcome
        == Outcome(
          status: 0,
          stdout: """
            # \\*Best\\* Toast

            Servings: 1

            - 1 1/2 Bread\\_slices (about 2)
            - Butter, to taste

            # Tea

            Servings: 2

            """, stderr: ""))
  }
}
