import Foundation
import RecipeScaleCLI
import Testing

/// `shop --plan`, `--pantry` and `--have`: a week's menu from a file, without
/// what the cook has.
@Suite("shop with a plan and a pantry")
struct ShopPlanTests {
  let scratch: Scratch
  let file: String

  init() throws {
    scratch = try Scratch()
    file = try scratch.write("week.json", shoppingRecipes).path
  }

  @Test("a plan's lines and the recipes typed add up, as if all were typed")
  func planAddsUp() throws {
    let plan = try scratch.write(
      "week.plan", "# the week\nPancakes = 8\n\n  Soup   # its own servings\nGarlic = x2\n"
    ).path
    let planned = runInProcess(["shop", "-f", file, "--plan", plan, "--format", "tsv"])
    let typed = runInProcess([
      "shop", "-f", file, "Pancakes=8", "Soup", "Garlic=x2", "--format", "tsv",
    ])
    #expect(planned.status == 0)
    #expect(planned.stderr == "")
    #expect(planned.stdout == typed.stdout)
    let both = runInProcess(["shop", "-f", file, "--plan", plan, "Soup", "--format", "tsv"])
    let bothTyped = runInProcess([
      "shop", "-f", file, "Soup", "Pancakes=8", "Soup", "Garlic=x2", "--format", "tsv",
    ])
    #expect(both.stdout == bothTyped.stdout)
  }

  @Test("a plan line whose recipe is missing is named by file, line and column; exit 1")
  func planNoMatch() throws {
    let plan = try scratch.write("week.plan", "Pancakes\n  Lasagna = 4\n").path
    let outcome = runInProcess(["shop", "-f", file, "--plan", plan])
    #expect(outcome.status == 1)
    #expect(outcome.stdout == "")
    #expect(outcome.stderr == "recipe-scale: \(plan):2:3: no recipe matches \"Lasagna\"\n")
  }

  @Test("a plan line with servings that are not a number is a data error at its place; exit 65")
  func planBadServings() throws {
    let plan = try scratch.write("week.plan", "# two\nSoup = 1.5\n").path
    let outcome = runInProcess(["shop", "-f", file, "--plan", plan])
    #expect(outcome.status == 65)
    #expect(outcome.stdout == "")
    #expect(
      outcome.stderr
        == "recipe-scale: \(plan):2:1: \"Soup = 1.5\" is not a recipe to plan: expected NAME=N "
        + "with N a positive whole number\n")
  }

  @Test("a plan file that is not there fails with exit 66 and nothing on stdout")
  func planMissing() {
    let outcome = runInProcess(["shop", "-f", file, "--plan", scratch.url.path + "/none.plan"])
    #expect(outcome.status == 66)
    #expect(outcome.stdout == "")
    #expect(outcome.stderr.hasPrefix("recipe-scale: \(scratch.url.path)/none.plan: "))
  }

  @Test("--pantry and --have leave items out, and the list names them at the end")
  func pantryAndHave() throws {
    let pantry = try scratch.write("pantry", "# always\nsalt\nmilk  # the fridge\n").path
    let outcome = runInProcess([
      "shop", "-f", file, "Pancakes", "Soup", "--pantry", pantry, "--have", "garlic",
    ])
    #expect(outcome.status == 0)
    #expect(outcome.stderr == "")
    let lines = outcome.stdout.split(separator: "\n").map(String.init)
    #expect(
      !lines.dropLast().contains {
        $0.contains("Milk") || $0.contains("Salt") || $0.hasSuffix("Garlic")
      })
    #expect(lines.contains("2 tbsp + 100 g Brown butter"))
    #expect(lines.last == "In your pantry: Milk, Salt, Garlic")
  }

  @Test("the pantry in the configuration folder is read when there, and --pantry none skips it")
  func configuredPantry() throws {
    let config = scratch.url.path + "/config"
    try FileManager.default.createDirectory(
      atPath: config + "/recipe-scale", withIntermediateDirectories: true)
    try "milk\n".write(toFile: config + "/recipe-scale/pantry", atomically: true, encoding: .utf8)
    let xdg = runInProcess(
      ["shop", "-f", file, "Pancakes"], variables: ["XDG_CONFIG_HOME": config])
    #expect(xdg.stdout.hasSuffix("In your pantry: Milk\n"))
    let home = scratch.url.path + "/home"
    try FileManager.default.createDirectory(
      atPath: home + "/.config/recipe-scale", withIntermediateDirectories: true)
    try "eggs\n".write(
      toFile: home + "/.config/recipe-scale/pantry", atomically: true, encoding: .utf8)
    let fromHome = runInProcess(["shop", "-f", file, "Pancakes"], variables: ["HOME": home])
    #expect(fromHome.stdout.hasSuffix("In your pantry: Large eggs\n"))
    let none = runInProcess(
      ["shop", "-f", file, "Pancakes", "--pantry", "none"], variables: ["XDG_CONFIG_HOME": config])
    #expect(!none.stdout.contains("pantry"))
    #expect(none.stdout.contains("Milk"))
    // No configured pantry is no error.
    let absent = runInProcess(
      ["shop", "-f", file, "Pancakes"], variables: ["XDG_CONFIG_HOME": scratch.url.path + "/empty"])
    #expect(absent.status == 0)
    #expect(!absent.stdout.contains("pantry"))
  }

  @Test("a --pantry file that is not there fails with exit 66 and nothing on stdout")
  func pantryMissing() {
    let outcome = runInProcess(["shop", "-f", file, "Soup", "--pantry", scratch.url.path + "/nope"])
    #expect(outcome.status == 66)
    #expect(outcome.stdout == "")
    #expect(outcome.stderr.hasPrefix("recipe-scale: \(scratch.url.path)/nope: "))
  }

  @Test("through the binary: a plan, a pantry and markdown")
  func binary() throws {
    let plan = try scratch.write("week.plan", "Pancakes = 8\nSoup\n").path
    let outcome = try runBinary([
      "shop", "-f", file, "--plan", plan, "--have", "salt", "--format", "markdown",
    ])
    #expect(outcome.status == 0)
    #expect(outcome.stderr == "")
    #expect(
      outcome.stdout.hasPrefix("# Shopping list\n\nFor Pancakes (8 servings), Soup (2 servings).\n")
    )
    #expect(outcome.stdout.hasSuffix("\n\nIn your pantry: Salt\n"))
  }
}
