/// The TSV format: a header row, then a row per ingredient with the columns
/// `recipe`, `servings`, `quantity`, `unit`, `ingredient`, `measure`, `hint`,
/// `quantity_max`.
///
/// `quantity` starts with `~` when it is rounded; `measure` holds the measuring
/// plan under `--measure`; `hint` the practical hint for a fractional count;
/// `quantity_max` the upper end of a range (`quantity` is then its lower end).
/// New columns are added at the end, so scripts that cut by position keep working.
///
/// Absent parts are empty fields. A field never holds a tab or a line break:
/// those and other control characters are escaped (`\t`, `\n`, `\u{1B}`), and a
/// backslash is doubled, so every field reads back exactly.
public struct TSVFormatter: RecipeFormatter {
  /// The column names of the header row.
  public static let columns = [
    "recipe", "servings", "quantity", "unit", "ingredient", "measure", "hint", "quantity_max",
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
    let name = recipe.original.name.escapedForTSV
    let servings = recipe.servings?.formatted(amounts.fractions) ?? ""
    // The rows are built as bytes and added to the text once: appending to a
    // String costs a few hundred instructions a piece, an array of bytes a copy.
    var row: [UInt8] = []
    row.reserveCapacity(recipe.ingredients.count * (name.utf8.count + 48))
    func add(_ field: String, then separator: Unicode.Scalar) {
      row.append(contentsOf: field.utf8)
      row.append(UInt8(ascii: separator))
    }
    for ingredient in recipe.ingredients {
      let line = ingredient.line(amounts)
      add(name, then: "\t")
      add(servings, then: "\t")
      add(line.quantity ?? "", then: "\t")
      add((line.unitName ?? "").escapedForTSV, then: "\t")
      add(line.name.escapedForTSV, then: "\t")
      add(line.measure ?? "", then: "\t")
      add(line.hint ?? "", then: "\t")
      add(line.quantityMax ?? "", then: "\n")
    }
    output += String(decoding: row, as: UTF8.self)
  }

  /// Writes nothing: TSV has no footer.
  ///
  /// - Parameters:
  ///   - count: How many recipes were written.
  ///   - output: The text to append to.
  public func end(count: Int, into output: inout String) {}
}
