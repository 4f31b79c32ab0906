import Foundation
import RecipeScaleCLI
import Testing

/// `shop RECIPE=xF`: a recipe on the list scaled by a factor, with or without servings.
@Suite("shop with a factor")
struct ShopFactorTests {
  let scratch: Scratch
  let file: String
  let text: String

  init() throws {
    scratch = try Scratch()
    file = try scratch.write("week.json", shoppingRecipes).path
    // A crust as a card gives it: no servings to scale from.
    text = try scratch.write("crust.txt", "# Pie crust\n2 cups flour\n1/2 cup butter\n").path
  }

  @Test("=x2 doubles a recipe, =x1/2 and =x0.5 halve it, as --scale would")
  func factors() throws {
    for (typed, milk) in [("Pancakes=x2", "2 cups Milk"), ("Pancakes=x1/2", "1/2 cup Milk")] {
      let outcome = runInProcess(["shop", "--aisles", "none", "-f", file, typed])
      #expect(outcome.status == 0)
      #expect(outcome.stderr == "")
      #expect(outcome.stdout.split(separator: "\n").contains { $0 == milk }, "\(typed)")
    }
    let decimal = runInProcess(["shop", "--aisles", "none", "-f", file, "Pancakes=X0.5"])
    let fraction = runInProcess(["shop", "--aisles", "none", "-f", file, "Pancakes=×1/2"])
    #expect(decimal.status == 0)
    #expect(decimal.stdout == fraction.stdout)
  }

  @Test("a recipe that gives no servings is shopped by a factor")
  func noServings() throws {
    let outcome = runInProcess(["shop", "--aisles", "none", "-f", text, "crust=x3"])
    #expect(
      outcome
        == Outcome(
          status: 0, stdout: "Shopping list: Pie crust (× 3)\n3 sticks butter\n6 cups flour\n",
          stderr: ""))
    // Servings it does not have are still refused.
    let servings = runInProcess(["shop", "--aisles", "none", "-f", text, "crust=4"])
    #expect(servings.status != 0)
    #expect(servings.stdout == "")
  }

  @Test("a factor and servings mix on one list, each recipe at its own")
  func mixed() throws {
    let outcome = runInProcess([
      "shop", "--aisles", "none", "-f", file, "Pancakes=x2", "Soup=4", "--format", "tsv",
    ])
    #expect(outcome.status == 0)
    let factorOnly = runInProcess([
      "shop", "--aisles", "none", "-f", file, "Pancakes=8", "Soup=x2", "--format", "tsv",
    ])
    // Pancakes serve 4 and soup 2: ×2 and 8 servings, 4 servings and ×2 are the same list.
    #expect(outcome.stdout == factorOnly.stdout)
  }

  @Test(
    "a factor that is not positive is a usage error, exit 64",
    arguments: ["Pancakes=x0", "Pancakes=x-2", "Pancakes=x", "Pancakes=x1/0"])
  func badFactor(typed: String) {
    let outcome = runInProcess(["shop", "--aisles", "none", "-f", file, typed])
    #expect(outcome.status == 64)
    #expect(outcome.stdout == "")
    #expect(
      outcome.stderr
        == "recipe-scale: invalid value '\(typed)' for '<recipe>': expected NAME=xF with F a "
        + "positive factor, such as x2, x0.5 or x1/2; see 'recipe-scale shop --help'\n")
  }

  @Test("a name that holds =x before no number is a name")
  func nameWithX() throws {
    let outcome = runInProcess(["shop", "--aisles", "none", "-f", file, "Pancakes=xyz"])
    #expect(outcome.status == 1)
    #expect(outcome.stderr.contains("no recipe matches \"Pancakes=xyz\""))
  }
}
