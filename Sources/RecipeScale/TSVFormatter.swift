/// The TSV format: a header row, then a row per ingredient with the columns
/// `recipe`, `servings`, `quantity`, `unit`, `ingredient`, `measure`, `hint`.
///
/// `quantity` starts with `~` when it is rounded; `measure` holds the measuring
/// plan under `--measure`; `hint` the practical hint for a fractional count.
///
/// Absent parts are empty fields. A field never holds a tab or a line break:
/// those and other control characters are escaped (`\t`, `\n`, `\u{1B}`), and a
/// backslash is doubled, so every field reads back exactly.
public struct TSVFormatter: RecipeFormatter {
  /// The column names of the header row.
  public static let columns = [
    "recipe", "servings", "quantity", "unit", "ingredient", "measure", "hint",
  ]

  /// How amounts are written.
  public var amounts: AmountStyle

  /// Creates the formatter.
  ///
  /// - Parameter amounts: How amounts are written.
  public init(amounts: AmountStyle = .plain) {
    self.amounts = amounts
  }

  /// Writes the header row.
  ///
  /// - Parameter output: The text to append to.
  public func begin(into output: inout String) {
    // A loop, not joined(separator:): its generic code cost 3% of a startup.
    for (index, column) in TSVFormatter.columns.enumerated() {
      if index > 0 { output += "\t" }
      output += column
    }
    output += "\n"
  }

  /// Writes one row per ingredient of the recipe.
  ///
  /// - Parameters:
  ///   - recipe: The scaled recipe.
  ///   - isFirst: Whether it is the first recipe (rows do not depend on it).
  ///   - output: The text to append to.
  public func append(_ recipe: ScaledRecipe, isFirst: Bool, to output: inout String) {
    let name = recipe.recipe.name.escapedForTSV
    let servings = recipe.servings.formatted(amounts.fractions)
    for ingredient in recipe.ingredients {
      let line = ingredient.line(amounts)
      output += name
      output += "\t"
      output += servings
      output += "\t"
      output += line.quantity ?? ""
      output += "\t"
      output += (line.unit ?? "").escapedForTSV
      output += "\t"
      output += line.name.escapedForTSV
      output += "\t"
      output += line.measure ?? ""
      output += "\t"
      output += line.hint ?? ""
      output += "\n"
    }
  }

  /// Writes nothing: TSV has no footer.
  ///
  /// - Parameters:
  ///   - count: How many recipes were written.
  ///   - output: The text to append to.
  public func end(count: Int, into output: inout String) {}
}
