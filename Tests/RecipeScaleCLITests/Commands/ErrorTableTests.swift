import Foundation
import RecipeScaleCLI
import Testing

/// Every row of the exit-code table in docs/exit-codes.md, through the built binary: the
/// exit status, nothing on standard output, and one line on standard error.
@Suite("Errors, end to end")
struct ErrorTableTests {
  let scratch: Scratch
  let file: String

  init() throws {
    scratch = try Scratch()
    file = try scratch.write("recipes.json", sampleRecipes).path
  }

  func expectFailure(
    _ arguments: [String], status: Int32, stderr: String, shell: String? = nil,
    variables: [String: String] = [:], sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let outcome = try runBinary(
      arguments, variables: variables, directory: scratch.url, shell: shell)
    #expect(
      outcome == Outcome(status: status, stdout: "", stderr: stderr + "\n"),
      sourceLocation: sourceLocation)
  }

  @Test(
    "1: no such recipe, or an ambiguous one",
    arguments: [
      (
        ["show", "Pancaks"],
        #"recipe-scale: recipes.json: no recipe matches "Pancaks"; did you mean "Pancakes"?"#
      ),
      (["show", "Lasagna"], #"recipe-scale: recipes.json: no recipe matches "Lasagna""#),
      (
        ["show", "pa"],
        #"recipe-scale: recipes.json: "pa" matches 2 recipes: "Pancakes", "Pad Thai""#
      ),
      (
        ["show", "Pad Thai", "cakes"],
        #"recipe-scale: recipes.json: "cakes" matches 2 recipes: "Pancakes", "Banana Pancakes""#
      ),
    ])
  func noMatch(arguments: [String], message: String) throws {
    try expectFailure(arguments, status: 1, stderr: message)
  }

  @Test(
    "64: usage errors, with a suggestion and where to get help",
    arguments: [
      (
        ["show", "--servings"], "missing value for '--servings <n>'; see 'recipe-scale show --help'"
      ),
      (
        ["show", "--servings", "0"],
        "invalid value '0' for '--servings <n>': expected a positive whole number; see 'recipe-scale show --help'"
      ),
      (
        ["show", "-s", "-3"],
        "invalid value '-3' for '--servings <n>': expected a positive whole number; see 'recipe-scale show --help'"
      ),
      (
        ["show", "--servings=abc"],
        "invalid value 'abc' for '--servings <n>': expected a positive whole number; see 'recipe-scale show --help'"
      ),
      (
        ["show", "-s", "99999999999999999999"],
        "invalid value '99999999999999999999' for '--servings <n>': expected a positive whole number; see 'recipe-scale show --help'"
      ),
      (
        ["show", "--sevings", "4"],
        "unknown option '--sevings' (did you mean '--servings'?); see 'recipe-scale show --help'"
      ),
      (["show", "-x"], "unknown option '-x'; see 'recipe-scale show --help'"),
      (
        ["show", "--format", "jsno"],
        "invalid value 'jsno' for '--format <format>': expected text, tsv, json, markdown or html (did you mean 'json'?); see 'recipe-scale show --help'"
      ),
      (["shwo"], "unknown command 'shwo' (did you mean 'show'?); see 'recipe-scale --help'"),
      (["help", "lst"], "unknown command 'lst' (did you mean 'list'?); see 'recipe-scale --help'"),
      (
        ["--verison"],
        "unknown option '--verison' (did you mean '--version'?); see 'recipe-scale --help'"
      ),
      (["list", "Pancakes"], "unexpected argument 'Pancakes'; see 'recipe-scale list --help'"),
      (["list", "--file"], "missing value for '--file <path>'; see 'recipe-scale list --help'"),
      (["show", "--help=yes"], "'--help' takes no value; see 'recipe-scale show --help'"),
    ])
  func usage(arguments: [String], message: String) throws {
    try expectFailure(arguments, status: 64, stderr: "recipe-scale: " + message)
  }

  static let dataRows: [(String, String)] = [
    ("", "bad.json: the file is empty"),
    (" \n\t\n", "bad.json: the file is empty"),
    (
      "[\n  {\"name\": \"A\",\n   \"servings\": x}]",
      "bad.json:3:16: invalid JSON: expected a value, found 'x'"
    ),
    (
      "[{\"name\": \"A\"",
      "bad.json:1:14: invalid JSON: expected ',' or '}', found the end of the file"
    ),
    ("{\"name\": \"A\"}", "bad.json:1:1: expected an array of recipes, found an object"),
    (
      "[{\"name\": \"A\", \"servings\": \"4\", \"ingredients\": []}]",
      "bad.json:1:28: recipe \"A\" (#1): servings must be an integer, found a string"
    ),
    ("[{\"servings\": 4, \"ingredients\": []}]", "bad.json:1:2: recipe #1: \"name\" is missing"),
    (
      "[{\"name\": \"A\", \"ingredients\": []}]",
      "bad.json:1:2: recipe \"A\" (#1): \"servings\" is missing"
    ),
    (
      "[{\"name\": \"A\", \"servings\": 0, \"ingredients\": []}]",
      "bad.json:1:28: recipe \"A\" (#1): servings must be positive, found 0"
    ),
    (
      "[{\"name\": \"A\", \"servings\": 2, \"ingredients\": [{\"name\": \"flour\", \"num\": 1, \"denom\": 0}]}]",
      "bad.json:1:84: recipe \"A\" (#1), ingredient #1 \"flour\": denom must be positive, found 0"
    ),
    (
      "[{\"name\": \"A\", \"servings\": 2, \"ingredients\": [{\"name\": \"flour\", \"num\": -1}]}]",
      "bad.json:1:72: recipe \"A\" (#1), ingredient #1 \"flour\": num must not be negative, found -1"
    ),
    (
      "[{\"name\": \"A\", \"servings\": 1, \"ingredients\": [{\"name\": \"salt\", \"num\": 9223372036854775807}]}]",
      "bad.json:1:71: recipe \"A\" (#1), ingredient #1 \"salt\": the amount for 2 servings is too large to compute exactly"
    ),
    (
      String(repeating: "[", count: 100_000),
      "bad.json:1:513: invalid JSON: arrays and objects nested deeper than 512 levels"
    ),
  ]

  @Test("65: data errors name the file, the place and the problem", arguments: dataRows)
  func data(contents: String, message: String) throws {
    try scratch.write("bad.json", contents)
    try expectFailure(
      ["show", "-s", "2", "-f", "bad.json"], status: 65, stderr: "recipe-scale: " + message)
  }

  @Test("65: invalid UTF-8 is a data error with its position")
  func invalidUTF8() throws {
    var bytes = Data(#"[{"name": "Caf"#.utf8)
    bytes.append(contentsOf: [0xFF, 0xFE])
    bytes.append(contentsOf: Data(#"", "servings": 1, "ingredients": []}]"#.utf8))
    try scratch.write("bad.json", bytes)
    try expectFailure(
      ["list", "-f", "bad.json"], status: 65,
      stderr: "recipe-scale: bad.json:1:15: invalid JSON: invalid UTF-8")
    try scratch.write("bad.json", Data([0x5B, 0x22, 0xFF, 0x22, 0x5D]))
    try expectFailure(
      ["list", "-f", "bad.json"], status: 65,
      stderr: "recipe-scale: bad.json:1:3: invalid JSON: invalid UTF-8")
  }

  @Test("66: a file that is missing, a folder of no recipes, or nowhere to be found")
  func noInput() throws {
    try expectFailure(
      ["list", "-f", "missing.json"], status: 66,
      stderr: "recipe-scale: missing.json: no such file or directory")
    try scratch.write("photos/cake.jpg", "not a recipe")
    try expectFailure(
      ["list", "-f", "photos"], status: 66,
      stderr:
        "recipe-scale: photos: a folder with no recipe files "
        + "(.json, .jsonl, .ndjson, .txt, .html, .htm, .cook)")
    try expectFailure(
      ["list"], status: 66, stderr: "recipe-scale: gone.json: no such file or directory",
      variables: ["RECIPE_SCALE_FILE": "gone.json"])
    let empty = try Scratch()
    let outcome = try runBinary(["list"], directory: empty.url)
    #expect(outcome.status == 66)
    #expect(outcome.stdout.isEmpty)
    #expect(
      outcome.stderr.hasPrefix(
        "recipe-scale: no recipes file found (looked for ./recipes.json and /"))
    #expect(
      outcome.stderr.hasSuffix(
        "/share/recipe-scale/recipes.json); name one with --file PATH or RECIPE_SCALE_FILE\n"))
  }

  @Test("66: a file that cannot be read", .enabled(if: getuid() != 0, "root reads every file"))
  func unreadable() throws {
    let path = try scratch.write("secret.json", "[]").path
    chmod(path, 0)
    try expectFailure(
      ["list", "-f", "secret.json"], status: 66,
      stderr: "recipe-scale: secret.json: permission denied")
  }

  @Test("74: standard output that cannot be written")
  func writeErrors() throws {
    try expectFailure(
      ["list", "-f", file], status: 74,
      stderr: "recipe-scale: write error: no space left on device",
      shell: "exec \"$0\" \"$@\" > /dev/full")
    try expectFailure(
      ["list", "-f", file], status: 74, stderr: "recipe-scale: write error: bad file descriptor",
      shell: "exec \"$0\" \"$@\" >&-")
  }
}
