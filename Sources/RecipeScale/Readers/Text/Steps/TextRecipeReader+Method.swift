extension TextRecipeReader {
  /// Whether a line where an ingredient could stand starts the method by its
  /// shape, when no heading said so: after an ingredient with an amount, a
  /// numbered sentence (`1. Preheat the oven to 350°F.`, `Step 2: Mix well`,
  /// `Step 3` alone), or a paragraph (a sentence of eight words or more).
  /// It starts with a letter: `1. 2 cups flour` is a numbered ingredient.
  func startsMethod(_ line: TextLine, in bytes: [UInt8], of recipe: TextRecipeDraft) -> Bool {
    guard recipe.hasAmount, mayStartMethod(line, in: bytes) else { return false }
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

  /// Whether a line has the first and last bytes a step can have, asked of its
  /// bytes before any string is made: every ingredient line comes here. A
  /// number must be a list's (`1.`, `2)`, `3:` then a space; not `2 cups` or
  /// `1.5 kg`); a line that starts with a letter (`Step 2`, a paragraph) or a
  /// bullet must end a sentence or be a step's word.
  private func mayStartMethod(_ line: TextLine, in bytes: [UInt8]) -> Bool {
    let range = line.trimmedRange
    let first = line.firstByte
    if LineText.isDigit(first) {
      var position = range.lowerBound
      while position < range.upperBound, LineText.isDigit(bytes[position]) { position += 1 }
      guard position + 1 < range.upperBound, position - range.lowerBound <= 2 else { return false }
      let mark = bytes[position]
      return (mark == UInt8(ascii: ".") || mark == UInt8(ascii: ")") || mark == UInt8(ascii: ":"))
        && bytes[position + 1] == UInt8(ascii: " ")
    }
    let last = line.lastByte
    if last == UInt8(ascii: ".") || last == UInt8(ascii: "!") || last == 0x82 { return true }
    // `Step 2`, `Schritt 3: …`, `Étape 4` with no period: a step's word first.
    guard range.count >= 4 else { return false }
    let lead = bytes[range.lowerBound..<range.lowerBound + 4].map { $0 | 0x20 }
    return TextRecipeReader.stepWordLeads.contains(lead) || first == 0xC3
  }

  /// The first four letters of the words that name a step (`Step`, `Schritt`,
  /// `Paso`, `Passo`, `Stap`), lowercased.
  private static let stepWordLeads: Set<[UInt8]> = Set(
    ["step", "schr", "paso", "pass", "stap"].map { Array($0.utf8) })
}
