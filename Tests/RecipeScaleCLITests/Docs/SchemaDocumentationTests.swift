import Foundation
import RecipeScale
import RecipeScaleCLI
import Testing

/// The TSV columns and JSON keys documented in `docs/output-formats.md` and
/// `docs/shopping.md`, each table marked `<!-- schema: NAME -->`, are the ones
/// the outputs have, and every JSON value has the type its row documents.
@Suite("Documented schemas")
struct SchemaDocumentationTests {
  /// A documented field: its name or path (`ingredients[].amount`) and, for
  /// JSON, the types it may have.
  struct Field: Equatable {
    var name: String
    var types: [String]
  }

  /// The rows of the table after `<!-- schema: NAME -->`.
  static func fields(_ schema: String, in page: String) throws -> [Field] {
    let text = try DocumentationTests.text(of: page)
    let marker = "<!-- schema: \(schema) -->\n"
    let start = try #require(text.range(of: marker), "\(page) has no \(marker)")
    var fields: [Field] = []
    for line in text[start.upperBound...].split(separator: "\n").dropFirst(2) {
      guard line.hasPrefix("| `") else { break }
      let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      let name = cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
      // A JSON table's second column is the type: `string or null`.
      let types =
        cells.count > 2
        ? cells[1].replacingOccurrences(of: "`", with: "").components(separatedBy: " or ") : []
      fields.append(Field(name: name, types: types))
    }
    return fields
  }

  /// A recipe with a range, a US volume to measure, a fractional count, a note
  /// and a fixed ingredient, so every key has a value to check.
  static let recipes = """
    [
      {"name": "Stew", "servings": 4, "ingredients": [
        {"name": "Olive oil", "num": 3, "unit": "tbsp"},
        "2-3 cloves garlic, minced",
        {"name": "Large eggs", "num": 3},
        {"name": "Salt", "unit": "to taste"},
        {"name": "Bay leaf", "num": 1, "fixed": true}
      ]},
      {"name": "Soup", "servings": 2, "ingredients": [
        {"name": "Garlic", "num": 1, "unit": "tsp"},
        {"name": "olive oil", "num": 20, "unit": "g"},
        {"name": "salt", "num": 1, "unit": "pinch"}
      ]}
    ]
    """

  @Test("show's TSV columns are the documented ones, in order")
  func showTSV() throws {
    let documented = try Self.fields("show tsv", in: "docs/output-formats.md").map(\.name)
    #expect(documented == TSVFormatter.columns)
    let outcome = runInProcess(["show", "-f", "-", "--format", "tsv"], stdin: Self.recipes)
    #expect(
      outcome.stdout.split(separator: "\n").first.map(String.init)
        == documented.joined(separator: "\t"))
  }

  @Test("shop's TSV columns are the documented ones, in order")
  func shopTSV() throws {
    let documented = try Self.fields("shop tsv", in: "docs/shopping.md").map(\.name)
    #expect(documented == ShoppingListFormatter.tsvColumns)
    let outcome = runInProcess(
      ["shop", "--all", "-f", "-", "--format", "tsv"], stdin: Self.recipes)
    #expect(
      outcome.stdout.split(separator: "\n").first.map(String.init)
        == documented.joined(separator: "\t"))
  }

  /// Every path of a JSON value, `ingredients[].amount` style, with the values found there.
  static func values(_ value: Any, at path: String = "", into found: inout [String: [Any]]) {
    if let object = value as? [String: Any] {
      for (key, child) in object {
        let childPath = path.isEmpty ? key : path + "." + key
        found[childPath, default: []].append(child)
        // An exact fraction is one value, documented as a type, not as two keys.
        if !isFraction(child) { values(child, at: childPath, into: &found) }
      }
    } else if let array = value as? [Any] {
      for element in array {
        values(element, at: path.isEmpty ? "" : path + "[]", into: &found)
      }
    }
  }

  static func isFraction(_ value: Any) -> Bool {
    guard let object = value as? [String: Any], object.count == 2,
      let denominator = object["denominator"] as? Int, object["numerator"] is Int
    else { return false }
    return denominator > 0
  }

  static func has(_ value: Any, type: String) -> Bool {
    switch type {
    case "null": value is NSNull
    case "string": value is String
    case "integer": !(value is NSNull) && !(value is String) && (value as? Int) != nil
    case "boolean": !(value is NSNull) && (value as? Bool) != nil
    case "fraction": isFraction(value)
    case "array": value is [Any]
    case "array of strings": (value as? [Any])?.allSatisfy { $0 is String } ?? false
    case "object": value is [String: Any] && !isFraction(value)
    default: false
    }
  }

  /// Checks a JSON output against a documented table: the same paths, and
  /// every value of a documented type.
  func check(_ output: String, against fields: [Field], _ comment: String) throws {
    let parsed = try JSONSerialization.jsonObject(with: Data(output.utf8))
    var found: [String: [Any]] = [:]
    Self.values(parsed, into: &found)
    // A measure's own keys appear only when some amount is a US volume to plan.
    let planned = found.contains { $0.key.hasSuffix(".measure.text") }
    // And a name's amounts only when some name has one.
    let named = found.keys.contains("ingredients[].amountsInName[].written")
    // And the pans' only under --pan.
    let panned = found.keys.contains("pan.from")
    let expected = fields.map(\.name).filter {
      (planned || !$0.contains(".measure.")) && (named || !$0.contains(".amountsInName[]."))
        && (panned || !$0.hasPrefix("pan."))
    }
    #expect(Set(found.keys) == Set(expected), "\(comment)")
    for field in fields {
      for value in found[field.name] ?? [] {
        #expect(
          field.types.contains { Self.has(value, type: $0) },
          "\(comment): \(field.name) is \(value), documented as \(field.types)")
      }
    }
  }

  @Test(
    "show's JSON has the documented keys, each value of its documented type",
    arguments: [
      [], ["--scale", "1/3"], ["--scale", "2", "--fractions", "decimal"], ["--units", "metric"],
    ])
  func showJSON(options: [String]) throws {
    let fields = try Self.fields("show json", in: "docs/output-formats.md")
    // `measure` has keys only when a plan is made.
    let outcome = runInProcess(
      ["show", "-f", "-", "--format", "json", "--measure"] + options, stdin: Self.recipes)
    #expect(outcome.status == 0)
    try check(outcome.stdout, against: fields, "show \(options)")
  }

  @Test("show's JSON of a name with amounts of its own has their documented keys")
  func amountsInName() throws {
    let fields = try Self.fields("show json", in: "docs/output-formats.md")
    let text = "# Roast\nServes 4\n\n4 sprigs fresh thyme or 1 teaspoon dried\n1 lemon or 2 limes\n"
    let outcome = runInProcess(
      ["show", "-f", "-", "--input-format", "text", "--format", "json", "--measure", "-s", "6"],
      stdin: text)
    #expect(outcome.status == 0)
    #expect(
      outcome.stdout.contains(#"[{"written": "2", "amount": {"numerator": 3, "denominator": 1}"#))
    try check(outcome.stdout, against: fields, "show of amounts in a name")
  }

  @Test(
    "show's JSON under --pan has the pans' documented keys",
    arguments: [
      ["--pan", "9x13", "--from-pan", "9 inch round"], ["--pan", "8x8", "--from-pan", "9x9"],
    ])
  func pans(options: [String]) throws {
    let fields = try Self.fields("show json", in: "docs/output-formats.md")
    let outcome = runInProcess(
      ["show", "-f", "-", "--format", "json", "--measure"] + options, stdin: Self.recipes)
    #expect(outcome.status == 0)
    #expect(outcome.stdout.contains(#""pan": {"from": ""#))
    try check(outcome.stdout, against: fields, "show \(options)")
  }

  @Test(
    "shop's JSON has the documented keys, each value of its documented type",
    arguments: [
      ["--all"], ["Stew=3", "Soup", "--fractions", "unicode"],
      ["--all", "--group-by", "first-seen"],
    ])
  func shopJSON(options: [String]) throws {
    let fields = try Self.fields("shop json", in: "docs/shopping.md")
    let outcome = runInProcess(
      ["shop", "-f", "-", "--format", "json", "--measure"] + options, stdin: Self.recipes)
    #expect(outcome.status == 0)
    try check(outcome.stdout, against: fields, "shop \(options)")
  }
}
