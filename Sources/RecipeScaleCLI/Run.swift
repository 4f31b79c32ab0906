import RecipeScale

/// Runs recipe-scale: parses the arguments, does the work, writes the result.
///
/// Output is written only once everything that can fail has succeeded, so a
/// failing command prints nothing on standard output and one line on standard
/// error.
///
/// - Parameters:
///   - arguments: The arguments after the program name.
///   - environment: The environment variables and the executable's path.
///   - standardInput: Where `--file -` reads from.
///   - standardOutput: Where results go.
///   - standardError: Where messages go.
///   - exiting: Whether the process exits right after: the input read is then
///     left for the system to free, which is faster than freeing it piece by piece.
/// - Returns: The exit status.
package func run(
  arguments: [String], environment: ProcessEnvironment, standardInput: any ByteInput,
  standardOutput: any ByteOutput, standardError: any ByteOutput, exiting: Bool = false
) -> ExitStatus {
  do throws(CommandError) {
    let command: Command
    do {
      command = try CommandLineParser.parse(arguments)
    } catch {
      throw CommandError.usage(error)
    }
    let loader = RecipeLoader(environment: environment, standardInput: standardInput)
    let result = try command.run(
      CommandContext(loader: loader, standardOutput: standardOutput))
    for warning in result.warnings {
      try? standardError.write("\(CommandSpec.program): \(warning)\n")
    }
    do {
      try result.output.write(to: standardOutput)
    } catch {
      throw CommandError.output(error)
    }
    let status = result.status
    if exiting, let input = result.input { MemoryAtExit.keep(input) }
    return status
  } catch {
    if let message = error.message {
      // A message that cannot be written has nowhere else to go.
      try? standardError.write("\(CommandSpec.program): \(message)\n")
    }
    return error.exitStatus
  }
}
