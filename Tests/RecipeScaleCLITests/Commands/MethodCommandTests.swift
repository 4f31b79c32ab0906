import Foundation
import RecipeScaleCLI
import Testing

/// A recipe as a cook pastes it: a yield in its own words, groups, and a
/// method with a part's heading, amounts, a temperature, a time and a pan.
let gingerCookies = """
  # Ginger Cookies
  Makes 24 cookies

  2 1/4 cups flour
  2 teaspoons ground ginger
  1 egg

  For the glaze:
  1/2 cup icing sugar

  1. Preheat the oven to 350°F and line a 9x13-inch pan.
  2. Mix 1 cup of the flour with the 2 teaspoons ginger, then beat in 1 egg.
  For the glaze:
  3. Whisk the 1/2 cup icing sugar with water; bake 10 to 12 minutes.
  """

@Suite("The method, end to end")
struct MethodCommandTests {
  let scratch: Scratch
  let file: String

  init() throws {
    scratch = try Scratch()
    file = try scratch.write("cookies.txt", gingerCookies).path
  }

  @Test(
    "--steps and -m print the method after the ingredients, its amounts scaled",
    arguments: ["--steps", "-m"])
  func steps(_ option: String) throws {
    let outcome = try runBinary(["show", "-f", file, "--scale", "1/2", option])
    #expect(
      outcome
        == Outcome(
          status: 0,
          stdout: """
            Ginger Cookies (12 cookies, from 24)
            1 1/8 cups flour
            1 teaspoon ground ginger
            1/2 egg (about 1)
            1/4 cup icing sugar

            1. Preheat the oven to 350°F and line a 9x13-inch pan.
            2. Mix 1/2 cup of the flour with the 1 teaspoon ginger, then beat in 1/2 egg.
            For the glaze:
            3. Whisk the 1/4 cup icing sugar with water; bake 10 to 12 minutes.

            """, stderr: ""))
  }

  @Test("without --steps text stays the ingredient list, and TSV never changes")
  func noSteps() throws {
    let text = try runBinary(["show", "-f", file, "-s", "48"])
    #expect(text.status == 0)
    #expect(!text.stdout.contains("Preheat"))
    #expect(text.stdout.hasPrefix("Ginger Cookies (48 cookies, from 24)\n"))
    let tsv = try runBinary(["show", "-f", file, "-s", "48", "--format", "tsv", "--steps"])
    #expect(tsv.status == 0)
    #expect(!tsv.stdout.contains("Preheat"))
    // The recipe column stays the name: the title's words are for people.
    #expect(
      tsv.stdout.split(separator: "\n").dropFirst().allSatisfy {
        $0.hasPrefix("Ginger Cookies\t48\t")
      })
  }

  @Test("Markdown prints the whole card: yield, groups, and the numbered method with its parts")
  func markdown() throws {
    let outcome = try runBinary(["show", "-f", file, "-s", "48", "--format", "markdown"])
    #expect(
      outcome
        == Outcome(
          status: 0,
          stdout: """
            # Ginger Cookies

            Makes: 48 cookies, from 24

            ## Ingredients

            - 4 1/2 cups flour
            - 1 tbsp + 1 tsp ground ginger
            - 2 eggs

            ### For the glaze

            - 1 cup icing sugar

            ## Method

            1. Preheat the oven to 350°F and line a 9x13-inch pan.
            2. Mix 2 cups of the flour with the 1 tbsp + 1 tsp ginger, then beat in 2 eggs.

            ### For the glaze

            3. Whisk the 1 cup icing sugar with water; bake 10 to 12 minutes.

            """, stderr: ""))
  }

  @Test("JSON adds the scaled directions and the yield after the fields it had")
  func json() throws {
    let outcome = try runBinary(["show", "-f", file, "-s", "12", "--format", "json", "--exact"])
    #expect(outcome.status == 0)
    let data = Data(outcome.stdout.utf8)
    let recipes = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
    let recipe = try #require(recipes.first)
    #expect(recipe["name"] as? String == "Ginger Cookies")
    #expect(recipe["recipeServings"] as? Int == 24)
    #expect(recipe["yield"] as? String == "12 cookies")
    #expect(recipe["recipeYield"] as? String == "24 cookies")
    #expect(recipe["prepTime"] is NSNull)
    #expect(
      recipe["directions"] as? [String] == [
        "Preheat the oven to 350°F and line a 9x13-inch pan.",
        "Mix 1/2 cup of the flour with the 1 teaspoon ginger, then beat in 1/2 egg.",
        "For the glaze:",
        "Whisk the 1/4 cup icing sugar with water; bake 10 to 12 minutes.",
      ])
    // The new keys follow the old ones, so a reader of the old ones is undisturbed.
    let keys = ["\"name\"", "\"ingredients\"", "\"directions\"", "\"yield\"", "\"totalTime\""]
    let places = keys.compactMap { outcome.stdout.range(of: $0)?.lowerBound }
    #expect(places.count == keys.count && places == places.sorted())
  }

  @Test("the tutorial's directions are read for the formats that print them")
  func tutorialDirections() throws {
    let outcome = try runBinary(["show", "pancakes", "-s", "8", "-m"], directory: repositoryRoot)
    #expect(outcome.status == 0)
    #expect(
      outcome.stdout.hasSuffix(
        "\n1. Whisk the flours, sugar, baking powder and salt.\n"
          + "2. Stir in the buttermilk, egg and butter until just combined.\n"
          + "3. Cook on a hot griddle until bubbles form, then flip.\n"))
  }

  @Test("--steps is show's and pick's: shop refuses it with a hint")
  func shopRefuses() throws {
    let outcome = try runBinary(["shop", "pancakes", "--steps"])
    #expect(outcome.status == 64)
    #expect(outcome.stdout == "")
    #expect(outcome.stderr.hasPrefix("recipe-scale: unknown option '--steps'"))
  }

  @Test("show's help lists --steps with its short name")
  func help() throws {
    let outcome = runInProcess(["show", "--help"])
    #expect(outcome.status == 0)
    #expect(outcome.stdout.contains("  -m, --steps "))
  }

  @Test("a part's heading right under ## Method or ## Ingredients has one blank line before it")
  func headingFirst() throws {
    let page = repositoryRoot.appendingPathComponent("examples/lemon-drizzle.html").path
    let outcome = runInProcess(["show", "-f", page, "--format", "markdown"])
    #expect(outcome.status == 0)
    #expect(outcome.stdout.contains("## Method\n\n### Cake\n\n1. Heat the oven to 180°C.\n"))
    #expect(!outcome.stdout.contains("\n\n\n"))
  }
}
