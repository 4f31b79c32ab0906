// libFuzzer target: bytes split at NUL into an argv, through the real parser
// and command runner, against a small recipes file in a scratch directory.
import RecipeScale
import RecipeScaleCLI

private let sample = Array(
  """
  [{"name": "Pancakes", "servings": 4, "ingredients": [
     {"name": "Flour", "num": 1, "denom": 2, "unit": "cup"},
     {"name": "Large eggs", "num": 2}, {"name": "Salt", "unit": "To taste"}]},
   {"name": "Pad Thai", "servings": 2, "ingredients": [{"name": "Lime", "num": 1, "unit": "half"}]}]
  """.utf8)

/// A scratch directory with a recipes.json, so relative names resolve there.
private let scratch: Void = {
  var template = Array("/tmp/recipe-scale-fuzz-XXXXXX".utf8CString)
  guard let directory = mkdtemp(&template) else { return }
  chdir(directory)
  let file = open("recipes.json", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
  _ = sample.withUnsafeBytes { write(file, $0.baseAddress, $0.count) }
  close(file)
}()

/// The fuzzer's entry point: one input, checked against every property.
///
/// - Parameters:
///   - data: The input's bytes.
///   - size: How many bytes there are.
/// - Returns: 0, as libFuzzer expects.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzArguments(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  _ = scratch
  let bytes = UnsafeBufferPointer(start: data, count: size)
  let arguments = bytes.split(separator: 0, omittingEmptySubsequences: false).map {
    String(decoding: $0, as: UTF8.self)
  }
  // Files outside the scratch directory are not the fuzzer's to read, nor is
  // the folder above it (`-f ..`, `--file=..`), which `--file` would list.
  if arguments.contains(where: { $0.contains("/") || $0.contains("..") }) { return 0 }
  let output = BufferOutput()
  let error = BufferOutput()
  let status = run(
    arguments: arguments, environment: ProcessEnvironment(variables: [:], executablePath: nil),
    standardInput: BufferInput(bytes: sample), standardOutput: output, standardError: error)
  if status == .success {
    checkOnlyWarnings(error.text)
  } else {
    // `validate` reports the files it could read and names each it could not, a
    // line each, as a compiler does; every other command fails with nothing on
    // standard output and one line, or under --strict the warnings and then the refusal.
    let validates = arguments.first == "validate"
    check(output.text.isEmpty || validates, "failure with output")
    let lines = error.text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    check(
      (!lines.isEmpty || validates) && (error.text.isEmpty || error.text.hasSuffix("\n")),
      "not a line of message")
    // Compared as bytes: a file name that starts with a combining mark joins the
    // space before it into one Character, though the message starts as it should.
    check(
      lines.allSatisfy { $0.utf8.starts(with: "recipe-scale: ".utf8) },
      "message without the program name")
    check(
      lines.count <= 1 || arguments.contains("--strict") || validates,
      "several lines without --strict")
  }
  check(!error.text.utf8.contains(0x1B), "raw escape in a message")
  return 0
}
