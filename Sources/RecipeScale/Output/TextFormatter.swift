/// The text format: a title line per recipe, a line per ingredient, a blank
/// line between recipes; with ``showsSteps``, a blank line and the method's
/// numbered steps after the ingredients. Control characters in the data are
/// shown escaped.
///
/// ```
/// Pancakes (6 servings, from 4)
/// 1 1/2 cups All-purpose flour
/// 3 Large eggs
/// Sea salt, to taste
/// ```
public struct TextFormatter: RecipeFormatter {
  /// How the text looks.
  public var style: TextStyle
  /// How amounts are written.
  public var amounts: AmountStyle
  /// Whether the method follows the ingredients.
  public var showsSteps: Bool

  /// What the formatter has learned of units, for every recipe it writes.
  private let units = SharedUnitMemo()

  /// Creates the formatter.
  ///
  /// - Parameters:
  ///   - style: `.terminal` makes titles bold and notes (what follows the first
  ///     comma of a line, such as `, beaten` or `, to taste`) dim.
  ///   - amounts: How amounts are written.
  ///   - showsSteps: Whether the method follows the ingredients.
  public init(style: TextStyle = .plain, amounts: AmountStyle = .plain, showsSteps: Bool = false) {
    self.style = style
    self.amounts = amounts
    self.showsSteps = showsSteps
  }

  /// Writes nothing: the text format has no header.
  ///
  /// - Parameter output: The text to append to.
  public func begin(into output: inout String) {}

  /// Writes the recipe's title line and one line per ingredient.
  ///
  /// - Parameters:
  ///   - recipe: The scaled recipe.
  ///   - isFirst: Whether it is the first recipe; later ones follow a blank line.
  ///   - output: The text to append to.
  public func append(_ recipe: ScaledRecipe, isFirst: Bool, to output: inout String) {
    if !isFirst { output += "\n" }
    output += style.bold(recipe.title(amounts.fractions).escapingControlCharacters)
    output += "\n"
    units.using { units in
      for ingredient in recipe.ingredients {
        let line = ingredient.line(amounts, units: &units).text.escapingControlCharacters
        output += style.dimmingNote(line)
        output += "\n"
      }
      guard showsSteps, !recipe.steps.isEmpty else { return }
      output += "\n"
      for numbered in NumberedStep.numbering(recipe.steps) {
        let text = numbered.step.text(amounts, units: &units).escapingControlCharacters
        output += numbered.number.map { "\($0). " + text } ?? style.bold(text)
        output += "\n"
      }
    }
  }

  /// Writes nothing: the text format has no footer.
  ///
  /// - Parameters:
  ///   - count: How many recipes were written.
  ///   - output: The text to append to.
  public func end(count: Int, into output: inout String) {}
}
