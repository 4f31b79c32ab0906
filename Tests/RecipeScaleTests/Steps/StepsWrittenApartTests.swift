import Foundation
import RecipeScale
import Testing

/// 301 steps of methods written apart from the step reader, as sites, cookbooks
/// and cooks write them in seven languages, each labelled with the spans that
/// are amounts of an ingredient and those that must stay as written
/// (temperatures, times, pan and cut sizes, portions for each piece).
@Suite("Steps written apart from the tests")
struct StepsWrittenApartTests {
  struct Labelled: Sendable {
    var language: String
    var step: String
    var amounts: [String]
    var kept: [String]
  }

  static let rows: [Labelled] = {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Fixtures/steps-written-apart.tsv")
    guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
    func spans(_ field: String) -> [String] {
      field.components(separatedBy: " | ").filter { !$0.isEmpty }
    }
    return text.split(separator: "\n").dropFirst().compactMap { row in
      let fields = row.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      guard fields.count == 4 else { return nil }
      return Labelled(
        language: fields[0], step: fields[1], amounts: spans(fields[2]), kept: spans(fields[3]))
    }
  }()

  /// What scaling every step by 2 found and changed, against the labels.
  struct Tally {
    var amounts = 0
    var scaled = 0
    var changedWrongly: [String] = []
    var keptChanged: [String] = []
    var missed: [String] = []
  }

  /// A recipe with one step, whose ingredients are what the step counts, as a
  /// recipe lists the eggs its method counts (`3 eggs`) and the garlic it
  /// measures in cloves (`2 cloves`).
  static func recipe(_ row: Labelled) throws -> Recipe {
    let parser = IngredientLineParser()
    let counted = row.amounts.compactMap { span -> Ingredient? in
      if let reading = try? parser.read(Substring(span + " garlic")), reading.doubt == nil,
        let unit = reading.ingredient.unit, unit.standard == nil
      {
        return Ingredient(name: "garlic", amount: .one, unit: unit)
      }
      guard let reading = try? parser.read(Substring(span)), reading.ingredient.unit == nil,
        reading.ingredient.amount != nil, !reading.ingredient.name.isEmpty
      else { return nil }
      return Ingredient(name: reading.ingredient.name, amount: .one, unit: nil)
    }
    return try Recipe(
      name: "Step", servings: 4, ingredients: counted,
      details: RecipeDetails(directions: [row.step]), language: LanguageTag(row.language))
  }

  static let tally: Tally = {
    var tally = Tally()
    let scaler = Scaler(target: .factor(Rational(2)))
    for row in rows {
      guard let recipe = try? recipe(row), let scaled = try? scaler.scale(recipe),
        let step = scaled.steps.first
      else { continue }
      let found = step.parts.compactMap { part -> String? in
        guard case .amount(_, let written) = part else { return nil }
        return written
      }
      tally.amounts += row.amounts.count
      tally.scaled += row.amounts.filter(found.contains).count
      tally.missed += row.amounts.filter { !found.contains($0) }.map { "\($0)  ←  \(row.step)" }
      tally.changedWrongly += found.filter { !row.amounts.contains($0) }.map {
        "\($0)  ←  \(row.step)"
      }
      let text = step.text(AmountStyle(fractions: .ascii))
      // A kept span inside an amount (`14.5-ounce` of `1 (14.5-ounce) can`) goes with it.
      for kept in row.kept where !row.amounts.contains(where: { $0.contains(kept) }) {
        if !text.contains(kept) { tally.keptChanged.append("\(kept)  ←  \(text)") }
      }
    }
    return tally
  }()

  @Test("The table is there") func tableIsThere() {
    #expect(StepsWrittenApartTests.rows.count == 301)
  }

  @Test("At least 85% of the amounts of ingredients scale")
  func amountsScale() {
    let tally = StepsWrittenApartTests.tally
    let share = Double(tally.scaled) / Double(max(1, tally.amounts))
    #expect(share >= 0.85, "\(tally.scaled) of \(tally.amounts): missed \(tally.missed)")
  }

  @Test("At most 1% of what changes is no amount of an ingredient")
  func fewChangeWrongly() {
    let tally = StepsWrittenApartTests.tally
    let changed = tally.scaled + tally.changedWrongly.count
    #expect(
      Double(tally.changedWrongly.count) <= 0.01 * Double(changed),
      "\(tally.changedWrongly.count) of \(changed): \(tally.changedWrongly)")
  }

  @Test("Every temperature, time and size stays as written")
  func keptStay() {
    #expect(StepsWrittenApartTests.tally.keptChanged == [])
  }
}
