/// Renders a command's help in swift-argument-parser's layout: `OVERVIEW:`,
/// `USAGE:`, `ARGUMENTS:`, `OPTIONS:`, `SUBCOMMANDS:`, with descriptions starting
/// at column 26 and lines wrapped at 80.
package enum HelpText {
  package static let width = 80
  package static let labelColumn = 26

  package static func render(_ spec: CommandSpec) -> String {
    var sections: [String] = []
    var overview = wrap("OVERVIEW: " + spec.abstract, indent: 0)
    for paragraph in spec.discussion { overview += "\n\n" + wrap(paragraph, indent: 0) }
    sections.append(overview)
    sections.append(wrap("USAGE: " + usage(spec), indent: 7))
    if !spec.arguments.isEmpty {
      sections.append(
        "ARGUMENTS:\n"
          + spec.arguments.map { row(label: "<\($0.name)>", text: $0.abstract) }.joined())
    }
    sections.append(
      "OPTIONS:\n" + spec.options.map { row(label: $0.label, text: $0.helpText) }.joined())
    if spec == .root {
      sections.append(
        "SUBCOMMANDS:\n"
          + CommandSpec.subcommands.map { row(label: $0.name, text: $0.abstract) }.joined())
      sections.append(
        "HELP TOPICS:\n"
          + HelpTopic.allCases.map { row(label: $0.rawValue, text: $0.abstract) }.joined()
          + "\n  See '\(CommandSpec.program) help <subcommand>' for detailed help.\n")
    }
    return sections.map { $0.hasSuffix("\n") ? $0 : $0 + "\n" }.joined(separator: "\n")
  }

  /// `recipe-scale show [<recipe> ...] [--servings <n>] …`
  package static func usage(_ spec: CommandSpec) -> String {
    if spec == .root { return "\(CommandSpec.program) <subcommand>" }
    var parts = [CommandSpec.program, spec.name]
    for argument in spec.arguments {
      if argument.repeats {
        parts.append("[<\(argument.name)> ...]")
      } else {
        parts.append(argument.isOptional ? "[<\(argument.name)>]" : "<\(argument.name)>")
      }
    }
    for option in spec.options where option != CommandSpec.helpOption {
      parts.append("[\(option.longLabel)]")
    }
    return parts.joined(separator: " ")
  }

  /// A label in its column and its text wrapped beside it.
  private static func row(label: String, text: String) -> String {
    let padded = "  " + label
    let body = wrap(text, indent: labelColumn, firstLineUsed: labelColumn)
    if padded.count < labelColumn - 1 {
      return padded + String(repeating: " ", count: labelColumn - padded.count) + body + "\n"
    }
    return padded + "\n" + String(repeating: " ", count: labelColumn) + body + "\n"
  }

  /// Wraps text at word boundaries; lines after the first are indented.
  package static func wrap(_ text: String, indent: Int, firstLineUsed: Int = 0) -> String {
    var lines: [String] = []
    var line = ""
    var used = firstLineUsed
    for word in text.split(separator: " ") {
      if !line.isEmpty && used + line.count + 1 + word.count > width {
        lines.append(line)
        line = ""
        used = indent
      }
      line += line.isEmpty ? String(word) : " " + word
    }
    lines.append(line)
    return lines.joined(separator: "\n" + String(repeating: " ", count: indent))
  }
}
