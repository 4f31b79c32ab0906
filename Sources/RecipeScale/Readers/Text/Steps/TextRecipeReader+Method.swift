extension TextRecipeReader {
  /// Whether a line where an ingredient could stand starts the method by its
  /// shape, when no heading said so: after an ingredient with an amount, a
  /// numbered sentence (`1. Preheat the oven to 350°F.`, `Step 2: Mix well`,
  /// `Step 3` alone), or a paragraph (a sentence of eight words or more).
  /// It starts with a letter: `1. 2 cups flour` is a numbered ingredient.
  func startsMethod(_ line: TextLine, in bytes: [UInt8], of recipe: TextRecipeDraft) -> Bool {
    guard recipe.ingredients.contains(where: { $0.amount != nil }) else { return false }
    let text = line.trimmedText(in: bytes)
    let step = StepNumber.stripped(text)
    let isBullet = text.first.map { "-*•–·".contains($0) } ?? false
    let isNumbered = step.count < text.count && !isBullet
    // `Step 3` alone on its line, its words on the next.
    if isNumbered, step.isEmpty { return text.first?.isLetter == true }
    guard let first = step.first, first.isLetter else { return false }
    let words = step.split(whereSeparator: \.isWhitespace).count
    let isSentence = step.hasSuffix(".") || step.hasSuffix("!") || step.hasSuffix("。")
    if isNumbered { return words >= 3 && (isSentence || words >= 6) }
    return words >= 8 && isSentence
  }
}
