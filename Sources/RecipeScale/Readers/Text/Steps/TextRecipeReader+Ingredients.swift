extension TextRecipeReader {
  /// Reads a line as an ingredient line, and adds its ingredient to the recipe;
  /// a count of servings (`8 servings`) is a yield, and a line of nothing but
  /// a list marker is no ingredient. The line is read by the text's `lines`,
  /// with the lines after it that could be ingredient lines.
  ///
  /// - Throws: ``TextRecipeError`` for a number too large to read exactly.
  func readIngredient(
    _ line: TextLine, in bytes: [UInt8], into recipes: inout TextRecipeCollection,
    readingAhead lines: inout TextLinesAhead
  ) throws(TextRecipeError) {
    let reading: IngredientLineReading
    do {
      reading = try lines.reading(of: line)
    } catch {
      switch error {
      case .numberTooLarge(let column):
        throw TextRecipeError(
          .lineNumberTooLarge(column: column), at: TextPosition(line: line.number, column: column))
      }
    }
    // `8 servings`: the reader says a count of servings is no amount; it is a yield.
    if reading.doubt?.reason == .timeOrServings,
      let yield = TextRecipeReader.yield(of: String(line.trimmedText(in: bytes)))
    {
      recipes.take(yield)
      return
    }
    let doubt = reading.doubt
    var ingredient = reading.ingredient
    // A line of nothing but a list marker or spaces the reader knows is no ingredient.
    if ingredient.name.isEmpty && ingredient.amount == nil { return }
    if let group = recipes.current.group { ingredient.group = group }
    recipes.append(ingredient, doubt: doubt, line: line)
  }
}
