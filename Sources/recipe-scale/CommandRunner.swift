import RecipeScale

/// Carries out a parsed command and returns what it prints.
struct CommandRunner {
  var loader: RecipeLoader

  /// What a command prints, and the status it ends with when it did its job.
  struct Result {
    var output: OutputSink
    var status: ExitStatus = .success

    init(output: OutputSink, status: ExitStatus = .success) {
      self.output = output
      self.status = status
    }

    init(text: String, status: ExitStatus = .success) throws(CommandError) {
      output = OutputSink()
      try output.append(text)
      self.status = status
    }
  }

  func execute(_ command: Command) throws(CommandError) -> Result {
    switch command {
    case .help(let spec):
      return try Result(text: HelpText.render(spec))
    case .helpTopic(let topic):
      return try Result(text: topic.text)
    case .completions(let shell):
      return try Result(text: CompletionScript.render(for: shell))
    case .version:
      return try Result(text: CommandSpec.version + "\n")
    case .list(let request):
      let input = try loader.open(option: request.file, format: request.format)
      let sink = OutputSink()
      try input.forEachChunk(
        jobs: jobs(request),
        work: { (_, recipes, _) throws(CommandError) in
          var names = ""
          for recipe in recipes {
            names += recipe.name.escapingControlCharacters
            names += "\n"
          }
          return names
        }, deliver: { (names) throws(CommandError) in try sink.append(names) })
      return Result(output: sink)
    case .show(let request):
      return Result(output: try show(request))
    case .pick(let request):
      return try pick(request)
    case .shop(let request):
      return try Result(text: shop(request))
    case .validate(let request, let format, let color):
      let input = try loader.open(option: request.file, format: request.format)
      let issues: [RecipeDocument.PositionedIssue]
      switch input {
      case .array(let document): issues = try document.validate()
      case .lines(let reader): issues = try LinesValidation.validate(reader)
      }
      let style: TextStyle = color.styles(loader.environment) ? .terminal : .plain
      let report = ValidationReport(source: input.source, issues: issues).render(
        format, style: style)
      return try Result(
        text: report, status: issues.contains { $0.issue.isError } ? .dataError : .success)
    }
  }

  /// Scales and formats chosen recipes, in the order chosen.
  private func format(
    _ selected: [Int], of recipes: [Recipe], from elements: [RecipeElement], scaler: Scaler,
    formatter: any RecipeFormatter, source: String
  ) throws(CommandError) -> String {
    var text = ""
    for (position, index) in selected.enumerated() {
      do throws(ScalingError) {
        formatter.append(try scaler.scale(recipes[index]), isFirst: position == 0, to: &text)
      } catch {
        throw CommandRunner.failure(error, recipe: index, element: elements[index], source: source)
      }
    }
    return text
  }

  /// Lets the user pick the servings on the terminal, then prints as `show` does.
  private func pick(_ request: ShowRequest) throws(CommandError) -> Result {
    let input = try loader.open(option: request.input.file, format: request.input.format)
    let (elements, recipes) = try input.decodeAll(jobs: jobs(request.input))
    var start: Int?
    if let query = request.recipes.first {
      start = try CommandRunner.indices(
        matching: query, in: RecipeBook(recipes: recipes), source: input.source
      ).first
    }
    guard let terminal = TerminalSession(environment: loader.environment) else {
      throw .usage(.noTerminal(command: "pick"))
    }
    // The session, and with it the terminal's settings, ends with this function,
    // before run(arguments:…) writes anything to standard output.
    let choice = Picker(terminal: terminal).run(PickerState(recipes: recipes, recipeIndex: start))
    guard let (index, servings) = choice else { return try Result(text: "", status: .cancelled) }
    let style: TextStyle = request.color.styles(loader.environment) ? .terminal : .plain
    let formatter = request.format.formatter(style: style, amounts: request.amounts)
    var text = ""
    formatter.begin(into: &text)
    text += try format(
      [index], of: recipes, from: elements,
      scaler: Scaler(target: .servings(Rational(servings)), units: request.units),
      formatter: formatter,
      source: input.source)
    formatter.end(count: 1, into: &text)
    return try Result(text: text)
  }

  /// Makes and formats one shopping list for the chosen recipes.
  private func shop(_ request: ShopRequest) throws(CommandError) -> String {
    let input = try loader.open(option: request.input.file, format: request.input.format)
    let (elements, recipes) = try input.decodeAll(jobs: jobs(request.input))
    let source = input.source
    var chosen: [(index: Int, servings: Int?)] = []
    if request.all {
      chosen = recipes.indices.map { ($0, request.servings) }
    } else {
      let book = RecipeBook(recipes: recipes)
      for choice in request.choices {
        chosen += try CommandRunner.indices(matching: choice.query, in: book, source: source)
          .map { ($0, choice.servings ?? request.servings) }
      }
    }
    // Totals add up in the units the recipes wrote; sections show the units asked for.
    func scaled(_ index: Int, _ servings: Int?, units: UnitPreference) throws(CommandError)
      -> ScaledRecipe
    {
      let scaler = Scaler(
        target: servings.map { .servings(Rational($0)) } ?? .recipeServings, units: units)
      do throws(ScalingError) {
        return try scaler.scale(recipes[index])
      } catch {
        throw CommandRunner.failure(error, recipe: index, element: elements[index], source: source)
      }
    }
    var planned: [PlannedRecipe] = []
    var sections: [ScaledRecipe] = []
    for (index, servings) in chosen {
      planned.append(
        PlannedRecipe(identity: index, scaled: try scaled(index, servings, units: .asWritten)))
      if request.byRecipe { sections.append(try scaled(index, servings, units: request.units)) }
    }
    let list: ShoppingList
    do {
      list = try ShoppingList(recipes: planned, units: request.units, order: request.order)
    } catch {
      throw .shopping(source: source, error)
    }
    let style: TextStyle = request.color.styles(loader.environment) ? .terminal : .plain
    return ShoppingListFormatter(format: request.format, style: style, amounts: request.amounts)
      .format(list, sections: request.byRecipe ? sections : nil)
  }

  /// The recipes a name typed on the command line picks out, or the lookup error.
  private static func indices(matching query: String, in book: RecipeBook, source: String)
    throws(CommandError) -> [Int]
  {
    do {
      return try book.indices(matching: query)
    } catch {
      throw .lookup(source: source, error)
    }
  }

  /// The command error for a recipe that does not scale, placed in the file.
  private static func failure(
    _ error: ScalingError, recipe index: Int, element: RecipeElement, source: String
  ) -> CommandError {
    switch error {
    case .data(let error):
      var located = error
      located.location.recipeIndex = index
      return element.locate(located, source: source)
    case .target(let error):
      return .target(source: source, error)
    }
  }

  private func jobs(_ request: InputRequest) -> Int {
    OrderedParallelMap.jobs(option: request.jobs, environment: loader.environment)
  }

  private func show(_ request: ShowRequest) throws(CommandError) -> OutputSink {
    let input = try loader.open(option: request.input.file, format: request.input.format)
    let scaler = Scaler(target: request.target, units: request.units)
    let style: TextStyle = request.color.styles(loader.environment) ? .terminal : .plain
    let formatter = request.format.formatter(style: style, amounts: request.amounts)
    let source = input.source
    let sink = OutputSink()
    var header = ""
    formatter.begin(into: &header)
    try sink.append(header)
    var count = 0
    if request.recipes.isEmpty {
      // Every recipe: each chunk is scaled and formatted as soon as it is
      // decoded, so the decoded collection is never held whole.
      try input.forEachChunk(
        jobs: jobs(request.input),
        work: { (first, recipes, element) throws(CommandError) in
          var text = ""
          for (offset, recipe) in recipes.enumerated() {
            let index = first + offset
            let scaled: ScaledRecipe
            do throws(ScalingError) {
              scaled = try scaler.scale(recipe)
            } catch {
              throw CommandRunner.failure(
                error, recipe: index, element: element(index), source: source)
            }
            formatter.append(scaled, isFirst: index == 0, to: &text)
          }
          return (text, recipes.count)
        },
        deliver: { (chunk: (String, Int)) throws(CommandError) in
          try sink.append(chunk.0)
          count += chunk.1
        })
    } else {
      let (elements, recipes) = try input.decodeAll(jobs: jobs(request.input))
      let book = RecipeBook(recipes: recipes)
      var selected: [Int] = []
      for query in request.recipes {
        selected += try CommandRunner.indices(matching: query, in: book, source: source)
      }
      try sink.append(
        try format(
          selected, of: recipes, from: elements, scaler: scaler, formatter: formatter,
          source: source))
      count = selected.count
    }
    var footer = ""
    formatter.end(count: count, into: &footer)
    try sink.append(footer)
    return sink
  }
}
