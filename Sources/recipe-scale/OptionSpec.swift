/// One option a command accepts. Help text, parsing and suggestions all read
/// these, so the option list has one source.
struct OptionSpec: Equatable {
  /// The long name without dashes: `servings`.
  var long: String
  /// The one-letter name, if any: `s`.
  var short: Character?
  /// The placeholder for the value (`n`), or `nil` for a flag.
  var valueName: String?
  /// The values the option accepts, when they are a fixed list.
  var values: [String] = []
  /// What the option does, as one or more sentences.
  var abstract: String
  /// What happens without the option, for the help text.
  var defaultDescription: String?

  /// `-s, --servings <n>`.
  var label: String {
    var label = short.map { "-\($0), " } ?? ""
    label += "--" + long
    if let valueName { label += " <\(valueName)>" }
    return label
  }

  /// `--servings <n>`, as messages name the option.
  var longLabel: String {
    "--" + long + (valueName.map { " <\($0)>" } ?? "")
  }

  /// The help text with the accepted values and the default appended.
  var helpText: String {
    var notes: [String] = []
    if !values.isEmpty { notes.append("values: " + values.joined(separator: ", ")) }
    if let defaultDescription { notes.append("default: " + defaultDescription) }
    return notes.isEmpty ? abstract : abstract + " (" + notes.joined(separator: "; ") + ")"
  }
}
