import Foundation
import RecipeScaleCLI
import Testing

/// A recipe in ounces and cups, where a target in grams or a decimal factor
/// leaves fractions no kitchen measures.
let ounceRecipes = """
  [
    {"name": "Chocolate Chip Cookies", "servings": 24, "ingredients": [
      {"name": "All-purpose flour", "num": 2, "unit": "cups"},
      {"name": "Brown sugar", "num": 3, "denom": 4, "unit": "cup"},
      {"name": "Butter", "num": 8, "unit": "oz"},
      {"name": "Chocolate chips", "num": 12, "unit": "oz"},
      {"name": "Eggs", "num": 2},
      {"name": "Stock", "num": 1001, "denom": 1000, "unit": "liters"},
      {"name": "Water", "num": 101, "denom": 100, "unit": "cups"}
    ]}
  ]
  """

/// Readable amounts after inexact steps: kitchen fractions marked `~`, the
/// target as asked, JSON exact, and `--exact` for everything exact.
@Suite("Inexact scaling, end to end")
struct InexactScalingCommandTests {
  let scratch: Scratch
  let file: String

  init() throws {
    scratch = try Scratch()
    file = try scratch.write("cookies.json", ounceRecipes).path
  }

  @Test("a target in another system: servings and amounts rounded and marked, the target as asked")
  func target() throws {
    let outcome = try runBinary(["show", "-f", file, "--to", "chocolate chips=250g"])
    #expect(outcome.status == 0)
    #expect(outcome.stderr == "")
    let lines = outcome.stdout.split(separator: "\n").map(String.init)
    #expect(lines.first == "Chocolate Chip Cookies (~17 1/2 servings, from 24)")
    #expect(lines.contains("~1 1/2 cups All-purpose flour"))
    #expect(lines.contains("250 g Chocolate chips"))
    #expect(lines.contains("~1 1/2 Eggs (about 2)"))
    // No denominator above 16 reaches the text.
    for line in lines {
      for number in line.split(whereSeparator: { !$0.isNumber && $0 != "/" }) {
        if let slash = number.firstIndex(of: "/"),
          let bottom = Int(number[number.index(after: slash)...])
        {
          #expect(bottom <= 16, "\(line)")
        }
      }
    }
  }

  @Test("a decimal factor: 399/400 cup is ~1 cup; JSON keeps the exact amount and factor")
  func decimalFactor() throws {
    let text = try runBinary(["show", "-f", file, "--scale", "1.33"])
    #expect(text.stdout.contains("\n~1 cup Brown sugar\n"))
    #expect(text.stdout.hasPrefix("Chocolate Chip Cookies (~32 servings, from 24)\n"))
    let json = try runBinary(["show", "-f", file, "--scale", "1.33", "--format", "json"])
    let ingredients = try KitchenCommandTests.ingredients(json.stdout)
    let sugar = try #require(ingredients.first { $0["name"] as? String == "Brown sugar" })
    let amount = try #require(sugar["amount"] as? [String: Any])
    #expect(amount["numerator"] as? Int == 399)
    #expect(amount["denominator"] as? Int == 400)
    #expect(sugar["quantity"] as? String == "~1")
    #expect(sugar["approximate"] as? Bool == true)
  }

  @Test("words agree with the amount shown: ~1 cup, ~1 liter, not ~1 cups")
  func agreement() throws {
    let outcome = try runBinary(["show", "-f", file])
    #expect(outcome.stdout.contains("\n~1 liters Stock\n") == false)
    #expect(outcome.stdout.contains("\n~1 liter Stock\n"))
    #expect(outcome.stdout.contains("\n~1 cup Water\n"))
  }

  @Test("--exact and --fractions ascii keep every amount exact")
  func exact() throws {
    for option in [["--exact"], ["--fractions", "ascii"], ["--exact", "--fractions", "ascii"]] {
      let outcome = try runBinary(["show", "-f", file, "--scale", "1.33"] + option)
      #expect(outcome.status == 0)
      #expect(outcome.stdout.hasPrefix("Chocolate Chip Cookies (31 23/25 servings, from 24)\n"))
      #expect(outcome.stdout.contains("\n399/400 cup Brown sugar\n"))
      #expect(outcome.stdout.contains("\n1 33133/100000 liters Stock\n"))
    }
  }

  @Test("--exact with another fraction style is a usage error")
  func exactConflict() throws {
    let outcome = try runBinary(["show", "-f", file, "--exact", "--fractions", "unicode"])
    #expect(
      outcome
        == Outcome(
          status: 64, stdout: "",
          stderr:
            "recipe-scale: '--exact' and '--fractions' cannot be used together; see 'recipe-scale show --help'\n"
        ))
  }

  @Test("a tiny amount is never shown as zero")
  func tiny() throws {
    let outcome = try runBinary(["show", "-f", file, "--scale", "1/97"])
    #expect(outcome.status == 0)
    // 3/388 cup is 3/8 tsp within 1%, which a spoon measures.
    #expect(outcome.stdout.contains("\n~3/8 tsp Brown sugar\n"))
    #expect(!outcome.stdout.split(separator: "\n").contains { $0.hasPrefix("0 ") })
    let exact = try runBinary(["show", "-f", file, "--scale", "1/97", "--exact"])
    #expect(exact.stdout.contains("\n3/388 cup Brown sugar\n"))
  }
}
