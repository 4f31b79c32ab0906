import Foundation
import RecipeScale
import Testing

/// The table of docs/reading-recipes.md says what the reader makes of each line; this keeps it true.
@Suite("The reading page's table")
struct ReadingDocumentationTests {
  struct Row: CustomStringConvertible {
    var line: String
    var amount: String
    var unit: String
    var name: String
    var description: String { line }
  }

  static func rows() throws -> [Row] {
    // This file is Tests/RecipeScaleTests/Readers/Text/ReadingDocumentationTests.swift.
    var root = URL(fileURLWithPath: #filePath)
    for _ in 0..<5 { root = root.deletingLastPathComponent() }
    let page = root.appendingPathComponent("docs/reading-recipes.md")
    let text = try String(contentsOf: page, encoding: .utf8)
    return text.split(separator: "\n").compactMap { line -> Row? in
      guard line.hasPrefix("| `") else { return nil }
      let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      guard cells.count == 4 else { return nil }
      func unquoted(_ cell: String) -> String {
        cell.hasPrefix("`") && cell.hasSuffix("`") ? String(cell.dropFirst().dropLast()) : cell
      }
      return Row(
        line: unquoted(cells[0]), amount: cells[1], unit: unquoted(cells[2]),
        name: unquoted(cells[3]))
    }
  }

  @Test("the page has its table")
  func hasRows() throws {
    #expect(try Self.rows().count >= 10)
  }

  @Test("every row is what the reader reads", arguments: try rows())
  func row(_ row: Row) throws {
    let ingredient = try IngredientLineParser().read(row.line).ingredient
    let amount: String
    switch (ingredient.amount, ingredient.amountMax) {
    case (nil, _): amount = "none"
    case (let low?, let high?): amount = "\(low) to \(high)"
    case (let low?, nil): amount = "\(low)"
    }
    #expect(amount == row.amount)
    #expect((ingredient.unit?.written ?? "none") == row.unit)
    #expect(ingredient.name == row.name)
  }
}
