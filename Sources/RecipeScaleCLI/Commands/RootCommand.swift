extension CommandSpec {
  /// The program's name, as messages and help write it.
  package static let program = "recipe-scale"
  /// The version `--version` prints.
  package static let version = "0.1.0"

  /// `--help`, which every command takes.
  package static let helpOption = OptionSpec(
    long: "help", short: "h", abstract: "Show help information.")

  /// The options of the commands that print recipes, after their own, in help's order.
  ///
  /// - Parameters:
  ///   - units: The command's `--units`, whose default and wording differ.
  ///   - jobs: Whether the command takes `--jobs`.
  /// - Returns: The amount, input and output options, and `--help`.
  static func printingOptions(units: OptionSpec = AmountOptions.units, jobs: Bool) -> [OptionSpec] {
    [
      units, AmountOptions.spoons, AmountOptions.fractions, AmountOptions.exact,
      AmountOptions.measure,
      InputOptions.file,
      OutputOptions.format, OutputOptions.color, InputOptions.inputFormat, InputOptions.language,
      InputOptions.strict,
    ] + (jobs ? [InputOptions.jobs] : []) + [helpOption]
  }

  /// `recipe-scale` itself, with no subcommand.
  package static let root = CommandSpec(
    name: program,
    abstract: "Scale recipes exactly to the servings you need.",
    discussion: [
      "Reads a JSON collection of recipes, scales every ingredient with exact fractions, "
        + "and prints the result for people (text, Markdown) or for scripts (TSV, JSON). "
        + "shop merges several recipes into one shopping list."
    ],
    options: [
      OptionSpec(long: "version", abstract: "Show the version."),
      helpOption,
    ])

  /// The subcommands' names, in the order help lists them.
  package static let subcommandNames = [
    "list", "show", "pick", "shop", "validate", "import", "completions", "help",
  ]

  /// A subcommand by its name, or `nil` when there is none.
  ///
  /// A run reads the one spec it needs: the others hold help text that
  /// costs a start to build.
  ///
  /// - Parameter name: The name as typed.
  /// - Returns: The subcommand's spec.
  package static func subcommand(named name: String) -> CommandSpec? {
    switch name {
    case "list": ListCommand.spec
    case "show": ShowCommand.spec
    case "pick": PickCommand.spec
    case "shop": ShopCommand.spec
    case "validate": ValidateCommand.spec
    case "import": ImportCommand.spec
    case "completions": CompletionsCommand.spec
    case "help": HelpCommand.spec
    default: nil
    }
  }

  /// The subcommands, in the order help lists them.
  package static var subcommands: [CommandSpec] {
    subcommandNames.compactMap(subcommand(named:))
  }
}
