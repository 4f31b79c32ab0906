import RecipeScale

/// `pick`: chooses the servings on the terminal, then prints like `show`.
package struct PickCommand: Equatable {
  /// The recipe name as typed, or `nil` to start on the list.
  package var recipe: String?
  /// The units and style of amounts.
  package var amounts: AmountOptions
  /// Where the recipes come from.
  package var input: InputOptions
  /// The output format and colour.
  package var output: OutputOptions

  /// Reads the command from parsed arguments.
  ///
  /// - Throws: ``UsageError`` for more than one recipe or a value that does not check out.
  init(_ parsed: ParsedArguments) throws(UsageError) {
    let spec = PickCommand.spec
    input = try InputOptions(parsed, for: spec)
    amounts = try AmountOptions(parsed, for: spec, defaultUnits: .asWritten)
    output = try OutputOptions(parsed, for: spec)
    if parsed.positionals.count > 1 {
      throw .unexpectedArgument(parsed.positionals[1], command: spec.name)
    }
    recipe = parsed.positionals.first
  }

  /// Lets the user pick the servings on the terminal, then prints as `show` does.
  func run(_ context: CommandContext) throws(CommandError) -> CommandResult {
    let input = try context.open(self.input)
    let warnings = DataWarnings()
    let (elements, recipes) = try input.decodeAll(
      jobs: context.jobs(self.input), language: self.input.language, warnings: warnings,
      readsDetails: output.showsDetails)
    // Under --strict the picker never starts; otherwise the warnings follow its output.
    let warningLines = try CommandContext.checked(warnings, strict: self.input.strict)
    var start: Int?
    if let query = recipe {
      start = try CommandContext.indices(
        matching: query, in: RecipeBook(recipes: recipes), source: input.source
      ).first
    }
    guard let terminal = TerminalSession(environment: context.environment) else {
      throw .usage(.noTerminal(command: "pick"))
    }
    // The session, and with it the terminal's settings, ends with this function,
    // before run(arguments:…) writes anything to standard output.
    let state = PickerState(
      recipes: recipes, recipeIndex: start, units: amounts.units, spoons: amounts.spoons,
      amounts: amounts.style)
    let choice = Picker(terminal: terminal).run(state)
    guard let (index, servings) = choice else {
      return try CommandResult(text: "", status: .cancelled)
    }
    let formatter = output.format.formatter(
      style: context.style(output.color), amounts: amounts.style, steps: output.steps)
    var text = ""
    formatter.begin(into: &text)
    text += try CommandContext.format(
      [index], of: recipes, from: elements,
      scaler: Scaler(
        target: .servings(Rational(servings)), units: amounts.units, spoons: amounts.spoons),
      formatter: formatter)
    formatter.end(count: 1, into: &text)
    var result = try CommandResult(text: text)
    result.warnings = warningLines
    return result
  }

  package static let spec = CommandSpec(
    name: "pick",
    abstract: "Pick the servings on the terminal, then print the recipe as show would.",
    discussion: [
      "Draws on the terminal (/dev/tty), never on standard output. Without a recipe it first "
        + "lists them: type to filter, arrows and Enter to choose. On the recipe: left and right "
        + "(or h and l) move between serving counts, + and - step by one, digits and Enter type "
        + "an exact count, Enter prints the list to standard output and exits 0, Esc or q "
        + "cancels with exit status 130."
    ],
    arguments: [
      CommandSpec.Argument(
        name: "recipe", abstract: "A recipe's name, or a unique prefix or part of it.",
        repeats: false)
    ],
    options: [OutputOptions.steps] + CommandSpec.printingOptions(jobs: false))
}
