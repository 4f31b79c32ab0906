extension TextRecipeReader {
  /// Reads a line after a `Directions:` heading: a step, unless it starts more
  /// ingredients or gives the servings.
  func readDirection(
    _ line: TextLine, in bytes: [UInt8], into recipes: inout TextRecipeCollection
  ) {
    let words = line.headingWords(in: bytes)
    // An ingredients heading after the steps starts more ingredients
    // (`Frosting ingredients:`), a `Notes` heading ends them; a part's heading
    // (`For the sauce:`) stays among the steps. A yield there still gives the servings.
    if line.lastByte == UInt8(ascii: ":")
      || TextRecipeReader.sectionWords.value(in: bytes, line.trimmedRange) != nil
    {
      let kind = TextRecipeReader.headingKind(words)
      if kind != .group {
        recipes.take(heading: words, kind)
        return
      }
    }
    if recipes.current.servings == nil, let yield = TextRecipeReader.yield(of: words) {
      recipes.take(yield)
      return
    }
    if recipes.current.inNotes {
      recipes.current.notes.append(String(line.trimmedText(in: bytes)))
      return
    }
    // `1. Preheat the oven`: the output numbers the steps; `Step 2` alone is no step.
    let step = StepNumber.stripped(line.trimmedText(in: bytes))
    if !step.isEmpty { recipes.current.directions.append(String(step)) }
  }
}
