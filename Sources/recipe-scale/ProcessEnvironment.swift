#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What the command reads from its surroundings besides arguments and streams.
struct ProcessEnvironment {
  /// The environment variables.
  var variables: [String: String]
  /// The running executable's path, to find recipes installed beside it.
  var executablePath: String?
  /// Whether standard output is a terminal, for `--color auto`.
  var standardOutputIsTerminal = false

  /// Where temporary files go: `$TMPDIR`, else `/tmp`.
  static var temporaryDirectory: String {
    guard let value = getenv("TMPDIR") else { return "/tmp" }
    let directory = String(cString: value)
    return directory.isEmpty ? "/tmp" : directory
  }

  /// The variables the tool reads; `current` copies these and no others.
  static let consulted = ["NO_COLOR", "RECIPE_SCALE_FILE", "RECIPE_SCALE_JOBS", "TERM"]

  /// The environment of this process.
  static var current: ProcessEnvironment {
    // Copying the whole environment into a dictionary cost about 6% of the
    // instructions of a startup; the variables the tool reads are looked up.
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
