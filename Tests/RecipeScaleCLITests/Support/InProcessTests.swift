import Foundation
import RecipeScale
import RecipeScaleCLI
import Testing

/// The same entry point as the binary, driven in-process with buffers.
@Suite("run(arguments:…) in-process")
struct InProcessTests {
  @Test("reads standard input and writes standard output")
  func show() {
    let outcome = runInProcess(
      ["show", "pad", "-s", "4", "-f", "-", "--format", "tsv"], stdin: sampleRecipes)
    #expect(
      outcome
        == Outcome(
          status: 0,
          stdout: TSVFormatter.columns.joined(separator: "\t") + "\n"
            + "Pad Thai\t4\t2\thalves\tLime\t\t\t\t2.000000\t2\t1\t\t\t\n"
            + "Pad Thai\t4\t400\tg\tRice noodles\t\t\t\t400.000000\t400\t1\t\t\t\n",
          stderr: ""))
  }

  @Test("a failing write is exit 74 with a message; a broken pipe passes quietly")
  func writeFailures() {
    let full = runInProcess(["list", "-f", "-"], stdin: sampleRecipes, stdoutFailure: ENOSPC)
    #expect(
      full
        == Outcome(
          status: 74, stdout: "", stderr: "recipe-scale: write error: no space left on device\n"))
    let pipe = runInProcess(["list", "-f", "-"], stdin: sampleRecipes, stdoutFailure: EPIPE)
    #expect(pipe == Outcome(status: 141, stdout: "", stderr: ""))
  }

  @Test("all or nothing: a later recipe's error leaves standard output empty")
  func allOrNothing() {
    let json = """
      [{"name": "Fine", "servings": 1, "ingredients": [{"name": "a", "num": 1}]},
       {"name": "Huge", "servings": 1, "ingredients": [{"name": "b", "num": 9223372036854775807}]}]
      """
    let outcome = runInProcess(["show", "-s", "3", "-f", "-"], stdin: json)
    #expect(outcome.status == 65)
    #expect(outcome.stdout == "")
    #expect(
      outcome.stderr
        == "recipe-scale: <stdin>:2:71: recipe \"Huge\" (#2), ingredient #1 \"b\": "
        + "the amount for 3 servings is too large to compute exactly\n")
  }

  @Test("the largest exact amounts print exactly")
  func largest() {
    let json =
      #"[{"name": "Max", "servings": 9223372036854775807, "ingredients": [{"name": "salt", "num": 9223372036854775807, "unit": "g"}]}]"#
    let outcome = runInProcess(["show", "-s", "9223372036854775807", "-f", "-"], stdin: json)
    #expect(
      outcome
        == Outcome(
          status: 0, stdout: "Max (9223372036854775807 servings)\n9223372036854775807 g salt\n",
          stderr: ""))
  }

  @Test("recipe text cannot steer the terminal, in output or in messages")
  func terminalSafety() {
    let json =
      "[{\"name\": \"Evil\\u001b[2J\", \"servings\": 1, \"ingredients\": [{\"name\": \"x\\u0007\\u202e\", \"num\": 1}]}]"
    let shown = runInProcess(["show", "-f", "-"], stdin: json)
    #expect(shown.stdout == "Evil\\u{1B}[2J (1 serving)\n1 x\\u{7}\\u{202E}\n")
    let missing = runInProcess(["show", "\u{1B}[31m", "-f", "-"], stdin: json)
    #expect(missing.stderr == "recipe-scale: <stdin>: no recipe matches \"\\u{1B}[31m\"\n")
    // Found by fuzzing: a file name with escapes in it.
    let file = runInProcess(["list", "-f", "\u{1B}]0;owned\u{7}.json"])
    #expect(file.stderr == "recipe-scale: \\u{1B}]0;owned\\u{7}.json: no such file or directory\n")
  }

  @Test("a hostile file ends in an exit status, never a trap")
  func exitsCleanly() async {
    await #expect(processExitsWith: .exitCode(65)) {
      let nested = String(repeating: "[", count: 100_000)
      let status = run(
        arguments: ["show", "-f", "-"],
        environment: ProcessEnvironment(variables: [:], executablePath: nil),
        standardInput: BufferInput(bytes: Array(nested.utf8)), standardOutput: BufferOutput(),
        standardError: BufferOutput())
      // _exit, not exit: under make test-asan, LeakSanitizer's exit-time check
      // counts this async test's live task frames as leaks and turns 65 into 1.
      _exit(status.rawValue)
    }
  }
}
