import Foundation
import RecipeScale
import RecipeScaleCLI
import Testing

/// The author's equivalents (`2 cups (240g) flour`) survive `import`, and a
/// recipes file that gives them is checked.
@Suite("Equivalents survive import")
struct ImportedEquivalentTests {
  let scratch: Scratch

  static let bread = """
    # Rye bread
    Makes 1 loaf

    2 cups (240g) rye flour
    1 1/4 cups (283g) water
    225g/8oz butter
    1 tbsp (15 ml) olive oil
    2 tsp salt
    """

  init() throws {
    scratch = try Scratch()
    try scratch.write("bread.txt", Self.bread)
  }

  @Test(
    "show on the imported file converts as the text did, in every format and system",
    arguments: ["metric", "us"])
  func sameConversions(units: String) throws {
    let imported = try runBinary(["import", "-f", "bread.txt"], directory: scratch.url)
    #expect(imported.status == 0)
    #expect(imported.stdout.contains(#""equivalents": [{"num": 240, "denom": 1, "unit": "g"}]"#))
    #expect(imported.stdout.contains(#""equivalents": [{"num": 8, "denom": 1, "unit": "oz"}]"#))
    try scratch.write("bread.json", imported.stdout)
    for format in ["text", "tsv", "json"] {
      let original = try runBinary(
        ["show", "--scale", "3/2", "--units", units, "--format", format, "-f", "bread.txt"],
        directory: scratch.url)
      let again = try runBinary(
        ["show", "--scale", "3/2", "--units", units, "--format", format, "-f", "bread.json"],
        directory: scratch.url)
      #expect(original.status == 0)
      #expect(again == original, "\(units) \(format)")
    }
    let metric = try runBinary(
      ["show", "--scale", "3/2", "--units", "metric", "-f", "bread.json"], directory: scratch.url)
    #expect(metric.stdout.contains("\n360 g rye flour\n"))
  }

  @Test(
    "an equivalent that is no amount of weight or volume is an error, exit 65",
    arguments: [
      (#"[{"num": 1, "unit": "pinch"}]"#, "equivalents.unit must be a unit of weight or volume"),
      (#"[{"num": 0, "unit": "g"}]"#, "equivalents.num must be positive"),
      (#"[{"num": 2, "denom": 0, "unit": "g"}]"#, "equivalents.denom must be positive"),
      (#""240 g""#, "equivalents must be an array of objects with num, denom and unit"),
    ])
  func badEquivalents(_ field: String, _ message: String) throws {
    let file = try scratch.write(
      "bad.json",
      #"[{"name": "A", "servings": 1, "ingredients": [{"name": "flour", "num": 1, "unit": "cup", "equivalents": "#
        + field + "}]}]"
    ).path
    for command in [["validate"], ["show"]] {
      let outcome = runInProcess(command + ["-f", file])
      #expect(outcome.status == 65, "\(command)")
      #expect(outcome.stdout == "" || command == ["validate"])
      #expect(outcome.stderr.contains(message) || outcome.stdout.contains(message), "\(command)")
    }
  }
}
