import Foundation
import RecipeScale
import Testing

@testable import RecipeScaleCLI

/// A long text recipe's rows go to standard output as they are made, once
/// nothing can fail; everything else waits for the end.
@Suite("Output written before the end, and only when nothing can fail")
struct StreamedOutputTests {
  /// A text recipe longer than two parts, with a line that scales to an
  /// amount too large when `tooLarge`, and one kept as text when `unsure`.
  static func longText(tooLarge: Bool = false, unsure: Bool = false) -> String {
    let count = 2 * ShowCommand.rowsAtATime + 10
    var lines = (1...count).map { "\($0 % 7 + 1)/\($0 % 5 + 2) cup flour \($0)" }
    if tooLarge { lines.append("9223372036854775807 g salt") }
    if unsure { lines.insert("1 tsp Chinese 5 spice", at: 5) }
    return "# Long\nServes 2\n" + lines.joined(separator: "\n") + "\n"
  }

  /// Runs `show -s 6 --format tsv` on a text from standard input, as the
  /// command itself: what reached standard output while it ran, and its result.
  static func show(_ text: String, strict: Bool = false) -> (
    written: BufferOutput, result: Result<CommandResult, CommandError>
  ) {
    let written = BufferOutput()
    let loader = RecipeLoader(
      environment: ProcessEnvironment(variables: [:], executablePath: nil),
      standardInput: BufferInput(bytes: Array(text.utf8)))
    var input = InputOptions(file: "-", format: .text)
    input.strict = strict
    let command = ShowCommand(
      target: .servings(Rational(6)), input: input, output: OutputOptions(format: .tsv))
    do throws(CommandError) {
      let result = try command.run(CommandContext(loader: loader, standardOutput: written))
      return (written, .success(result))
    } catch {
      return (written, .failure(error))
    }
  }

  /// What `show` prints for a text, through `run`; named, the recipe is one
  /// chosen by name, whose output is always held to the end.
  static func printed(_ text: String, named: Bool = false) -> Outcome {
    runInProcess(
      ["show", "-f", "-", "--input-format", "text", "-s", "6", "--format", "tsv"]
        + (named ? ["Long"] : []), stdin: text)
  }

  @Test("a long text recipe's rows reach standard output before the command ends, unchanged")
  func streams() throws {
    let text = Self.longText()
    let (written, result) = Self.show(text)
    let sink = try result.get().output
    #expect(sink.passesThrough)
    let rest = BufferOutput()
    try sink.write(to: rest)
    #expect(rest.text.isEmpty)
    // The same bytes as the output held to the end, and as `run` writes.
    let held = Self.printed(text, named: true)
    #expect(held.status == 0)
    #expect(written.text == held.stdout)
    #expect(Self.printed(text) == held)
    #expect(written.text.split(separator: "\n").count == 2 * ShowCommand.rowsAtATime + 11)
  }

  @Test("a line too large to scale, even in the last part, means nothing is written at all")
  func failureWritesNothing() {
    let (written, result) = Self.show(Self.longText(tooLarge: true))
    guard case .failure(let error) = result, case .data = error else {
      Issue.record("expected a data error, got \(result)")
      return
    }
    #expect(written.text.isEmpty)
    let printed = Self.printed(Self.longText(tooLarge: true))
    #expect(printed.status == 65)
    #expect(printed.stdout.isEmpty)
    #expect(printed.stderr.contains("ingredient #\(2 * ShowCommand.rowsAtATime + 11)"))
  }

  @Test(
    "parts checked on several threads report the first line too large, in order",
    arguments: [1, 2, 4])
  func firstFailureInOrder(jobs: Int) {
    // Lines too large in the first part and in the last, which a second thread
    // may check first: the error names the first, as a check in order would.
    var lines = (1...(2 * ShowCommand.rowsAtATime + 10)).map { "\($0 % 7 + 1)/3 cup flour" }
    lines[3] = "9223372036854775807 g salt"
    lines.append("9223372036854775807 g sugar")
    let text = "# Long\nServes 2\n" + lines.joined(separator: "\n") + "\n"
    let printed = runInProcess(
      ["show", "-f", "-", "--input-format", "text", "-s", "6", "--format", "tsv", "-j", "\(jobs)"],
      stdin: text)
    #expect(printed.status == 65)
    #expect(printed.stdout.isEmpty)
    #expect(printed.stderr.contains("ingredient #4 \"salt\""), "\(printed.stderr)")
    #expect(!printed.stderr.contains("sugar"))
  }

  @Test(
    "a warning keeps the output until the end, so it is printed first; --strict then writes nothing"
  )
  func warningsWait() throws {
    let text = Self.longText(unsure: true)
    let (written, result) = Self.show(text)
    let sink = try result.get().output
    #expect(written.text.isEmpty)
    #expect(!sink.passesThrough)
    let held = BufferOutput()
    try sink.write(to: held)
    let printed = Self.printed(text)
    #expect(printed.status == 0)
    #expect(printed.stderr.contains("warning"))
    #expect(held.text == printed.stdout)
    let (strictWritten, strictResult) = Self.show(text, strict: true)
    guard case .failure(.strict) = strictResult else {
      Issue.record("expected the strict refusal, got \(strictResult)")
      return
    }
    #expect(strictWritten.text.isEmpty)
  }

  @Test("a full disk while rows stream is a write error, exit 74")
  func fullDisk() {
    let outcome = runInProcess(
      ["show", "-f", "-", "--input-format", "text", "-s", "6", "--format", "tsv"],
      stdin: Self.longText(), stdoutFailure: ENOSPC)
    #expect(
      outcome
        == Outcome(
          status: 74, stdout: "", stderr: "recipe-scale: write error: no space left on device\n"))
  }

  @Test("a sink passing through writes what it held, spilled or not, then each piece as it comes")
  func sinkPassesThrough() throws {
    for threshold in [10, 1_000] {
      let sink = OutputSink(threshold: threshold)
      for piece in ["alpha ", "beta ", "gamma "] { try sink.append(piece) }
      #expect(sink.hasSpilled == (threshold == 10))
      let output = BufferOutput()
      try sink.passThrough(to: output)
      #expect(output.text == "alpha beta gamma ")
      try sink.append("delta")
      #expect(output.text == "alpha beta gamma delta")
      try sink.passThrough(to: output)
      try sink.write(to: output)
      #expect(output.text == "alpha beta gamma delta")
    }
  }

  @Test("bytes appended to a sink come out where text would: held, spilled or passed through")
  func sinkTakesBytes() throws {
    for threshold in [10, 1_000] {
      let sink = OutputSink(threshold: threshold)
      try sink.append("alpha ")
      try sink.append(bytes: Array("béta ".utf8))
      try sink.append(bytes: [])
      try sink.append("gamma ")
      #expect(sink.hasSpilled == (threshold == 10))
      #expect(sink.count == 18)
      let output = BufferOutput()
      try sink.passThrough(to: output)
      #expect(output.text == "alpha béta gamma ")
      try sink.append(bytes: Array("δelta".utf8))
      #expect(output.text == "alpha béta gamma δelta")
      #expect(sink.count == 24)
    }
  }
}
