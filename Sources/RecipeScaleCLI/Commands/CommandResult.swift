/// What a command prints, and the status it ends with when it did its job.
package struct CommandResult {
  /// The output, written only once the command has succeeded.
  package var output: OutputSink
  /// The exit status.
  package var status: ExitStatus = .success
  /// Lines for standard error, each without the program's name: warnings, and
  /// the files `validate` could not read.
  package var warnings: [String] = []
  /// The input the command read, held so that the process can leave it to the
  /// system to free at exit (see ``MemoryAtExit``).
  package var input: RecipeInput?

  /// A result whose output is already in a sink.
  init(output: OutputSink, status: ExitStatus = .success) {
    self.output = output
    self.status = status
  }

  /// A result whose output is one text.
  init(text: String, status: ExitStatus = .success) throws(CommandError) {
    output = OutputSink()
    try output.append(text)
    self.status = status
  }
}
