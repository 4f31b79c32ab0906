import RecipeScale

/// `--file`, `--input-format` and `--jobs`: where the recipes come from and how they are read.
package struct InputOptions: Equatable {
  /// The value of `--file`.
  package var file: String?
  /// The value of `--input-format`; `nil` lets the file name decide.
  package var format: InputFormat?
  /// The value of `--jobs`; `nil` uses `RECIPE_SCALE_JOBS` or every processor.
  package var jobs: Int?

  /// Creates input options.
  package init(file: String? = nil, format: InputFormat? = nil, jobs: Int? = nil) {
    self.file = file
    self.format = format
    self.jobs = jobs
  }

  /// Reads the options from parsed arguments, checking their values.
  ///
  /// - Throws: ``UsageError`` for an unknown format or a `--jobs` that is not a positive number.
  init(_ parsed: ParsedArguments, for spec: CommandSpec) throws(UsageError) {
    file = parsed.values["file"]
    if let format = parsed.values["input-format"] {
      self.format = try CommandLineParser.choice(
        format, of: InputFormat.self, option: "input-format", in: spec)
    }
    if let jobs = parsed.values["jobs"] {
      guard let count = CommandLineParser.positiveInteger(jobs) else {
        throw .invalidValue(
          jobs, option: spec.option(long: "jobs")?.longLabel ?? "--jobs", command: spec.name,
          expected: "a positive whole number", suggestion: nil)
      }
      self.jobs = count
    }
  }

  static let file = OptionSpec(
    long: "file", short: "f", valueName: "path",
    abstract: "The recipes file, a JSON array of recipes; '-' reads standard input.",
    defaultDescription: "$RECIPE_SCALE_FILE, else ./recipes.json, else the installed recipes")

  static let inputFormat = OptionSpec(
    long: "input-format", valueName: "format", values: InputFormat.allCases.map(\.rawValue),
    abstract: "How the file is laid out: a JSON array, JSON Lines (one recipe per line), or "
      + "plain text (a # title, a yield line, one ingredient per line).",
    defaultDescription: "jsonl for .jsonl and .ndjson files, text for .txt, else json")

  static let jobs = OptionSpec(
    long: "jobs", short: "j", valueName: "n",
    abstract: "Decode and format on this many threads; 1 works on one.",
    defaultDescription: "$RECIPE_SCALE_JOBS, else the number of processors")
}
