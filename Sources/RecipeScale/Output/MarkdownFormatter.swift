/// The Markdown format: per recipe a heading, the servings line and a list.
///
/// ```markdown
/// # Pancakes
///
/// Servings: 6
///
/// - 1 1/2 cups Flour
/// - 3 Large eggs
/// ```
///
/// Text from the recipes file is escaped, so no name can add markup.
public struct MarkdownFormatter: RecipeFormatter {
  /// How amounts are written.
  public var amounts: AmountStyle

  /// What the formatter has learned of units, for every recipe it writes.
  private let units = SharedUnitMemo()

  /// Creates the formatter.
  ///
  /// - Parameter amounts: How amounts are written.
  public init(amounts: AmountStyle = .plain) {
    self.amounts = amounts
  }

  /// Writes nothing: the Markdown format has no header.
  ///
  /// - Parameter output: The text to append to.
  public func begin(into output: inout String) {}

  /// Writes the recipe's heading, servings line and ingredient list.
  ///
  /// - Parameters:
  ///   - recipe: The scaled recipe.
  ///   - isFirst: Whether it is the first recipe; later ones follow a blank line.
  ///   - output: The text to append to.
  public func append(_ recipe: ScaledRecipe, isFirst: Bool, to output: inout String) {
    if !isFirst { output += "\n" }
    output += "# " + recipe.original.name.escapedForMarkdown + "\n"
    if let servings = recipe.servings {
      output += "\nServings: " + servings.formatted(amounts.fractions).escapedForMarkdown + "\n"
    } else if recipe.factor != .one {
      output += "\nScaled: × " + recipe.factor.formatted(amounts.fractions).escapedForMarkdown
      output += "\n"
    }
    if !recipe.ingredients.isEmpty { output += "\n" }
    units.using { units in
      for ingredient in recipe.ingredients {
        output += "- " + ingredient.line(amounts, units: &units).text.escapedForMarkdown + "\n"
      }
    }
  }

  /// Writes nothing: the Markdown format has no footer.
  ///
  /// - Parameters:
  ///   - count: How many recipes were written.
  ///   - output: The text to append to.
  public func end(count: Int, into output: inout String) {}
}
