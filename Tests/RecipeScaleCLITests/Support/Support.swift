import Foundation
import RecipeScaleCLI
import Testing

/// What a run of the command produced.
struct Outcome: Equatable, CustomStringConvertible {
  var status: Int32
  var stdout: String
  var stderr: String

  var description: String { "status \(status)\nstdout: \(stdout)\nstderr: \(stderr)" }
}

/// Runs the command in-process, with buffers for its streams.
func runInProcess(
  _ arguments: [String], stdin: String = "", variables: [String: String] = [:],
  stdoutFailure: Int32? = nil
) -> Outcome {
  let output = BufferOutput(failure: stdoutFailure)
  let error = BufferOutput()
  let status = run(
    arguments: arguments,
    environment: ProcessEnvironment(variables: variables, executablePath: nil),
    standardInput: BufferInput(bytes: Array(stdin.utf8)), standardOutput: output,
    standardError: error)
  return Outcome(status: status.rawValue, stdout: output.text, stderr: error.text)
}

/// The repository's top folder: this file is Tests/RecipeScaleCLITests/Support/Support.swift.
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// The built `recipe-scale` binary: beside the test bundle, or `$RECIPE_SCALE_BIN`.
let binaryPath: String = {
  if let path = ProcessInfo.processInfo.environment["RECIPE_SCALE_BIN"] { return path }
  let bundle = URL(fileURLWithPath: CommandLine.arguments[0])
  return bundle.deletingLastPathComponent().appendingPathComponent("recipe-scale").path
}()

/// Runs the built binary as a child process, optionally through `/bin/sh -c`
/// for redirections, where `"$0"` is the binary.
func runBinary(
  _ arguments: [String], stdin: String? = nil, variables: [String: String] = [:],
  directory: URL? = nil, shell: String? = nil
) throws -> Outcome {
  let scratch = try Scratch()
  let process = Process()
  if let shell {
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = ["-c", shell, binaryPath] + arguments
  } else {
    process.executableURL = URL(fileURLWithPath: binaryPath)
    process.arguments = arguments
  }
  var environment = ["PATH": "/usr/bin:/bin", "LC_ALL": "C.UTF-8"]
  environment.merge(variables) { $1 }
  process.environment = environment
  process.currentDirectoryURL = directory ?? scratch.url
  let stdoutURL = scratch.url.appendingPathComponent("stdout")
  let stderrURL = scratch.url.appendingPathComponent("stderr")
  let stdinURL = try scratch.write("stdin", stdin ?? "")
  FileManager.default.createFile(atPath: stdoutURL.path, contents: nil)
  FileManager.default.createFile(atPath: stderrURL.path, contents: nil)
  process.standardOutput = try FileHandle(forWritingTo: stdoutURL)
  process.standardError = try FileHandle(forWritingTo: stderrURL)
  process.standardInput =
    stdin == nil ? FileHandle.nullDevice : try FileHandle(forReadingFrom: stdinURL)
  try process.run()
  // A test that would hang fails instead: the child is killed after a minute.
  let watchdog = DispatchWorkItem { if process.isRunning { process.terminate() } }
  DispatchQueue.global().asyncAfter(deadline: .now() + 60, execute: watchdog)
  process.waitUntilExit()
  watchdog.cancel()
  let status =
    process.terminationReason == .uncaughtSignal
    ? 128 + process.terminationStatus : process.terminationStatus
  return Outcome(
    status: status, stdout: try String(contentsOf: stdoutURL, encoding: .utf8),
    stderr: try String(contentsOf: stderrURL, encoding: .utf8))
}

/// A temporary directory that is removed when the value goes away.
final class Scratch {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "recipe-scale-tests-" + UUID().uuidString)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(at: url)
  }

  @discardableResult
  func write(_ name: String, _ text: String) throws -> URL {
    try write(name, Data(text.utf8))
  }

  @discardableResult
  func write(_ name: String, _ data: Data) throws -> URL {
    let file = url.appendingPathComponent(name)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try data.write(to: file)
    return file
  }
}

/// A small collection used across the command-line tests.
let sampleRecipes = """
  [
    {"name": "Pancakes", "servings": 4, "description": "ignored", "ingredients": [
      {"name": "Flour", "num": 1, "denom": 2, "unit": "cup"},
      {"name": "Large eggs, beaten", "num": 2},
      {"name": "Baking powder", "num": 3, "denom": 2, "unit": "tsp"},
      {"name": "Sea salt", "unit": "To taste"}
    ]},
    {"name": "Pad Thai", "servings": 2, "ingredients": [
      {"name": "Lime", "num": 1, "unit": "half"},
      {"name": "Rice noodles", "num": 200, "unit": "g"}
    ]},
    {"name": "Banana Pancakes", "servings": 1, "ingredients": [
      {"name": "Banana", "num": 1}
    ]}
  ]
  """
