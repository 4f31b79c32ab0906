/// How text output looks: plain, or with terminal emphasis.
public enum TextStyle: Sendable {
  /// Characters only, for pipes and files.
  case plain
  /// Bold titles and dim notes, with ANSI SGR sequences, for a terminal.
  case terminal

  /// Wraps text in bold.
  func bold(_ text: String) -> String {
    self == .terminal ? "\u{1B}[1m" + text + "\u{1B}[0m" : text
  }

  /// Dims what follows the first comma of a line (`, beaten`, `, to taste`).
  func dimmingNote(_ line: String) -> String {
    guard self == .terminal, let comma = line.firstIndex(of: ",") else { return line }
    return line[..<comma] + dim(String(line[comma...]))
  }

  /// Wraps text in dim.
  func dim(_ text: String) -> String {
    self == .terminal && !text.isEmpty ? "\u{1B}[2m" + text + "\u{1B}[0m" : text
  }

  /// Marks the severity of a finding in the colours compilers use: bold red
  /// for an error, bold magenta for a warning.
  package func severity(_ text: String, isError: Bool) -> String {
    self == .terminal ? (isError ? "\u{1B}[1;31m" : "\u{1B}[1;35m") + text + "\u{1B}[0m" : text
  }
}
