import RecipeScale

/// `validate`: reports every problem in the recipes file.
package struct ValidateCommand: Equatable {
  /// Where the recipes come from.
  package var input: InputOptions
  /// The report format.
  package var format: ValidationFormat
  /// When the text report is styled.
  package var color: ColorChoice

  /// Reads the command from parsed arguments.
  ///
  /// - Throws: ``UsageError`` for an argument or a value that does not check out.
  init(_ parsed: ParsedArguments) throws(UsageError) {
    let spec = ValidateCommand.spec
    if let extra = parsed.positionals.first {
      throw .unexpectedArgument(extra, command: spec.name)
    }
    let format = try parsed.values["format"].map { (value) throws(UsageError) in
      try CommandLineParser.choice(value, of: ValidationFormat.self, option: "format", in: spec)
    }
    let color = try parsed.values["color"].map { (value) throws(UsageError) in
      try CommandLineParser.choice(value, of: ColorChoice.self, option: "color", in: spec)
    }
    input = try InputOptions(parsed, for: spec)
    self.format = format ?? .text
    self.color = color ?? .auto
  }

  /// Checks the files and reports; the status says whether any finding is an error.
  ///
  /// A file that cannot be read through (missing, not UTF-8, broken JSON, a
  /// page with no recipe) does not hide the findings of the others, as a
  /// compiler goes on to the next file: its error goes to standard error, the
  /// other files are reported, and the status is the first such file's.
  func run(_ context: CommandContext) throws(CommandError) -> CommandResult {
    var files: [(source: String, issues: [RecipeDocument.PositionedIssue])] = []
    var unread: [CommandError] = []
    // No --file: the one file found the usual way.
    var options: [String?] = [nil]
    if !self.input.files.isEmpty {
      // A folder that cannot be listed is a file that cannot be read.
      options = []
      for path in self.input.files {
        do throws(CommandError) {
          options += try CommandContext.files([path])
        } catch {
          unread.append(error)
        }
      }
    }
    for file in options {
      do throws(CommandError) {
        let single = try context.loader.open(option: file, format: self.input.format)
        files.append(
          (single.source, try ValidateCommand.issues(of: single, language: self.input.language)))
      } catch {
        unread.append(error)
      }
    }
    let report = ValidationReport(files: files)
    var result = try CommandResult(
      text: report.render(format, style: context.style(color)),
      status: report.hasErrors || (self.input.strict && !report.isEmpty) ? .dataError : .success)
    if let first = unread.first {
      result.status = first.exitStatus
      result.warnings = unread.compactMap(\.message)
    }
    return result
  }

  /// Every finding of one file, in file order.
  private static func issues(of input: RecipeInput, language: LanguageTag?) throws(CommandError)
    -> [RecipeDocument.PositionedIssue]
  {
    switch input {
    case .array(let document): return try document.validate(defaultLanguage: language)
    case .lines(let reader): return try LinesValidation.validate(reader, defaultLanguage: language)
    case .text(let document): return document.validate(defaultLanguage: language)
    case .several(let inputs):
      var found: [RecipeDocument.PositionedIssue] = []
      for single in inputs { found += try issues(of: single, language: language) }
      return found
    }
  }

  package static let spec = CommandSpec(
    name: "validate",
    abstract: "Check the recipes file and report every problem in it.",
    discussion: [
      "Each finding is one line, FILE:LINE:COLUMN: error: message, or warning: for data that "
        + "is valid but suspicious (a duplicate recipe name, denom without num, a fraction not in "
        + "lowest terms, no ingredients, names in another script with English units but no "
        + "language, an unknown key such as denum, a measuring unit with no num, num 0 with a "
        + "unit; in a text, a page or a Cooklang file, a line kept as text and a recipe with no "
        + "servings). Exits 0 when there are no errors, 65 otherwise; with --strict, 65 when there "
        + "is any finding. A file that cannot be read through is an error on standard error, "
        + "and the other files are still checked."
    ],
    options: [
      InputOptions.file,
      OptionSpec(
        long: "format", valueName: "format", values: ValidationFormat.allCases.map(\.rawValue),
        abstract: "The report format.", defaultDescription: "text"),
      OutputOptions.color,
      OptionSpec(
        long: "strict", abstract: "Fail on warnings too: exit 65 when there is any finding."),
      InputOptions.inputFormat,
      InputOptions.language,
      CommandSpec.helpOption,
    ])
}
