import Foundation
import RecipeScale
import RecipeScaleCLI
import Testing

/// Every command, option and format, through the built binary.
@Suite("Commands, end to end")
struct CommandTests {
  let scratch: Scratch
  let file: String

  init() throws {
    scratch = try Scratch()
    file = try scratch.write("recipes.json", sampleRecipes).path
  }

  @Test("list prints one name per line in file order")
  func list() throws {
    let outcome = try runBinary(["list", "--file", file])
    #expect(
      outcome == Outcome(status: 0, stdout: "Pancakes\nPad Thai\nBanana Pancakes\n", stderr: ""))
  }

  @Test(
    "show scales one recipe exactly",
    arguments: [["-s", "6"], ["--servings", "6"], ["--servings=6"], ["-s6"]])
  func showOne(servings: [String]) throws {
    let outcome = try runBinary(["show", "pancakes", "-f", file] + servings)
    #expect(
      outcome
        == Outcome(
          status: 0,
          stdout: """
            Pancakes (6 servings, from 4)
            3/4 cup Flour
            3 Large eggs, beaten
            2 1/4 tsp Baking powder
            Sea salt, to taste

            """, stderr: ""))
  }

  @Test("show without names prints every recipe at its own servings")
  func showAll() throws {
    let outcome = try runBinary(["show", "--file", file])
    #expect(outcome.status == 0)
    #expect(
      outcome.stdout == """
        Pancakes (4 servings)
        1/2 cup Flour
        2 Large eggs, beaten
        1 1/2 tsp Baking powder
        Sea salt, to taste

        Pad Thai (2 servings)
        1 half Lime
        200 g Rice noodles

        Banana Pancakes (1 serving)
        1 Banana

        """)
  }

  @Test("show prints names in the order asked, with singular and plural agreeing")
  func showSeveral() throws {
    let outcome = try runBinary(["show", "thai", "Banana", "-s", "1", "-f", file])
    #expect(
      outcome.stdout == """
        Pad Thai (1 serving, from 2)
        1/2 half Lime
        100 g Rice noodles

        Banana Pancakes (1 serving)
        1 Banana

        """)
    let more = try runBinary(["show", "thai", "Banana", "-s", "3", "-f", file])
    #expect(more.stdout.contains("1 1/2 halves Lime\n"))
    #expect(more.stdout.contains("3 Bananas\n"))
  }

  @Test("--format tsv: header and one row per ingredient")
  func tsv() throws {
    let outcome = try runBinary(["show", "Pad Thai", "-s", "6", "--format", "tsv", "-f", file])
    #expect(
      outcome
        == Outcome(
          status: 0,
          stdout: TSVFormatter.columns.joined(separator: "\t") + "\n"
            + "Pad Thai\t6\t3\thalves\tLime\t\t\t\t3.000000\t3\t1\t\t\t\n"
            + "Pad Thai\t6\t600\tg\tRice noodles\t\t\t\t600.000000\t600\t1\t\t\t\n",
          stderr: ""))
  }

  @Test("--format json: exact amounts that a JSON parser reads back")
  func json() throws {
    let outcome = try runBinary(["show", "Pancakes", "-s", "3", "--format=json", "-f", file])
    #expect(outcome.status == 0)
    let recipes = try #require(
      try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [[String: Any]])
    let recipe = try #require(recipes.first)
    #expect(recipe["name"] as? String == "Pancakes")
    #expect(recipe["servings"] as? [String: Int] == ["numerator": 3, "denominator": 1])
    #expect(recipe["recipeServings"] as? Int == 4)
    let flour = try #require((recipe["ingredients"] as? [[String: Any]])?.first)
    #expect(flour["amount"] as? [String: Int] == ["numerator": 3, "denominator": 8])
    #expect(flour["quantity"] as? String == "3/8")
    #expect(flour["unit"] as? String == "cup")
    #expect(flour["text"] as? String == "3/8 cup Flour")
  }

  @Test("-f - reads standard input")
  func standardInput() throws {
    let outcome = try runBinary(["list", "-f", "-"], stdin: sampleRecipes)
    #expect(outcome.stdout == "Pancakes\nPad Thai\nBanana Pancakes\n")
  }

  @Test("finds the file: --file, then $RECIPE_SCALE_FILE, then ./recipes.json")
  func fileOrder() throws {
    let other = try scratch.write(
      "other/other.json", #"[{"name": "Other", "servings": 1, "ingredients": []}]"#)
    #expect(
      try runBinary(["list"], directory: scratch.url).stdout
        == "Pancakes\nPad Thai\nBanana Pancakes\n")
    #expect(
      try runBinary(["list"], variables: ["RECIPE_SCALE_FILE": other.path], directory: scratch.url)
        .stdout
        == "Other\n")
    #expect(
      try runBinary(
        ["list", "-f", file], variables: ["RECIPE_SCALE_FILE": other.path], directory: scratch.url
      ).stdout == "Pancakes\nPad Thai\nBanana Pancakes\n")
  }

  @Test("finds the recipes installed beside the binary from any directory")
  func installedRecipes() throws {
    let prefix = try Scratch()
    let bin = prefix.url.appendingPathComponent("bin")
    try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      atPath: binaryPath, toPath: bin.appendingPathComponent("recipe-scale").path)
    try prefix.write("share/recipe-scale/recipes.json", sampleRecipes)
    let empty = try Scratch()
    let outcome = try runBinary(
      ["list"], directory: empty.url, shell: "exec \"\(bin.path)/recipe-scale\" \"$@\"")
    #expect(
      outcome == Outcome(status: 0, stdout: "Pancakes\nPad Thai\nBanana Pancakes\n", stderr: ""))
  }

  @Test("help and version go to standard output and exit 0")
  func helpAndVersion() throws {
    let help = try runBinary(["show", "--help"])
    #expect(help.status == 0)
    #expect(help.stdout == HelpText.render(ShowCommand.spec))
    #expect(help.stderr.isEmpty)
    #expect(try runBinary(["help", "list"]).stdout == HelpText.render(ListCommand.spec))
    #expect(try runBinary([]).stdout == HelpText.render(.root))
    #expect(
      try runBinary(["--version"])
        == Outcome(status: 0, stdout: CommandSpec.version + "\n", stderr: ""))
  }

  @Test("a reader that goes away ends the command quietly")
  func closedPipe() throws {
    var big = "["
    for index in 0..<5_000 {
      big +=
        (index == 0 ? "" : ",")
        + #"{"name": "R\#(index)", "servings": 2, "ingredients": [{"name": "Flour", "num": 1, "unit": "cup"}]}"#
    }
    let path = try scratch.write("big.json", big + "]").path
    let outcome = try runBinary(
      ["show", "-f", path], shell: "\"$0\" \"$@\" | head -1; echo \"status ${PIPESTATUS[0]}\"")
    #expect(outcome.stderr == "")
    let lines = outcome.stdout.split(separator: "\n")
    #expect(lines.first == "R0 (2 servings)")
    #expect(lines.last == "status 141" || lines.last == "status 0")
  }

  @Test("the bundled recipes load, scale and cover the format's cases")
  func bundledRecipes() throws {
    let bundled = repositoryRoot.appendingPathComponent("recipes.json")
    let outcome = try runBinary(["show", "--servings", "4", "--format", "json", "-f", bundled.path])
    #expect(outcome.status == 0)
    let recipes = try #require(
      try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [[String: Any]])
    #expect(recipes.count >= 8)
    let ingredients = recipes.flatMap { $0["ingredients"] as? [[String: Any]] ?? [] }
    let units = Set(ingredients.compactMap { $0["unit"] as? String })
    let amounts = ingredients.compactMap { $0["amount"] as? [String: Int] }
    #expect(amounts.contains { $0["denominator"] != 1 })
    #expect(amounts.contains { $0["denominator"] == 1 })
    #expect(ingredients.contains { $0["amount"] is NSNull })
    #expect(ingredients.contains { $0["unit"] is NSNull && !($0["amount"] is NSNull) })
    #expect(units.isSuperset(of: ["tsp", "g", "ml"]))
    #expect(!units.isDisjoint(with: ["half", "halves"]))
    #expect(!units.isDisjoint(with: ["loaf", "loaves"]))
    #expect(!units.isDisjoint(with: ["leaf", "leaves"]))
    let raw = try String(contentsOf: bundled, encoding: .utf8)
    #expect(raw.contains(#""unit": "cups""#) || raw.contains(#""unit": "tablespoons""#))
  }
}
