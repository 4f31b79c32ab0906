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

  /// Wraps text in dim.
  func dim(_ text: String) -> String {
    self == .terminal && !text.isEmpty ? "\u{1B}[2m" + text + "\u{1B}[0m" : text
  }
}
