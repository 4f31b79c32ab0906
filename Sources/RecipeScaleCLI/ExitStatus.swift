/// The process's exit status, following sysexits(3) as swift-argument-parser does.
package enum ExitStatus: Int32, CaseIterable {
  /// Everything worked.
  case success = 0
  /// A recipe or ingredient name matched nothing, or several; or a `--to` target does not fit.
  case noMatch = 1
  /// The command line is wrong.
  case usage = 64
  /// The recipes file is not valid data.
  case dataError = 65
  /// The recipes file cannot be found or read.
  case noInput = 66
  /// Standard output cannot be written.
  case ioError = 74
  /// The picker was cancelled (Esc, q, Ctrl-C), as after SIGINT.
  case cancelled = 130
  /// Standard output is a pipe whose reader has gone; ends quietly, like a death by SIGPIPE.
  case brokenPipe = 141

  /// One line for `help exit-codes` and the man page.
  package var summary: String {
    switch self {
    case .success: "success"
    case .noMatch: "a recipe or ingredient name matches nothing or several; --to does not fit"
    case .usage: "usage: unknown command or option, missing or bad value"
    case .dataError: "data: invalid JSON or recipe data, a result too large to be exact"
    case .noInput: "input: the file is missing, a directory, unreadable, or not found"
    case .ioError: "standard output cannot be written"
    case .cancelled: "the picker was cancelled (nothing printed)"
    case .brokenPipe: "the reader of standard output went away (no message)"
    }
  }
}
