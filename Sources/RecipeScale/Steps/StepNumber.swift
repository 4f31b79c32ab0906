/// The number a step is written with (`1.`, `2)`, `Step 3:`, `Schritt 4`), which
/// a reader drops: the human formats number the steps themselves, and the
/// tutorial's `directions` hold the steps alone.
enum StepNumber {
  /// The words that name a step before its number, in the languages the line
  /// reader knows.
  private static let stepWords: Set<String> = [
    "step", "schritt", "étape", "etape", "paso", "passo", "stap", "passaggio",
  ]

  /// A step without the number or list marker it starts with, and without
  /// the spaces after it; the step itself when it starts with none. A line
  /// that is nothing but a number (`Step 2`) gives an empty step.
  ///
  /// - Parameter step: A step as written.
  /// - Returns: The words of the step.
  static func stripped(_ step: Substring) -> Substring {
    var rest = step.trimmingSpaces[...]
    // Markdown's bold around the number: `**1.**`, `**Step 1:**`.
    let bold = rest.hasPrefix("**")
    if bold { rest = rest.dropFirst(2) }
    if let first = rest.first, "-*•–·".contains(first), rest.dropFirst().first?.isWhitespace == true
    {
      return rest.dropFirst().trimmingSpaces[...]
    }
    let word = rest.prefix { $0.isLetter }
    if stepWords.contains(word.lowercased()) {
      let afterWord = rest[word.endIndex...].drop { $0 == " " }
      let digits = afterWord.prefix { $0.isASCII && $0.isNumber }
      guard !digits.isEmpty else { return step.trimmingSpaces[...] }
      return afterNumber(afterWord[digits.endIndex...], bold: bold, required: false)
        ?? step.trimmingSpaces[...]
    }
    let digits = rest.prefix { $0.isASCII && $0.isNumber }
    guard !digits.isEmpty, digits.count <= 2 else { return step.trimmingSpaces[...] }
    return afterNumber(rest[digits.endIndex...], bold: bold, required: true)
      ?? step.trimmingSpaces[...]
  }

  /// What follows a step's number: past its `.`, `)` or `:` and the spaces
  /// after; `nil` when the number is no step's (`2 cups`, `1.5 kg`).
  private static func afterNumber(_ text: Substring, bold: Bool, required: Bool) -> Substring? {
    // After a step's word the mark may stand apart (`Étape 2 : Cuire`); after a
    // bare number it may not (`2 - 3 cups` is a range).
    var rest = required ? text : text.drop { $0 == " " }
    if let mark = rest.first, ".):-–".contains(mark) {
      rest = rest.dropFirst()
    } else if required {
      return nil
    } else {
      rest = text
    }
    if bold, rest.hasPrefix("**") { rest = rest.dropFirst(2) }
    // A mark right before more digits is a decimal (`1.5 kg`), no step's.
    guard rest.isEmpty || rest.first?.isWhitespace == true || !required else { return nil }
    return rest.trimmingSpaces[...]
  }
}
