/// Completion scripts for bash, zsh and fish, generated from the command specs
/// so they always know every subcommand, option and value the parser knows.
///
/// Recipe names are completed by running `recipe-scale list` at completion
/// time, with the `--file` already typed on the line.
package enum CompletionScript {
  package static func render(for shell: Shell) -> String {
    switch shell {
    case .bash: bash()
    case .zsh: zsh()
    case .fish: fish()
    }
  }

  static var commands: [CommandSpec] { CommandSpec.subcommands }
  static var helpTopics: [String] {
    commands.map(\.name) + HelpTopic.allCases.map(\.rawValue)
  }

  /// Words completed after a command's positional slot, other than recipe names.
  static func positionalWords(_ spec: CommandSpec) -> [String]? {
    switch spec.name {
    case CompletionsCommand.spec.name: Shell.allCases.map(\.rawValue)
    case HelpCommand.spec.name: helpTopics
    default: nil
    }
  }

  /// The first sentence of a help text, for a one-line description.
  static func summary(_ text: String) -> String {
    let sentence = String(text.split(separator: ". ", maxSplits: 1).first ?? "")
    return sentence.hasSuffix(".") ? String(sentence.dropLast()) : sentence
  }
}

extension String {
  /// The text with every occurrence of one string replaced, without Foundation.
  package func replacingAll(_ target: String, with replacement: String) -> String {
    split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
  }
}
