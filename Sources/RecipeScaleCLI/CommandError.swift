import RecipeScale

/// Everything that can stop a command, with the exit status and message it earns.
package enum CommandError: Error {
  case usage(UsageError)
  case input(InputError)
  case syntax(source: String, JSONSyntaxError)
  case undecodable(source: String)
  case data(source: String, RecipeDataError, line: Int, column: Int)
  /// A plain-text file that cannot be read: not UTF-8, or a number too large.
  case text(source: String, line: Int, column: Int, message: String)
  case lookup(source: String, RecipeLookupError)
  case target(source: String, IngredientTargetError)
  case shopping(source: String, ShoppingListError)
  case output(OutputError)
  /// `--strict` refuses recipes whose reading found mistakes; the payload is
  /// the warnings, each a line for standard error without the program name.
  case strict(warnings: [String])

  package var exitStatus: ExitStatus {
    switch self {
    case .usage: .usage
    case .input(let error): error.exitStatus
    case .syntax, .undecodable, .data, .text, .shopping, .strict: .dataError
    case .lookup, .target: .noMatch
    case .output(let error): error.isBrokenPipe ? .brokenPipe : .ioError
    }
  }

  /// The one-line message, without the program name; `nil` when the failure
  /// should pass quietly (a pipe whose reader has gone).
  package var message: String? {
    switch self {
    case .usage(let error): error.description
    case .input(let error): error.description
    case .syntax(let source, let error) where error.reason == .empty:
      "\(source): \(error.reason)"
    case .syntax(let source, let error)
    where error.reason == .unexpected(found: "'<'", expected: "a value"):
      // A page saved as `.json`: the name says JSON, and the name wins; say how a page is read.
      "\(source):\(error.line):\(error.column): invalid JSON: \(error.reason); "
        + "a saved web page is read from a file named .html or .htm, or from standard input"
    case .syntax(let source, let error):
      "\(source):\(error.line):\(error.column): invalid JSON: \(error.reason)"
    case .undecodable(let source): "\(source): invalid JSON"
    case .data(let source, let error, let line, let column): "\(source):\(line):\(column): \(error)"
    case .text(let source, let line, let column, let message):
      "\(source):\(line):\(column): \(message)"
    case .lookup(let source, let error): "\(source): \(error)"
    case .target(let source, let error): "\(source): \(error)"
    case .shopping(let source, let error): "\(source): \(error)"
    case .output(let error): error.isBrokenPipe ? nil : error.description
    case .strict(let warnings):
      // Every warning on its own line, each after the program's name as the last one is.
      (warnings + [
        "--strict: \(warnings.count) \(warnings.count == 1 ? "warning" : "warnings") about "
          + "the data; nothing printed"
      ]).joined(separator: "\n\(CommandSpec.program): ")
    }
  }
}
