import RecipeScale

/// What a command line asks for, once parsed and checked: a subcommand with its options.
package enum Command: Equatable {
  /// Print the help of a command (or of the program).
  case help(CommandSpec)
  /// Print a help topic.
  case helpTopic(HelpTopic)
  /// Print the version.
  case version
  /// Print a completion script.
  case completions(CompletionsCommand)
  /// Print the recipe names.
  case list(ListCommand)
  /// Print scaled recipes.
  case show(ShowCommand)
  /// Pick the servings on the terminal, then print like `show`.
  case pick(PickCommand)
  /// Print one shopping list for several recipes.
  case shop(ShopCommand)
  /// Check the recipes file and report every problem.
  case validate(ValidateCommand)
  /// Convert recipes into one recipes file.
  case importRecipes(ImportCommand)

  /// Reads a subcommand's arguments once its name is known.
  ///
  /// - Parameters:
  ///   - name: The subcommand's name.
  ///   - parsed: Its options and positionals, not yet checked.
  /// - Returns: The command, or `nil` when no subcommand has that name.
  /// - Throws: ``UsageError`` for the first value that does not check out.
  static func subcommand(named name: String, _ parsed: ParsedArguments) throws(UsageError)
    -> Command?
  {
    switch name {
    case ListCommand.spec.name: .list(try ListCommand(parsed))
    case ShowCommand.spec.name: .show(try ShowCommand(parsed, for: ShowCommand.spec))
    case PickCommand.spec.name: .pick(try PickCommand(parsed))
    case ShopCommand.spec.name: .shop(try ShopCommand(parsed))
    case ValidateCommand.spec.name: .validate(try ValidateCommand(parsed))
    case ImportCommand.spec.name: .importRecipes(try ImportCommand(parsed))
    case CompletionsCommand.spec.name: .completions(try CompletionsCommand(parsed))
    case HelpCommand.spec.name: try HelpCommand.command(parsed)
    default: nil
    }
  }

  /// Carries out the command.
  ///
  /// - Parameter context: The recipes' loader and the process's surroundings.
  /// - Returns: What to print and the exit status.
  /// - Throws: ``CommandError`` for anything that stops the command.
  func run(_ context: CommandContext) throws(CommandError) -> CommandResult {
    switch self {
    case .help(let spec): try CommandResult(text: HelpText.render(spec))
    case .helpTopic(let topic): try CommandResult(text: topic.text)
    case .version: try CommandResult(text: CommandSpec.version + "\n")
    case .completions(let command): try command.run()
    case .list(let command): try command.run(context)
    case .show(let command): try command.run(context)
    case .pick(let command): try command.run(context)
    case .shop(let command): try command.run(context)
    case .validate(let command): try command.run(context)
    case .importRecipes(let command): try command.run(context)
    }
  }
}
