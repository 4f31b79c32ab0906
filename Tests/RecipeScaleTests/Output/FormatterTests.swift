import Foundation
import RecipeScale
import Testing

@Suite("Output formats")
struct FormatterTests {
  static func sample() throws -> [ScaledRecipe] {
    let pancakes = try Recipe(
      name: "Pancakes", servings: 4,
      ingredients: [
        Ingredient(name: "Flour", num: 1, denom: 2, unit: "cup"),
        Ingredient(name: "Large eggs, beaten", num: 2, denom: nil, unit: nil),
        Ingredient(name: "Sea salt", num: nil, denom: nil, unit: "To taste"),
      ])
    let tea = try Recipe(
      name: "Tea\tfor\u{1B}[2J two", servings: 2,
      ingredients: [Ingredient(name: "Black\\tea", num: 1, denom: nil, unit: "bag")])
    return [try Scaler(servings: 6).scale(pancakes), try Scaler(servings: nil).scale(tea)]
  }

  @Test("text: a title, a line per ingredient, a blank line between recipes, controls escaped")
  func text() throws {
    let output = TextFormatter().format(try Self.sample())
    #expect(
      output == """
        Pancakes (6 servings, from 4)
        3/4 cup Flour
        3 Large eggs, beaten
        Sea salt, to taste

        Tea\\tfor\\u{1B}[2J two (2 servings)
        1 bag Black\\tea

        """)
  }

  @Test("TSV: a header, fourteen columns, empty fields for absent parts, no raw tabs in fields")
  func tsv() throws {
    let output = TSVFormatter().format(try Self.sample())
    let rows = output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    #expect(
      rows.first.map(String.init)
        == ("recipe\tservings\tquantity\tunit\tingredient\tmeasure\thint\tquantity_max"
          + "\tvalue\tnumerator\tdenominator\tvalue_max\tnumerator_max\tdenominator_max"))
    #expect(
      rows.allSatisfy { $0.split(separator: "\t", omittingEmptySubsequences: false).count == 14 })
    #expect(
      Array(rows.dropFirst()) == [
        "Pancakes\t6\t3/4\tcup\tFlour\t\t\t\t0.750000\t3\t4\t\t\t",
        "Pancakes\t6\t3\t\tLarge eggs, beaten\t\t\t\t3.000000\t3\t1\t\t\t",
        "Pancakes\t6\t\tTo taste\tSea salt\t\t\t\t\t\t\t\t\t",
        "Tea\\tfor\\u{1B}[2J two\t2\t1\tbag\tBlack\\\\tea\t\t\t\t1.000000\t1\t1\t\t\t",
      ])
  }

  @Test("TSV: the exact columns write what fixedDecimal and the parts write, at any size")
  func tsvExactColumns() throws {
    // Amounts past what 64 bits hold once scaled to six places take another path.
    let parts: [(Int, Int)] = [
      (1, 3), (2, 3), (1, 2_000_000), (1, 1_999_999), (7, 1), (1_000_001, 1_000_000),
      (9_223_372_036_854_775_807, 1), (9_223_372_036_854_775_807, 9_223_372_036_854_775_806),
      (4_611_686_018_427, 1), (4_611_686_018_428, 3),
    ]
    let recipe = try Recipe(
      name: "Sizes", servings: 1,
      ingredients: try parts.map {
        try Ingredient(name: "Flour", num: $0.0, denom: $0.1, unit: "g")
      })
    let output = TSVFormatter().format([try Scaler(servings: nil).scale(recipe)])
    let rows = output.split(separator: "\n").dropFirst()
    #expect(rows.count == parts.count)
    for (row, (numerator, denominator)) in zip(rows, parts) {
      let amount = try Rational(numerator, denominator)
      let fields = row.split(separator: "\t", omittingEmptySubsequences: false)
      #expect(
        fields[8...].joined(separator: "\t")
          == amount.fixedDecimal(places: 6) + "\t\(amount.numerator)\t\(amount.denominator)\t\t\t")
    }
  }

  @Test("TSV: random amounts' value columns are fixedDecimal's, their six places digit for digit")
  func tsvRandomValues() throws {
    var generator = SplitMix64(seed: 66)
    var parts: [(Int, Int)] = [(0, 1), (999_999, 1_000_000), (1, 1_000_000), (19, 20)]
    for _ in 0..<2_000 {
      parts.append((generator.int(in: 0...1_000_000_000), generator.int(in: 1...10_000_000)))
    }
    let recipe = try Recipe(
      name: "Random", servings: 1,
      ingredients: try parts.map { try Ingredient(name: "Salt", num: $0.0, denom: $0.1, unit: "g") }
    )
    let rows = TSVFormatter().format([try Scaler(servings: nil).scale(recipe)])
      .split(separator: "\n").dropFirst()
    #expect(rows.count == parts.count)
    for (row, (numerator, denominator)) in zip(rows, parts) {
      let value = row.split(separator: "\t", omittingEmptySubsequences: false)[8]
      let expected =
        numerator == 0 ? "" : try Rational(numerator, denominator).fixedDecimal(places: 6)
      #expect(value == expected, "\(numerator)/\(denominator)")
    }
  }

  @Test("JSON: exact amounts, the display strings, and valid JSON whatever the data")
  func json() throws {
    let sample = try Self.sample()
    let output = JSONFormatter().format(sample)
    let parsed = try #require(
      try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]])
    #expect(parsed.count == 2)
    #expect(parsed[0]["name"] as? String == "Pancakes")
    #expect(parsed[0]["servings"] as? [String: Int] == ["numerator": 6, "denominator": 1])
    #expect(parsed[0]["recipeServings"] as? Int == 4)
    #expect(parsed[1]["name"] as? String == sample[1].original.name)
    let ingredients = try #require(parsed[0]["ingredients"] as? [[String: Any]])
    for (object, expected) in zip(ingredients, sample[0].ingredients) {
      #expect(object["name"] as? String == expected.original.name)
      #expect(object["text"] as? String == expected.text)
      #expect(object["quantity"] as? String == expected.quantity)
      #expect(object["unit"] as? String == expected.unit)
      let amount = object["amount"] as? [String: Int]
      #expect(amount?["numerator"] == expected.amount?.numerator)
      #expect(amount?["denominator"] == expected.amount?.denominator)
    }
    #expect(ingredients[2]["amount"] is NSNull)
    #expect(ingredients[1]["unit"] is NSNull)
    // Escape and control bytes never appear raw.
    #expect(!output.utf8.contains(0x1B))
    #expect(output.contains(#"\u001b"#))
  }

  @Test("an empty selection is empty text, a lone header, an empty array")
  func empty() {
    #expect(TextFormatter().format([]) == "")
    #expect(
      TSVFormatter().format([])
        == TSVFormatter.columns.joined(separator: "\t") + "\n")
    #expect(JSONFormatter().format([]) == "[]\n")
  }

  @Test("every output format has a formatter of its own", arguments: OutputFormat.allCases)
  func formats(format: OutputFormat) throws {
    let output = format.formatter.format(try Self.sample())
    #expect(output.hasSuffix("\n"))
    #expect(!output.utf8.contains(0x1B))
  }
}
