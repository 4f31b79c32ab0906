import RecipeScale

/// `completions`: prints a completion script for a shell.
package struct CompletionsCommand: Equatable {
  /// The shell the script is for.
  package var shell: Shell

  /// Reads the command from parsed arguments.
  ///
  /// - Throws: ``UsageError`` for a missing, extra or unknown shell.
  init(_ parsed: ParsedArguments) throws(UsageError) {
    let spec = CompletionsCommand.spec
    guard let name = parsed.positionals.first else {
      throw .missingArgument("<shell>", command: spec.name)
    }
    if parsed.positionals.count > 1 {
      throw .unexpectedArgument(parsed.positionals[1], command: spec.name)
    }
    guard let shell = Shell(rawValue: name) else {
      let names = Shell.allCases.map(\.rawValue)
      throw .invalidValue(
        name, option: "<shell>", command: spec.name,
        expected: names.dropLast().joined(separator: ", ") + " or " + (names.last ?? ""),
        suggestion: EditDistance.closest(to: name, among: names))
    }
    self.shell = shell
  }

  /// Prints the script.
  func run() throws(CommandError) -> CommandResult {
    try CommandResult(text: CompletionScript.render(for: shell))
  }

  package static let spec = CommandSpec(
    name: "completions",
    abstract: "Print a completion script for bash, zsh or fish.",
    discussion: [
      "The script completes subcommands, options, option values, files for --file, and "
        + "recipe names read from the recipes file when Tab is pressed. To try it in bash: "
        + "source <(recipe-scale completions bash). make install puts the scripts where "
        + "each shell looks."
    ],
    arguments: [
      CommandSpec.Argument(
        name: "shell",
        abstract: "The shell: " + Shell.allCases.map(\.rawValue).joined(separator: ", ") + ".",
        repeats: false, isOptional: false)
    ],
    options: [CommandSpec.helpOption])
}
