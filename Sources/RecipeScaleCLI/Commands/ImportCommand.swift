import RecipeScale

/// `import`: converts any input recipe-scale reads into one canonical recipes file.
package struct ImportCommand: Equatable {
  /// The layouts `import` writes.
  package enum Layout: String, CaseIterable, Equatable {
    case json, jsonl
  }

  /// The files, in order; `-` is standard input, and none means standard input.
  package var files: [String]
  /// The value of `--input-format`; `nil` lets each file's name decide.
  package var format: InputFormat?
  /// The value of `--language`, written into every recipe that names none.
  package var language: LanguageTag?
  /// The layout written.
  package var layout: Layout

  /// Reads the command from parsed arguments.
  ///
  /// - Throws: ``UsageError`` for a value that does not check out.
  init(_ parsed: ParsedArguments) throws(UsageError) {
    let spec = ImportCommand.spec
    let input = try InputOptions(parsed, for: spec)
    // `-f` as every other command takes it, then the arguments.
    files = input.files + parsed.positionals
    format = input.format
    language = input.language
    layout =
      try parsed.values["format"].map { (value) throws(UsageError) in
        try CommandLineParser.choice(value, of: Layout.self, option: "format", in: spec)
      } ?? .json
  }

  /// Reads every file, and writes their recipes as one file, or nothing when one fails.
  func run(_ context: CommandContext) throws(CommandError) -> CommandResult {
    var recipes: [Recipe] = []
    for file in try CommandContext.files(files.isEmpty ? ["-"] : files) {
      let options = InputOptions(file: file, format: format)
      let input = try context.open(options)
      recipes += try input.decodeAll(
        jobs: context.jobs(options), language: language, readsDetails: true
      ).recipes
    }
    let writer = RecipeFileWriter(layout: layout == .json ? .array : .lines)
    return try CommandResult(text: writer.write(recipes))
  }

  package static let spec = CommandSpec(
    name: "import",
    abstract: "Convert recipes from any input into one recipes file in the tutorial's format.",
    discussion: [
      "Reads JSON, JSON Lines and plain-text recipes, each file in the format its name "
        + "suggests, and writes them all as one JSON array (or JSON Lines) with every field "
        + "the tutorial app reads. Ingredients read from text keep their line as \"source\"; "
        + "ranges keep their upper end as numMax/denomMax. show prints the same for the "
        + "imported file as for the original. Nothing is written unless every file reads. "
        + "The files of --file come first, then the arguments."
    ],
    arguments: [
      CommandSpec.Argument(
        name: "file",
        abstract: "A recipes file, or a folder of them; '-' or none reads standard input.",
        repeats: true)
    ],
    options: [
      OptionSpec(
        long: "format", valueName: "format", values: Layout.allCases.map(\.rawValue),
        abstract: "The layout written: a JSON array, or JSON Lines.", defaultDescription: "json"),
      // Import's own `--file`: with none, it reads standard input, not recipes.json.
      OptionSpec(
        long: "file", short: "f", valueName: "path",
        abstract: "A file to import, as the arguments are; '-' reads standard input. "
          + "May be given several times; these come before the arguments."),
      InputOptions.inputFormat,
      InputOptions.language,
      CommandSpec.helpOption,
    ])
}
