import Foundation
import RecipeScaleCLI
import Testing

/// The dinner-party mistakes: valid JSON whose typos would change amounts unseen.
let mistakenRecipes = """
  [
    {"name": "Mashed potatoes", "servings": 4, "ingredients": [
      {"name": "Potatoes", "num": 2, "units": "lb"},
      {"name": "Salt", "num": 1, "denum": 2, "unit": "tsp"},
      {"name": "Pepper", "unit": "tsp"},
      {"name": "Butter", "num": 0, "unit": "tbsp"},
      {"name": "Chives", "unit": "to taste"}
    ], "Servings": 6, "notes": "mash by hand"}
  ]
  """

/// `validate` catches keys the format does not have, units without amounts
/// and zero amounts, reports each problem once, and `--strict` fails on them;
/// `show`, `shop` and `pick` warn about them on standard error.
@Suite("Data mistakes, end to end")
struct DataMistakesTests {
  let scratch: Scratch

  init() throws {
    scratch = try Scratch()
    try scratch.write("party.json", mistakenRecipes)
  }

  @Test("unknown keys get a suggestion; a unit without num and num 0 with a unit are warnings")
  func warnings() throws {
    let outcome = try runBinary(["validate", "-f", "party.json"], directory: scratch.url)
    #expect(outcome.status == 0)
    #expect(outcome.stderr == "")
    #expect(
      outcome.stdout.split(separator: "\n") == [
        #"party.json:3:45: warning: recipe "Mashed potatoes" (#1), ingredient #1 "Potatoes": unknown key "units"; did you mean "unit"?"#,
        #"party.json:4:41: warning: recipe "Mashed potatoes" (#1), ingredient #2 "Salt": unknown key "denum"; did you mean "denom"?"#,
        #"party.json:5:32: warning: recipe "Mashed potatoes" (#1), ingredient #3 "Pepper": unit "tsp" has no amount: the ingredient is unquantified"#,
        #"party.json:6:31: warning: recipe "Mashed potatoes" (#1), ingredient #4 "Butter": num is 0 with unit "tbsp": the ingredient is unquantified"#,
        #"party.json:8:18: warning: recipe "Mashed potatoes" (#1): unknown key "Servings"; did you mean "servings"?"#,
        #"party.json:8:30: warning: recipe "Mashed potatoes" (#1): unknown key "notes" is ignored"#,
      ])
  }

  @Test("--strict makes any finding fail with 65; a clean file still passes")
  func strict() throws {
    let outcome = try runBinary(
      ["validate", "-f", "party.json", "--strict"], directory: scratch.url)
    #expect(outcome.status == 65)
    #expect(outcome.stdout.split(separator: "\n").count == 6)
    #expect(outcome.stderr == "")
    let clean = try runBinary(["validate", "--strict"], directory: repositoryRoot)
    #expect(clean == Outcome(status: 0, stdout: "", stderr: ""))
  }

  @Test("JSON Lines get the same warnings")
  func jsonLines() throws {
    try scratch.write(
      "party.jsonl",
      #"{"name": "Toast", "servings": 1, "ingredients": [{"name": "Butter", "num": 1, "denum": 2, "unit": "tbsp"}]}"#
        + "\n")
    let outcome = try runBinary(["validate", "-f", "party.jsonl"], directory: scratch.url)
    #expect(
      outcome
        == Outcome(
          status: 0,
          stdout:
            #"party.jsonl:1:88: warning: recipe "Toast" (#1), ingredient #1 "Butter": unknown key "denum"; did you mean "denom"?"#
            + "\n", stderr: ""))
  }

  @Test(
    "a trailing comma is an error that says JSON does not allow one",
    arguments: [
      (#"[{"name": "T", "servings": 1, "ingredients": [],}]"#, "1:49", "'}'"),
      (#"[{"name": "T", "servings": 1, "ingredients": []},]"#, "1:50", "']'"),
    ])
  func trailingComma(text: String, place: String, found: String) throws {
    try scratch.write("comma.json", text)
    for command in ["validate", "show"] {
      let outcome = try runBinary([command, "-f", "comma.json"], directory: scratch.url)
      #expect(outcome.status == 65)
      #expect(outcome.stdout == "")
      #expect(
        outcome.stderr
          == "recipe-scale: comma.json:\(place): invalid JSON: expected a value after ',', "
          + "found \(found): JSON does not allow a trailing comma\n")
    }
  }

  @Test("a web page named .json says which reader reads it; named .php it is read as a page")
  func pageAsJSON() throws {
    let page =
      "<!doctype html><script type=\"application/ld+json\">{\"@type\": \"Recipe\"}</script>"
    try scratch.write("dish.json", page)
    try scratch.write("dish.php", page)
    for command in ["validate", "show"] {
      let outcome = try runBinary([command, "-f", "dish.json"], directory: scratch.url)
      #expect(outcome.status == 65)
      #expect(outcome.stdout == "")
      #expect(
        outcome.stderr
          == "recipe-scale: dish.json:1:1: invalid JSON: expected a value, found '<'; "
          + "a saved web page is read from a file named .html or .htm, or from standard input\n")
      // A name that says nothing of its format: the content is a page, read as one.
      let php = try runBinary([command, "-f", "dish.php"], directory: scratch.url)
      #expect(php.status == 65)
      #expect(php.stdout == "")
      #expect(php.stderr.hasPrefix("recipe-scale: dish.php:1:1: the page has no recipe to read"))
    }
  }

  @Test("a fractional number is reported once, worded by the rule it breaks")
  func reportedOnce() throws {
    try scratch.write(
      "once.json",
      #"[{"name": "T", "servings": 1.5, "ingredients": [{"name": "a", "num": 1.5, "unit": "cup"}]}]"#
    )
    let outcome = try runBinary(["validate", "-f", "once.json"], directory: scratch.url)
    #expect(outcome.status == 65)
    #expect(
      outcome.stdout.split(separator: "\n") == [
        #"once.json:1:28: error: recipe "T" (#1): servings must be a positive whole number up to 9223372036854775807"#,
        #"once.json:1:70: error: recipe "T" (#1), ingredient #1 "a": num must be a whole number from 0 to 9223372036854775807"#,
      ])
  }

  static let showWarnings = [
    #"recipe-scale: party.json:3:45: warning: recipe "Mashed potatoes" (#1), ingredient #1 "Potatoes": unknown key "units"; did you mean "unit"?"#,
    #"recipe-scale: party.json:4:41: warning: recipe "Mashed potatoes" (#1), ingredient #2 "Salt": unknown key "denum"; did you mean "denom"?"#,
    #"recipe-scale: party.json:5:32: warning: recipe "Mashed potatoes" (#1), ingredient #3 "Pepper": unit "tsp" has no amount: the ingredient is unquantified"#,
    #"recipe-scale: party.json:6:42: warning: recipe "Mashed potatoes" (#1), ingredient #4 "Butter": unit "tbsp" has no amount: the ingredient is unquantified"#,
    #"recipe-scale: party.json:8:18: warning: recipe "Mashed potatoes" (#1): unknown key "Servings"; did you mean "servings"?"#,
    #"recipe-scale: party.json:8:30: warning: recipe "Mashed potatoes" (#1): unknown key "notes" is ignored"#,
  ]

  @Test(
    "show and shop print the recipes and warn on standard error, in file order",
    arguments: [
      ["show", "-s", "8"], ["show", "mashed"], ["shop", "--all"], ["show", "-j", "1"],
    ])
  func showWarns(arguments: [String]) throws {
    let outcome = try runBinary(arguments + ["-f", "party.json"], directory: scratch.url)
    #expect(outcome.status == 0)
    #expect(outcome.stdout.contains("Mashed potatoes"))
    #expect(outcome.stderr.split(separator: "\n").map(String.init) == Self.showWarnings)
  }

  @Test("--strict refuses the recipes: every warning, then why, exit 65, nothing printed")
  func showStrict() throws {
    for command in [["show"], ["shop", "--all"]] {
      let outcome = try runBinary(
        command + ["-f", "party.json", "--strict"], directory: scratch.url)
      #expect(outcome.status == 65)
      #expect(outcome.stdout == "")
      #expect(
        outcome.stderr.split(separator: "\n").map(String.init)
          == Self.showWarnings + [
            "recipe-scale: --strict: 6 warnings about the data; nothing printed"
          ])
    }
    let clean = try runBinary(
      ["show", "--strict", "-s", "2", "pancakes"], directory: repositoryRoot)
    #expect(clean.status == 0)
    #expect(clean.stderr == "")
  }

  @Test("JSON Lines warn from show too, at the line of the recipe")
  func showJSONLines() throws {
    try scratch.write(
      "party.jsonl",
      #"{"name": "A", "servings": 1, "ingredients": []}"# + "\n"
        + #"{"name": "Toast", "servings": 1, "ingredients": [{"name": "Butter", "num": 1, "denum": 2, "unit": "tbsp"}]}"#
        + "\n")
    let outcome = try runBinary(["show", "-f", "party.jsonl", "-s", "2"], directory: scratch.url)
    #expect(outcome.status == 0)
    #expect(outcome.stdout.contains("\n2 tbsp Butter\n"))
    #expect(
      outcome.stderr
        == #"recipe-scale: party.jsonl:2:88: warning: recipe "Toast" (#2), ingredient #1 "Butter": unknown key "denum"; did you mean "denom"?"#
        + "\n")
  }
}
