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

  /// The environment of this process.
  static var current: ProcessEnvironment {
    var variables: [String: String] = [:]
    var entry = environ
    while let pointer = entry.pointee {
      let pair = String(cString: pointer)
      if let equals = pair.firstIndex(of: "=") {
        variables[String(pair[..<equals])] = String(pair[pair.index(after: equals)...])
      }
      entry += 1
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
