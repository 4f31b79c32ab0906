import RecipeScale

/// `show`: prints recipes with every ingredient scaled.
package struct ShowCommand: Equatable {
  /// The recipe names as typed; empty for every recipe.
  package var recipes: [String] = []
  /// What each recipe is scaled to: `--servings`, `--scale`, `--to` or `--pan`.
  package var target: ScaleTarget = .recipeServings
  /// The units and style of amounts.
  package var amounts = AmountOptions()
  /// Where the recipes come from.
  package var input = InputOptions()
  /// The output format and colour.
  package var output = OutputOptions()

  /// Creates the command from its options; every one left out has its default.
  package init(
    recipes: [String] = [], target: ScaleTarget = .recipeServings,
    amounts: AmountOptions = AmountOptions(), input: InputOptions = InputOptions(),
    output: OutputOptions = OutputOptions()
  ) {
    self.recipes = recipes
    self.target = target
    self.amounts = amounts
    self.input = input
    self.output = output
  }

  /// Reads the command from parsed arguments; `pick` shares the display options.
  ///
  /// - Throws: ``UsageError`` for a value that does not check out.
  init(_ parsed: ParsedArguments, for spec: CommandSpec) throws(UsageError) {
    recipes = parsed.positionals
    input = try InputOptions(parsed, for: spec)
    target = try ShowCommand.scaleTarget(parsed, for: spec)
    amounts = try AmountOptions(parsed, for: spec, defaultUnits: .asWritten)
    output = try OutputOptions(parsed, for: spec)
  }

  /// `--servings`, checked.
  static func servings(_ parsed: ParsedArguments, for spec: CommandSpec) throws(UsageError)
    -> Int?
  {
    guard let servings = parsed.values["servings"] else { return nil }
    guard let count = CommandLineParser.positiveInteger(servings) else {
      throw .invalidValue(
        servings, option: spec.option(long: "servings")?.longLabel ?? "--servings",
        command: spec.name, expected: "a positive whole number", suggestion: nil)
    }
    return count
  }

  /// What `--servings`, `--scale`, `--to` or `--pan` asks to scale to; they
  /// exclude each other, and `--from-pan` goes with `--pan` alone.
  private static func scaleTarget(_ parsed: ParsedArguments, for spec: CommandSpec)
    throws(UsageError) -> ScaleTarget
  {
    let given = ["servings", "scale", "to", "pan"].filter { parsed.values[$0] != nil }
    if given.count > 1 {
      throw .conflictingOptions(
        given.compactMap { spec.option(long: $0)?.longLabel }, command: spec.name)
    }
    func invalid(_ value: String, _ option: String, expected: String) -> UsageError {
      .invalidValue(
        value, option: spec.option(long: option)?.longLabel ?? "--" + option,
        command: spec.name, expected: expected, suggestion: nil)
    }
    func panSize(_ value: String, _ option: String) throws(UsageError) -> PanSize {
      do {
        return try PanSize(parsing: value)
      } catch {
        throw invalid(
          value, option,
          expected: "a pan such as 9x13, '8 inch square', '9 inch round' or '24 cm round' "
            + "(\(error))")
      }
    }
    if let pan = parsed.values["pan"] {
      let from = parsed.values["from-pan"]
      return .pan(
        try panSize(pan, "pan"),
        from: try from.map { (value) throws(UsageError) in try panSize(value, "from-pan") })
    }
    if parsed.values["from-pan"] != nil {
      throw .needsOption(
        spec.option(long: "from-pan")?.longLabel ?? "--from-pan",
        needs: spec.option(long: "pan")?.longLabel ?? "--pan", command: spec.name)
    }
    if let count = try servings(parsed, for: spec) { return .servings(Rational(count)) }
    if let scale = parsed.values["scale"] {
      guard let factor = Rational(scale), factor.numerator > 0 else {
        throw invalid(
          scale, "scale", expected: "a positive number such as 2, 0.5, 3/2 or '1 1/2'")
      }
      return .factor(factor)
    }
    if let to = parsed.values["to"] {
      guard let target = IngredientTarget(parsing: to) else {
        throw invalid(
          to, "to", expected: "INGREDIENT=AMOUNT [UNIT] with a positive amount, such as eggs=3")
      }
      return .ingredient(target)
    }
    return .recipeServings
  }

  /// Whether the recipes are scaled to another pan.
  private var isPanTarget: Bool {
    if case .pan = target { return true }
    return false
  }

  /// Scales and prints the chosen recipes, or every recipe.
  func run(_ context: CommandContext) throws(CommandError) -> CommandResult {
    let input = try context.open(self.input)
    let scaler = Scaler(target: target, units: amounts.units, spoons: amounts.spoons)
    let formatter = output.format.formatter(
      style: context.style(output.color), amounts: amounts.style, steps: output.steps)
    let source = input.source
    let sink = OutputSink()
    let warnings = DataWarnings()
    var header = ""
    formatter.begin(into: &header)
    try sink.append(header)
    var count = 0
    // A factor that depends on the whole recipe (an ingredient's amount, the
    // pan its text names) is found once, for the recipe written whole.
    var targetsWholeRecipe = false
    if case .ingredient = scaler.target { targetsWholeRecipe = true }
    if case .pan = scaler.target { targetsWholeRecipe = true }
    let writesParts = formatter.writesIngredientsAsRows && !targetsWholeRecipe
    // The recipe's own pan may be named in its method, yield or `pan` field.
    let readsDetails = output.showsDetails || isPanTarget
    if recipes.isEmpty {
      // Every recipe: each chunk is scaled and formatted as soon as it is
      // decoded, so the decoded collection is never held whole.
      let jobs = context.jobs(self.input)
      try input.forEachChunk(
        jobs: jobs, language: self.input.language, warnings: warnings,
        readsDetails: readsDetails,
        work: { (first, recipes, element) throws(CommandError) in
          var pieces: [Piece] = []
          var text = ""
          for (offset, recipe) in recipes.enumerated() {
            let index = first + offset
            guard writesParts, recipe.ingredients.count > ShowCommand.rowsAtATime else {
              let scaled: ScaledRecipe
              do throws(ScalingError) {
                scaled = try scaler.scale(recipe)
              } catch {
                throw CommandContext.failure(error, of: element(index))
              }
              formatter.append(scaled, isFirst: index == 0, to: &text)
              continue
            }
            // A long recipe is checked now, with the rest of its chunk, and
            // written as rows when its chunk is delivered, a part at a time.
            do throws(ScalingError) {
              try ShowCommand.checkScaling(
                recipe, scaler: scaler, map: OrderedParallelMap(jobs: jobs))
            } catch {
              throw CommandContext.failure(error, of: element(index))
            }
            if !text.isEmpty { pieces.append(.text(text)) }
            text = ""
            pieces.append(.rows(recipe, element(index)))
          }
          if !text.isEmpty { pieces.append(.text(text)) }
          return (pieces, recipes.count)
        },
        deliver: { (chunk: ([Piece], Int)) throws(CommandError) in
          for piece in chunk.0 {
            switch piece {
            case .text(let text):
              try sink.append(text)
            case .rows(let recipe, let element):
              // A text read whole has shown every problem by now, and every recipe
              // of its one chunk has scaled: with no warning to print first, the
              // rows need not wait in memory for the end.
              if case .text = input, warnings.warnings.isEmpty,
                let output = context.standardOutput
              {
                try sink.passThrough(to: output)
              }
              try ShowCommand.appendRows(
                of: recipe, from: element, scaler: scaler, formatter: formatter,
                map: OrderedParallelMap(jobs: jobs), to: sink)
            }
          }
          count += chunk.1
        })
    } else {
      let (elements, all) = try input.decodeAll(
        jobs: context.jobs(self.input), language: self.input.language, warnings: warnings,
        readsDetails: readsDetails)
      let book = RecipeBook(recipes: all)
      var selected: [Int] = []
      for query in recipes {
        selected += try CommandContext.indices(matching: query, in: book, source: source)
      }
      try sink.append(
        try CommandContext.format(
          selected, of: all, from: elements, scaler: scaler, formatter: formatter))
      count = selected.count
    }
    var footer = ""
    formatter.end(count: count, into: &footer)
    try sink.append(footer)
    var result = CommandResult(output: sink)
    result.warnings = try CommandContext.checked(warnings, strict: self.input.strict)
    result.input = input
    return result
  }

  /// What a chunk of recipes becomes: formatted text, or a long recipe whose rows
  /// are written when the chunk is delivered.
  private enum Piece: Sendable {
    case text(String)
    case rows(Recipe, RecipeElement)
  }

  /// Checks that a long recipe scales before any of it is written, its parts
  /// shared out on `map`'s threads: the first failure in order is the one
  /// ``Scaler/checkScaling(_:)`` throws.
  private static func checkScaling(
    _ recipe: Recipe, scaler: Scaler, map: OrderedParallelMap
  ) throws(ScalingError) {
    try map.run(
      count: Scaler.checkedParts(of: recipe),
      work: { (part) throws(ScalingError) in try scaler.checkScaling(recipe, part: part) },
      deliver: { (_: Void) throws(ScalingError) in })
  }

  /// Scales and writes a long recipe's rows a part at a time, each part a
  /// string of its own, the parts shared out on `map`'s threads and written in
  /// order: a million scaled lines are never held, only the parts finished
  /// ahead of the one being written.
  private static func appendRows(
    of recipe: Recipe, from element: RecipeElement, scaler: Scaler,
    formatter: any RecipeFormatter, map: OrderedParallelMap, to sink: OutputSink
  ) throws(CommandError) {
    let count = recipe.ingredients.count
    try map.run(
      count: (count + rowsAtATime - 1) / rowsAtATime,
      work: { (index) throws(CommandError) -> String in
        let part: ScaledRecipe
        do throws(ScalingError) {
          part = try scaler.scale(
            recipe, ingredientsIn: index * rowsAtATime..<min(count, (index + 1) * rowsAtATime))
        } catch {
          throw CommandContext.failure(error, of: element)
        }
        var text = ""
        formatter.append(part, isFirst: element.index == 0, to: &text)
        return text
      },
      deliver: { (text) throws(CommandError) in try sink.append(text) })
  }

  /// How many rows of a long recipe are scaled and written at a time: a
  /// part's scaled lines are let go before the next part is scaled, so the
  /// memory they take stays small whatever the recipe's length.
  package static let rowsAtATime = 1_024

  package static let spec = CommandSpec(
    name: "show",
    abstract: "Print recipes with every ingredient scaled exactly to a number of servings.",
    discussion: [
      "Amounts are scaled exactly, 1/2 cup for 3 servings becomes 1 1/2 cups for 9, and "
        + "shown as a kitchen measures them, ~ marking a rounding: 1/6 cup as 2 tbsp + 2 tsp, "
        + "1/6 lb as ~2 3/4 oz, 1/5 egg as ~1/4 egg, metric amounts in decimals a kitchen "
        + "can weigh (~1067 g). --exact shows the exact fractions (1/6 cup, 1066 2/3 g), "
        + "which JSON and TSV always carry beside. Units and counted things agree "
        + "with their amounts (1 cup, 2 cups; 1 Large egg, 2 Large eggs). Nothing is printed "
        + "unless every recipe scales.",
      "Only English words take English plurals: a recipe tagged \"language\": \"de\" "
        + "prints 4 Zwiebel as written, a word in another script never changes (6 鸡蛋, "
        + "6 克 盐), and an ingredient may give its own \"plural\": \"Äpfel\".",
      "--servings, --scale, --to and --pan exclude each other. Ingredients marked \"fixed\": true "
        + "in the file keep their amounts. A fractional count gets a hint: 1 1/3 Large eggs "
        + "(about 1).",
    ],
    arguments: [
      CommandSpec.Argument(
        name: "recipe",
        abstract: "A recipe's name, or a unique prefix or part of it, in any case. "
          + "Without one, every recipe is shown.",
        repeats: true)
    ],
    options: [
      OptionSpec(
        long: "servings", short: "s", valueName: "n",
        abstract: "Scale to this many servings, a positive whole number.",
        defaultDescription: "each recipe's own servings"),
      OptionSpec(
        long: "scale", valueName: "factor",
        abstract: "Scale by a factor instead: 2, 0.5, 3/2 or '1 1/2'. The servings are "
          + "multiplied too, and may become a fraction."),
      OptionSpec(
        long: "to", valueName: "ingredient=amount",
        abstract: "Scale so that one ingredient reaches an amount: eggs=3, 'butter=1 cup'. "
          + "The ingredient matches like a recipe name; a unit converts only within its "
          + "dimension."),
      OptionSpec(
        long: "pan", valueName: "size",
        abstract: "Scale to another pan by the ratio of the areas: 9x13, '8 inch square', "
          + "'9 inch round', '23x33 cm', '24 cm round' (inches unless cm is given). "
          + "Between a round pan and an angular one the factor is rounded to three "
          + "figures and every amount marked ~. Baking times are not scaled."),
      OptionSpec(
        long: "from-pan", valueName: "size",
        abstract: "The pan the recipe is written for, with --pan.",
        defaultDescription: "the pan the recipe's pan field or text names"),
      OutputOptions.steps,
    ] + CommandSpec.printingOptions(jobs: true))
}
