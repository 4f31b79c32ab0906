import Foundation
import Testing

/// Several files given with `--file` are one collection in the order given,
/// their texts read on every thread; the first file in that order that cannot
/// be opened is the one the error names.
@Suite("Several files")
struct SeveralFilesTests {
  /// Twelve small recipes in plain text, each with its own servings.
  static func recipes(in scratch: Scratch) throws -> [String] {
    try (1...12).map { number in
      try scratch.write(
        "recipe-\(number).txt",
        "# Recipe \(number)\nServes \(number)\n\(number) cups flour\n2 eggs\n"
      ).path
    }
  }

  @Test(
    "read on one thread or several, the rows come in the order of the files", arguments: [1, 2, 4])
  func order(jobs: Int) throws {
    let scratch = try Scratch()
    let files = try Self.recipes(in: scratch)
    let outcome = runInProcess(
      ["show", "-j", "\(jobs)", "-s", "24", "--format", "tsv"] + files.flatMap { ["-f", $0] })
    #expect(outcome.status == 0)
    #expect(outcome.stderr == "")
    let names = outcome.stdout.split(separator: "\n").dropFirst().map {
      $0.split(separator: "\t", omittingEmptySubsequences: false)[0]
    }
    #expect(names == (1...12).flatMap { ["Recipe \($0)", "Recipe \($0)"] })
    let flour = outcome.stdout.split(separator: "\n").dropFirst().filter { $0.contains("flour") }
    // 1 cup for each of n servings is 24 cups at 24 servings, in every recipe.
    #expect(flour.allSatisfy { $0.hasPrefix("Recipe ") && $0.contains("\t24\t24\tcups\tflour") })
  }

  @Test(
    "a text that cannot be read before a file that is missing: the text is named",
    arguments: [1, 2])
  func unreadableTextFirst(jobs: Int) throws {
    let scratch = try Scratch()
    let files = try Self.recipes(in: scratch)
    let bad = scratch.url.appendingPathComponent("bad.txt")
    // A byte that is no UTF-8 on the third line.
    try Data(Array("Bad\nServes 2\n1 ".utf8) + [0xFF] + Array(" onion\n".utf8)).write(to: bad)
    let missing = scratch.url.appendingPathComponent("missing.txt").path
    let outcome = runInProcess(
      ["show", "-j", "\(jobs)"]
        + (files.prefix(5) + [bad.path, missing] + files.suffix(3))
        .flatMap { ["-f", $0] })
    #expect(outcome.status == 65)
    #expect(outcome.stdout == "")
    #expect(outcome.stderr == "recipe-scale: \(bad.path):3:3: invalid UTF-8\n")
  }

  @Test(
    "a file that is missing before a text that cannot be read: the missing file is named",
    arguments: [1, 2])
  func missingFileFirst(jobs: Int) throws {
    let scratch = try Scratch()
    let files = try Self.recipes(in: scratch)
    let bad = scratch.url.appendingPathComponent("bad.txt")
    try Data([0x42, 0x0A, 0xFF, 0x0A]).write(to: bad)
    let missing = scratch.url.appendingPathComponent("missing.txt").path
    let outcome = runInProcess(
      ["show", "-j", "\(jobs)"] + (files.prefix(5) + [missing, bad.path]).flatMap { ["-f", $0] })
    #expect(outcome.status == 66)
    #expect(outcome.stdout == "")
    #expect(outcome.stderr == "recipe-scale: \(missing): no such file or directory\n")
  }
}
