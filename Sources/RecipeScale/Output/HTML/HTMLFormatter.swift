/// The HTML format: one page that stands alone, with each recipe's whole card
/// for a browser to show or print: the title, a line with the yield and the
/// times, the description, the ingredients under their groups' headings (two
/// columns where they fit), and the method as a numbered list with its parts'
/// headings.
///
/// ```html
/// <article class="recipe">
/// <h1>Pancakes</h1>
/// <p class="facts">Servings: 6, from 4 · Prep: 10 minutes</p>
/// <h2>Ingredients</h2>
/// <ul class="ingredients">
/// <li>1 1/2 cups Flour</li>
/// </ul>
/// <h2>Method</h2>
/// <ol class="method">
/// <li>Whisk 1 1/2 cups of the flour with the eggs.</li>
/// </ol>
/// </article>
/// ```
///
/// The card ends with where the recipe comes from, when its reader knows
/// (``RecipeDetails/url``). Text from the recipes file is escaped, so no name
/// can add markup. Each
/// recipe after the first starts a new printed page. The page is written as
/// the recipes come: its title is the first recipe's name.
public struct HTMLFormatter: RecipeFormatter {
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

  /// Writes nothing: the page's head carries the first recipe's name, so it
  /// is written with that recipe.
  ///
  /// - Parameter output: The text to append to.
  public func begin(into output: inout String) {}

  /// Writes the recipe's card, after the page's head when it is the first.
  ///
  /// - Parameters:
  ///   - recipe: The scaled recipe.
  ///   - isFirst: Whether it is the first recipe.
  ///   - output: The text to append to.
  public func append(_ recipe: ScaledRecipe, isFirst: Bool, to output: inout String) {
    if isFirst { output += HTMLPage.head(title: recipe.original.name) } else { output += "\n" }
    output += "<article class=\"recipe\">\n"
    output += "<h1>" + recipe.original.name.escapedForHTML + "</h1>\n"
    let facts = recipe.facts(amounts.fractions)
    if !facts.isEmpty {
      output += "<p class=\"facts\">" + facts.joined(separator: " · ").escapedForHTML + "</p>\n"
    }
    if let description = recipe.original.details.description, !description.isEmpty {
      output += "<p class=\"description\">" + description.escapedForHTML + "</p>\n"
    }
    units.using { units in
      appendIngredients(of: recipe, units: &units, to: &output)
      appendMethod(of: recipe, units: &units, to: &output)
    }
    if let url = recipe.original.details.url, !url.isEmpty {
      // A link to follow on a screen; on paper the address itself is what a cook needs.
      let address = url.escapedForHTML
      output += "<p class=\"source\">Source: <a href=\"\(address)\">\(address)</a></p>\n"
    }
    output += "</article>\n"
  }

  /// The ingredients under their heading, a list for each group.
  private func appendIngredients(
    of recipe: ScaledRecipe, units: inout UnitMemo, to output: inout String
  ) {
    guard !recipe.ingredients.isEmpty else { return }
    output += "<h2>Ingredients</h2>\n"
    var group: String?
    var isOpen = false
    for ingredient in recipe.ingredients {
      if let heading = ingredient.original.group, heading != group {
        if isOpen { output += "</ul>\n" }
        output += "<h3>" + heading.escapedForHTML + "</h3>\n"
        isOpen = false
      }
      group = ingredient.original.group
      if !isOpen { output += "<ul class=\"ingredients\">\n" }
      isOpen = true
      output += "<li>" + ingredient.line(amounts, units: &units).text.escapedForHTML + "</li>\n"
    }
    output += "</ul>\n"
  }

  /// The method: a numbered list for each part, its numbers running on
  /// across the parts' headings as a printed recipe counts its steps.
  private func appendMethod(of recipe: ScaledRecipe, units: inout UnitMemo, to output: inout String)
  {
    guard !recipe.steps.isEmpty else { return }
    output += "<h2>Method</h2>\n"
    var isOpen = false
    for numbered in NumberedStep.numbering(recipe.steps) {
      let text = numbered.step.text(amounts, units: &units)
      guard let number = numbered.number else {
        if isOpen { output += "</ol>\n" }
        isOpen = false
        // A part's heading, without the colon a list of steps gives it.
        output += "<h3>" + String(text.dropLast()).escapedForHTML + "</h3>\n"
        continue
      }
      if !isOpen {
        output +=
          number == 1 ? "<ol class=\"method\">\n" : "<ol class=\"method\" start=\"\(number)\">\n"
      }
      isOpen = true
      output += "<li>" + text.escapedForHTML + "</li>\n"
    }
    if isOpen { output += "</ol>\n" }
  }

  /// Ends the page; a page with no recipe is written whole.
  ///
  /// - Parameters:
  ///   - count: How many recipes were written.
  ///   - output: The text to append to.
  public func end(count: Int, into output: inout String) {
    if count == 0 { output += HTMLPage.head(title: "Recipes") }
    output += HTMLPage.end
  }
}
