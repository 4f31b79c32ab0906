import RecipeScale

/// `help`: shows the help of a subcommand or a topic.
package enum HelpCommand {
  /// The help a `help` command line asks for.
  ///
  /// - Throws: ``UsageError`` for an extra argument or an unknown subcommand or topic.
  static func command(_ parsed: ParsedArguments) throws(UsageError) -> Command {
    guard let topic = parsed.positionals.first else { return .help(.root) }
    if parsed.positionals.count > 1 {
      throw .unexpectedArgument(parsed.positionals[1], command: spec.name)
    }
    if let helpTopic = HelpTopic(rawValue: topic) { return .helpTopic(helpTopic) }
    guard let found = CommandSpec.subcommand(named: topic) else {
      throw .unknownCommand(
        topic,
        suggestion: EditDistance.closest(
          to: topic,
          among: CommandSpec.subcommandNames + HelpTopic.allCases.map(\.rawValue)))
    }
    return .help(found)
  }

  package static let spec = CommandSpec(
    name: "help",
    abstract: "Show help for a subcommand or a topic.",
    arguments: [
      CommandSpec.Argument(
        name: "topic",
        abstract: "A subcommand, or one of the topics: "
          + HelpTopic.allCases.map(\.rawValue).joined(separator: ", ") + ".",
        repeats: false)
    ],
    options: [CommandSpec.helpOption])
}
