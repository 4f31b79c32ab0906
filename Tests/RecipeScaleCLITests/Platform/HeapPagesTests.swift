import Foundation
import RecipeScaleCLI
import Testing

/// The heap of the built binary, watched with strace: the allocator's settings
/// are the process's, so only a process of its own shows them.
@Suite("Heap pages")
struct HeapPagesTests {
  /// Whether this test process, and so the binary built with it, runs under
  /// AddressSanitizer, whose allocator ignores `mallopt`.
  static var isSanitized: Bool {
    dlsym(dlopen(nil, RTLD_NOW), "__asan_init") != nil
  }

  /// Whether the binary can be traced and the kernel has transparent huge pages.
  static var canWatch: Bool {
    installed("strace") && !isSanitized
      && FileManager.default.fileExists(atPath: "/sys/kernel/mm/transparent_hugepage/enabled")
  }

  /// A text recipe of `lines` ingredient lines.
  static func text(lines: Int) -> String {
    let written = [
      "1 1/2 cups all-purpose flour, sifted", "2-3 cloves garlic, minced", "200g butter",
    ]
    return "# Big\nServes 4\n"
      + (0..<lines).map { written[$0 % written.count] + "\n" }.joined()
  }

  /// Runs `show` on a text through strace, and returns its output and its calls to madvise.
  static func traced(_ text: String) throws -> (output: Outcome, madvise: [Substring]) {
    let scratch = try Scratch()
    let file = try scratch.write("big.txt", text)
    let trace = scratch.url.appendingPathComponent("trace").path
    let output = try runBinary(
      ["show", "--file", file.path, "-s", "8", "--format", "tsv"],
      shell: "strace -f -qq -e trace=madvise -o '\(trace)' \"$0\" \"$@\"")
    let calls = try String(contentsOfFile: trace, encoding: .utf8).split(separator: "\n")
    return (output, calls)
  }

  @Test(
    "a text of a megabyte or more is read into a heap marked for huge pages, same output",
    .enabled(if: canWatch))
  func largeInput() throws {
    let text = Self.text(lines: 50_000)
    #expect(text.utf8.count >= HeapPages.threshold)
    let (output, calls) = try Self.traced(text)
    #expect(output.status == 0)
    #expect(output.stderr == "")
    #expect(calls.filter { $0.contains("MADV_HUGEPAGE") }.count == 1)
    // The in-process run leaves the heap alone: the output is the same bytes.
    let scratch = try Scratch()
    let file = try scratch.write("big.txt", text)
    let plain = runInProcess(["show", "--file", file.path, "-s", "8", "--format", "tsv"])
    #expect(output.stdout == plain.stdout)
    #expect(plain.stdout.split(separator: "\n").count == 50_001)
  }

  @Test("a smaller text keeps the default heap", .enabled(if: canWatch))
  func smallInput() throws {
    let (output, calls) = try Self.traced(Self.text(lines: 100))
    #expect(output.status == 0)
    #expect(output.stdout.split(separator: "\n").count == 101)
    #expect(!calls.contains { $0.contains("MADV_HUGEPAGE") })
  }
}
