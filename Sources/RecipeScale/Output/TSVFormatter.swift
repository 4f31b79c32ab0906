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
    var fields = TSVRowBytes()
    fields.appendExactFields(amount, amountMax)
    return String(decoding: fields.bytes, as: UTF8.self)
  }

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
    var words = AgreeingWords.forLines(recipe.ingredients.count)
    append(recipe, isFirst: isFirst, to: &output, words: &words)
  }

  /// Writes one row per ingredient of the recipe, or of a part of its ingredients.
  ///
  /// - Parameters:
  ///   - recipe: The scaled recipe, or a part of its ingredients.
  ///   - isFirst: Whether it is the first recipe (rows do not depend on it).
  ///   - output: The text to append to.
  ///   - words: The agreement worked out so far, shared by a recipe's parts.
  public func append(
    _ recipe: ScaledRecipe, isFirst: Bool, to output: inout String, words: inout AgreeingWords
  ) {
    let start = rowStart(recipe.original, servings: recipe.servings)
    var row = TSVRowBytes(capacity: recipe.ingredients.count * (start.count + 48))
    // Through the buffer, not a for-in loop, which copied every scaled ingredient out of the array.
    recipe.ingredients.withUnsafeBufferPointer { ingredients in
      guard let first = ingredients.baseAddress else { return }
      for index in ingredients.indices {
        row.append(bytes: start)
        // An `inout` access to the element is exclusive, so Swift lends it
        // without a copy, which passing `first[index]` made (about 250
        // instructions a row); nothing is written through it.
        append(
          inPlace: &UnsafeMutablePointer(mutating: first + index).pointee, to: &row, words: &words)
        row.appendExactFields(first[index].amount, first[index].amountMax)
        row.appendASCII("\n")
      }
    }
    output += String(decoding: row.bytes, as: UTF8.self)
  }

  /// Scales some of a recipe's ingredients and writes their rows, a line at a
  /// time: each scaled line is written where it was made, and no list of
  /// them is built (about 200 instructions a row, in copies and reference counts).
  ///
  /// - Parameters:
  ///   - recipe: The recipe, not yet scaled.
  ///   - range: The positions of the ingredients to scale and write.
  ///   - scaler: The scaler.
  ///   - isFirst: Whether it is the first recipe (rows do not depend on it).
  ///   - output: The UTF-8 text to append to.
  ///   - words: The agreement worked out so far, shared by a recipe's parts.
  /// - Throws: What ``Scaler/scale(_:ingredientsIn:)`` throws, with nothing written.
  public func appendRows(
    of recipe: Recipe, in range: Range<Int>, scaledBy scaler: Scaler, isFirst: Bool,
    to output: inout [UInt8], words: inout AgreeingWords
  ) throws(ScalingError) {
    let pass = try scaler.pass(for: recipe)
    let start = rowStart(recipe, servings: pass.servings)
    var row = TSVRowBytes(capacity: range.count * (start.count + 48))
    try recipe.ingredients.withUnsafeBufferPointer { ingredients throws(ScalingError) in
      guard !range.isEmpty else { return }
      // One scaled line, each ingredient's in turn, in the recipe's language.
      var line = ScaledIngredient(ingredient: ingredients[range.lowerBound], amount: nil)
      line.language = recipe.language
      for index in range {
        try scaler.scale(ingredients[index], at: index, in: pass, replacing: &line)
        row.append(bytes: start)
        append(line, to: &row, words: &words)
        row.appendExactFields(line.amount, line.amountMax)
        row.appendASCII("\n")
      }
    }
    // Bytes to bytes: a String made of them checked them all as UTF-8 again.
    output.append(contentsOf: row.bytes)
  }

  /// The fields every row of a recipe starts with, its name and servings, as bytes.
  private func rowStart(_ recipe: Recipe, servings: Rational?) -> [UInt8] {
    let name = recipe.name.escapedForTSV
    let servings = servings?.formatted(amounts.fractions) ?? ""
    return Array((name + "\t" + servings + "\t").utf8)
  }

  /// Appends the fields of an ingredient's line lent in place.
  private func append(
    inPlace ingredient: inout ScaledIngredient, to row: inout TSVRowBytes,
    words: inout AgreeingWords
  ) {
    append(ingredient, to: &row, words: &words)
  }

  /// Appends the fields of an ingredient's line from `quantity` to `quantity_max`.
  private func append(
    _ ingredient: borrowing ScaledIngredient, to row: inout TSVRowBytes,
    words: inout AgreeingWords
  ) {
    // Most lines have no plan, count to buy or total to measure: their parts
    // are written as bytes, without the Strings of a whole line. The ingredient
    // is borrowed where it lies: its name's storage is read without a
    // reference count, which a pointer to it cost, and never copied.
    guard ingredient.isPlain(amounts) else {
      let line = ingredient.line(amounts, words: &words)
      let fields = [
        line.quantity, line.unitName, line.name, line.measure, line.hint, line.quantityMax,
      ]
      for (index, field) in fields.enumerated() {
        if index > 0 { row.appendASCII("\t") }
        // The unit and the name are the fields as written, which may hold anything.
        if index == 1 || index == 2 {
          row.appendEscaped(field ?? "")
        } else {
          row.append(field ?? "")
        }
      }
      return
    }
    let parts = ingredient.parts(amounts, words: &words)
    row.appendQuantity(of: parts)
    row.appendASCII("\t")
    // `if let`, not `?? ""`, which made a copy of each field: a reference count each way.
    if let unitName = parts.unitName { row.appendEscaped(unitName) }
    row.appendASCII("\t")
    if let (head, tail) = parts.shownName {
      row.appendEscaped(head)
      row.appendEscaped(tail)
    } else {
      ingredient.original.storage.withNameBytes { row.appendEscaped(bytes: $0) }
    }
    // No measuring plan.
    row.appendASCII("\t")
    row.appendASCII("\t")
    if let hint = parts.hint { row.append(hint) }
    row.appendASCII("\t")
    row.appendQuantityMax(of: parts)
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
