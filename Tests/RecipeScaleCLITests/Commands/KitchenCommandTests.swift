import Foundation
import RecipeScale
import RecipeScaleCLI
import Testing

/// A recipe whose amounts exercise every kitchen option.
let kitchenRecipes = """
  [
    {"name": "Pancakes", "servings": 4, "ingredients": [
      {"name": "Flour", "num": 1, "denom": 2, "unit": "cup"},
      {"name": "Palm sugar", "num": 5, "denom": 12, "unit": "cup"},
      {"name": "Milk", "num": 1, "unit": "cup"},
      {"name": "Butter", "num": 2, "unit": "tbsp"},
      {"name": "Cheese", "num": 240, "unit": "g"},
      {"name": "Eggs", "num": 4},
      {"name": "Bay leaves", "num": 2, "fixed": true},
      {"name": "Garlic", "num": 3, "unit": "cloves"},
      {"name": "Salt", "unit": "To taste"}
    ]}
  ]
  """

/// --scale, --to, --units, --fractions, --measure and "fixed", through the built binary.
@Suite("Kitchen options, end to end")
struct KitchenCommandTests {
  let scratch: Scratch
  let file: String

  init() throws {
    scratch = try Scratch()
    file = try scratch.write("kitchen.json", kitchenRecipes).path
  }

  @Test("by default amounts are what a kitchen measures; --exact and ascii print the fractions")
  func kitchenAmounts() throws {
    let kitchen = try runBinary(["show", "-f", file, "-s", "1"])
    #expect(kitchen.status == 0)
    #expect(kitchen.stderr == "")
    #expect(
      kitchen.stdout.hasPrefix(
        """
        Pancakes (1 serving, from 4)
        2 tbsp Flour
        1 tbsp + 2 tsp Palm sugar
        1/4 cup Milk
        1 1/2 tsp Butter
        60 g Cheese
        1 Egg

        """))
    for exact in [["--exact"], ["--fractions", "ascii"]] {
      let outcome = try runBinary(["show", "-f", file, "-s", "1"] + exact)
      #expect(outcome.status == 0)
      #expect(
        outcome.stdout.hasPrefix(
          "Pancakes (1 serving, from 4)\n1/8 cup Flour\n5/48 cup Palm sugar\n1/4 cup Milk\n1/2 tbsp Butter\n"
        ),
        "\(exact)")
    }
    // Scripts keep the exact amount beside what is printed, and TSV its columns.
    let tsv = try runBinary(["show", "-f", file, "-s", "1", "--format", "tsv"])
    let rows = tsv.stdout.split(separator: "\n").map {
      $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
    }
    #expect(rows.first == TSVFormatter.columns)
    let sugar = try #require(rows.first { $0.count > 10 && $0[4] == "Palm sugar" })
    #expect(Array(sugar[2...5]) == ["~1/8", "cup", "Palm sugar", "1 tbsp + 2 tsp"])
    #expect(Array(sugar[8...10]) == ["0.104167", "5", "48"])
    let json = try runBinary(["show", "-f", file, "-s", "1", "--format", "json"])
    let flour = try #require(try Self.ingredients(json.stdout).first)
    #expect((flour["amount"] as? [String: Int]) == ["numerator": 1, "denominator": 8])
    #expect(flour["text"] as? String == "2 tbsp Flour")
  }

  @Test("--scale multiplies amounts and servings; fixed items stay; counts get hints")
  func scale() throws {
    let outcome = try runBinary(["show", "-f", file, "--scale", "1/3"])
    #expect(
      outcome
        == Outcome(
          status: 0,
          stdout: """
            Pancakes (1 1/3 servings, from 4)
            2 tbsp + 2 tsp Flour
            ~2 tbsp + 5/8 tsp Palm sugar
            1/3 cup Milk
            2 tsp Butter
            80 g Cheese
            1 1/3 Eggs (about 1)
            2 Bay leaves
            1 clove Garlic
            Salt, to taste

            """, stderr: ""))
  }

  @Test(
    "--scale accepts every way of writing a factor",
    arguments: [("2", "8"), ("0.5", "2"), ("1.5", "6"), ("3/2", "6"), ("1 1/2", "6")])
  func factors(factor: String, servings: String) throws {
    let outcome = try runBinary(["show", "-f", file, "--scale", factor])
    #expect(outcome.status == 0)
    #expect(outcome.stdout.hasPrefix("Pancakes (\(servings) servings, from 4)\n"))
  }

  @Test(
    "--servings, --scale and --to exclude each other",
    arguments: [
      (["-s", "2", "--scale", "2"], "'--servings <n>' and '--scale <factor>'"),
      (["--to", "eggs=2", "--scale", "2"], "'--scale <factor>' and '--to <ingredient=amount>'"),
      (["-s", "3", "--to", "eggs=2"], "'--servings <n>' and '--to <ingredient=amount>'"),
      (
        ["--to", "eggs=2", "-s", "1", "--scale=3"],
        "'--servings <n>', '--scale <factor>' and '--to <ingredient=amount>'"
      ),
    ])
  func exclusive(arguments: [String], options: String) throws {
    let outcome = try runBinary(["show", "-f", file] + arguments)
    #expect(
      outcome
        == Outcome(
          status: 64, stdout: "",
          stderr:
            "recipe-scale: \(options) cannot be used together; see 'recipe-scale show --help'\n"))
  }

  @Test(
    "bad values are usage errors that say what is expected",
    arguments: [
      (
        ["--scale", "0"],
        "invalid value '0' for '--scale <factor>': expected a positive number such as 2, 0.5, 3/2 or '1 1/2'"
      ),
      (
        ["--scale", "-2"],
        "invalid value '-2' for '--scale <factor>': expected a positive number such as 2, 0.5, 3/2 or '1 1/2'"
      ),
      (
        ["--to", "eggs"],
        "invalid value 'eggs' for '--to <ingredient=amount>': expected INGREDIENT=AMOUNT [UNIT] with a positive amount, such as eggs=3"
      ),
      (
        ["--units", "imperial"],
        "invalid value 'imperial' for '--units <system>': expected as-written, best, metric or us"
      ),
      (
        ["--fractions", "unicod"],
        "invalid value 'unicod' for '--fractions <style>': expected auto, ascii, unicode or decimal (did you mean 'unicode'?)"
      ),
      (["--measure=yes"], "'--measure' takes no value"),
    ])
  func badValues(arguments: [String], message: String) throws {
    let outcome = try runBinary(["show", "-f", file] + arguments)
    #expect(
      outcome
        == Outcome(
          status: 64, stdout: "",
          stderr: "recipe-scale: \(message); see 'recipe-scale show --help'\n"))
  }

  @Test(
    "--to reaches the amount, converting within a dimension",
    arguments: [
      ("eggs=3", "Pancakes (3 servings, from 4)", "3 Eggs"),
      ("butter=1 cup", "Pancakes (32 servings, from 4)", "1 cup Butter"),
      // The servings a conversion leaves are no kitchen fraction: rounded, marked.
      ("cheese=1 lb", "Pancakes (~7 1/2 servings, from 4)", "1 lb Cheese"),
      ("cheese=1lb", "Pancakes (~7 1/2 servings, from 4)", "1 lb Cheese"),
      ("milk=0.5L", "Pancakes (~8 1/2 servings, from 4)", "0.5 L Milk"),
      ("garlic=6 cloves", "Pancakes (8 servings, from 4)", "6 cloves Garlic"),
    ])
  func to(target: String, title: String, line: String) throws {
    let outcome = try runBinary(["show", "-f", file, "--to", target])
    #expect(outcome.status == 0)
    #expect(outcome.stdout.hasPrefix(title + "\n"))
    #expect(outcome.stdout.contains("\n" + line + "\n"))
    #expect(outcome.stderr == "")
  }

  @Test(
    "a --to that does not fit exits 1 and prints nothing",
    arguments: [
      (
        "cheese=1 cup",
        "\"Cheese\" in \"Pancakes\" is measured by mass (\"g\"); \"cup\" measures volume"
      ),
      (
        "flour=100 g",
        "\"Flour\" in \"Pancakes\" is measured by volume (\"cup\"); \"g\" measures mass"
      ),
      (
        "garlic=1 tsp",
        "\"Garlic\" in \"Pancakes\" is measured in \"cloves\", which does not convert to \"tsp\""
      ),
      ("salt=1", "\"Salt\" in \"Pancakes\" has no amount to scale to"),
      ("bay=3", "\"Bay leaves\" in \"Pancakes\" is fixed and never scales"),
      ("egss=2", "no ingredient of \"Pancakes\" matches \"egss\"; did you mean \"Eggs\"?"),
    ])
  func toErrors(target: String, message: String) throws {
    let outcome = try runBinary(["show", "-f", file, "--to", target])
    #expect(
      outcome
        == Outcome(status: 1, stdout: "", stderr: "recipe-scale: \(file): \(message)\n"))
  }

  @Test("--units best, metric and us, with the exact amount kept in JSON")
  func units() throws {
    let best = try runBinary(["show", "-f", file, "--scale", "8", "--units", "best"])
    #expect(best.stdout.contains("\n4 cups Flour\n"))
    #expect(best.stdout.contains("\n1 cup Butter\n"))
    // 1920 g is past 1000 g, so kilograms, in decimals that are exact here.
    #expect(best.stdout.contains("\n1.92 kg Cheese\n"))
    let metric = try runBinary(["show", "-f", file, "--units", "metric"])
    #expect(metric.stdout.contains("\n~237 ml Milk\n"))
    // Metric kitchens have tablespoons: they stay unless --spoons ml.
    #expect(metric.stdout.contains("\n2 tbsp Butter\n"))
    let spoons = try runBinary(["show", "-f", file, "--units", "metric", "--spoons", "ml"])
    #expect(spoons.stdout.contains("\n~30 ml Butter\n"))
    #expect(metric.stdout.contains("\n240 g Cheese\n"))
    let us = try runBinary(["show", "-f", file, "--units", "us"])
    #expect(us.stdout.contains("\n~8 1/2 oz Cheese\n"))
    #expect(us.stdout.contains("\n1 cup Milk\n"))
    #expect(us.stdout.contains("\n3 cloves Garlic\n"))
  }

  @Test("JSON amounts are exact conversions, checked with decimal arithmetic")
  func exactConversions() throws {
    let outcome = try runBinary([
      "show", "-f", file, "--units", "metric", "--spoons", "ml", "--format", "json",
    ])
    let ingredients = try Self.ingredients(outcome.stdout)
    // Decimal holds these sizes exactly and shares no code with Rational.
    let cup = try #require(Decimal(string: "236.5882365"))
    let tablespoon = try #require(Decimal(string: "14.78676478125"))
    let expected: [String: Decimal] = [
      "Flour": cup / 2, "Palm sugar": cup * 5 / 12, "Milk": cup, "Butter": tablespoon * 2,
      "Cheese": 240,
    ]
    for (name, millilitres) in expected {
      let object = try #require(ingredients.first { $0["name"] as? String == name })
      let amount = try #require(object["amount"] as? [String: Any])
      let numerator = try #require(amount["numerator"] as? Int)
      let denominator = try #require(amount["denominator"] as? Int)
      // a/b == c exactly when a == b·c, with no division rounding on our side.
      #expect(Decimal(numerator) == Decimal(denominator) * millilitres, "\(name)")
    }
    let milk = try #require(ingredients.first { $0["name"] as? String == "Milk" })
    #expect(milk["quantity"] as? String == "~237")
    #expect(milk["unit"] as? String == "ml")
    #expect(milk["approximate"] as? Bool == true)
  }

  @Test("--fractions writes quantities and servings in the style; JSON amounts stay exact")
  func fractions() throws {
    let unicode = try runBinary(["show", "-f", file, "--scale", "1 1/2", "--fractions", "unicode"])
    #expect(
      unicode.stdout.hasPrefix(
        "Pancakes (6 servings, from 4)\n¾ cup Flour\n⅝ cup Palm sugar\n1½ cups Milk\n"))
    let decimal = try runBinary(["show", "-f", file, "--scale", "1/3", "--fractions", "decimal"])
    // A volume no spoon holds is measured with spoons, whatever the style.
    #expect(decimal.stdout.hasPrefix("Pancakes (~1.333 servings, from 4)\n2 tbsp + 2 tsp Flour\n"))
    #expect(decimal.stdout.contains("\n~1.333 Eggs (about 1)\n"))
    let json = try runBinary(
      ["show", "-f", file, "--scale", "1/3", "--fractions", "decimal", "--format", "json"])
    let flour = try #require(try Self.ingredients(json.stdout).first)
    #expect(flour["quantity"] as? String == "~0.167")
    #expect((flour["amount"] as? [String: Int]) == ["numerator": 1, "denominator": 6])
  }

  @Test("--measure writes cups and spoons, a pinch never vanishes, and the rest is untouched")
  func measure() throws {
    let outcome = try runBinary(["show", "-f", file, "--measure"])
    #expect(outcome.stdout.contains("\n1/2 cup Flour\n"))
    #expect(outcome.stdout.contains("\n1/3 cup + 4 tsp Palm sugar\n"))
    #expect(outcome.stdout.contains("\n2 tbsp Butter\n"))
    #expect(outcome.stdout.contains("\n240 g Cheese\n"))
    let tiny = try runBinary(["show", "-f", file, "--measure", "--to", "butter=1/16 tsp"])
    #expect(tiny.stdout.contains("\na pinch (1/192 tsp) Flour\n") == false)
    #expect(tiny.stdout.contains("\na pinch (1/32 tsp) Butter\n") == false)
    #expect(tiny.stdout.contains("\na pinch (1/16 tsp) Butter\n"))
  }

  /// The option sets checked in every format; each is also combined with the others.
  static let optionSets: [[String]] = [
    [],
    ["--scale", "1/3"],
    ["--to", "eggs=5"],
    ["--units", "best", "--scale", "8"],
    ["--units", "metric", "--fractions", "decimal"],
    ["--units", "us", "--measure"],
    ["--fractions", "unicode", "--measure", "--scale", "5/4"],
    ["--units", "metric", "--measure", "--fractions", "unicode", "--to", "milk=1 pint"],
  ]

  @Test(
    "text, TSV, JSON and Markdown carry the same lines for every combination", arguments: optionSets
  )
  func formatsAgree(options: [String]) throws {
    let text = try runBinary(["show", "-f", file] + options)
    let tsv = try runBinary(["show", "-f", file, "--format", "tsv"] + options)
    let json = try runBinary(["show", "-f", file, "--format", "json"] + options)
    let markdown = try runBinary(["show", "-f", file, "--format", "markdown"] + options)
    #expect([text.status, tsv.status, json.status, markdown.status] == [0, 0, 0, 0])
    let items = markdown.stdout.split(separator: "\n").filter { $0.hasPrefix("- ") }
    let lines = text.stdout.split(separator: "\n").dropFirst().map(String.init)
    let rows = tsv.stdout.split(separator: "\n").dropFirst().map {
      $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
    }
    let objects = try Self.ingredients(json.stdout)
    #expect(lines.count == objects.count)
    #expect(rows.count == objects.count)
    #expect(items.count == objects.count)
    for (index, object) in objects.enumerated() where index < lines.count && index < rows.count {
      let row = rows[index]
      #expect(object["text"] as? String == lines[index])
      if index < items.count { #expect(items[index] == "- " + lines[index].escapedForMarkdown) }
      #expect(row.count == TSVFormatter.columns.count)
      guard row.count == TSVFormatter.columns.count else { continue }
      #expect(row[7] == (object["quantityMax"] as? String ?? ""))
      // The exact columns carry JSON's amounts, and the value is their decimal.
      for (ends, offset) in [("amount", 8), ("amountMax", 11)] {
        let amount = object[ends] as? [String: Int]
        #expect(row[offset + 1] == amount.map { String($0["numerator"] ?? 0) } ?? "")
        #expect(row[offset + 2] == amount.map { String($0["denominator"] ?? 0) } ?? "")
        if let amount, let numerator = amount["numerator"], let denominator = amount["denominator"]
        {
          let value = try #require(Double(row[offset]))
          #expect(abs(value - Double(numerator) / Double(denominator)) <= 0.000_000_5 * 1.01)
          #expect(row[offset].split(separator: ".").last?.count == 6)
        } else {
          #expect(row[offset] == "")
        }
      }
      #expect(row[2] == (object["quantity"] as? String ?? ""))
      #expect(row[3] == (object["unit"] as? String ?? ""))
      let measure = object["measure"] as? [String: Any]
      #expect(row[5] == (measure?["text"] as? String ?? ""))
      #expect(row[6] == (object["hint"] as? String ?? ""))
      #expect((object["approximate"] as? Bool) == row[2].hasPrefix("~"))
      if let text = measure?["text"] as? String {
        #expect(lines[index].hasPrefix(text + " "))
      }
    }
  }

  @Test("\"fixed\" must be true or false, and validate says where it is not")
  func fixedChecked() throws {
    let bad = try scratch.write(
      "bad.json",
      #"[{"name": "S", "servings": 2, "ingredients": [{"name": "Bay", "num": 1, "fixed": "yes"}]}]"#
    ).path
    let message =
      "recipe \"S\" (#1), ingredient #1 \"Bay\": fixed must be true or false, found a string"
    let validate = try runBinary(["validate", "-f", bad])
    #expect(validate == Outcome(status: 65, stdout: "\(bad):1:82: error: \(message)\n", stderr: ""))
    let show = try runBinary(["show", "-f", bad])
    #expect(
      show == Outcome(status: 65, stdout: "", stderr: "recipe-scale: \(bad):1:82: \(message)\n"))
  }

  @Test("pick takes the display options, and not the scale ones")
  func pickOptions() throws {
    let command = try CommandLineParser.parse(
      ["pick", "--units", "metric", "--fractions", "decimal", "--measure"])
    guard case .pick(let request) = command else {
      Issue.record("expected pick, got \(command)")
      return
    }
    #expect(request.amounts.units == .metric)
    #expect(request.amounts.style.fractions == .decimal)
    #expect(request.amounts.style.measure)
    #expect(throws: UsageError.self) { try CommandLineParser.parse(["pick", "--scale", "2"]) }
  }

  static func ingredients(_ json: String) throws -> [[String: Any]] {
    let recipes = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
    return try #require(recipes.first?["ingredients"] as? [[String: Any]])
  }
}
