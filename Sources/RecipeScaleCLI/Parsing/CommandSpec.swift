import RecipeScale

/// A command's name, its help text, and the arguments and options it takes.
package struct CommandSpec: Equatable {
  /// A positional argument.
  package struct Argument: Equatable {
    /// The placeholder: `recipe`.
    package var name: String
    /// What it is.
    package var abstract: String
    /// Whether it may be given any number of times, including none.
    package var repeats: Bool
    /// Whether it may be left out.
    package var isOptional = true
    /// Whether a recipe may be followed by `=N`, its servings, so completing
    /// a name adds no space after it.
    package var takesServings = false
  }

  /// The name typed after `recipe-scale`.
  package var name: String
  /// One sentence on what the command does.
  package var abstract: String
  /// Paragraphs that explain more.
  package var discussion: [String] = []
  /// The positional arguments.
  package var arguments: [Argument] = []
  /// The options, `--help` included.
  package var options: [OptionSpec]

  /// Whether the positional arguments are recipe names, which completion offers.
  package var takesRecipes: Bool { arguments.first?.name == "recipe" }

  /// Finds an option by its long name.
  package func option(long: String) -> OptionSpec? { options.first { $0.long == long } }

  /// Finds an option by its one-letter name.
  package func option(short: Character) -> OptionSpec? { options.first { $0.short == short } }
}
