extension TextRecipeReader {
  /// Reads a line after a `Directions:` heading: a step, unless it starts more
  /// ingredients or gives the servings.
  func readDirection(
    _ line: TextLine, in bytes: [UInt8], into recipes: inout TextRecipeCollection
  ) {
    let words = line.headingWords(in: bytes)
    // An ingredients heading after the steps starts more ingredients
    // (`Frosting ingredients:`); a yield there still gives the servings.
    if line.lastByte == UInt8(ascii: ":")
      || TextRecipeReader.sectionWords.value(in: bytes, line.trimmedRange) != nil,
      TextRecipeReader.headingKind(words) == .ingredients
    {
      recipes.take(heading: words, .ingredients)
      return
    }
    if recipes.current.servings == nil, let yield = TextRecipeReader.yield(of: words) {
      recipes.take(yield)
      return
    }
    recipes.current.directions.append(String(line.trimmedText(in: bytes)))
  }
}
