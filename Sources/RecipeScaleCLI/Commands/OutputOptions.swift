import RecipeScale

/// `--format`, `--color` and `--steps`: what the output looks like.
package struct OutputOptions: Equatable {
  /// The output format.
  package var format: OutputFormat
  /// When text output is styled.
  package var color: ColorChoice
  /// Whether text output prints the method after the ingredients (`--steps`).
  package var steps: Bool

  /// Creates output options; every one left out has its default.
  package init(format: OutputFormat = .text, color: ColorChoice = .auto, steps: Bool = false) {
    (self.format, self.color, self.steps) = (format, color, steps)
  }

  /// Whether the output shows more of a recipe than its name, servings and
  /// ingredients (the method, times and yield words), so the recipes' details
  /// must be read: Markdown, HTML and JSON always, text with `--steps`.
  package var showsDetails: Bool {
    format == .markdown || format == .html || format == .json || format == .text && steps
  }

  /// Reads the options from parsed arguments, checking their values.
  ///
  /// - Throws: ``UsageError`` for a value that is not one of the choices.
  init(_ parsed: ParsedArguments, for spec: CommandSpec) throws(UsageError) {
    format = .text
    color = .auto
    steps = parsed.flags.contains("steps")
    if let value = parsed.values["format"] {
      format = try CommandLineParser.choice(
        value, of: OutputFormat.self, option: "format", in: spec)
    }
    if let value = parsed.values["color"] {
      color = try CommandLineParser.choice(value, of: ColorChoice.self, option: "color", in: spec)
    }
  }

  static let format = OptionSpec(
    long: "format", valueName: "format", values: OutputFormat.allCases.map(\.rawValue),
    abstract: "The output format.", defaultDescription: "text")

  static let steps = OptionSpec(
    long: "steps", short: "m",
    abstract: "Print the method after the ingredients, numbered, its amounts scaled. "
      + "Markdown, HTML and JSON always carry it.")

  static let color = OptionSpec(
    long: "color", valueName: "when", values: ColorChoice.allCases.map(\.rawValue),
    abstract: "Bold titles and dim notes in text output: auto styles only a terminal, "
      + "and not when NO_COLOR is set or TERM is dumb.",
    defaultDescription: "auto")
}
