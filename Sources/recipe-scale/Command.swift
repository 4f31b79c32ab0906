import RecipeScale

/// What a command line asks for, once parsed and checked.
enum Command: Equatable {
  /// Print the help of a command (or of the program).
  case help(CommandSpec)
  /// Print a help topic.
  case helpTopic(HelpTopic)
  /// Print a completion script.
  case completions(Shell)
  /// Print the version.
  case version
  /// Print the recipe names.
  case list(InputRequest)
  /// Print scaled recipes.
  case show(ShowRequest)
  /// Pick the servings on the terminal, then print like `show`.
  case pick(ShowRequest)
  /// Print one shopping list for several recipes.
  case shop(ShopRequest)
  /// Check the recipes file and report every problem.
  case validate(InputRequest, format: ValidationFormat, color: ColorChoice)
}

/// Where the recipes come from and how they are read.
struct InputRequest: Equatable {
  /// The value of `--file`.
  var file: String?
  /// The value of `--input-format`; `nil` lets the file name decide.
  var format: InputFormat?
  /// The value of `--jobs`; `nil` uses `RECIPE_SCALE_JOBS` or every processor.
  var jobs: Int?
}

/// The checked arguments of `show`.
struct ShowRequest: Equatable {
  /// The recipe names as typed; empty for every recipe.
  var recipes: [String] = []
  /// What each recipe is scaled to: `--servings`, `--scale` or `--to`.
  var target: ScaleTarget = .recipeServings
  /// Which units amounts are shown in.
  var units: UnitPreference = .asWritten
  /// How amounts are written: `--fractions` and `--measure`.
  var amounts: AmountStyle = .plain
  /// Where the recipes come from.
  var input = InputRequest()
  /// The output format.
  var format: OutputFormat = .text
  /// When text output is styled.
  var color: ColorChoice = .auto
}

/// One recipe named on the `shop` command line: `"Pad Thai=6"`.
struct RecipeChoice: Equatable {
  /// The name as typed, without `=N`.
  var query: String
  /// The servings after `=`, or `nil` for the default.
  var servings: Int?
}

/// The checked arguments of `shop`.
struct ShopRequest: Equatable {
  /// The recipes as typed; empty with `all`.
  var choices: [RecipeChoice] = []
  /// Whether every recipe of the file is chosen.
  var all = false
  /// The servings of a recipe chosen without `=N`; `nil` keeps its own.
  var servings: Int?
  /// Whether each recipe's own lines come first.
  var byRecipe = false
  /// The order of the items.
  var order: ShoppingOrder = .alphabetical
  /// Which units totals are shown in; a shopping list reads best in the best units.
  var units: UnitPreference = .best
  /// How amounts are written.
  var amounts: AmountStyle = .plain
  /// Where the recipes come from.
  var input = InputRequest()
  /// The output format.
  var format: OutputFormat = .text
  /// When text output is styled.
  var color: ColorChoice = .auto
}
