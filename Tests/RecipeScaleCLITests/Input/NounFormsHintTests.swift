import Foundation
import RecipeScaleCLI
import Testing

/// Decoding skips the noun-form keys when the syntax scan found none in a
/// chunk or line; a recipe that gives them, anywhere, still has them.
@Suite("Noun forms found wherever they are")
struct NounFormsHintTests {
  static func recipe(_ index: Int, forms: Bool) -> String {
    let apple =
      forms
      ? #"{"name": "Apfel", "num": 1, "plural": "Äpfel"}"# : #"{"name": "Apple", "num": 1}"#
    return #"{"name": "R\#(index)", "servings": 1, "language": "de", "ingredients": [\#(apple)]}"#
  }

  @Test("the last of many recipes in an array, and a line after lines without", arguments: [1, 2])
  func farAway(jobs: Int) throws {
    let scratch = try Scratch()
    let count = 3000
    let recipes = (0..<count).map { Self.recipe($0, forms: $0 == count - 1) }
    let array = try scratch.write("many.json", "[\n" + recipes.joined(separator: ",\n") + "\n]\n")
    let lines = try scratch.write("many.jsonl", recipes.joined(separator: "\n") + "\n")
    for file in [array, lines] {
      let outcome = try runBinary(
        ["show", "-f", file.path, "--scale", "2", "-j", String(jobs), "R\(count - 1)"])
      #expect(outcome.status == 0)
      #expect(outcome.stdout.contains("\n2 Äpfel\n"), "\(file.lastPathComponent)")
      let first = try runBinary(["show", "-f", file.path, "--scale", "2", "R0"])
      #expect(first.stdout.contains("\n2 Apple\n"))
    }
  }
}
