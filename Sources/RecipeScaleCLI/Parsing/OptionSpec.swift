/// One option a command accepts. Help text, parsing and suggestions all read
/// these, so the option list has one source.
package struct OptionSpec: Equatable {
  /// The long name without dashes: `servings`.
  package var long: String
  /// The one-letter name, if any: `s`.
  package var short: Character?
  /// The placeholder for the value (`n`), or `nil` for a flag.
  package var valueName: String?
  /// The values the option accepts, when they are a fixed list.
  package var values: [String] = []
  /// What the option does, as one or more sentences.
  package var abstract: String
  /// What happens without the option, for the help text.
  package var defaultDescription: String?

  /// Whether the value is a file's path, which completion offers files for.
  package var completesPaths: Bool { valueName == "path" }

  /// `-s, --servings <n>`.
  package var label: String {
    var label = short.map { "-\($0), " } ?? ""
    label += "--" + long
    if let valueName { label += " <\(valueName)>" }
    return label
  }

  /// `--servings <n>`, as messages name the option.
  package var longLabel: String {
    "--" + long + (valueName.map { " <\($0)>" } ?? "")
  }

  /// The help text with the accepted values and the default appended.
  package var helpText: String {
    var notes: [String] = []
    if !values.isEmpty { notes.append("values: " + values.joined(separator: ", ")) }
    if let defaultDescription { notes.append("default: " + defaultDescription) }
    return notes.isEmpty ? abstract : abstract + " (" + notes.joined(separator: "; ") + ")"
  }
}
