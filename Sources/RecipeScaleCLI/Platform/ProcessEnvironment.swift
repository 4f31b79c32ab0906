/// What the command reads from its surroundings besides arguments and streams.
package struct ProcessEnvironment {
  /// The environment variables.
  package var variables: [String: String]
  /// The running executable's path, to find recipes installed beside it.
  package var executablePath: String?
  /// Whether standard output is a terminal, for `--color auto`.
  package var standardOutputIsTerminal = false

  /// Creates an environment from its parts, as tests and `current` do.
  package init(
    variables: [String: String], executablePath: String?, standardOutputIsTerminal: Bool = false
  ) {
    self.variables = variables
    self.executablePath = executablePath
    self.standardOutputIsTerminal = standardOutputIsTerminal
  }

  /// Where temporary files go: `$TMPDIR`, else `/tmp`.
  package static var temporaryDirectory: String {
    guard let value = getenv("TMPDIR") else { return "/tmp" }
    let directory = String(cString: value)
    return directory.isEmpty ? "/tmp" : directory
  }

  /// The variables the tool reads; `current` copies these and no others.
  package static let consulted = [
    "HOME", "NO_COLOR", "RECIPE_SCALE_FILE", "RECIPE_SCALE_JOBS", "TERM", "XDG_CONFIG_HOME",
  ]

  /// The environment of this process.
  package static var current: ProcessEnvironment {
    // Only the variables the tool reads are looked up: copying the whole
    // environment into a dictionary slowed every startup.
    var variables: [String: String] = [:]
    for name in consulted {
      if let value = getenv(name) { variables[name] = String(cString: value) }
    }
    return ProcessEnvironment(
      variables: variables, executablePath: currentExecutablePath(),
      standardOutputIsTerminal: isatty(STDOUT_FILENO) == 1)
  }

  /// The path of the running executable, from `/proc/self/exe` on Linux.
  private static func currentExecutablePath() -> String? {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    if length > 0 {
      return String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
    let first = CommandLine.arguments.first ?? ""
    return first.contains("/") ? first : nil
  }
}
