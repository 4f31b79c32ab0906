import Foundation
import RecipeScaleCLI
import Testing

/// Standard input, and files whose names say nothing of their format, are read
/// in the format their content shows: `curl -s URL | recipe-scale show -f -`.
@Suite("Input recognised by its content")
struct RecognizedInputTests {
  static let examples = repositoryRoot.appendingPathComponent("examples")

  static func example(_ name: String) throws -> String {
    try String(contentsOf: examples.appendingPathComponent(name), encoding: .utf8)
  }

  @Test(
    "a page, Cooklang, text and JSON Lines on standard input read with no --input-format",
    arguments: [
      ("lemon-drizzle.html", "Lemon Drizzle Cake (4 slices, from 8)\n"),
      ("carbonara.cook", "Spaghetti Carbonara (4 servings, from 2)\n"),
      ("pancakes.txt", "Buttermilk pancakes (4 servings)\n"),
    ])
  func standardInput(_ file: String, _ title: String) throws {
    let outcome = runInProcess(["show", "-f", "-", "-s", "4"], stdin: try Self.example(file))
    #expect(outcome.status == 0)
    #expect(outcome.stdout.hasPrefix(title))
    #expect(outcome.stderr == "" || outcome.stderr.contains("warning:"))
  }

  @Test("JSON Lines on standard input is recognised by its lines")
  func jsonLines() {
    let lines =
      #"{"name": "A", "servings": 1, "ingredients": [{"name": "Egg", "num": 1}]}"# + "\n"
      + #"{"name": "B", "servings": 2, "ingredients": []}"# + "\n"
    let outcome = runInProcess(["show", "-f", "-", "-s", "2", "--format", "tsv"], stdin: lines)
    #expect(outcome.status == 0)
    #expect(outcome.stdout.contains("A\t2\t2\t\tEggs"))
    #expect(outcome.stderr == "")
  }

  @Test("a page saved as .php is a page; --input-format leaves a file's own extension alone")
  func unknownExtension() throws {
    let scratch = try Scratch()
    let page = try scratch.write("recipe.php", try Self.example("lemon-drizzle.html")).path
    let json = repositoryRoot.appendingPathComponent("recipes.json").path
    let recognised = try runBinary(["list", "-f", page])
    #expect(recognised == Outcome(status: 0, stdout: "Lemon Drizzle Cake\n", stderr: ""))
    let both = try runBinary(["list", "-f", page, "-f", json, "--input-format", "html"])
    #expect(both.status == 0)
    #expect(both.stdout.hasPrefix("Lemon Drizzle Cake\nButtermilk Pancakes\n"))
    #expect(both.stderr == "")
  }

  @Test("empty standard input is still an empty file, exit 65, nothing on stdout")
  func empty() {
    let outcome = runInProcess(["show", "-f", "-"], stdin: "  \n")
    #expect(outcome.status == 65)
    #expect(outcome.stdout == "")
    #expect(outcome.stderr.hasPrefix("recipe-scale: <stdin>: the file is empty"))
  }

  @Test("import takes -f as every other command does, its files before the arguments")
  func importFile() throws {
    let page = Self.examples.appendingPathComponent("lemon-drizzle.html").path
    let text = Self.examples.appendingPathComponent("pancakes.txt").path
    let outcome = try runBinary(["import", text, "-f", page, "--format", "jsonl"])
    #expect(outcome.status == 0)
    #expect(outcome.stderr == "")
    let names = outcome.stdout.split(separator: "\n").map {
      $0.split(separator: ",").first.map(String.init) ?? ""
    }
    #expect(names == [#"{"name": "Lemon Drizzle Cake""#, #"{"name": "Buttermilk pancakes""#])
  }
}
