/// The Markdown format: per recipe the whole card, the way a cookbook prints it:
/// a heading, a line with the yield and the times, the description, the
/// ingredients under their groups' headings, and the method as a numbered list
/// with its parts' headings.
///
/// ```markdown
/// # Pancakes
///
/// Servings: 6, from 4 · Prep: 10 minutes · Cook: 15 minutes
///
/// Tall, tender pancakes.
///
/// ## Ingredients
///
/// - 1 1/2 cups Flour
/// - 3 Large eggs
///
/// ## Method
///
/// 1. Whisk 1 1/2 cups of the flour with the eggs.
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

  /// Writes the recipe's card.
  ///
  /// - Parameters:
  ///   - recipe: The scaled recipe.
  ///   - isFirst: Whether it is the first recipe; later ones follow a blank line.
  ///   - output: The text to append to.
  public func append(_ recipe: ScaledRecipe, isFirst: Bool, to output: inout String) {
    if !isFirst { output += "\n" }
    output += "# " + recipe.original.name.escapedForMarkdown + "\n"
    let facts = recipe.facts(amounts.fractions)
    if !facts.isEmpty { output += "\n" + facts.joined(separator: " · ").escapedForMarkdown + "\n" }
    if let description = recipe.original.details.description, !description.isEmpty {
      output += "\n" + description.escapedForMarkdown + "\n"
    }
    units.using { units in
      if !recipe.ingredients.isEmpty { output += "\n## Ingredients\n\n" }
      var group: String?
      for ingredient in recipe.ingredients {
        if let heading = ingredient.original.group, heading != group {
          MarkdownFormatter.appendSubheading(heading.escapedForMarkdown, to: &output)
        }
        group = ingredient.original.group
        output += "- " + ingredient.line(amounts, units: &units).text.escapedForMarkdown + "\n"
      }
      guard !recipe.steps.isEmpty else { return }
      output += "\n## Method\n\n"
      for numbered in NumberedStep.numbering(recipe.steps) {
        let text = numbered.step.text(amounts, units: &units).escapedForMarkdown
        guard let number = numbered.number else {
          // A part's heading, without the colon a list of steps gives it.
          MarkdownFormatter.appendSubheading(String(text.dropLast()), to: &output)
          continue
        }
        output += "\(number). " + text + "\n"
      }
    }
  }

  /// Appends a `###` heading with one blank line before and after it: none
  /// added before when a heading's blank line already stands there.
  private static func appendSubheading(_ heading: String, to output: inout String) {
    if !output.hasSuffix("\n\n") { output += "\n" }
    output += "### " + heading + "\n\n"
  }

  /// Writes nothing: the Markdown format has no footer.
  ///
  /// - Parameters:
  ///   - count: How many recipes were written.
  ///   - output: The text to append to.
  public func end(count: Int, into output: inout String) {}
}
