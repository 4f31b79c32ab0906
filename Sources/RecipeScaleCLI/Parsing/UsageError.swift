import RecipeScale

/// A command line that cannot be run as given.
package enum UsageError: Error, Equatable {
  case unknownCommand(String, suggestion: String?)
  case unknownOption(String, command: String?, suggestion: String?)
  case missingValue(option: String, command: String?)
  case invalidValue(String, option: String, command: String?, expected: String, suggestion: String?)
  case unexpectedValue(option: String, command: String?)
  case unexpectedArgument(String, command: String?)
  case missingArgument(String, command: String?)
  case noTerminal(command: String?)
  case conflictingOptions([String], command: String?)
  /// An option that means something only beside another, given without it.
  case needsOption(String, needs: String, command: String?)

  /// The command whose help explains the mistake, or `nil` for the program's.
  package var command: String? {
    switch self {
    case .unknownCommand: nil
    case .unknownOption(_, let command, _), .missingValue(_, let command),
      .invalidValue(_, _, let command, _, _), .unexpectedValue(_, let command),
      .unexpectedArgument(_, let command), .missingArgument(_, let command),
      .noTerminal(let command), .conflictingOptions(_, let command),
      .needsOption(_, _, let command):
      command
    }
  }

  package var description: String {
    let message: String
    switch self {
    case .unknownCommand(let name, let suggestion):
      message = "unknown command '\(name.escapingControlCharacters)'" + Self.didYouMean(suggestion)
    case .unknownOption(let name, _, let suggestion):
      message = "unknown option '\(name.escapingControlCharacters)'" + Self.didYouMean(suggestion)
    case .missingValue(let option, _):
      message = "missing value for '\(option)'"
    case .invalidValue(let value, let option, _, let expected, let suggestion):
      message =
        "invalid value '\(value.escapingControlCharacters)' for '\(option)': expected \(expected)"
        + Self.didYouMean(suggestion)
    case .unexpectedValue(let option, _):
      message = "'\(option)' takes no value"
    case .unexpectedArgument(let argument, _):
      message = "unexpected argument '\(argument.escapingControlCharacters)'"
    case .missingArgument(let argument, _):
      message = "missing argument '\(argument)'"
    case .conflictingOptions(let options, _):
      message =
        options.map { "'\($0)'" }.dropLast().joined(separator: ", ") + " and '"
        + (options.last ?? "") + "' cannot be used together"
    case .needsOption(let option, let needs, _):
      message = "'\(option)' is used only with '\(needs)'"
    case .noTerminal:
      message =
        "pick needs a terminal (/dev/tty, and TERM not dumb); use 'recipe-scale show' to print recipes"
    }
    let helpCommand =
      command.map { "\(CommandSpec.program) \($0) --help" } ?? "\(CommandSpec.program) --help"
    return message + "; see '\(helpCommand)'"
  }

  private static func didYouMean(_ suggestion: String?) -> String {
    suggestion.map { " (did you mean '\($0)'?)" } ?? ""
  }
}
