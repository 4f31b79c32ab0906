import RecipeScale

/// A command's name, its help text, and the arguments and options it takes.
struct CommandSpec: Equatable {
  /// A positional argument.
  struct Argument: Equatable {
    /// The placeholder: `recipe`.
    var name: String
    /// What it is.
    var abstract: String
    /// Whether it may be given any number of times, including none.
    var repeats: Bool
    /// Whether it may be left out.
    var isOptional = true
  }

  /// The name typed after `recipe-scale`.
  var name: String
  /// One sentence on what the command does.
  var abstract: String
  /// Paragraphs that explain more.
  var discussion: [String] = []
  /// The positional arguments.
  var arguments: [Argument] = []
  /// The options, `--help` included.
  var options: [OptionSpec]

  /// Whether the positional arguments are recipe names, which completion offers.
  var takesRecipes: Bool { arguments.first?.name == "recipe" }

  /// Finds an option by its long name.
  func option(long: String) -> OptionSpec? { options.first { $0.long == long } }

  /// Finds an option by its one-letter name.
  func option(short: Character) -> OptionSpec? { options.first { $0.short == short } }
}

extension CommandSpec {
  static let program = "recipe-scale"
  static let version = "0.1.0"

  static let helpOption = OptionSpec(long: "help", short: "h", abstract: "Show help information.")

  static let fileOption = OptionSpec(
    long: "file", short: "f", valueName: "path",
    abstract: "The recipes file, a JSON array of recipes; '-' reads standard input.",
    defaultDescription: "$RECIPE_SCALE_FILE, else ./recipes.json, else the installed recipes")

  static let inputFormatOption = OptionSpec(
    long: "input-format", valueName: "format", values: InputFormat.allCases.map(\.rawValue),
    abstract: "How the file is laid out: a JSON array, or JSON Lines (one recipe per line).",
    defaultDescription: "jsonl for .jsonl and .ndjson files, else json")

  static let jobsOption = OptionSpec(
    long: "jobs", short: "j", valueName: "n",
    abstract: "Decode and format on this many threads; 1 works on one.",
    defaultDescription: "$RECIPE_SCALE_JOBS, else the number of processors")

  static let outputFormatOption = OptionSpec(
    long: "format", valueName: "format", values: OutputFormat.allCases.map(\.rawValue),
    abstract: "The output format.", defaultDescription: "text")

  static let colorOption = OptionSpec(
    long: "color", valueName: "when", values: ColorChoice.allCases.map(\.rawValue),
    abstract: "Bold titles and dim notes in text output: auto styles only a terminal, "
      + "and not when NO_COLOR is set or TERM is dumb.",
    defaultDescription: "auto")

  static let fractionsOption = OptionSpec(
    long: "fractions", valueName: "style", values: FractionStyle.allCases.map(\.rawValue),
    abstract: "How amounts are written: 1 1/2, 1½, or 1.5 (at most three decimal places; "
      + "~ marks a rounded value).",
    defaultDescription: "ascii")

  static let unitsOption = OptionSpec(
    long: "units", valueName: "system", values: UnitPreference.allCases.map(\.rawValue),
    abstract: "The units amounts are shown in: as written, the most readable unit of the "
      + "recipe's system (48 tsp is 1 cup), or converted to metric or US units; a converted "
      + "amount that is not exact is rounded for the kitchen and marked ~.",
    defaultDescription: "as-written")

  static let measureOption = OptionSpec(
    long: "measure",
    abstract: "Write US volumes as sums of measuring cups and spoons: 5/12 cup is "
      + "1/3 cup + 4 tsp.")

  static let list = CommandSpec(
    name: "list",
    abstract: "Print the name of every recipe, one per line, in file order.",
    options: [fileOption, inputFormatOption, jobsOption, helpOption])

  static let show = CommandSpec(
    name: "show",
    abstract: "Print recipes with every ingredient scaled exactly to a number of servings.",
    discussion: [
      "Amounts are exact fractions: 1/2 cup for 3 servings becomes 1 1/2 cups for 9. "
        + "Units and counted things agree with their amounts (1 cup, 2 cups; 1 Large egg, "
        + "2 Large eggs). Nothing is printed unless every recipe scales.",
      "--servings, --scale and --to exclude each other. Ingredients marked \"fixed\": true "
        + "in the file keep their amounts. A fractional count gets a hint: 1 1/3 Large eggs "
        + "(about 1).",
    ],
    arguments: [
      Argument(
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
      unitsOption,
      fractionsOption,
      measureOption,
      fileOption,
      outputFormatOption,
      colorOption,
      inputFormatOption,
      jobsOption,
      helpOption,
    ])

  static let shop = CommandSpec(
    name: "shop",
    abstract: "Print one exact shopping list for several recipes, each at its own servings.",
    discussion: [
      "Each recipe may name its servings, as in shop 'Pad Thai=6' Pancakes=2 Lasagna; "
        + "one without takes --servings, else its own. A recipe given twice counts twice. "
        + "Ingredients whose names match, ignoring case, plural and what follows the first "
        + "comma, are one item; their amounts add up exactly, in the most readable unit, and "
        + "amounts that cannot be added stay side by side (1 cup + 3 cloves). Items without "
        + "an amount come last. Fixed ingredients count once per recipe."
    ],
    arguments: [
      Argument(
        name: "recipe",
        abstract: "A recipe's name, or a unique prefix or part of it, optionally with =N "
          + "for its servings.",
        repeats: true)
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
          + "(text and markdown)."),
      OptionSpec(
        long: "group-by", valueName: "order", values: ShoppingOrder.allCases.map(\.rawValue),
        abstract: "The order of the items: by name, or as they first appear.",
        defaultDescription: "alphabetical"),
      OptionSpec(
        long: "units", valueName: "system", values: UnitPreference.allCases.map(\.rawValue),
        abstract: "The units totals are shown in: the most readable unit of the recipes' "
          + "system (2 tbsp + 1/4 cup is 6 tbsp), that but keeping a unit every amount shares "
          + "(as-written), or converted to metric or US units; a total that is not exact is "
          + "rounded for the kitchen and marked ~.",
        defaultDescription: "best"),
      fractionsOption,
      measureOption,
      fileOption,
      outputFormatOption,
      colorOption,
      inputFormatOption,
      helpOption,
    ])

  static let validate = CommandSpec(
    name: "validate",
    abstract: "Check the recipes file and report every problem in it.",
    discussion: [
      "Each finding is one line, FILE:LINE:COLUMN: error: message, or warning: for data that "
        + "is valid but suspicious (a duplicate recipe name, denom without num, a fraction not in "
        + "lowest terms, no ingredients). Exits 0 when there are no errors, 65 otherwise."
    ],
    options: [
      fileOption,
      OptionSpec(
        long: "format", valueName: "format", values: ValidationFormat.allCases.map(\.rawValue),
        abstract: "The report format.", defaultDescription: "text"),
      colorOption,
      inputFormatOption,
      helpOption,
    ])

  static let pick = CommandSpec(
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
      Argument(
        name: "recipe", abstract: "A recipe's name, or a unique prefix or part of it.",
        repeats: false)
    ],
    options: [
      unitsOption,
      fractionsOption,
      measureOption,
      fileOption,
      outputFormatOption,
      colorOption,
      inputFormatOption,
      helpOption,
    ])

  static let completions = CommandSpec(
    name: "completions",
    abstract: "Print a completion script for bash, zsh or fish.",
    discussion: [
      "The script completes subcommands, options, option values, files for --file, and "
        + "recipe names read from the recipes file when Tab is pressed. To try it in bash: "
        + "source <(recipe-scale completions bash). make install puts the scripts where "
        + "each shell looks."
    ],
    arguments: [
      Argument(
        name: "shell",
        abstract: "The shell: " + Shell.allCases.map(\.rawValue).joined(separator: ", ") + ".",
        repeats: false, isOptional: false)
    ],
    options: [helpOption])

  static let help = CommandSpec(
    name: "help",
    abstract: "Show help for a subcommand or a topic.",
    arguments: [
      Argument(
        name: "topic",
        abstract: "A subcommand, or one of the topics: "
          + HelpTopic.allCases.map(\.rawValue).joined(separator: ", ") + ".",
        repeats: false)
    ],
    options: [helpOption])

  static let root = CommandSpec(
    name: program,
    abstract: "Scale recipes exactly to the servings you need.",
    discussion: [
      "Reads a JSON collection of recipes, scales every ingredient with exact fractions, "
        + "and prints the result for people (text, Markdown) or for scripts (TSV, JSON). "
        + "shop merges several recipes into one shopping list."
    ],
    options: [
      OptionSpec(long: "version", abstract: "Show the version."),
      helpOption,
    ])

  /// The subcommands, in the order help lists them.
  static let subcommands = [list, show, pick, shop, validate, completions, help]
}
