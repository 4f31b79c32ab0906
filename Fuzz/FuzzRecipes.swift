// libFuzzer target: bytes as a recipes file, through the real loading,
// validation, scaling and every output format at several serving counts.
import RecipeScale

#if canImport(Glibc)
  import Glibc
#endif

/// The fuzzer's entry point: one input, checked against every property.
///
/// - Parameters:
///   - data: The input's bytes.
///   - size: How many bytes there are.
/// - Returns: 0, as libFuzzer expects.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRecipes(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))

  // The whole command, as a user runs it.
  let output = BufferOutput()
  let error = BufferOutput()
  let status = run(
    arguments: ["show", "-f", "-", "-s", "3"],
    environment: ProcessEnvironment(variables: [:], executablePath: nil),
    standardInput: BufferInput(bytes: bytes), standardOutput: output, standardError: error)
  // All or nothing: success writes no message; failure writes no output and one line.
  if status == .success {
    check(error.text.isEmpty, "success with a message")
  } else {
    check(output.text.isEmpty, "failure with output")
    check(error.text.utf8.filter { $0 == 0x0A }.count == 1, "not one line of message")
  }
  check(!output.text.utf8.contains(0x1B) && !error.text.utf8.contains(0x1B), "raw escape written")

  // The same bytes as JSON Lines, through the streaming reader.
  let lines = BufferOutput()
  let linesStatus = run(
    arguments: ["show", "-f", "-", "--input-format", "jsonl", "-j", "2"],
    environment: ProcessEnvironment(variables: [:], executablePath: nil),
    standardInput: BufferInput(bytes: bytes), standardOutput: lines, standardError: BufferOutput())
  check(linesStatus == .success || lines.text.isEmpty, "JSON Lines failure with output")

  // The pieces, with oracles between them.
  guard let document = try? RecipeDocument(source: "fuzz", input: InputBuffer(bytes)) else {
    return 0
  }
  let issues = document.validate()
  let serial = try? RecipeInput.array(document).decodeAll(jobs: 1).recipes
  let parallel = try? RecipeInput.array(document).decodeAll(jobs: 2).recipes
  // Decoding succeeds exactly when validation finds no error, on any number of threads.
  check((serial != nil) == !issues.contains { $0.issue.isError }, "decode and validate disagree")
  check(serial == parallel, "one thread and two decode differently")
  guard let serial else { return 0 }
  let book = RecipeBook(recipes: serial)
  for servings in [nil, 1, 2, 7, Int.max] as [Int?] {
    let scaler = Scaler(servings: servings.map { Rational($0) })
    let scaled = book.recipes.compactMap { try? scaler.scale($0) }
    for format in OutputFormat.allCases {
      let text = format.formatter.format(scaled)
      check(!text.utf8.contains(0x1B), "raw escape in \(format)")
      if format == .json {
        check(JSONSyntax.firstError(in: Array(text.utf8)) == nil, "invalid JSON output")
      }
    }
    for recipe in scaled {
      for ingredient in recipe.ingredients {
        check(
          ingredient.quantity.flatMap(Rational.init) == ingredient.amount,
          "quantity does not parse back")
      }
    }
  }
  return 0
}
