import Foundation
import RecipeScaleCLI
import Testing

/// The README and every page of `docs/`, the README first. A new page in
/// `docs/` is added here; `everyPageIsChecked` fails until it is.
let documentationPages = [
  "README.md",
  "docs/architecture.md",
  "docs/development.md",
  "docs/exit-codes.md",
  "docs/file-format.md",
  "docs/hostile-input.md",
  "docs/library.md",
  "docs/output-formats.md",
  "docs/performance.md",
  "docs/reading-recipes.md",
  "docs/scaling.md",
  "docs/shopping.md",
  "docs/usage.md",
]

/// The README and the pages of `docs/` show real runs of the binary; these
/// tests keep them true, and keep the README short.
@Suite("Documentation")
struct DocumentationTests {
  /// A ```` ```console ```` block: the commands of its `$ ` lines, and what
  /// they print, standard output and standard error together.
  struct ConsoleBlock: Equatable {
    var commands: [String] = []
    var output = ""
  }

  static func text(of file: String) throws -> String {
    try String(contentsOf: repositoryRoot.appendingPathComponent(file), encoding: .utf8)
  }

  static func blocks(
    of file: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> [ConsoleBlock] {
    var blocks: [ConsoleBlock] = []
    var current: ConsoleBlock?
    for line in try text(of: file).split(separator: "\n", omittingEmptySubsequences: false) {
      if line == "```console" {
        current = ConsoleBlock()
      } else if line.hasPrefix("```"), let block = current {
        blocks.append(block)
        current = nil
      } else if current != nil {
        if line.hasPrefix("$ ") {
          current?.commands.append(String(line.dropFirst(2)))
        } else {
          current?.output += line + "\n"
        }
      }
    }
    #expect(
      current == nil, "\(file): a console block is not closed", sourceLocation: sourceLocation)
    return blocks
  }

  @Test("every console block prints what it shows", arguments: documentationPages)
  func consoleBlocks(file: String) throws {
    for block in try Self.blocks(of: file) {
      let commands = block.commands.joined(separator: "; ")
      #expect(!block.commands.isEmpty, "\(file): a console block without a command")
      // One shell runs the block, so `echo $?` sees the command before it.
      let script =
        "BIN=\"$0\"; recipe-scale() { \"$BIN\" \"$@\"; }; exec 2>&1\n"
        + block.commands.joined(separator: "\n")
      let outcome = try runBinary([], directory: repositoryRoot, shell: script)
      #expect(outcome.stdout == block.output, "\(file): \(commands)")
    }
  }

  @Test("the pages keep their examples")
  func blockCounts() throws {
    let counts = try documentationPages.map { try Self.blocks(of: $0).count }
    // The README of a newcomer's first screen and its tour of the subcommands.
    #expect(counts[0] >= 5)
    // The 16 examples the README had before it was split into docs/ are kept.
    #expect(counts.reduce(0, +) >= 16)
  }

  @Test("every page of docs/ is checked")
  func everyPageIsChecked() throws {
    let pages = try FileManager.default.contentsOfDirectory(
      atPath: repositoryRoot.appendingPathComponent("docs").path
    ).filter { $0.hasSuffix(".md") }.map { "docs/\($0)" }
    #expect(pages.sorted() == documentationPages.filter { $0.hasPrefix("docs/") }.sorted())
  }

  @Test(
    "the examples' errors and reports are shown as they are", arguments: ["broken", "mixed"])
  func examples(name: String) throws {
    let file = "examples/\(name).json"
    let pages = try documentationPages.map { try Self.text(of: $0) }.filter { $0.contains(file) }
    #expect(!pages.isEmpty, "no page shows \(file)")
    for command in ["show", "validate"] {
      let outcome = try runBinary([command, "-f", file], directory: repositoryRoot)
      for line in (outcome.stdout + outcome.stderr).split(separator: "\n") {
        #expect(pages.contains { $0.contains(line) }, "\(command) -f \(file): \(line)")
      }
    }
  }

  @Test("the README stays short, and starts with the two commands of a fresh machine")
  func readmeIsShort() throws {
    let readme = try Self.text(of: "README.md")
    let lines = readme.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(readme.filter { $0 == "\n" }.count < 210)
    let top = lines.prefix(25).joined(separator: "\n")
    #expect(top.contains("make run"))
    #expect(top.contains("make test"))
  }
}
