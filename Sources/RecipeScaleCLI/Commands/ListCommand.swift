import RecipeScale

/// `list`: prints every recipe's name.
package struct ListCommand: Equatable {
  /// Where the recipes come from.
  package var input: InputOptions

  /// Creates the command.
  package init(input: InputOptions = InputOptions()) {
    self.input = input
  }

  /// Reads the command from parsed arguments.
  ///
  /// - Throws: ``UsageError`` for an argument or a value that does not check out.
  init(_ parsed: ParsedArguments) throws(UsageError) {
    if let extra = parsed.positionals.first {
      throw .unexpectedArgument(extra, command: ListCommand.spec.name)
    }
    input = try InputOptions(parsed, for: ListCommand.spec)
  }

  /// Prints the names, one per line, decoding in chunks as `show` does.
  func run(_ context: CommandContext) throws(CommandError) -> CommandResult {
    let input = try context.open(self.input)
    let sink = OutputSink()
    try input.forEachChunk(
      jobs: context.jobs(self.input),
      work: { (_, recipes, _) throws(CommandError) in
        var names = ""
        for recipe in recipes {
          names += recipe.name.escapingControlCharacters
          names += "\n"
        }
        return names
      }, deliver: { (names) throws(CommandError) in try sink.append(names) })
    var result = CommandResult(output: sink)
    result.input = input
    return result
  }

  package static let spec = CommandSpec(
    name: "list",
    abstract: "Print the name of every recipe, one per line, in file order.",
    options: [
      InputOptions.file, InputOptions.inputFormat, InputOptions.jobs, CommandSpec.helpOption,
    ])
}
