import Foundation
import RecipeScale
import Testing

/// The table in docs/scaling.md says how each amount is shown exactly (`--exact`),
/// as written for a kitchen (the default), and under `--units best`; this keeps it true.
@Suite("The scaling page's table of units")
struct BestUnitsDocumentationTests {
  struct Row: CustomStringConvertible {
    var written: String
    var exact: String
    var asWritten: String
    var best: String
    var description: String { written }
  }

  static func rows() throws -> [Row] {
    // This file is Tests/RecipeScaleTests/Units/BestUnitsDocumentationTests.swift.
    var root = URL(fileURLWithPath: #filePath)
    for _ in 0..<4 { root = root.deletingLastPathComponent() }
    let text = try String(
      contentsOf: root.appendingPathComponent("docs/scaling.md"), encoding: .utf8)
    let table =
      text.components(separatedBy: "<!-- units:table:begin -->").dropFirst().first?
      .components(separatedBy: "<!-- units:table:end -->").first ?? ""
    return table.split(separator: "\n").compactMap { line -> Row? in
      guard line.hasPrefix("| `") else { return nil }
      let cells = line.split(separator: "|").map {
        $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(["`"]))
      }
      guard cells.count == 4 else { return nil }
      return Row(written: cells[0], exact: cells[1], asWritten: cells[2], best: cells[3])
    }
  }

  static func shown(
    _ written: String, _ units: UnitPreference, _ style: AmountStyle = AmountStyle()
  ) throws -> String? {
    let space = try #require(written.lastIndex(of: " "))
    let amount = try #require(Rational(String(written[..<space])))
    let unit = CookingUnit(String(written[written.index(after: space)...]))
    let recipe = try Recipe(
      name: "Row", servings: 1, ingredients: [Ingredient(name: "", amount: amount, unit: unit)])
    let scaled = try Scaler(target: .recipeServings, units: units).scale(recipe)
    return scaled.ingredients.first?.line(style).amountText
  }

  @Test("the page has its table, metric and US rows")
  func hasRows() throws {
    let rows = try Self.rows()
    #expect(rows.count >= 25)
    #expect(rows.contains { $0.written.hasSuffix(" g") })
    #expect(rows.contains { $0.written.hasSuffix(" cup") })
    #expect(rows.contains { $0.asWritten.hasPrefix("a pinch") })
    #expect(rows.contains { $0.asWritten.hasPrefix("~") && $0.written.hasSuffix(" clove") })
  }

  @Test("every row is what show prints", arguments: try rows())
  func row(_ row: Row) throws {
    #expect(
      try Self.shown(row.written, .asWritten, AmountStyle(fractions: .ascii, exact: true))
        == row.exact)
    #expect(try Self.shown(row.written, .asWritten) == row.asWritten)
    #expect(try Self.shown(row.written, .best) == row.best)
  }
}
