import Foundation
import RecipeScaleCLI
import Testing

/// A metric recipe whose scaled amounts need rounding, beside US and counted ones.
let metricRecipes = """
  [
    {"name": "Stew", "servings": 3, "ingredients": [
      {"name": "Tomatoes", "num": 800, "unit": "g"},
      {"name": "Stock", "num": 6, "denom": 5, "unit": "l"},
      {"name": "Salt", "num": 2, "unit": "g"},
      {"name": "Water", "num": 100, "numMax": 150, "unit": "ml"},
      {"name": "Cumin", "num": 1, "unit": "tsp"},
      {"name": "Eggs", "num": 6}
    ]}
  ]
  """

/// `--fractions auto`, the default: metric amounts in kitchen decimals, the rest
/// as a kitchen measures them.
@Suite("Metric decimals, end to end")
struct MetricDecimalsCommandTests {
  let scratch: Scratch
  let file: String

  init() throws {
    scratch = try Scratch()
    file = try scratch.write("stew.json", metricRecipes).path
  }

  @Test("by default metric amounts are rounded decimals marked ~, the rest measurable")
  func auto() throws {
    let outcome = try runBinary(["show", "-f", file, "-s", "4"])
    #expect(
      outcome
        == Outcome(
          status: 0,
          stdout: """
            Stew (4 servings, from 3)
            ~1067 g Tomatoes
            1.6 l Stock
            ~2.7 g Salt
            ~133–200 ml Water
            ~1 3/8 tsp Cumin
            8 Eggs

            """, stderr: ""))
  }

  @Test("--fractions ascii keeps every amount exact, as before")
  func ascii() throws {
    let outcome = try runBinary(["show", "-f", file, "-s", "4", "--fractions", "ascii"])
    #expect(outcome.status == 0)
    #expect(outcome.stdout.contains("\n1066 2/3 g Tomatoes\n"))
    #expect(outcome.stdout.contains("\n1 3/5 l Stock\n"))
    #expect(outcome.stdout.contains("\n133 1/3–200 ml Water\n"))
  }

  @Test("--units best moves to kilograms past 1000 g, in decimals")
  func best() throws {
    let outcome = try runBinary(["show", "-f", file, "-s", "4", "--units", "best"])
    #expect(outcome.status == 0)
    #expect(outcome.stdout.contains("\n~1.07 kg Tomatoes\n"))
    #expect(outcome.stdout.contains("\n1.6 l Stock\n"))
    #expect(outcome.stdout.contains("\n~2.7 g Salt\n"))
  }

  @Test("JSON keeps the exact amount; quantity, text and approximate follow the display")
  func json() throws {
    let outcome = try runBinary(["show", "-f", file, "-s", "4", "--format", "json"])
    #expect(outcome.status == 0)
    let ingredients = try KitchenCommandTests.ingredients(outcome.stdout)
    let tomatoes = try #require(ingredients.first { $0["name"] as? String == "Tomatoes" })
    let amount = try #require(tomatoes["amount"] as? [String: Any])
    #expect(amount["numerator"] as? Int == 3200)
    #expect(amount["denominator"] as? Int == 3)
    #expect(tomatoes["quantity"] as? String == "~1067")
    #expect(tomatoes["text"] as? String == "~1067 g Tomatoes")
    #expect(tomatoes["approximate"] as? Bool == true)
    let stock = try #require(ingredients.first { $0["name"] as? String == "Stock" })
    #expect(stock["quantity"] as? String == "1.6")
    #expect(stock["approximate"] as? Bool == false)
    let water = try #require(ingredients.first { $0["name"] as? String == "Water" })
    #expect(water["quantity"] as? String == "~133")
    #expect(water["quantityMax"] as? String == "200")
    let cumin = try #require(ingredients.first { $0["name"] as? String == "Cumin" })
    // 1 1/3 tsp, which no spoon holds, is the nearest eighth a spoon does.
    #expect(cumin["quantity"] as? String == "~1 3/8")
    #expect(cumin["approximate"] as? Bool == true)
    let cuminAmount = try #require(cumin["amount"] as? [String: Any])
    #expect(cuminAmount["numerator"] as? Int == 4)
  }

  @Test("TSV's quantity follows the display; ascii gives the exact one")
  func tsv() throws {
    let auto = try runBinary(["show", "-f", file, "-s", "4", "--format", "tsv"])
    let rows = auto.stdout.split(separator: "\n").map { $0.split(separator: "\t").map(String.init) }
    #expect(rows.contains { $0.count > 4 && $0[2] == "~1067" && $0[4] == "Tomatoes" })
    #expect(rows.contains { $0.count > 4 && $0[2] == "~1 3/8" && $0[4] == "Cumin" })
    let ascii = try runBinary(
      ["show", "-f", file, "-s", "4", "--format", "tsv", "--fractions", "ascii"])
    #expect(ascii.stdout.contains("\tStew\t4\t1066 2/3\tg\tTomatoes\t") == false)
    #expect(ascii.stdout.contains("Stew\t4\t1066 2/3\tg\tTomatoes\t"))
  }

  @Test("shop totals follow the same rule")
  func shop() throws {
    let outcome = try runBinary(["shop", "Stew=4", "Stew=2", "-f", file])
    #expect(outcome.status == 0)
    // 1066 2/3 g + 533 1/3 g is 1600 g exactly: 1.6 kg under best, shop's default.
    #expect(outcome.stdout.contains("\n1.6 kg Tomatoes\n"))
    #expect(outcome.stdout.contains("\n2.4 l Stock\n"))
    #expect(outcome.stdout.contains("\n4 g Salt\n"))
  }
}
