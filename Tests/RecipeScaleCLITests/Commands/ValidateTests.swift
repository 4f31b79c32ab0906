import Foundation
import RecipeScaleCLI
import Testing

@Suite("validate, end to end")
struct ValidateTests {
  let scratch: Scratch

  init() throws {
    scratch = try Scratch()
  }

  static let mixed = """
    [
      {"name": "Pancakes", "servings": 4, "ingredients": [
        {"name": "flour", "num": 2, "denom": 4, "unit": "cup"},
        {"name": "salt", "denom": 2},
        {"name": "sugar", "num": 1, "denom": 0},
        {"num": -1}
      ]},
      {"name": "Pancakes", "servings": 0, "ingredients": []},
      {"name": "Eggs", "servings": 1e3, "ingredients": [{"name": "egg", "num": 2.0}]},
      7
    ]
    """

  @Test("reports every error and warning in file order, compiler style, and exits 65")
  func everyProblem() throws {
    try scratch.write("mixed.json", Self.mixed)
    let outcome = try runBinary(["validate", "-f", "mixed.json"], directory: scratch.url)
    #expect(outcome.status == 65)
    #expect(outcome.stderr == "")
    #expect(
      outcome.stdout.split(separator: "\n") == [
        #"mixed.json:3:42: warning: recipe "Pancakes" (#1), ingredient #1 "flour": 2/4 is not in lowest terms (1/2)"#,
        #"mixed.json:4:31: warning: recipe "Pancakes" (#1), ingredient #2 "salt": denom without num: the ingredient is unquantified"#,
        #"mixed.json:5:42: error: recipe "Pancakes" (#1), ingredient #3 "sugar": denom must be positive, found 0"#,
        #"mixed.json:6:5: error: recipe "Pancakes" (#1), ingredient #4: "name" is missing"#,
        #"mixed.json:6:13: error: recipe "Pancakes" (#1), ingredient #4: num must not be negative, found -1"#,
        #"mixed.json:8:12: warning: recipe "Pancakes" (#2): the same name as recipe #1"#,
        #"mixed.json:8:36: error: recipe "Pancakes" (#2): servings must be positive, found 0"#,
        #"mixed.json:8:54: warning: recipe "Pancakes" (#2): no ingredients"#,
        #"mixed.json:9:32: error: recipe "Eggs" (#3): servings must be a positive whole number up to 9223372036854775807"#,
        #"mixed.json:9:76: error: recipe "Eggs" (#3), ingredient #1 "egg": num must be a whole number from 0 to 9223372036854775807"#,
        #"mixed.json:10:3: error: recipe #4: expected an object, found a number"#,
      ])
  }

  @Test("show and list refuse the file with its first error, in the same form")
  func firstError() throws {
    try scratch.write("mixed.json", Self.mixed)
    for command in ["show", "list"] {
      let outcome = try runBinary([command, "-f", "mixed.json"], directory: scratch.url)
      #expect(
        outcome
          == Outcome(
            status: 65, stdout: "",
            stderr:
              #"recipe-scale: mixed.json:5:42: recipe "Pancakes" (#1), ingredient #3 "sugar": denom must be positive, found 0"#
              + "\n"))
    }
  }

  @Test("warnings alone exit 0; a clean file prints nothing")
  func warningsOnly() throws {
    try scratch.write("warn.json", #"[{"name": "A", "servings": 1, "ingredients": []}]"#)
    let warned = try runBinary(["validate", "-f", "warn.json"], directory: scratch.url)
    #expect(
      warned
        == Outcome(
          status: 0, stdout: "warn.json:1:46: warning: recipe \"A\" (#1): no ingredients\n",
          stderr: ""))
    try scratch.write(
      "clean.json", #"[{"name": "A", "servings": 1, "ingredients": [{"name": "b", "num": 1}]}]"#)
    #expect(
      try runBinary(["validate", "-f", "clean.json"], directory: scratch.url)
        == Outcome(status: 0, stdout: "", stderr: ""))
  }

  @Test("invalid JSON is one error line at its position")
  func syntax() throws {
    try scratch.write("broken.json", "[\n  {\"name\": x}]")
    let outcome = try runBinary(["validate", "-f", "broken.json"], directory: scratch.url)
    #expect(
      outcome
        == Outcome(
          status: 65, stdout: "",
          stderr: "recipe-scale: broken.json:2:12: invalid JSON: expected a value, found 'x'\n"))
  }

  @Test("a file that cannot be read through does not hide the findings of the others")
  func unreadableAmongSeveral() throws {
    try scratch.write("broken.json", "[\n  {\"name\": x}]")
    try scratch.write("warn.json", #"[{"name": "A", "servings": 1, "ingredients": []}]"#)
    try scratch.write("none.html", "<html><p>no recipe here</p></html>")
    let broken = "recipe-scale: broken.json:2:12: invalid JSON: expected a value, found 'x'\n"
    let warned = "warn.json:1:46: warning: recipe \"A\" (#1): no ingredients\n"
    #expect(
      try runBinary(
        ["validate", "-f", "broken.json", "-f", "warn.json", "-f", "none.html"],
        directory: scratch.url)
        == Outcome(
          status: 65, stdout: warned,
          stderr: broken
            + "recipe-scale: none.html:1:1: the page has no schema.org Recipe data (no "
            + "<script type=\"application/ld+json\"> block holding a Recipe)\n"))
    // The first file that cannot be read gives the status: a missing one is 66.
    #expect(
      try runBinary(
        ["validate", "-f", "missing.json", "-f", "broken.json", "-f", "warn.json"],
        directory: scratch.url)
        == Outcome(
          status: 66, stdout: warned,
          stderr: "recipe-scale: missing.json: no such file or directory\n" + broken))
    // --format json still writes an array of the files it read.
    let json = try runBinary(
      ["validate", "-f", "broken.json", "-f", "warn.json", "--format", "json"],
      directory: scratch.url)
    #expect(json.status == 65)
    #expect(json.stderr == broken)
    let issues = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
    #expect(issues.map { $0["file"] as? String } == ["warn.json"])
  }

  @Test("a text recipe is checked as a whole too: no servings, no ingredients, a name used twice")
  func wholeTextRecipes() throws {
    try scratch.write(
      "week.txt",
      "# Soup\n2 carrots\n# Soup\nServes 2\n# Bread\nServes 4\n1 kg flour\na few 2 eggs\n")
    let outcome = try runBinary(["validate", "-f", "week.txt"], directory: scratch.url)
    #expect(
      outcome
        == Outcome(
          status: 0,
          stdout: """
            week.txt:1:1: warning: recipe "Soup" (#1): no servings are given (no yield such as "Serves 4"): only --scale or --to can scale the recipe
            week.txt:3:1: warning: recipe "Soup" (#2): the same name as recipe #1
            week.txt:3:1: warning: recipe "Soup" (#2): no ingredients
            week.txt:8:1: warning: recipe "Bread" (#3), ingredient #2 "a few 2 eggs": ingredient line kept as text with no amount: a vague quantity is no amount (column 1 of the line)

            """, stderr: ""))
    // --strict makes any of them fail the file.
    #expect(
      try runBinary(["validate", "-f", "week.txt", "--strict"], directory: scratch.url).status
        == 65)
  }

  @Test("--format json carries each finding's place and parts")
  func json() throws {
    try scratch.write("mixed.json", Self.mixed)
    let outcome = try runBinary(
      ["validate", "-f", "mixed.json", "--format", "json"], directory: scratch.url)
    #expect(outcome.status == 65)
    let issues = try #require(
      try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [[String: Any]])
    #expect(issues.count == 11)
    let sugar = try #require(issues.first { $0["ingredientName"] as? String == "sugar" })
    #expect(sugar["file"] as? String == "mixed.json")
    #expect(sugar["line"] as? Int == 5)
    #expect(sugar["column"] as? Int == 42)
    #expect(sugar["severity"] as? String == "error")
    #expect(sugar["recipeIndex"] as? Int == 0)
    #expect(sugar["ingredientIndex"] as? Int == 2)
    #expect(sugar["recipeName"] as? String == "Pancakes")
    #expect(issues.filter { $0["severity"] as? String == "warning" }.count == 4)
  }

  @Test("the bundled recipes validate cleanly")
  func bundled() throws {
    let bundled = repositoryRoot.appendingPathComponent("recipes.json")
    #expect(
      try runBinary(["validate", "-f", bundled.path]) == Outcome(status: 0, stdout: "", stderr: ""))
  }
}
