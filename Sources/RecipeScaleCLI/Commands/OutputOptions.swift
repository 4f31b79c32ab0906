import RecipeScale

/// `--format` and `--color`: what the output looks like.
package struct OutputOptions: Equatable {
  /// The output format.
  package var format: OutputFormat
  /// When text output is styled.
  package var color: ColorChoice

  /// Creates output options; every one left out has its default.
  package init(format: OutputFormat = .text, color: ColorChoice = .auto) {
    (self.format, self.color) = (format, color)
  }

  /// Reads the options from parsed arguments, checking their values.
  ///
  /// - Throws: ``UsageError`` for a value that is not one of the choices.
  init(_ parsed: ParsedArguments, for spec: CommandSpec) throws(UsageError) {
    format = .text
    color = .auto
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

  static let color = OptionSpec(
    long: "color", valueName: "when", values: ColorChoice.allCases.map(\.rawValue),
    abstract: "Bold titles and dim notes in text output: auto styles only a terminal, "
      + "and not when NO_COLOR is set or TERM is dumb.",
    defaultDescription: "auto")
}
