import Foundation
import RecipeScale
import RecipeScaleCLI
import Testing

/// The parallel, streaming pipeline keeps every output contract: the same bytes
/// whatever the worker count and whatever the input layout. No timing here —
/// speed is measured by make bench.
@Suite("Parallel and streamed input, end to end")
struct PipelineTests {
  let scratch: Scratch
  let recipes: [String]

  init() throws {
    scratch = try Scratch()
    // More recipes than one chunk holds, with every kind of ingredient line.
    recipes = (0..<1_100).map { index in
      #"{"name": "Recipe \#(index)", "servings": \#(index % 7 + 1), "description": "x", "ingredients": ["#
        + #"{"name": "Flour", "num": \#(index % 5 + 1), "denom": \#(index % 3 + 1), "unit": "cup"}, "#
        + #"{"name": "Large eggs, beaten", "num": \#(index % 4 + 1)}, {"name": "Salt", "unit": "To taste"}]}"#
    }
    try scratch.write("all.json", "[\n" + recipes.joined(separator: ",\n") + "\n]\n")
    try scratch.write("all.jsonl", recipes.joined(separator: "\n") + "\n")
  }

  func output(_ arguments: [String], stdin: String? = nil) throws -> String {
    let outcome = try runBinary(arguments, stdin: stdin, directory: scratch.url)
    #expect(outcome.status == 0)
    #expect(outcome.stderr == "")
    return outcome.stdout
  }

  @Test(
    "every worker count writes the same bytes", arguments: OutputFormat.allCases.map(\.rawValue))
  func workers(format: String) throws {
    let serial = try output(["show", "-s", "6", "--format", format, "-f", "all.json", "-j", "1"])
    #expect(serial.count > 50_000)
    for jobs in ["2", "3", "8"] {
      #expect(
        try output(["show", "-s", "6", "--format", format, "-f", "all.json", "-j", jobs]) == serial)
    }
    #expect(
      try output(["list", "-f", "all.json", "-j", "2"])
        == output(["list", "-f", "all.json", "-j", "1"]))
    let environment = try runBinary(
      ["show", "-s", "6", "--format", format, "-f", "all.json"],
      variables: ["RECIPE_SCALE_JOBS": "3"],
      directory: scratch.url)
    #expect(environment.stdout == serial)
  }

  @Test(
    "JSON Lines gives what the same JSON array gives",
    arguments: OutputFormat.allCases.map(\.rawValue))
  func jsonLines(format: String) throws {
    let array = try output(["show", "-s", "3", "--format", format, "-f", "all.json"])
    #expect(try output(["show", "-s", "3", "--format", format, "-f", "all.jsonl"]) == array)
    try scratch.write("all.ndjson", "\n" + recipes.joined(separator: "\n\n") + "\n\n")
    #expect(
      try output(["show", "-s", "3", "--format", format, "-f", "all.ndjson", "-j", "2"]) == array)
    let lines = try String(
      contentsOf: scratch.url.appendingPathComponent("all.jsonl"), encoding: .utf8)
    #expect(
      try output(
        ["show", "-s", "3", "--format", format, "-f", "-", "--input-format", "jsonl"], stdin: lines)
        == array)
    #expect(try output(["list", "-f", "all.jsonl"]) == output(["list", "-f", "all.json"]))
    #expect(
      try output(["show", "Recipe 1099", "-f", "all.jsonl"])
        == output(["show", "Recipe 1099", "-f", "all.json"]))
  }

  @Test(
    "a long text recipe reads and writes the same bytes whatever the workers",
    arguments: OutputFormat.allCases.map(\.rawValue))
  func longText(format: String) throws {
    var lines = ["# Pantry", "Serves 4", "For the dough:"]
    lines += (0..<3_500).map { index in
      [
        "\(index % 9 + 1)/\(index % 4 + 2) cup flour", "2 large eggs, beaten", "salt, to taste",
        "1 (14 oz) can tomatoes", "3 cloves garlic", "1 onion finely chopped",
      ][index % 6]
    }
    lines += [
      "Method:", "1. Mix 2 cups of the flour with the eggs.", "# Second", "Makes 12",
      "1 cup sugar", "2 to 3 tbsp milk",
    ]
    try scratch.write("long.txt", lines.joined(separator: "\n") + "\n")
    let serial = try output(["show", "-s", "6", "--format", format, "-f", "long.txt", "-j", "1"])
    #expect(serial.utf8.count > 50_000)
    for jobs in ["2", "3"] {
      #expect(
        try output(["show", "-s", "6", "--format", format, "-f", "long.txt", "-j", jobs]) == serial)
    }
    // A line that warns keeps its warning, and the rows after it their order.
    try scratch.write(
      "warns.txt",
      (lines[..<2_000] + ["1 tsp Chinese 5 spice"] + lines[2_000...]).joined(
        separator: "\n"))
    let warned = try runBinary(
      ["show", "--format", format, "-f", "warns.txt", "-j", "1"], directory: scratch.url)
    #expect(warned.status == 0)
    #expect(warned.stderr.contains("warns.txt:2001:"))
    #expect(
      try runBinary(
        ["show", "--format", format, "-f", "warns.txt", "-j", "2"], directory: scratch.url)
        == warned)
  }

  @Test("a number too large late in a long text is reported at its line, whatever the workers")
  func longTextError() throws {
    var lines = ["# Long", "Serves 2"] + (1...5_000).map { "\($0 % 7 + 1) tbsp butter" }
    lines.insert("12345678901234567890123 g flour", at: 4_321)
    try scratch.write("late.txt", lines.joined(separator: "\n") + "\n")
    for jobs in ["1", "2"] {
      let outcome = try runBinary(["show", "-f", "late.txt", "-j", jobs], directory: scratch.url)
      #expect(outcome.status == 65)
      #expect(outcome.stdout == "")
      #expect(outcome.stderr.hasPrefix("recipe-scale: late.txt:4322:1: "))
    }
  }

  @Test("the first problem in file order is the one reported, whatever the workers")
  func firstError() throws {
    var broken = recipes
    broken[900] = broken[900].replacingOccurrences(of: #""servings": "#, with: #""servings": -"#)
    broken[300] = broken[300].replacingOccurrences(of: #""denom": 1"#, with: #""denom": 0"#)
    try scratch.write("broken.json", "[\n" + broken.joined(separator: ",\n") + "\n]\n")
    try scratch.write("broken.jsonl", broken.joined(separator: "\n") + "\n")
    let message =
      #"recipe "Recipe 300" (#301), ingredient #1 "Flour": denom must be positive, found 0"#
    for jobs in ["1", "2", "5"] {
      let array = try runBinary(["show", "-f", "broken.json", "-j", jobs], directory: scratch.url)
      #expect(
        array
          == Outcome(
            status: 65, stdout: "", stderr: "recipe-scale: broken.json:302:112: \(message)\n"))
      let lines = try runBinary(["show", "-f", "broken.jsonl", "-j", jobs], directory: scratch.url)
      #expect(
        lines
          == Outcome(
            status: 65, stdout: "", stderr: "recipe-scale: broken.jsonl:301:112: \(message)\n"))
    }
  }

  @Test(
    "a syntax error anywhere is reported before a problem in a recipe, as if checked first",
    arguments: [["show"], ["show", "Recipe 5"], ["list"]])
  func syntaxBeforeData(command: [String]) throws {
    var broken = recipes
    broken[300] = broken[300].replacingOccurrences(of: #""denom": 1"#, with: #""denom": 0"#)
    broken[1000] = broken[1000].replacingOccurrences(of: #""num": 1,"#, with: #""num": 1.5,"#)
    // The scan meets the stray `x` chunks after the recipes with problems.
    try scratch.write("late.json", "[\n" + broken.joined(separator: ",\n") + "\n] x\n")
    for jobs in ["1", "2", "5"] {
      let outcome = try runBinary(
        command + ["-f", "late.json", "-j", jobs], directory: scratch.url)
      #expect(
        outcome
          == Outcome(
            status: 65, stdout: "",
            stderr:
              "recipe-scale: late.json:1102:3: invalid JSON: unexpected 'x' after the end of the JSON value\n"
          ))
    }
    // Without the stray byte the first recipe with a problem is the one named.
    try scratch.write("early.json", "[\n" + broken.joined(separator: ",\n") + "\n]\n")
    let early = try runBinary(command + ["-f", "early.json", "-j", "2"], directory: scratch.url)
    #expect(early.status == 65)
    #expect(early.stderr.hasPrefix("recipe-scale: early.json:302:"))
  }

  @Test("a top level that is not an array is reported after the whole file is checked")
  func notAnArray() throws {
    let object = "{\"recipes\": [\n" + recipes.joined(separator: ",\n") + "\n]}\n"
    try scratch.write("object.json", object)
    try scratch.write(
      "object-broken.json", object.replacingOccurrences(of: "\n]}\n", with: "\n]\n"))
    for jobs in ["1", "2"] {
      #expect(
        try runBinary(["show", "-f", "object.json", "-j", jobs], directory: scratch.url)
          == Outcome(
            status: 65, stdout: "",
            stderr: "recipe-scale: object.json:1:1: expected an array of recipes, found an object\n"
          ))
      let broken = try runBinary(
        ["show", "-f", "object-broken.json", "-j", jobs], directory: scratch.url)
      #expect(broken.status == 65)
      #expect(
        broken.stderr
          == "recipe-scale: object-broken.json:1103:1: invalid JSON: expected ',' or '}', found the end of the file\n"
      )
    }
  }

  @Test("JSON Lines errors name the line; blank lines do not count as recipes")
  func lineErrors() throws {
    try scratch.write(
      "bad.jsonl",
      #"{"name": "A", "servings": 1, "ingredients": []}"# + "\n\n"
        + #"{"name": "B", "servings": 1, "ingredients": [], }"# + "\n")
    let syntax = try runBinary(["list", "-f", "bad.jsonl"], directory: scratch.url)
    #expect(
      syntax
        == Outcome(
          status: 65, stdout: "",
          stderr:
            "recipe-scale: bad.jsonl:3:49: invalid JSON: expected a value after ',', found '}': "
            + "JSON does not allow a trailing comma\n"))
    try scratch.write(
      "scalar.jsonl", #"{"name": "A", "servings": 1, "ingredients": []}"# + "\n" + "[1]\n")
    let scalar = try runBinary(["list", "-f", "scalar.jsonl"], directory: scratch.url)
    #expect(
      scalar
        == Outcome(
          status: 65, stdout: "",
          stderr: "recipe-scale: scalar.jsonl:2:1: recipe #2: expected an object, found an array\n")
    )
    try scratch.write("numbers.jsonl", #"{"name": "A", "servings": 1e1, "ingredients": []}"# + "\n")
    let numbers = try runBinary(["show", "-f", "numbers.jsonl"], directory: scratch.url)
    #expect(
      numbers.stderr
        == "recipe-scale: numbers.jsonl:1:27: recipe \"A\" (#1): servings must be a positive whole number up to 9223372036854775807\n"
    )
    let validated = try runBinary(["validate", "-f", "bad.jsonl"], directory: scratch.url)
    #expect(
      validated
        == Outcome(
          status: 65,
          stdout: "bad.jsonl:1:45: warning: recipe \"A\" (#1): no ingredients\n"
            + "bad.jsonl:3:49: error: invalid JSON: expected a value after ',', found '}': "
            + "JSON does not allow a trailing comma\n", stderr: "")
    )
    let zero = try runBinary(["list", "-f", "/dev/zero", "--input-format", "jsonl"])
    #expect(
      zero
        == Outcome(
          status: 65, stdout: "",
          stderr: "recipe-scale: /dev/zero:1:1: invalid JSON: expected a value, found byte 0x0\n"))
  }

  @Test("output past the memory threshold goes through a temporary file, unchanged")
  func spill() throws {
    // About 18 MB of TSV, beyond the 16 MiB kept in memory.
    let ingredients = (0..<100).map {
      #"{"name": "Item \#($0)", "num": \#($0 + 1), "denom": 3, "unit": "cup"}"#
    }
    let recipe = { (index: Int) in
      #"{"name": "Big \#(index)", "servings": 2, "ingredients": [\#(ingredients.joined(separator: ", "))]}"#
    }
    try scratch.write("big.json", "[" + (0..<6_000).map(recipe).joined(separator: ",") + "]")
    let outcome = try runBinary(
      ["show", "-s", "5", "--format", "tsv", "-f", "big.json"], directory: scratch.url)
    #expect(outcome.status == 0)
    let rows = outcome.stdout.split(separator: "\n")
    #expect(outcome.stdout.utf8.count > OutputSink.spillThreshold)
    #expect(rows.count == 600_001)
    #expect(
      rows[1] == "Big 0\t5\t5/6\tcup\tItem 0\t1/2 cup + 1/3 cup\t\t\t0.833333\t5\t6\t\t\t")
    #expect(rows[600_000] == "Big 5999\t5\t83 1/3\tcups\tItem 99\t\t\t\t83.333333\t250\t3\t\t\t")
    let full = try runBinary(
      ["show", "-s", "5", "-f", "big.json"], directory: scratch.url,
      shell: "exec \"$0\" \"$@\" > /dev/full")
    #expect(
      full
        == Outcome(
          status: 74, stdout: "", stderr: "recipe-scale: write error: no space left on device\n"))
  }

  @Test("the sink keeps order across the spill, in-process")
  func sink() throws {
    let sink = OutputSink(threshold: 10)
    for piece in ["alpha ", "beta ", "gamma ", "delta"] { try sink.append(piece) }
    #expect(sink.hasSpilled)
    let output = BufferOutput()
    try sink.write(to: output)
    #expect(output.text == "alpha beta gamma delta")
    let small = OutputSink(threshold: 100)
    try small.append("short")
    #expect(!small.hasSpilled)
  }
}
