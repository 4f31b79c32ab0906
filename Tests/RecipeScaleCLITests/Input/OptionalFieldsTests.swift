import Foundation
import Testing

/// The ingredient fields beyond the tutorial's own, each read when a file
/// has it, whichever other fields the file has or lacks.
@Suite("Optional ingredient fields, one at a time")
struct OptionalFieldsTests {
  /// Each optional field as a file writes it, and as `import` writes it back.
  static let fields: [(field: String, written: String)] = [
    (#""fixed": true"#, #""fixed": true"#),
    (#""numMax": 2"#, #""numMax": 2, "denomMax": 1"#),
    (#""numMax": 3, "denomMax": 2"#, #""numMax": 3, "denomMax": 2"#),
    (#""source": "1 leek, sliced""#, #""source": "1 leek, sliced""#),
    (#""group": "For the soup""#, #""group": "For the soup""#),
    (
      #""doubt": {"reason": "second-amount", "column": 3}"#,
      #""doubt": {"reason": "second-amount", "column": 3}"#
    ),
    (
      #""equivalents": [{"num": 125, "denom": 1, "unit": "g"}]"#,
      #""equivalents": [{"num": 125, "denom": 1, "unit": "g"}]"#
    ),
    (#""singular": "leek""#, #""singular": "leek""#),
    (#""plural": "leeks""#, #""plural": "leeks""#),
    (#""unitSingular": "stalk""#, #""unitSingular": "stalk""#),
    (#""unitPlural": "stalks""#, #""unitPlural": "stalks""#),
  ]

  @Test(
    "a field only one ingredient of the file has is read and written back",
    arguments: fields)
  func fieldReadAlone(field: String, written: String) throws {
    let scratch = try Scratch()
    try scratch.write(
      "one.json",
      """
      [{"name": "Plain", "servings": 2, "ingredients": [{"name": "salt", "num": 1, "unit": "tsp"}]},
       {"name": "Soup", "servings": 2, "ingredients": [
         {"name": "water", "num": 1, "unit": "l"},
         {"name": "leek", "num": 1, "unit": "stalk", \(field)}]}]
      """)
    let outcome = try runBinary(["import", "-f", "one.json"], directory: scratch.url)
    #expect(outcome.status == 0, "\(outcome.stderr)")
    let lines = outcome.stdout.split(separator: "\n")
    let leek = try #require(lines.first { $0.contains(#""name": "leek""#) })
    #expect(leek.contains(written), "\(leek)")
    // The other ingredients gain nothing from it.
    let water = try #require(lines.first { $0.contains(#""name": "water""#) })
    #expect(water.hasSuffix(#""unit": "l"},"#), "\(water)")
  }
}
