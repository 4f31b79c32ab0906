import Foundation
import RecipeScaleCLI
import Testing

/// A cake for a 9-inch round pan, as a cook types it.
let butterCake = """
  # Butter Cake
  Serves 12

  2 cups flour
  1 cup sugar
  3 eggs

  1. Heat the oven to 350°F. Butter a 9-inch round cake pan.
  2. Beat in the 1 cup sugar and the 3 eggs, fold in the flour and bake 30 minutes.
  """

@Suite("--pan and --from-pan, end to end")
struct PanCommandTests {
  let scratch: Scratch
  let file: String

  init() throws {
    scratch = try Scratch()
    file = try scratch.write("cake.txt", butterCake).path
  }

  @Test(
    "a 9-inch round cake in a 9x13: the pans in the title, every amount marked, the pan renamed")
  func roundToRectangle() throws {
    let outcome = try runBinary(["show", "-f", file, "--pan", "9x13", "--steps", "--exact"])
    #expect(outcome.status == 0)
    #expect(outcome.stderr == "")
    #expect(
      outcome.stdout == """
        Butter Cake (for a 9x13 in pan, ×1.84 of a 9 in round)
        ~3 17/25 cups flour
        ~1 21/25 cups sugar
        ~5 13/25 eggs (about 6)

        1. Heat the oven to 350°F. Butter a 9x13-inch cake pan.
        2. Beat in the ~1 21/25 cups sugar and the ~5 13/25 eggs, fold in the flour and bake 30 minutes.

        """)
  }

  @Test("round to round is exact, in inches or centimetres, and --from-pan wins")
  func exactRatios() throws {
    let json = try runBinary(["show", "-f", file, "--pan", "10 inch round", "--format", "json"])
    #expect(json.status == 0)
    #expect(
      json.stdout.contains(
        #""pan": {"from": "9 in round", "to": "10 in round", "factor": {"numerator": 100, "denominator": 81}, "approximate": false}"#
      ))
    let metric = try runBinary([
      "show", "-f", file, "--pan", "20cm round", "--from-pan", "25 cm round", "--format", "json",
    ])
    #expect(metric.stdout.contains(#""factor": {"numerator": 16, "denominator": 25}"#))
    #expect(metric.stdout.contains(#""from": "25 cm round""#))
  }

  @Test(
    "a size that cannot be read, a conflict or --from-pan alone is a usage error",
    arguments: [
      (["--pan", "9"], "invalid value '9' for '--pan <size>'"),
      (["--pan", "huge"], "invalid value 'huge' for '--pan <size>'"),
      (["--pan", "9x13", "--from-pan", "0x5"], "invalid value '0x5' for '--from-pan <size>'"),
      (
        ["--pan", "9x13", "-s", "4"], "'--servings <n>' and '--pan <size>' cannot be used together"
      ),
      (
        ["--pan", "9x13", "--scale", "2"],
        "'--scale <factor>' and '--pan <size>' cannot be used together"
      ),
      (["--from-pan", "9x13"], "'--from-pan <size>' is used only with '--pan <size>'"),
    ])
  func usageErrors(options: [String], message: String) throws {
    let outcome = try runBinary(["show", "-f", file] + options)
    #expect(outcome.status == 64)
    #expect(outcome.stdout == "")
    #expect(outcome.stderr.hasPrefix("recipe-scale: " + message))
    #expect(outcome.stderr.hasSuffix("see 'recipe-scale show --help'\n"))
  }

  @Test("a recipe that names no pan is a data error that names --from-pan; nothing is printed")
  func noPan() throws {
    let plain = try scratch.write("plain.txt", "# Toast\nServes 1\n\n1 slice bread\n").path
    let outcome = try runBinary(["show", "-f", plain, "-f", file, "--pan", "9x13"])
    #expect(outcome.status == 65)
    #expect(outcome.stdout == "")
    #expect(outcome.stderr.contains("recipe \"Toast\""))
    #expect(outcome.stderr.contains("give its pan with --from-pan"))
  }

  @Test("import writes the pan the text names; show reads it back; validate checks one given")
  func importAndValidate() throws {
    let imported = try runBinary(["import", "-f", file])
    #expect(imported.status == 0)
    #expect(imported.stdout.contains(#""pan": "9 in round""#))
    let json = try scratch.write("cake.json", imported.stdout).path
    let again = try runBinary(["show", "-f", json, "--pan", "9x13", "--exact"])
    #expect(again.stdout.hasPrefix("Butter Cake (for a 9x13 in pan, ×1.84 of a 9 in round)\n"))
    let broken = try scratch.write(
      "broken.json", imported.stdout.replacingOccurrences(of: "9 in round", with: "a wide one")
    )
    .path
    let report = try runBinary(["validate", "-f", broken])
    #expect(report.status == 65)
    // The report is validate's output: on standard output, with the file's line and column.
    #expect(report.stdout.contains("error: recipe \"Butter Cake\" (#1): pan \"a wide one\""))
    #expect(try runBinary(["validate", "-f", json]).status == 0)
  }
}
