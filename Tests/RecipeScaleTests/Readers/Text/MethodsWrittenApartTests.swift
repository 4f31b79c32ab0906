import Foundation
import RecipeScale
import Testing

/// Thirty plain-text recipes with their methods, written apart from the reader
/// as sites, cookbooks, e-mails and notes apps write them in seven languages:
/// under a heading in each language, as numbered steps with no heading, as
/// prose paragraphs, with parts and notes. Each is labelled with what a cook
/// reads: how many ingredients and steps, and the first and last step.
@Suite("Methods written apart from the tests")
struct MethodsWrittenApartTests {
  struct Labelled: Sendable, CustomTestStringConvertible {
    var file: String
    var ingredients: Int
    var steps: Int
    var firstStep: String
    var lastStep: String

    var testDescription: String { file }
  }

  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/methods")

  static let rows: [Labelled] = {
    let url = directory.appendingPathComponent("expected.tsv")
    guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
    return text.split(separator: "\n").dropFirst().compactMap { row in
      let fields = row.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      guard fields.count == 5, let ingredients = Int(fields[1]), let steps = Int(fields[2]) else {
        return nil
      }
      return Labelled(
        file: fields[0], ingredients: ingredients, steps: steps, firstStep: fields[3],
        lastStep: fields[4])
    }
  }()

  @Test("The table is there") func tableIsThere() {
    #expect(MethodsWrittenApartTests.rows.count == 30)
  }

  @Test("Each recipe's method is read whole", arguments: rows)
  func methodIsRead(_ row: Labelled) throws {
    let text = try String(
      contentsOf: MethodsWrittenApartTests.directory.appendingPathComponent(row.file),
      encoding: .utf8)
    let recipes = try TextRecipeReader().read(text, title: row.file)
    let recipe = try #require(recipes.recipes.first)
    let steps = (recipe.details.directions ?? []).filter { !ScaledStep($0).isSectionHeading }
    #expect(steps.count == row.steps)
    #expect(steps.first == row.firstStep)
    #expect(steps.last == row.lastStep)
    #expect(recipe.ingredients.count == row.ingredients)
  }
}
