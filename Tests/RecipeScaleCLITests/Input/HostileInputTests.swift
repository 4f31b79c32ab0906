import Foundation
import RecipeScaleCLI
import Testing

/// Files people edit by hand and files saved from the web: every row ends in
/// its documented exit status with nothing on standard output and one line on
/// standard error that names the problem — or, where the data is valid, in
/// safe output.
@Suite("Hostile input, end to end")
struct HostileInputTests {
  let scratch: Scratch

  init() throws {
    scratch = try Scratch()
  }

  func run(_ contents: Data, _ arguments: [String] = ["show", "-s", "2"]) throws -> Outcome {
    try scratch.write("hostile.json", contents)
    return try runBinary(arguments + ["-f", "hostile.json"], directory: scratch.url)
  }

  func expectRejected(
    _ contents: Data, message: String, arguments: [String] = ["show", "-s", "2"],
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let outcome = try run(contents, arguments)
    #expect(
      outcome
        == Outcome(status: 65, stdout: "", stderr: "recipe-scale: hostile.json:" + message + "\n"),
      sourceLocation: sourceLocation)
  }

  static let recipe =
    #"{"name": "A", "servings": 2, "ingredients": [{"name": "flour", "num": 1, "unit": "cup"}]}"#

  static let rejected: [(String, String, String)] = [
    ("empty file", "", " the file is empty"),
    ("whitespace only", " \n\t\r\n ", " the file is empty"),
    (
      "a top-level object", #"{"recipes": []}"#,
      "1:1: expected an array of recipes, found an object"
    ),
    ("a top-level string", #""recipes""#, "1:1: expected an array of recipes, found a string"),
    ("a top-level number", "42", "1:1: expected an array of recipes, found a number"),
    (
      "servings as a string", #"[{"name": "A", "servings": "2", "ingredients": []}]"#,
      "1:28: recipe \"A\" (#1): servings must be an integer, found a string"
    ),
    (
      "num as a string",
      #"[{"name": "A", "servings": 2, "ingredients": [{"name": "b", "num": "1"}]}]"#,
      "1:68: recipe \"A\" (#1), ingredient #1 \"b\": num must be an integer, found a string"
    ),
    (
      "1.5 as num", #"[{"name": "A", "servings": 2, "ingredients": [{"name": "b", "num": 1.5}]}]"#,
      "1:68: recipe \"A\" (#1), ingredient #1 \"b\": num must be a whole number from 0 to 9223372036854775807"
    ),
    (
      "1e3 as num", #"[{"name": "A", "servings": 2, "ingredients": [{"name": "b", "num": 1e3}]}]"#,
      "1:68: recipe \"A\" (#1), ingredient #1 \"b\": num must be a whole number from 0 to 9223372036854775807"
    ),
    (
      "2.0 as servings", #"[{"name": "A", "servings": 2.0, "ingredients": []}]"#,
      "1:28: recipe \"A\" (#1): servings must be a positive whole number up to 9223372036854775807"
    ),
    (
      "an integer beyond 64 bits",
      #"[{"name": "A", "servings": 18446744073709551616, "ingredients": []}]"#,
      "1:28: recipe \"A\" (#1): servings must be a positive whole number up to 9223372036854775807"
    ),
    (
      "a negative integer beyond 64 bits",
      #"[{"name": "A", "servings": 2, "ingredients": [{"name": "b", "num": -9223372036854775809}]}]"#,
      "1:68: recipe \"A\" (#1), ingredient #1 \"b\": num must be a whole number from 0 to 9223372036854775807"
    ),
    (
      "zero servings", #"[{"name": "A", "servings": 0, "ingredients": []}]"#,
      "1:28: recipe \"A\" (#1): servings must be positive, found 0"
    ),
    (
      "negative servings", #"[{"name": "A", "servings": -2, "ingredients": []}]"#,
      "1:28: recipe \"A\" (#1): servings must be positive, found -2"
    ),
    (
      "a negative num",
      #"[{"name": "A", "servings": 2, "ingredients": [{"name": "b", "num": -1}]}]"#,
      "1:68: recipe \"A\" (#1), ingredient #1 \"b\": num must not be negative, found -1"
    ),
    (
      "a zero denom",
      #"[{"name": "A", "servings": 2, "ingredients": [{"name": "b", "num": 1, "denom": 0}]}]"#,
      "1:80: recipe \"A\" (#1), ingredient #1 \"b\": denom must be positive, found 0"
    ),
    (
      "null name", #"[{"name": null, "servings": 2, "ingredients": []}]"#,
      "1:2: recipe #1: \"name\" is missing"
    ),
    (
      "no servings", #"[{"name": "A", "ingredients": []}]"#,
      "1:2: recipe \"A\" (#1): \"servings\" is missing"
    ),
    (
      "null ingredients", #"[{"name": "A", "servings": 2, "ingredients": null}]"#,
      "1:2: recipe \"A\" (#1): \"ingredients\" is missing"
    ),
    (
      "a null ingredient", #"[{"name": "A", "servings": 2, "ingredients": [null]}]"#,
      "1:47: recipe \"A\" (#1), ingredient #1: expected an object, found null"
    ),
    (
      "duplicate keys", #"[{"name": "A", "servings": 2, "servings": 3, "ingredients": []}]"#,
      "1:31: invalid JSON: duplicate key \"servings\""
    ),
    (
      "duplicate keys spelled differently",
      #"[{"name": "A", "n\u0061me": "B", "servings": 2, "ingredients": []}]"#,
      "1:16: invalid JSON: duplicate key \"name\""
    ),
    (
      "100,000 levels of nesting", String(repeating: "[", count: 100_000),
      "1:513: invalid JSON: arrays and objects nested deeper than 512 levels"
    ),
    (
      "a raw control character in a string", "[{\"name\": \"A\u{1}\"}]",
      "1:13: invalid JSON: unescaped control character in a string"
    ),
    ("a NUL byte", "[\0]", "1:2: invalid JSON: expected a value, found byte 0x0"),
  ]

  @Test("rejected with the problem named", arguments: rejected)
  func rejects(row: String, contents: String, message: String) throws {
    try expectRejected(Data(contents.utf8), message: message)
  }

  @Test("invalid UTF-8 is rejected where it stands")
  func invalidUTF8() throws {
    var bytes = Data(#"[{"name": "Pan"#.utf8)
    bytes.append(contentsOf: [0xC3, 0x28])
    bytes.append(contentsOf: Data(#"", "servings": 1, "ingredients": []}]"#.utf8))
    try expectRejected(bytes, message: "1:15: invalid JSON: invalid UTF-8")
  }

  @Test("a UTF-8 byte-order mark is accepted")
  func byteOrderMark() throws {
    let outcome = try run(Data([0xEF, 0xBB, 0xBF]) + Data("[\(Self.recipe)]".utf8))
    #expect(outcome == Outcome(status: 0, stdout: "A (2 servings)\n1 cup flour\n", stderr: ""))
  }

  @Test("control characters, NUL and ANSI escapes in names and units are shown escaped")
  func controls() throws {
    let json =
      #"[{"name": "Evil\u001b[2J\u0000", "servings": 1, "ingredients": [{"name": "x\u0007\u202e", "num": 1, "unit": "cup\r\u0008"}]}]"#
    let outcome = try run(Data(json.utf8), ["show"])
    #expect(
      outcome
        == Outcome(
          status: 0, stdout: "Evil\\u{1B}[2J\\u{0} (1 serving)\n1 cup\\r\\u{8} x\\u{7}\\u{202E}\n",
          stderr: ""))
    let tsv = try run(Data(json.utf8), ["show", "--format", "tsv"])
    #expect(
      tsv.stdout.hasSuffix(
        "Evil\\u{1B}[2J\\u{0}\t1\t1\tcup\\r\\u{8}\tx\\u{7}\\u{202E}\t\t\t\t1.000000\t1\t1\t\t\t\n"))
    let json2 = try run(Data(json.utf8), ["show", "--format", "json"])
    #expect(json2.stdout.contains(#""name": "Evil\u001b[2J\u0000""#))
    #expect(json2.stdout.contains(#""text": "1 cup\r\u0008 x\u0007\u202e""#))
  }

  @Test("a 1 MB recipe name keeps the message one short line")
  func hugeName() throws {
    let name = String(repeating: "n", count: 1 << 20)
    let outcome = try run(Data(#"[{"name": "\#(name)", "servings": 0, "ingredients": []}]"#.utf8))
    #expect(outcome.status == 65)
    #expect(outcome.stdout.isEmpty)
    #expect(
      outcome.stderr
        == "recipe-scale: hostile.json:1:1048603: recipe \"\(String(repeating: "n", count: 59))…\" (#1): "
        + "servings must be positive, found 0\n")
  }

  @Test("a recipe with 100,000 ingredients: scales, and names the bad one among them")
  func manyIngredients() throws {
    let good = Array(repeating: #"{"name": "salt", "num": 1, "unit": "pinch"}"#, count: 99_999)
    let fine =
      "[{\"name\": \"Big\", \"servings\": 1, \"ingredients\": ["
      + (good + [#"{"name": "x", "num": 1}"#]).joined(separator: ",") + "]}]"
    let scaled = try run(Data(fine.utf8), ["show", "-s", "2", "--format", "tsv"])
    #expect(scaled.status == 0)
    #expect(scaled.stdout.split(separator: "\n").count == 100_001)
    let broken = fine.replacingOccurrences(
      of: #"{"name": "x", "num": 1}"#, with: #"{"name": "x", "num": 1, "denom": 0}"#)
    let outcome = try run(Data(broken.utf8))
    #expect(outcome.status == 65)
    #expect(outcome.stdout.isEmpty)
    #expect(
      outcome.stderr.hasSuffix(
        "recipe \"Big\" (#1), ingredient #100000 \"x\": denom must be positive, found 0\n"))
  }

  @Test("a 300 MB file is read whole and its error found at the end")
  func largeFile() throws {
    var contents = Data("[".utf8)
    contents.append(Data(repeating: 0x20, count: 300 << 20))
    contents.append(Data("x]".utf8))
    try expectRejected(contents, message: "1:314572802: invalid JSON: expected a value, found 'x'")
  }

  @Test("a file over the 1 GiB limit is refused before it is read")
  func overLimit() throws {
    let path = scratch.url.appendingPathComponent("huge.json").path
    #expect(FileManager.default.createFile(atPath: path, contents: nil))
    #expect(truncate(path, 1 << 30 + 1) == 0)  // sparse: takes no disk space
    let outcome = try runBinary(["list", "-f", "huge.json"], directory: scratch.url)
    #expect(
      outcome
        == Outcome(
          status: 65, stdout: "",
          stderr: "recipe-scale: huge.json: input is larger than the 1024 MiB limit\n"))
  }

  @Test("endless inputs end: /dev/zero, and a folder, a FIFO with and without a writer")
  func specialFiles() throws {
    let zero = try runBinary(["list", "-f", "/dev/zero"])
    #expect(
      zero
        == Outcome(
          status: 65, stdout: "",
          stderr: "recipe-scale: /dev/zero:1:1: invalid JSON: expected a value, found byte 0x0\n"))
    // A folder is its recipe files; one with none is no input.
    let folder = try Scratch()
    let directory = try runBinary(["list", "-f", folder.url.path])
    #expect(directory.status == 66)
    #expect(directory.stdout == "")
    #expect(directory.stderr.contains(": a folder with no recipe files ("))
    let fifo = scratch.url.appendingPathComponent("fifo").path
    #expect(mkfifo(fifo, 0o600) == 0)
    let fromWriter = try runBinary(
      ["list", "-f", fifo], shell: "printf '[\(Self.recipe)]' > \"$3\" & exec \"$0\" \"$@\"")
    #expect(fromWriter == Outcome(status: 0, stdout: "A\n", stderr: ""))
    // A FIFO's name says nothing of its format: words are a text recipe, named
    // after the file, and JSON that goes wrong says where.
    let words = try runBinary(
      ["list", "-f", fifo], shell: "printf 'garbage' > \"$3\" & exec \"$0\" \"$@\"")
    #expect(words == Outcome(status: 0, stdout: "fifo\n", stderr: ""))
    let garbage = try runBinary(
      ["list", "-f", fifo], shell: "printf '[garbage' > \"$3\" & exec \"$0\" \"$@\"")
    #expect(
      garbage
        == Outcome(
          status: 65, stdout: "",
          stderr: "recipe-scale: \(fifo):1:2: invalid JSON: expected a value, found 'g'\n"))
  }
}
