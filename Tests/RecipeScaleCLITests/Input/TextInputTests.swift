import Foundation
import RecipeScale
import RecipeScaleCLI
import Testing

/// Text recipes, ingredient lines in JSON, ranges and import, through the built binary.
@Suite("Recipes as people write them, end to end")
struct TextInputTests {
  let scratch: Scratch

  static let pancakes = """
    # Pancakes
    Serves 4

    1 ½ cups all-purpose flour, sifted
    2 large eggs
    1 cup + 2 tbsp milk
    2-3 tbsp sugar
    Salt, to taste

    For the topping:
    1 (15 oz) can peaches
    a few mint leaves

    Directions:
    Whisk, then fry 2 minutes a side.
    """

  /// The tutorial's early-lesson format: ingredients as strings.
  static let tutorial = """
    [{"name": "Eggplant Parmesan", "servings": 6, "ingredients": [
      "3 Eggplant, peeled and thinly sliced", "1/2 cup Parmesan cheese, grated",
      "2–3 cloves garlic, minced", {"name": "Olive oil", "num": 2, "unit": "tbsp"}]}]
    """

  init() throws {
    scratch = try Scratch()
    try scratch.write("pancakes.txt", Self.pancakes)
    try scratch.write("tutorial.json", Self.tutorial)
  }

  func run(_ arguments: [String], stdin: String? = nil) throws -> Outcome {
    try runBinary(arguments, stdin: stdin, directory: scratch.url)
  }

  @Test("a .txt file is read as text: yield, headings and directions, scaled exactly")
  func textFile() throws {
    let outcome = try run(["show", "-f", "pancakes.txt", "-s", "8"])
    #expect(
      outcome
        == Outcome(
          status: 0,
          stdout: """
            Pancakes (8 servings, from 4)
            3 cups all-purpose flour, sifted
            4 large eggs
            2 1/4 cups milk
            4–6 tbsp sugar
            Salt, to taste
            2 (15 oz) cans peaches
            a few mint leaves

            """, stderr: ""))
  }

  @Test("standard input with --input-format text, as pbpaste | recipe-scale would")
  func standardInput() throws {
    let outcome = try run(
      ["show", "--input-format", "text", "--file", "-", "--scale", "2"],
      stdin: "2 cups flour\n1 egg\n")
    #expect(
      outcome == Outcome(status: 0, stdout: "Recipe (× 2)\n4 cups flour\n2 eggs\n", stderr: ""))
  }

  @Test(
    "words read from text agree as their language says: other languages, adjectives, sizes")
  func wordsAsWritten() throws {
    let lines = """
      2 cuillères à café de sucre
      1 bos peterselie
      2 skinless, boneless chicken breasts
      3 medium cloves garlic
      1 small head cauliflower
      1 egg

      """
    let doubled = try run(
      ["show", "--input-format", "text", "-f", "-", "--scale", "2"], stdin: lines)
    #expect(
      doubled.stdout == """
        Recipe (× 2)
        4 cuillères à café sucre
        2 bossen peterselie
        4 skinless, boneless chicken breasts
        6 medium cloves garlic
        2 small heads cauliflower
        2 eggs

        """)
    let halved = try run(
      ["show", "--input-format", "text", "-f", "-", "--scale", "1/2"], stdin: lines)
    #expect(halved.stdout.contains("\n1/2 bos peterselie\n"))
    #expect(halved.stdout.contains("\n1 skinless, boneless chicken breast\n"))
    #expect(halved.stdout.contains("\n1 cuillère à café sucre\n"))
    #expect(halved.stdout.contains("\n1 1/2 medium cloves garlic\n"))
    #expect(halved.stdout.contains("\n1/2 small head cauliflower\n"))
  }

  @Test("a line kept as text with a number in it is a warning on show, and --strict refuses")
  func unscaledNumberWarns() throws {
    let text = "# Cake\nServes 4\n2 cups flour\n1 tsp Chinese 5 spice\na few mint leaves\n"
    let warning =
      "recipe-scale: <stdin>:4:15: warning: recipe \"Cake\" (#1), ingredient #2 "
      + "\"1 tsp Chinese 5 spice\": ingredient line kept as text with no amount: "
      + "a second amount in the name (column 15 of the line)\n"
    let shown = try run(["show", "--input-format", "text", "-f", "-", "-s", "8"], stdin: text)
    // The vague line has no number to leave unscaled: no warning for it.
    #expect(
      shown
        == Outcome(
          status: 0,
          stdout:
            "Cake (8 servings, from 4)\n4 cups flour\n1 tsp Chinese 5 spice\na few mint leaves\n",
          stderr: warning))
    let strict = try run(
      ["show", "--input-format", "text", "-f", "-", "-s", "8", "--strict"], stdin: text)
    #expect(
      strict
        == Outcome(
          status: 65, stdout: "",
          stderr: warning + "recipe-scale: --strict: 1 warning about the data; nothing printed\n"))
  }

  @Test("--servings on a recipe with no yield says so and how to give one, and prints nothing")
  func noYield() throws {
    try scratch.write("bread.txt", "# Bread\n500 g flour\n")
    let outcome = try run(["show", "-f", "bread.txt", "-s", "4"])
    #expect(outcome.status == 65)
    #expect(outcome.stdout == "")
    #expect(
      outcome.stderr
        == "recipe-scale: bread.txt:1:1: recipe \"Bread\" (#1): no servings are given to scale from; "
        + "scale by a factor instead, or add a yield such as \"Serves 4\"\n")
  }

  @Test("validate warns about a line kept as text, at its line and column, and exits 0")
  func validateText() throws {
    let outcome = try run(["validate", "-f", "pancakes.txt"])
    #expect(outcome.status == 0)
    #expect(outcome.stderr == "")
    #expect(
      outcome.stdout
        == "pancakes.txt:12:1: warning: recipe \"Pancakes\" (#1), ingredient #7 \"a few mint leaves\": "
        + "ingredient line kept as text with no amount: a vague quantity is no amount (column 1 of the line)\n"
    )
  }

  @Test("a text recipe longer than a part is written as TSV part by part, and all or nothing")
  func longText() throws {
    let part = ShowCommand.rowsAtATime
    let count = 2 * part + 100
    let lines = (1...count).map { "\($0 % 7 + 1)/\($0 % 5 + 2) cup flour \($0)" }
    try scratch.write("long.txt", "# Long\nServes 2\n" + lines.joined(separator: "\n"))
    let tsv = try run(["show", "-f", "long.txt", "-s", "6", "--format", "tsv"])
    #expect(tsv.status == 0)
    let rows = tsv.stdout.split(separator: "\n")
    #expect(rows.count == count + 1)
    // Every row as the line alone scales to, on both sides of a part's end.
    for number in [1, part, part + 1, 2 * part, 2 * part + 1, count] {
      let alone = try run(
        ["show", "-f", "-", "--input-format", "text", "-s", "6", "--format", "tsv"],
        stdin: "# Long\nServes 2\n" + lines[number - 1])
      #expect(String(rows[number]) == alone.stdout.split(separator: "\n")[1])
    }
    // A line too large to scale in the last part: nothing is written.
    try scratch.write(
      "long.txt",
      "# Long\nServes 2\n" + lines.joined(separator: "\n") + "\n9223372036854775807 g salt")
    let failed = try run(["show", "-f", "long.txt", "-s", "6", "--format", "tsv"])
    #expect(failed.status == 65)
    #expect(failed.stdout.isEmpty)
    #expect(failed.stderr.contains("\(count + 1)"))
  }

  @Test("text that is not UTF-8, or holds a number too large, is a data error at its place")
  func badText() throws {
    try scratch.write(
      "latin1.txt", Data([0x31, 0x20, 0x65, 0x67, 0x67, 0x0A, 0x32, 0x20, 0xE9, 0x0A]))
    let latin = try run(["show", "-f", "latin1.txt", "--scale", "2"])
    #expect(
      latin
        == Outcome(status: 65, stdout: "", stderr: "recipe-scale: latin1.txt:2:3: invalid UTF-8\n"))
    try scratch.write("huge.txt", "1 egg\n" + String(repeating: "9", count: 400) + " g sugar\n")
    let huge = try run(["show", "-f", "huge.txt", "--scale", "2"])
    #expect(huge.status == 65)
    #expect(huge.stdout == "")
    #expect(
      huge.stderr
        == "recipe-scale: huge.txt:2:1: the number at column 1 of the ingredient line is too large to read exactly\n"
    )
  }

  @Test("ingredients written as strings in JSON load, scale and mix with objects")
  func tutorialStrings() throws {
    let outcome = try run(["show", "-f", "tutorial.json", "-s", "12"])
    #expect(
      outcome
        == Outcome(
          status: 0,
          stdout: """
            Eggplant Parmesan (12 servings, from 6)
            6 Eggplant, peeled and thinly sliced
            1 cup Parmesan cheese, grated
            4–6 cloves garlic, minced
            1/4 cup Olive oil

            """, stderr: ""))
  }

  @Test("a range in every format: en dash in text and markdown, an upper end in JSON and TSV")
  func rangeFormats() throws {
    let markdown = try run(["show", "-f", "tutorial.json", "--format", "markdown"]).stdout
    #expect(markdown.contains("- 2–3 cloves garlic, minced\n"))
    let tsv = try run(["show", "-f", "tutorial.json", "--format", "tsv"]).stdout
    let rows = tsv.split(separator: "\n").map {
      $0.split(separator: "\t", omittingEmptySubsequences: false)
    }
    #expect(rows.first?[7] == "quantity_max")
    let garlic = try #require(rows.first { $0.count > 4 && $0[4] == "garlic, minced" })
    #expect(garlic[2] == "2")
    #expect(garlic[7] == "3")
    #expect(Array(garlic[8...]) == ["2.000000", "2", "1", "3.000000", "3", "1"])
    let json = try run(["show", "-f", "tutorial.json", "--format", "json"]).stdout
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
    let ingredients = try #require(object.first?["ingredients"] as? [[String: Any]])
    let range = try #require(ingredients.first { $0["name"] as? String == "garlic, minced" })
    #expect((range["amountMax"] as? [String: Int])?["numerator"] == 3)
    #expect(range["quantityMax"] as? String == "3")
    #expect(range["source"] as? String == "2–3 cloves garlic, minced")
    #expect(ingredients.first { $0["name"] as? String == "Olive oil" }?["amountMax"] is NSNull)
  }

  @Test("shop adds ranges at both ends, across text and JSON")
  func shopRanges() throws {
    try scratch.write("soup.txt", "# Soup\nServes 2\n1 clove garlic\n")
    let text = try run(["shop", "--aisles", "none", "-f", "tutorial.json", "Eggplant"])
    #expect(text.stdout.contains("\n2–3 cloves garlic\n"))
    let tsv = try run([
      "shop", "--aisles", "none", "-f", "tutorial.json", "Eggplant=12", "--format", "tsv",
    ]).stdout
    #expect(tsv.hasPrefix(ShoppingListFormatter.tsvColumns.joined(separator: "\t") + "\n"))
    #expect(
      tsv.contains(
        "garlic\t4\tcloves\tEggplant Parmesan\t\t\t6\t4.000000\t4\t1\t6.000000\t6\t1\t\n"))
  }

  @Test(
    "import writes a file that shows exactly what the original shows",
    arguments: [
      ["pancakes.txt"], ["tutorial.json"], ["pancakes.txt", "tutorial.json"],
    ])
  func importRoundTrip(files: [String]) throws {
    let imported = try run(["import"] + files)
    #expect(imported.status == 0)
    #expect(imported.stderr == "")
    try scratch.write("imported.json", imported.stdout)
    let lines = try run(["import", "--format", "jsonl"] + files)
    try scratch.write("imported.jsonl", lines.stdout)
    // One line per recipe in JSON Lines; one "\n  {" per recipe in the array.
    #expect(
      lines.stdout.split(separator: "\n").count
        == imported.stdout.components(separatedBy: "\n  {").count - 1)
    for arguments in [
      ["--scale", "3/2"], ["--format", "json"], ["--format", "tsv"], ["--units", "metric"],
    ] {
      // Text puts a blank line between recipes, also between those of two files.
      let original = try files.map { try run(["show", "-f", $0] + arguments).stdout }
        .joined(separator: "\n")
      let fromArray = try run(["show", "-f", "imported.json"] + arguments)
      let fromLines = try run(["show", "-f", "imported.jsonl"] + arguments)
      #expect(fromArray.status == 0)
      if arguments.contains("json") || arguments.contains("tsv") {
        // Several files make several documents; one imported file makes one.
        if files.count == 1 { #expect(fromArray.stdout == original, "\(arguments)") }
      } else {
        #expect(fromArray.stdout == original, "\(arguments)")
      }
      #expect(fromLines.stdout == fromArray.stdout, "\(arguments)")
    }
    let validate = try run(["validate", "-f", "imported.json"])
    #expect(validate.status == 0)
  }

  @Test("import from standard input, and a failing file makes it write nothing")
  func importStreams() throws {
    let piped = try run(
      ["import", "--input-format", "text"], stdin: "# Toast\nServes 1\n1 slice bread\n")
    #expect(piped.status == 0)
    #expect(piped.stdout.contains(#""name": "Toast""#))
    #expect(
      piped.stdout.contains(
        #"{"name": "bread", "num": 1, "denom": 1, "unit": "slice", "source": "1 slice bread"}"#))
    let failing = try run(["import", "pancakes.txt", "missing.json"])
    #expect(failing.status == 66)
    #expect(failing.stdout == "")
  }

  @Test("--file may be repeated: the files make one collection, and errors name their own file")
  func severalFiles() throws {
    try scratch.write("bread.txt", "# Bread\n500 g flour\n")
    let list = try run(["list", "-f", "tutorial.json", "-f", "pancakes.txt"])
    #expect(list == Outcome(status: 0, stdout: "Eggplant Parmesan\nPancakes\n", stderr: ""))
    let shop = try run([
      "shop", "--aisles", "none", "-f", "tutorial.json", "-f", "pancakes.txt", "eggplant",
      "pancakes=8",
    ])
    #expect(shop.status == 0)
    #expect(
      shop.stdout.hasPrefix(
        "Shopping list: Eggplant Parmesan (6 servings), Pancakes (8 servings)\n"))
    let failing = try run(["show", "-f", "tutorial.json", "-f", "bread.txt", "-s", "2"])
    #expect(failing.status == 65)
    #expect(failing.stdout == "")
    #expect(
      failing.stderr.hasPrefix("recipe-scale: bread.txt:1:1: recipe \"Bread\" (#1): no servings"))
    let validate = try run(["validate", "-f", "tutorial.json", "-f", "pancakes.txt"])
    #expect(validate.status == 0)
    #expect(validate.stdout.hasPrefix("pancakes.txt:12:1: warning: "))
  }
}
