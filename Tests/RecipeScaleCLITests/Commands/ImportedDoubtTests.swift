import Foundation
import RecipeScale
import RecipeScaleCLI
import Testing

/// A line kept as text warns on `show` from the text, and as much from the
/// file `import` wrote of it.
@Suite("Doubts survive import")
struct ImportedDoubtTests {
  let scratch: Scratch

  static let roast = """
    # Roast chicken
    Serves 4

    1 chicken, about 1.5 kg
    1 tsp Chinese 5 spice
    4 dried red chiles, preferably 2 ancho and 2 New Mexican
    2 cups flour 3 eggs
    a few sage leaves
    30 g butter
    """

  init() throws {
    scratch = try Scratch()
    try scratch.write("roast.txt", Self.roast)
  }

  /// The warnings of a run without the place each names: the message alone.
  private func messages(_ stderr: String) -> [String] {
    stderr.split(separator: "\n").map { line in
      guard let range = line.range(of: ": warning: ") else { return String(line) }
      return String(line[range.upperBound...])
    }
  }

  @Test(
    "show on the imported file prints what the text printed, with the same warnings",
    arguments: ["text", "tsv", "json", "markdown", "html"])
  func sameWarnings(format: String) throws {
    let imported = try runBinary(["import", "-f", "roast.txt"], directory: scratch.url)
    #expect(imported.status == 0)
    #expect(imported.stdout.contains(#""doubt": {"reason": "second-amount", "column": 15}"#))
    // `a few` is vague, with no number left unscaled: recorded, never warned about.
    #expect(imported.stdout.contains(#""doubt": {"reason": "vague-quantity""#))
    try scratch.write("roast.json", imported.stdout)
    let original = try runBinary(
      ["show", "-s", "8", "--format", format, "-f", "roast.txt"], directory: scratch.url)
    let again = try runBinary(
      ["show", "-s", "8", "--format", format, "-f", "roast.json"], directory: scratch.url)
    #expect(original.status == 0)
    #expect(again.status == 0)
    #expect(again.stdout == original.stdout)
    // The amounts in a name scale from the imported file as from the text.
    #expect(again.stdout.contains("preferably 4 ancho and 4 New Mexican"))
    let warnings = messages(original.stderr)
    #expect(warnings.count == 2)
    #expect(warnings.allSatisfy { $0.contains("ingredient line kept as text with no amount") })
    #expect(messages(again.stderr) == warnings)
    #expect(again.stderr.hasPrefix("recipe-scale: roast.json:"))
  }

  @Test("--strict refuses the imported file as it refused the text")
  func strict() throws {
    let imported = try runBinary(["import", "-f", "roast.txt"], directory: scratch.url)
    try scratch.write("roast.json", imported.stdout)
    let original = try runBinary(["show", "--strict", "-f", "roast.txt"], directory: scratch.url)
    let again = try runBinary(["show", "--strict", "-f", "roast.json"], directory: scratch.url)
    #expect(original.status != 0)
    #expect(again.status == original.status)
    #expect(again.stdout == "")
    #expect(messages(again.stderr) == messages(original.stderr))
  }

  @Test("importing the imported file keeps its doubts, and validate names them")
  func again() throws {
    let imported = try runBinary(["import", "-f", "roast.txt"], directory: scratch.url)
    try scratch.write("roast.json", imported.stdout)
    let twice = try runBinary(["import", "-f", "roast.json"], directory: scratch.url)
    #expect(twice.status == 0)
    #expect(twice.stdout == imported.stdout)
    let validated = try runBinary(["validate", "-f", "roast.json"], directory: scratch.url)
    #expect(validated.status == 0)
    #expect(validated.stdout.contains("a second amount in the name (column 15 of the line)"))
  }

  @Test("a doubt no reader writes is a data error, with its place in the file")
  func badDoubt() throws {
    try scratch.write(
      "bad.json",
      #"[{"name": "R", "servings": 2, "ingredients": [{"name": "x", "doubt": {"reason": "hunch", "column": 1}}]}]"#
    )
    let outcome = try runBinary(["show", "-f", "bad.json"], directory: scratch.url)
    #expect(outcome.status == 65)
    #expect(outcome.stdout == "")
    #expect(outcome.stderr.hasPrefix("recipe-scale: bad.json:1:"))
    #expect(outcome.stderr.contains("doubt.reason must be a reason recipe-scale writes"))
  }
}
