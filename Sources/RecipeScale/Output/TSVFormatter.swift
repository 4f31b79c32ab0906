/// The TSV format: a header row, then a row per ingredient with the columns
/// `recipe`, `servings`, `quantity`, `unit`, `ingredient`, `measure`, `hint`,
/// `quantity_max`, `value`, `numerator`, `denominator`, `value_max`,
/// `numerator_max`, `denominator_max`.
///
/// `quantity` is for people: a mixed number or decimal in the `--fractions`
/// style, `~` first when it is rounded. `measure` holds the measuring plan under
/// `--measure`; `hint` the practical hint for a fractional count;
/// `quantity_max` the upper end of a range (`quantity` is then its lower end).
/// `value`, `numerator` and `denominator` are for programs: the exact amount in
/// the unit shown, as a decimal with exactly six places and as a reduced
/// fraction; the `_max` columns are the same for a range's upper end. They are
/// empty when there is no amount (or no range). New columns are added at the
/// end, so scripts that cut by position keep working.
///
/// Absent parts are empty fields. A field never holds a tab or a line break:
/// those and other control characters are escaped (`\t`, `\n`, `\u{1B}`), and a
/// backslash is doubled, so every field reads back exactly.
public struct TSVFormatter: RecipeFormatter {
  /// The column names of the header row.
  public static let columns =
    ["recipe", "servings", "quantity", "unit", "ingredient", "measure", "hint", "quantity_max"]
    + TSVFormatter.exactColumns

  /// The columns of an exact amount and a range's upper end, which every TSV
  /// output ends with.
  public static let exactColumns = [
    "value", "numerator", "denominator", "value_max", "numerator_max", "denominator_max",
  ]

  /// The places of the `value` columns: a millionth of a unit is finer than any
  /// kitchen measures, and six places keep 64-bit amounts within a double.
  static let valuePlaces = 6

  /// The fields of ``exactColumns``, each after a tab: empty for no amount.
  ///
  /// - Parameters:
  ///   - amount: The exact amount, or `nil`.
  ///   - amountMax: The exact upper end of a range, or `nil`.
  /// - Returns: Six fields, each preceded by a tab.
  static func exactFields(_ amount: Rational?, _ amountMax: Rational?) -> String {
    var fields: [UInt8] = []
    appendExactFields(of: amount, to: &fields)
    appendExactFields(of: amountMax, to: &fields)
    return String(decoding: fields, as: UTF8.self)
  }

  /// Appends the value, numerator and denominator of one amount, each after
  /// a tab: three of the fields of ``exactColumns``, empty for no amount.
  private static func appendExactFields(of amount: Rational?, to row: inout [UInt8]) {
    let tab = UInt8(ascii: "\t")
    guard let amount else {
      row += [tab, tab, tab]
      return
    }
    row.append(tab)
    amount.appendFixedDecimal(places: valuePlaces, to: &row)
    row.append(tab)
    Rational.appendInteger(amount.numerator, to: &row)
    row.append(tab)
    Rational.appendInteger(amount.denominator, to: &row)
  }

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

  /// Writes the header row.
  ///
  /// - Parameter output: The text to append to.
  public func begin(into output: inout String) {
    // A loop, not `joined(separator:)`: the first use of that generic
    // function costs a short run more than the whole header.
    for (place, column) in TSVFormatter.columns.enumerated() {
      output += place == 0 ? column : "\t" + column
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
    // The rows are gathered as UTF-8 bytes and made a String once: appending
    // each field to a String took longer than making the field.
    let tab = UInt8(ascii: "\t")
    let start = Array(
      (recipe.original.name.escapedForTSV + "\t"
        + (recipe.servings?.formatted(amounts.fractions) ?? "") + "\t").utf8)
    var rows: [UInt8] = []
    units.using { units in
      // By index: each line is read where it is, not copied out of the array.
      for index in recipe.ingredients.indices {
        let line = recipe.ingredients[index].line(amounts, units: &units)
        rows += start
        rows.append(utf8Of: line.quantity ?? "")
        rows.append(tab)
        // The unit and the name are the fields as written, which may hold anything.
        rows.append(tsvFieldOf: line.unitName ?? "")
        rows.append(tab)
        rows.append(tsvFieldOf: line.name)
        rows.append(tab)
        rows.append(utf8Of: line.measure ?? "")
        rows.append(tab)
        rows.append(utf8Of: line.hint ?? "")
        rows.append(tab)
        rows.append(utf8Of: line.quantityMax ?? "")
        TSVFormatter.appendExactFields(of: recipe.ingredients[index].amount, to: &rows)
        TSVFormatter.appendExactFields(of: recipe.ingredients[index].amountMax, to: &rows)
        rows.append(UInt8(ascii: "\n"))
      }
    }
    output += String(decoding: rows, as: UTF8.self)
  }

  /// Every ingredient is a row, which names its recipe and servings.
  public var writesIngredientsAsRows: Bool { true }

  /// Writes nothing: TSV has no footer.
  ///
  /// - Parameters:
  ///   - count: How many recipes were written.
  ///   - output: The text to append to.
  public func end(count: Int, into output: inout String) {}
}
