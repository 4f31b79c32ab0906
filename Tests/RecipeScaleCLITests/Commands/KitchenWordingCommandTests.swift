import Foundation
import RecipeScaleCLI
import Testing

/// The observed bugs, as a recipes file writes them.
let kitchenWordingRecipes = """
  [
    {"name": "Kitchen Words", "servings": 1, "ingredients": [
      {"name": "Onion", "num": 1, "unit": "large"},
      {"name": "Carrot", "num": 3, "denom": 2, "unit": "medium"},
      {"name": "Egg", "num": 1, "unit": "whole"},
      {"name": "Leaf of basil", "num": 3, "denom": 2},
      {"name": "Sprig of rosemary", "num": 1},
      {"name": "Black beans", "num": 3, "denom": 16, "unit": "cans (15 oz)"},
      {"name": "Eggs", "num": 1, "unit": "dozen"},
      {"name": "Cheddar", "num": 4, "unit": "ozs"},
      {"name": "Salt", "num": 5, "unit": "gr"},
      {"name": "Flour", "num": 1, "unit": "cup(s)"},
      {"name": "Oil", "num": 1, "unit": "Tbsp."},
      {"name": "Mustard", "num": 1, "unit": "tsp"},
      {"name": "Milk", "num": 2, "unit": "cups"},
      {"name": "Butter", "num": 375, "unit": "g"}
    ]}
  ]
  """

@Suite("Kitchen wording, end to end")
struct KitchenWordingCommandTests {
  let scratch: Scratch
  let file: String

  init() throws {
    scratch = try Scratch()
    file = try scratch.write("kitchen.json", kitchenWordingRecipes).path
  }

  @Test("sizes, X of Y, parenthesised sizes, dozen and written units agree with the amount")
  func wording() throws {
    let outcome = try runBinary(["show", "-f", file, "-s", "2"])
    #expect(
      outcome
        == Outcome(
          status: 0,
          stdout: """
            Kitchen Words (2 servings, from 1)
            2 large Onions
            3 medium Carrots
            2 whole Eggs
            3 Leaves of basil
            2 Sprigs of rosemary
            ~1/3 can (15 oz) Black beans
            2 dozen Eggs
            8 ozs Cheddar
            10 gr Salt
            2 cups Flour
            2 Tbsp. Oil
            2 tsp Mustard
            4 cups Milk
            750 g Butter

            """, stderr: ""))
  }

  @Test("--units metric keeps spoons, writes ml, and rounds within 2.5%")
  func metric() throws {
    let outcome = try runBinary(["show", "-f", file, "-s", "2", "--units", "metric"])
    #expect(outcome.status == 0)
    for line in [
      "~227 g Cheddar", "10 gr Salt", "~473 ml Flour", "2 Tbsp. Oil", "2 tsp Mustard",
      "~946 ml Milk", "750 g Butter",
    ] {
      #expect(outcome.stdout.contains("\n\(line)\n"), "\(line)")
    }
    let spoons = try runBinary(
      ["show", "-f", file, "-s", "2", "--units", "metric", "--spoons", "ml"])
    #expect(spoons.stdout.contains("\n~30 ml Oil\n~10 ml Mustard\n"))
  }

  @Test("--units us rounds within 2.5%, and leaves what it cannot")
  func us() throws {
    let outcome = try runBinary(["show", "-f", file, "-s", "2", "--units", "us"])
    #expect(outcome.status == 0)
    #expect(outcome.stdout.contains("\n~1 2/3 lb Butter\n"))
    #expect(outcome.stdout.contains("\n10 gr Salt\n"))
  }

  @Test("shop agrees the same way, and keeps spoons in metric")
  func shop() throws {
    let outcome = try runBinary([
      "shop", "Kitchen", "-f", file, "-s", "2", "--units", "metric", "--group-by", "first-seen",
    ])
    #expect(outcome.status == 0)
    for line in [
      "2 large Onions", "3 medium Carrots", "3 Leaves of basil",
      "1 can (15 oz) Black beans (3/8 needed)",
      "2 Tbsp. Oil", "~946 ml Milk",
    ] {
      #expect(outcome.stdout.contains(line), "\(line)")
    }
  }

  @Test("--spoons takes keep or ml, and help, completions and the man page name it")
  func spoonsOption() throws {
    let bad = try runBinary(["show", "-f", file, "--spoons", "cups"])
    #expect(bad.status == 64)
    #expect(bad.stderr.contains("spoons"))
    let help = try runBinary(["show", "--help"])
    #expect(help.stdout.contains("--spoons <unit>"))
    let completions = try runBinary(["completions", "bash"])
    #expect(completions.stdout.contains("--spoons"))
  }
}
