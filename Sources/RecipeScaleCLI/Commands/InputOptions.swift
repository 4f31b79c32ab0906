import RecipeScale

/// `--file`, `--input-format`, `--language` and `--jobs`: where the recipes
/// come from and how they are read.
package struct InputOptions: Equatable {
  /// The values of `--file`, in order: the recipes of every file form one collection.
  package var files: [String]
  /// The last value of `--file`, or `nil`.
  package var file: String? { files.last }
  /// The value of `--input-format`; `nil` lets the file name decide.
  package var format: InputFormat?
  /// The value of `--jobs`; `nil` uses `RECIPE_SCALE_JOBS` or every processor.
  package var jobs: Int?
  /// The value of `--language`: the language of recipes that give none; `nil`
  /// leaves them English.
  package var language: LanguageTag?
  /// `--strict`: a data mistake found while reading refuses the recipes.
  package var strict = false

  /// Creates input options.
  package init(
    file: String? = nil, format: InputFormat? = nil, jobs: Int? = nil,
    language: LanguageTag? = nil
  ) {
    self.init(files: file.map { [$0] } ?? [], format: format, jobs: jobs, language: language)
  }

  /// Creates input options for several files.
  package init(
    files: [String], format: InputFormat? = nil, jobs: Int? = nil, language: LanguageTag? = nil
  ) {
    self.files = files
    self.format = format
    self.jobs = jobs
    self.language = language
  }

  /// Reads the options from parsed arguments, checking their values.
  ///
  /// - Throws: ``UsageError`` for an unknown format, a `--jobs` that is not a
  ///   positive number, or a `--language` that is not a language tag.
  init(_ parsed: ParsedArguments, for spec: CommandSpec) throws(UsageError) {
    files = parsed.allValues["file"] ?? []
    strict = parsed.flags.contains("strict")
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
    if let language = parsed.values["language"] {
      guard let tag = LanguageTag(language) else {
        throw .invalidValue(
          language, option: spec.option(long: "language")?.longLabel ?? "--language",
          command: spec.name, expected: "a BCP 47 language tag such as de, fr or en-GB",
          suggestion: nil)
      }
      self.language = tag
    }
  }

  static let file = OptionSpec(
    long: "file", short: "f", valueName: "path",
    abstract: "A recipes file, or a folder of them; '-' reads standard input. Given several "
      + "times, the recipes of every file form one collection.",
    defaultDescription: "$RECIPE_SCALE_FILE, else ./recipes.json, else the installed recipes")

  static let inputFormat = OptionSpec(
    long: "input-format", valueName: "format", values: InputFormat.allCases.map(\.rawValue),
    abstract: "How standard input, and a file whose name says nothing of it, is laid out: "
      + "a JSON array (or schema.org JSON), JSON Lines, plain text (a # title, a yield line, "
      + "one ingredient per line), a saved web page (its schema.org data, else its headings), or Cooklang. "
      + "A file's own extension wins.",
    defaultDescription:
      "the extension (jsonl for .jsonl and .ndjson, json, text for .txt, html for .html and "
      + ".htm, cooklang for .cook), else the content")

  static let language = OptionSpec(
    long: "language", valueName: "tag",
    abstract: "The language of recipes that name none, as a BCP 47 tag: de, fr, zh, en-GB. "
      + "Only English inflects names and units (2 cups, 2 eggs); in any other language "
      + "they print as written.",
    defaultDescription: "en")

  static let strict = OptionSpec(
    long: "strict",
    abstract: "Refuse the recipes when reading them finds a mistake that changes amounts "
      + "unseen (an unknown key such as denum, a measuring unit with no num, num 0 with a "
      + "unit, a line of text whose number is kept as written: 1 egg + 1 yolk): exit 65 and "
      + "print nothing. Without it they are warnings on standard error.")

  static let jobs = OptionSpec(
    long: "jobs", short: "j", valueName: "n",
    abstract: "Decode and format on this many threads; 1 works on one.",
    defaultDescription: "$RECIPE_SCALE_JOBS, else the number of processors")
}
