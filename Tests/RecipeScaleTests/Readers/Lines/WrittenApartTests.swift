import Foundation
import RecipeScale
import Testing

/// 1,281 ingredient lines written apart from the reader and its other tests, as
/// sites, cookbooks, recipe cards, scans, forums, meal kits and a dozen languages
/// write them, each labelled with the amount a careful cook reads (`?` where no
/// number can be read with confidence). The reader may keep a line as text, but
/// never give it another amount.
@Suite("Lines written apart from the tests")
struct WrittenApartTests {
  /// An amount and the upper end of its range; both `nil` for no amount.
  struct Reading: Equatable, CustomStringConvertible {
    var amount: Rational?
    var amountMax: Rational?

    var description: String {
      guard let amount else { return "no amount" }
      return amountMax.map { "\(amount)-\($0)" } ?? "\(amount)"
    }
  }

  struct Labelled: Sendable {
    var line: String
    /// What a careful cook reads; `nil` for `?`, where no number is safe.
    var expected: Reading?
    /// Other readings that are also right (`1 cup (240 ml)` is 1 or 240).
    var alternatives: [Reading]
    /// Whether keeping the line as text is right too (`3 large eggs plus 1 yolk`).
    var textIsFine: Bool
  }

  static let rows: [Labelled] = {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Fixtures/written-apart.tsv")
    guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
    return text.split(separator: "\n").dropFirst().compactMap { row in
      let fields = row.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      guard fields.count == 4 else { return nil }
      // A tab inside a line is written `\t`, so the file stays four columns.
      let line = fields[0].replacingOccurrences(of: "\\t", with: "\t")
      let expected: Reading? =
        fields[1] == "?" ? nil : reading(fields[1], max: fields[2].isEmpty ? nil : fields[2])
      let alternatives = fields[3].split { $0 == ";" || $0 == "," }.compactMap { entry in
        entry == "?" ? nil : reading(String(entry.split(separator: "@").first ?? ""), max: nil)
      }
      return Labelled(
        line: line, expected: expected, alternatives: alternatives,
        textIsFine: fields[3].split { $0 == ";" || $0 == "," }.contains("?"))
    }
  }()

  /// `1 1/2`, `2 1/2-3`, or empty for no amount.
  static func reading(_ text: String, max: String?) -> Reading {
    let ends = text.split(separator: "-", maxSplits: 1).map(String.init)
    return Reading(
      amount: ends.first.flatMap { Rational($0) },
      amountMax: (max ?? (ends.count == 2 ? ends[1] : nil)).flatMap { Rational($0) })
  }

  /// Every line through the text reader, as one recipe, and what it read of each.
  static func readings() throws -> [(row: Labelled, ingredient: Ingredient)] {
    let text = "# Corpus\nServes 1\n" + rows.map(\.line).joined(separator: "\n") + "\n"
    let found = try TextRecipeReader().read(text, title: "corpus")
    let ingredients = found.recipes.flatMap(\.ingredients)
    var bySource: [String: Ingredient] = [:]
    for ingredient in ingredients {
      if let source = ingredient.source { bySource[source] = ingredient }
    }
    return rows.compactMap { row in
      let trimmed = row.line.trimmingCharacters(in: .whitespaces)
      return (bySource[row.line] ?? bySource[trimmed]).map { (row, $0) }
    }
  }

  @Test("the fixture holds the lines, and nearly every one is read as an ingredient")
  func fixture() throws {
    #expect(Self.rows.count >= 1200)
    // Headings and yield lines are no ingredients; everything else is found by its source.
    #expect(try Self.readings().count * 100 >= Self.rows.count * 95)
  }

  @Test("never a wrong amount, and never one where none can be read with confidence")
  func neverWrong() throws {
    for (row, ingredient) in try Self.readings() where ingredient.amount != nil {
      let read = Reading(amount: ingredient.amount, amountMax: ingredient.amountMax)
      #expect(
        row.expected == read || row.alternatives.contains(read),
        "\(row.line): read \(read), expected \(row.expected?.description ?? "no number")")
    }
  }

  @Test("at least 95% of the lines with an amount are read, not kept as text")
  func readRate() throws {
    let withAmount = try Self.readings().filter {
      $0.row.expected?.amount != nil && !$0.row.textIsFine
    }
    let read = withAmount.filter { $0.ingredient.amount != nil }
    #expect(read.count * 100 >= withAmount.count * 95, "\(read.count) of \(withAmount.count)")
  }
}
