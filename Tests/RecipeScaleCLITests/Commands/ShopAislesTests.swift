import Foundation
import RecipeScaleCLI
import Testing

/// `shop --aisles`: the list under the aisles of a store, built in or from a file.
@Suite("shop in aisles")
struct ShopAislesTests {
  let scratch: Scratch
  let file: String

  init() throws {
    scratch = try Scratch()
    file = try scratch.write("week.json", shoppingRecipes).path
  }

  @Test("by default the built-in aisles group text and Markdown, in store order")
  func builtIn() {
    let outcome = runInProcess(["shop", "-f", file, "Pancakes", "Soup"])
    #expect(outcome.status == 0)
    #expect(outcome.stderr == "")
    let lines = outcome.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    let headings = lines.indices.filter { $0 > 0 && lines[$0 - 1].isEmpty }.map { lines[$0] }
    #expect(headings == ["Produce", "Dairy and eggs", "Spices"])
    #expect(outcome.stdout.contains("\nProduce\n1 tsp Garlic\n"))
    let markdown = runInProcess(["shop", "-f", file, "Pancakes", "Soup", "--format", "markdown"])
    #expect(markdown.stdout.contains("\n## Dairy and eggs\n\n- [ ] "))
  }

  @Test("--aisles none lists without headings, as alphabetical as before")
  func none() {
    let outcome = runInProcess(["shop", "-f", file, "Pancakes", "Soup", "--aisles", "none"])
    #expect(outcome.status == 0)
    #expect(!outcome.stdout.contains("\n\n"))
    let json = runInProcess([
      "shop", "-f", file, "Soup", "--aisles", "none", "--format", "json",
    ])
    #expect(json.stdout.contains("\"aisle\": null}"))
  }

  @Test("an aisle file replaces the built-in aisles, and the configuration folder's is read")
  func aisleFile() throws {
    let conf = try scratch.write(
      "aisle.conf", "[Cold]\nmilk|whole milk\neggs\n\n[Everything else]\nbutter\n"
    ).path
    let outcome = runInProcess(["shop", "-f", file, "Pancakes", "--aisles", conf])
    #expect(outcome.status == 0)
    #expect(outcome.stdout.contains("\n\nCold\n2 Large eggs\n1 cup Milk\n\nEverything else\n"))
    #expect(outcome.stdout.contains("\n\nOther\n"))
    let tsv = runInProcess([
      "shop", "-f", file, "Pancakes", "--aisles", conf, "--format", "tsv",
    ]).stdout
    #expect(
      tsv.split(separator: "\n").contains { $0.hasPrefix("Milk\t") && $0.hasSuffix("\tCold") })
    let config = scratch.url.path + "/config"
    try FileManager.default.createDirectory(
      atPath: config + "/recipe-scale", withIntermediateDirectories: true)
    try FileManager.default.copyItem(atPath: conf, toPath: config + "/recipe-scale/aisle.conf")
    let configured = runInProcess(
      ["shop", "-f", file, "Pancakes"], variables: ["XDG_CONFIG_HOME": config])
    #expect(configured.stdout == outcome.stdout)
  }

  @Test("a bad aisle file is a data error at its line and column, exit 65, nothing on stdout")
  func badFile() throws {
    let conf = try scratch.write("aisle.conf", "# mine\nmilk\n[Dairy]\n").path
    let outcome = runInProcess(["shop", "-f", file, "Soup", "--aisles", conf])
    #expect(outcome.status == 65)
    #expect(outcome.stdout == "")
    #expect(
      outcome.stderr
        == "recipe-scale: \(conf):2:1: \"milk\" comes before any aisle: start the file with a "
        + "line such as [Produce]\n")
    let missing = runInProcess([
      "shop", "-f", file, "Soup", "--aisles", scratch.url.path + "/none.conf",
    ])
    #expect(missing.status == 66)
    #expect(missing.stdout == "")
  }
}
