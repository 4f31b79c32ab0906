import RecipeScale

/// What every command runs with: where recipes come from and the process's surroundings.
package struct CommandContext {
  /// Finds and opens the recipes.
  package var loader: RecipeLoader

  /// The environment variables and the executable's path.
  package var environment: ProcessEnvironment { loader.environment }

  /// Where output goes once a command has met every failure it can meet (see
  /// ``OutputSink/passThrough(to:)``); `nil` holds all output to the end.
  package var standardOutput: (any ByteOutput)?

  /// Creates a context.
  ///
  /// - Parameters:
  ///   - loader: Finds and opens the recipes.
  ///   - standardOutput: Where output may go before the command ends, or `nil`.
  package init(loader: RecipeLoader, standardOutput: (any ByteOutput)? = nil) {
    self.loader = loader
    self.standardOutput = standardOutput
  }

  /// The recipes the input options point at, opened; several files, or a
  /// folder of them, make one collection.
  func open(_ input: InputOptions) throws(CommandError) -> RecipeInput {
    let files = try CommandContext.files(input.files)
    let jobs = jobs(input)
    guard files.count > 1 else {
      return try loader.open(option: files.last, format: input.format, jobs: jobs)
    }
    // The files are found and read one by one, up to the first that fails;
    // their texts, most of the work for web pages, are read on every thread.
    var loaded: [LoadedFile] = []
    var failure: CommandError?
    for file in files {
      do throws(CommandError) {
        loaded.append(try loader.load(option: file, format: input.format))
      } catch {
        failure = error
        break
      }
    }
    let texts = loaded.compactMap { file -> UnreadText? in
      if case .unread(let text) = file { return text }
      return nil
    }
    var documents: [TextDocument] = []
    documents.reserveCapacity(texts.count)
    // The first failure in the order of the files is the one reading them one
    // by one meets: a text that cannot be read before a file that cannot be found.
    try OrderedParallelMap(jobs: jobs).run(
      count: texts.count,
      work: { (index) throws(CommandError) in try texts[index].read(jobs: jobs) },
      deliver: { (document) throws(CommandError) in documents.append(document) })
    if let failure { throw failure }
    var read = documents.makeIterator()
    return .several(
      loaded.compactMap { file in
        switch file {
        case .opened(let input): input
        case .unread: read.next().map(RecipeInput.text)
        }
      })
  }

  /// The files `--file` names, in order, each folder replaced by the recipe
  /// files in it (see ``RecipeFolder``).
  static func files(_ named: [String]) throws(CommandError) -> [String] {
    var files: [String] = []
    for path in named {
      do {
        files += try RecipeFolder.files(at: path)
      } catch {
        throw .input(error)
      }
    }
    return files
  }

  /// The threads to decode on: `--jobs`, else `RECIPE_SCALE_JOBS`, else every processor.
  func jobs(_ input: InputOptions) -> Int {
    OrderedParallelMap.jobs(option: input.jobs, environment: environment)
  }

  /// How text output is styled under a `--color` choice.
  func style(_ color: ColorChoice) -> TextStyle {
    color.styles(environment) ? .terminal : .plain
  }

  /// The recipes a name typed on the command line picks out, or the lookup error.
  static func indices(matching query: String, in book: RecipeBook, source: String)
    throws(CommandError) -> [Int]
  {
    do {
      return try book.indices(matching: query)
    } catch {
      throw .lookup(source: source, error)
    }
  }

  /// The command error for a recipe that does not scale, placed in its file.
  static func failure(_ error: ScalingError, of element: RecipeElement) -> CommandError {
    switch error {
    case .data(let error):
      var located = error
      located.location.recipeIndex = element.index
      return element.locate(located, source: element.source)
    case .target(let error):
      return .target(source: element.source, error)
    }
  }

  /// Scales and formats chosen recipes, in the order chosen.
  static func format(
    _ selected: [Int], of recipes: [Recipe], from elements: [RecipeElement], scaler: Scaler,
    formatter: any RecipeFormatter
  ) throws(CommandError) -> String {
    var text = ""
    for (position, index) in selected.enumerated() {
      do throws(ScalingError) {
        formatter.append(try scaler.scale(recipes[index]), isFirst: position == 0, to: &text)
      } catch {
        throw failure(error, of: elements[index])
      }
    }
    return text
  }

  /// The warnings a read gathered, as lines for standard error.
  ///
  /// - Parameters:
  ///   - warnings: What reading the recipes found.
  ///   - strict: Whether `--strict` was given.
  /// - Returns: The lines, in file order.
  /// - Throws: ``CommandError/strict(warnings:)`` under `--strict` when there is any.
  static func checked(_ warnings: DataWarnings, strict: Bool) throws(CommandError) -> [String] {
    let lines = warnings.warnings.map(\.text)
    if strict && !lines.isEmpty { throw .strict(warnings: lines) }
    return lines
  }
}
