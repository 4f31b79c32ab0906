/// The process's exit status, following sysexits(3) as swift-argument-parser does.
enum ExitStatus: Int32, CaseIterable {
  /// Everything worked.
  case success = 0
  /// A recipe name matched nothing, or several recipes.
  case noMatch = 1
  /// The command line is wrong.
  case usage = 64
  /// The recipes file is not valid data.
  case dataError = 65
  /// The recipes file cannot be found or read.
  case noInput = 66
  /// Standard output cannot be written.
  case ioError = 74
  /// Standard output is a pipe whose reader has gone; ends quietly, like a death by SIGPIPE.
  case brokenPipe = 141
}
