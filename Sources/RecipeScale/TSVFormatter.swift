/// The TSV format: a header row, then a row per ingredient with the columns
/// `recipe`, `servings`, `quantity`, `unit`, `ingredient`.
///
/// Absent parts are empty fields. A field never holds a tab or a line break:
/// those and other control characters are escaped (`\t`, `\n`, `\u{1B}`), and a
/// backslash is doubled, so every field reads back exactly.
public struct TSVFormatter: RecipeFormatter {
  /// The column names of the header row.
  public static let columns = ["recipe", "servings", "quantity", "unit", "ingredient"]

  /// Creates the formatter.
  public init() {}

  /// Writes the header row.
  ///
  /// - Parameter output: The text to append to.
  public func begin(into output: inout String) {
    output += TSVFormatter.columns.joined(separator: "\t")
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
    let servings = recipe.servings.description
    for ingredient in recipe.ingredients {
      output += name
      output += "\t"
      output += servings
      output += "\t"
      output += ingredient.quantity ?? ""
      output += "\t"
      output += (ingredient.unit ?? "").escapedForTSV
      output += "\t"
      output += ingredient.name.escapedForTSV
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
