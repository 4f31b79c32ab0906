import RecipeScale

/// `shop`: one shopping list for several recipes, each at its own servings.
package struct ShopCommand: Equatable {
  /// One recipe named on the command line: `"Pad Thai=6"`, `pie=x2`.
  package struct Choice: Equatable {
    /// The name as typed, without `=N` or `=xF`.
    package var query: String
    /// The servings after `=`, or `nil` for the default.
    package var servings: Int?
    /// The factor after `=x`, which scales a recipe that gives no servings too.
    package var factor: Rational?

    package init(query: String, servings: Int? = nil, factor: Rational? = nil) {
      self.query = query
      self.servings = servings
      self.factor = factor
    }
  }

  /// The recipes as typed; empty with `all`.
  package var choices: [Choice] = []
  /// Whether every recipe of the file is chosen.
  package var all = false
  /// The servings of a recipe chosen without `=N`; `nil` keeps its own.
  package var servings: Int?
  /// Whether each recipe's own lines come first.
  package var byRecipe = false
  /// Whether each line of the list names the recipes that need the item.
  package var why = false
  /// The order of the items.
  package var order: ShoppingOrder = .alphabetical
  /// The meal plans to read (`--plan`), whose recipes add to those typed.
  package var plans: [String] = []
  /// The pantry file (`--pantry`); `nil` reads the one in the configuration
  /// folder when there is one, and `none` reads none.
  package var pantryFile: String?
  /// Things the cook has (`--have`), left out with the pantry's.
  package var have: [String] = []
  /// The aisle file (`--aisles`); `nil` reads the one in the configuration
  /// folder when there is one, else uses the built-in aisles, and `none`
  /// lists without aisles.
  package var aislesFile: String?
  /// The units and style of totals; a shopping list reads best in the best units.
  package var amounts = AmountOptions(units: .best)
  /// Where the recipes come from.
  package var input = InputOptions()
  /// The output format and colour.
  package var output = OutputOptions()

  /// Reads the command from parsed arguments.
  ///
  /// - Throws: ``UsageError`` for missing or extra recipes, or a value that does not check out.
  init(_ parsed: ParsedArguments) throws(UsageError) {
    let spec = ShopCommand.spec
    input = try InputOptions(parsed, for: spec)
    all = parsed.flags.contains("all")
    byRecipe = parsed.flags.contains("by-recipe")
    why = parsed.flags.contains("why")
    plans = parsed.allValues["plan"] ?? []
    pantryFile = parsed.values["pantry"]
    have = parsed.allValues["have"] ?? []
    aislesFile = parsed.values["aisles"]
    if all, let first = parsed.positionals.first {
      throw .unexpectedArgument(first, command: spec.name)
    }
    if !all && parsed.positionals.isEmpty && plans.isEmpty {
      throw .missingArgument("<recipe>", command: spec.name)
    }
    choices = try parsed.positionals.map(ShopCommand.choice)
    servings = try ShowCommand.servings(parsed, for: spec)
    if let order = parsed.values["group-by"] {
      self.order = try CommandLineParser.choice(
        order, of: ShoppingOrder.self, option: "group-by", in: spec)
    }
    amounts = try AmountOptions(parsed, for: spec, defaultUnits: .best)
    output = try OutputOptions(parsed, for: spec)
  }

  /// A recipe as typed: `Name`, `Name=6` for its servings, or `Name=x2`
  /// (`x1/2`, `X0.5`, `×2`) for a factor, read as a plan's lines are (see
  /// ``MealPlan/Entry/init(parsing:line:column:)``).
  private static func choice(_ typed: String) throws(UsageError) -> Choice {
    do throws(MealPlanError) {
      let entry = try MealPlan.Entry(parsing: typed)
      return Choice(query: entry.name, servings: entry.servings, factor: entry.factor)
    } catch {
      throw .invalidValue(
        typed, option: "<recipe>", command: spec.name, expected: error.expected, suggestion: nil)
    }
  }

  /// Makes and formats one shopping list for the chosen recipes.
  func run(_ context: CommandContext) throws(CommandError) -> CommandResult {
    let input = try context.open(self.input)
    let warnings = DataWarnings()
    let (elements, recipes) = try input.decodeAll(
      jobs: context.jobs(self.input), language: self.input.language, warnings: warnings)
    let warningLines = try CommandContext.checked(warnings, strict: self.input.strict)
    let source = input.source
    let everyRecipe: ScaleTarget = servings.map { .servings(Rational($0)) } ?? .recipeServings
    var chosen: [(index: Int, target: ScaleTarget)] = []
    let book = RecipeBook(recipes: recipes)
    func target(servings: Int?, factor: Rational?) -> ScaleTarget {
      factor.map { .factor($0) } ?? servings.map { .servings(Rational($0)) } ?? everyRecipe
    }
    if all {
      chosen = recipes.indices.map { ($0, everyRecipe) }
    } else {
      for choice in choices {
        chosen += try CommandContext.indices(matching: choice.query, in: book, source: source)
          .map { ($0, target(servings: choice.servings, factor: choice.factor)) }
      }
    }
    for path in plans {
      for entry in try ShopCommand.plan(at: path).entries {
        do {
          chosen += try book.indices(matching: entry.name).map {
            ($0, target(servings: entry.servings, factor: entry.factor))
          }
        } catch {
          throw .lookup(source: "\(path):\(entry.line):\(entry.column)", error)
        }
      }
    }
    let pantry = try self.pantry(context.environment)
    let aisles = try self.aisles(context.environment)
    // Totals add up in the units the recipes wrote; sections show the units asked for.
    func scaled(_ index: Int, _ target: ScaleTarget, units: UnitPreference) throws(CommandError)
      -> ScaledRecipe
    {
      let scaler = Scaler(target: target, units: units, spoons: amounts.spoons)
      do throws(ScalingError) {
        return try scaler.scale(recipes[index])
      } catch {
        throw CommandContext.failure(error, of: elements[index])
      }
    }
    var planned: [PlannedRecipe] = []
    var sections: [ScaledRecipe] = []
    for (index, target) in chosen {
      planned.append(
        PlannedRecipe(identity: index, scaled: try scaled(index, target, units: .asWritten)))
      if byRecipe { sections.append(try scaled(index, target, units: amounts.units)) }
    }
    let list: ShoppingList
    do {
      list = try ShoppingList(
        recipes: planned, units: amounts.units, order: order, spoons: amounts.spoons,
        pantry: pantry, aisles: aisles)
    } catch {
      throw .shopping(source: source, error)
    }
    var formatter = ShoppingListFormatter(
      format: output.format, style: context.style(output.color), amounts: amounts.style)
    formatter.namesRecipes = why
    let text = formatter.format(list, sections: byRecipe ? sections : nil)
    var result = try CommandResult(text: text)
    result.warnings = warningLines
    result.input = input
    return result
  }

  /// A meal plan's recipes, read from its file.
  private static func plan(at path: String) throws(CommandError) -> MealPlan {
    let text = try ShopCommand.text(at: path)
    do throws(MealPlanError) {
      return try MealPlan(reading: text)
    } catch {
      throw .text(
        source: path, line: error.line, column: error.column, message: error.description)
    }
  }

  /// What the cook has: the pantry file and every `--have`.
  private func pantry(_ environment: ProcessEnvironment) throws(CommandError) -> Pantry {
    var pantry = Pantry(items: have)
    switch pantryFile {
    case "none":
      break
    case let path?:
      pantry.formUnion(Pantry(reading: try ShopCommand.text(at: path)))
    case nil:
      if let (_, text) = try ShopCommand.configured("pantry", environment) {
        pantry.formUnion(Pantry(reading: text))
      }
    }
    return pantry
  }

  /// The aisles to group the list under: `--aisles`, else the configuration
  /// folder's `aisle.conf`, else the built-in aisles; `nil` for `--aisles none`.
  private func aisles(_ environment: ProcessEnvironment) throws(CommandError) -> Aisles? {
    func read(_ text: String, from path: String) throws(CommandError) -> Aisles {
      do throws(AislesError) {
        return try Aisles(reading: text)
      } catch {
        throw .text(
          source: path, line: error.line, column: error.column, message: error.description)
      }
    }
    switch aislesFile {
    case "none":
      return nil
    case let path?:
      return try read(try ShopCommand.text(at: path), from: path)
    case nil:
      guard let (path, text) = try ShopCommand.configured("aisle.conf", environment) else {
        return .builtIn
      }
      return try read(text, from: path)
    }
  }

  /// A file of the configuration folder and its text, or `nil` when it is not there.
  private static func configured(_ name: String, _ environment: ProcessEnvironment)
    throws(CommandError) -> (path: String, text: String)?
  {
    guard let path = configuredPath(name, environment) else { return nil }
    do {
      return (path, try text(at: path))
    } catch {
      if case .input(.system(_, let code)) = error, code == ENOENT { return nil }
      throw error
    }
  }

  /// A file of the configuration folder: `$XDG_CONFIG_HOME/recipe-scale/NAME`,
  /// else `~/.config/recipe-scale/NAME`; `nil` with neither variable set.
  static func configuredPath(_ name: String, _ environment: ProcessEnvironment) -> String? {
    if let config = environment.variables["XDG_CONFIG_HOME"], config.hasPrefix("/") {
      return config + "/recipe-scale/" + name
    }
    guard let home = environment.variables["HOME"], !home.isEmpty else { return nil }
    return home + "/.config/recipe-scale/" + name
  }

  /// A small text file's text.
  private static func text(at path: String) throws(CommandError) -> String {
    do throws(InputError) {
      return String(decoding: try InputFile.read(path: path).array, as: UTF8.self)
    } catch {
      throw .input(error)
    }
  }

  package static let spec = CommandSpec(
    name: "shop",
    abstract: "Print one exact shopping list for several recipes, each at its own servings.",
    discussion: [
      "Each recipe may name its servings, as in shop 'Pad Thai=6' Pancakes=2 Lasagna, "
        + "or a factor, as in pie=x2 or bread=x1/2, which scales a recipe that gives no "
        + "servings too; one without takes --servings, else its own. A recipe given twice "
        + "counts twice. "
        + "Ingredients that buy one thing are one item: their names match ignoring case, "
        + "plural, sizes, notes in parentheses, what follows the first comma and the "
        + "preparation after the noun (garlic cloves crushed, 2 cloves garlic ($0.16) and "
        + "Garlic, minced are garlic); what changes the product stays apart (kosher salt, "
        + "unsalted butter, garlic powder). Their amounts add up exactly, in the most readable "
        + "unit, and amounts that cannot be added stay side by side (1 cup + 3 cloves). Water "
        + "from the tap is left out. Items without an amount come last. Fixed ingredients "
        + "count once per recipe."
    ],
    arguments: [
      CommandSpec.Argument(
        name: "recipe",
        abstract: "A recipe's name, or a unique prefix or part of it, optionally with =N "
          + "for its servings or =xF for a factor.",
        repeats: true, takesServings: true)
    ],
    options: [
      OptionSpec(
        long: "servings", short: "s", valueName: "n",
        abstract: "The servings of each recipe given without =N, a positive whole number.",
        defaultDescription: "each recipe's own servings"),
      OptionSpec(long: "all", abstract: "Shop for every recipe in the file."),
      OptionSpec(
        long: "by-recipe",
        abstract: "Print each recipe's own scaled lines first, then the merged list "
          + "(text, markdown and html)."),
      OptionSpec(
        long: "why",
        abstract: "End each line with the recipes that need the item (text, markdown and "
          + "html; TSV and JSON always name them)."),
      OptionSpec(
        long: "plan", valueName: "path",
        abstract: "Also shop for a meal plan's recipes: one a line, as Pad Thai = 6, "
          + "pie = x2 or a name alone; # starts a comment. May be given more than once."),
      OptionSpec(
        long: "pantry", valueName: "path",
        abstract: "Leave out what a pantry file lists, one item a line (# starts a comment); "
          + "none reads no pantry.",
        defaultDescription: "$XDG_CONFIG_HOME/recipe-scale/pantry when present"),
      OptionSpec(
        long: "have", valueName: "item",
        abstract: "Leave out an item you have, as salt or olive oil; may be given more than once."),
      OptionSpec(
        long: "aisles", valueName: "path",
        abstract: "Group the list under the aisles of a file in CookCLI's aisle.conf format "
          + "([Produce], then one item a line, other names after |); none lists without "
          + "aisles.",
        defaultDescription:
          "$XDG_CONFIG_HOME/recipe-scale/aisle.conf when present, else the built-in aisles"),
      OptionSpec(
        long: "group-by", valueName: "order", values: ShoppingOrder.allCases.map(\.rawValue),
        abstract: "The order of the items: by name, or as they first appear.",
        defaultDescription: "alphabetical"),
    ]
      + CommandSpec.printingOptions(
        units: OptionSpec(
          long: "units", valueName: "system", values: UnitPreference.allCases.map(\.rawValue),
          abstract: "The units totals are shown in: the most readable unit of the recipes' "
            + "system (2 tbsp + 1/4 cup is 6 tbsp), that but keeping a unit every amount shares "
            + "(as-written), or converted to metric or US units; a total that is not exact is "
            + "rounded for the kitchen, within 2.5%, and marked ~.",
          defaultDescription: "best"),
        jobs: false))
}
