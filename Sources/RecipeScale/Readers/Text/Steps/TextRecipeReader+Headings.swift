extension TextRecipeReader {
  /// What a heading starts.
  enum HeadingKind {
    case ingredients, directions, notes, group
  }

  /// Reads a line that is a heading, if it is one: it ends in `:`, or is a
  /// heading word alone (`Ingredients`, `**Directions**`), or names a group
  /// (`For the dough`).
  ///
  /// - Returns: Whether the line was a heading.
  func readHeading(_ line: TextLine, in bytes: [UInt8], into recipes: inout TextRecipeCollection)
    -> Bool
  {
    // `Ingredients (serves 4)`, `材料（2人分）`: the heading, and the servings in its note.
    if TextRecipeReader.mayEndWithNote(line),
      TextRecipeReader.mayStartIngredientsHeading(line, in: bytes),
      let (heading, yield) = TextRecipeReader.headingWithYield(line.headingWords(in: bytes))
    {
      recipes.take(heading: heading, .ingredients)
      recipes.take(yield)
      return true
    }
    if line.lastByte == UInt8(ascii: ":") {
      let words = line.headingWords(in: bytes)
      recipes.take(heading: words, TextRecipeReader.headingKind(words))
      return true
    }
    // `Ingredients`, `Method`, `Notes`, `**Directions**` alone on a line: a heading
    // without its colon; `For the dough`, `FOR THE MUFFINS`: a group's.
    let trimmed = line.trimmedRange
    let isBold =
      line.firstByte == UInt8(ascii: "*") && trimmed.count > 1
      && bytes[trimmed.lowerBound + 1] == line.firstByte
    if TextRecipeReader.sectionWords.value(in: bytes, trimmed) != nil
      || isBold && TextRecipeReader.headingKind(line.headingWords(in: bytes)) != .group
    {
      let words = line.headingWords(in: bytes)
      recipes.take(heading: words, TextRecipeReader.headingKind(words))
      return true
    }
    if TextRecipeReader.isGroupHeading(bytes, trimmed) {
      recipes.take(heading: String(line.trimmedText(in: bytes)), .group)
      return true
    }
    return false
  }

  /// An ingredients heading with a yield in parentheses after it (`Ingredients
  /// (serves 4)`, `Zutaten (für 4 Personen)`, `材料（2人分）`): the heading, and the
  /// yield; `nil` for any other line.
  static func headingWithYield(_ words: String) -> (String, Yield)? {
    // The parenthesis is found by its first byte, and then read as a character.
    guard let last = words.last, last == ")" || last == "）",
      let open = words.utf8.indices.first(where: { index in
        let byte = words.utf8[index]
        return byte == UInt8(ascii: "(") && words[index] == "("
          || byte == 0xEF && words[index] == "（"
      })
    else { return nil }
    let heading = words[..<open].trimmingSpaces
    guard isIngredientsHeading(heading) else { return nil }
    let note = String(words[words.index(after: open)..<words.index(before: words.endIndex)])
      .trimmingSpaces
    // `Ingredients (4)`: a number alone is the servings.
    let servings =
      !note.isEmpty && note.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 } ? "Serves " + note : note
    guard let yield = yield(of: servings), yield.servings != nil else { return nil }
    return (heading, yield)
  }

  /// Whether a line's heading words may end with a note in parentheses, as
  /// ``headingWithYield(_:)`` needs: its last byte is a parenthesis's (`)`, or
  /// the last of `）`), or a mark the words drop (`*`, `_`, `:`). Most lines are
  /// ingredients, and making their words would cost more than reading them.
  static func mayEndWithNote(_ line: TextLine) -> Bool {
    let last = line.lastByte
    return last == UInt8(ascii: ")") || last == 0x89 || last == UInt8(ascii: ":")
      || emphasisMarks.contains(last)
  }

  /// Whether a line's heading words may start with an ingredients heading,
  /// as ``headingWithYield(_:)`` needs: its first byte past list markers,
  /// emphasis marks and spaces (what ``headingWords(_:)`` drops) starts one of
  /// ``ingredientHeadings``. Most lines that end with a note are ingredients
  /// (`2 cups flour (sifted)`), and making their words would cost more than
  /// reading them.
  static func mayStartIngredientsHeading(_ line: TextLine, in bytes: [UInt8]) -> Bool {
    // Any byte of a list marker is passed over, which lets more lines through
    // than the markers themselves would; never one a heading may start with,
    // so a heading after them is never passed over.
    for position in line.trimmedRange {
      let byte = bytes[position]
      if !TextLine.isSpace(byte), !emphasisMarks.contains(byte), !listMarkerBytes.contains(byte) {
        return ingredientHeadingWords.mayStart(with: byte)
      }
    }
    return false
  }

  /// The list markers a heading's words drop before them (``headingWords(_:)``).
  private static let headingListMarkers = ["- ", "* ", "+ ", "• "]

  /// Every byte of ``headingListMarkers`` that no ingredients heading starts with.
  private static let listMarkerBytes = Array(
    Set(headingListMarkers.flatMap(\.utf8)).filter { !ingredientHeadingWords.mayStart(with: $0) })

  /// The ingredients headings as a table, whose first bytes
  /// ``mayStartIngredientsHeading(_:in:)`` asks.
  private static let ingredientHeadingWords = WordTable(
    (["ingredient list"] + ingredientHeadings).map { ($0, true) })

  /// What a heading (without its `:`) starts: the ingredients, the directions or a group.
  static func headingKind(_ heading: String) -> HeadingKind {
    if isIngredientsHeading(heading) { return .ingredients }
    let lower = heading.lowercased()
    // `Frosting ingredients`, `Ingredients for the glaze`: more ingredients, in a group.
    if lower.hasSuffix(" ingredients") || lower.hasPrefix("ingredients for ") {
      return .ingredients
    }
    if directionHeadings.contains(lower) { return .directions }
    return noteHeadings.contains(lower) ? .notes : .group
  }

  /// The headings after which lines are the steps of the method.
  private static let directionHeadings: Set<String> = [
    "directions", "instructions", "method", "preparation", "steps", "zubereitung",
    "préparation", "preparación", "preparazione", "procedimento", "étapes", "elaboración",
    "pasos", "instrucciones", "anleitung", "bereiding", "modo de preparo", "preparo",
    "bereitung", "werkwijze", "méthode", "how to make it", "to make",
  ]

  /// The headings of the notes, tips and equipment a recipe ends with: no
  /// ingredients and no steps either.
  private static let noteHeadings: Set<String> = [
    "notes", "note", "tips", "equipment", "nutrition", "nutrition facts", "storage",
    "notizen", "tipps", "nutrition facts per serving", "nutrition per serving",
    "nutrition information", "recipe notes", "cook's notes", "hinweise", "astuces",
    "consejos", "notas", "note dello chef", "opmerkingen", "dicas",
  ]

  /// Every heading word ``headingKind(_:)`` knows, as a table of folded words: a
  /// line that is one of them is a heading even without its colon.
  static let sectionWords = WordTable(
    (["ingredient list"] + ingredientHeadings + directionHeadings + noteHeadings).map {
      ($0, true)
    })

  /// The headings of an ingredient list, which may also start a yield line
  /// (`Zutaten für 4 Personen`).
  static let ingredientHeadings = [
    "ingredients", "zutaten", "ingrédients", "ingredientes", "ingredienti", "ingrediënten",
    "ingredienten", "材料", "用料", "食材", "재료",
  ]

  /// The buttons of a recipe page that a copy takes along as lines.
  static let pageButtons: Set<String> = [
    "print recipe", "pin recipe", "jump to recipe", "save recipe", "rate recipe",
    "rate this recipe", "print", "pin", "save",
  ]

  /// Whether a heading is the ingredients' own (`Ingredients`, `Zutaten`), not a
  /// part's (`Frosting ingredients`).
  static func isIngredientsHeading(_ heading: String) -> Bool {
    let lower = heading.lowercased()
    return lower == "ingredient list" || ingredientHeadings.contains(lower)
  }

  /// A heading's words: the line without a list marker, Markdown's bold or a
  /// colon at its end (`- **Servings:** 4` is `Servings: 4`, `Method:` is `Method`).
  static func headingWords(_ line: Substring) -> String {
    var words = line
    for marker in headingListMarkers where words.hasPrefix(marker) {
      words = words.dropFirst(marker.count)
      break
    }
    // Markdown's emphasis marks, wherever they are: `**Servings:** 4`. Most
    // lines have none, and filtering a line's characters costs more than
    // looking for the marks' bytes.
    let isMarked = words.containsUTF8Byte { emphasisMarks.contains($0) }
    let unmarked =
      isMarked
      ? String(words.filter { !($0.asciiValue.map(emphasisMarks.contains) ?? false) })
      : String(words)
    var trimmed = unmarked.trimmingSpaces
    while trimmed.hasSuffix(":") { trimmed = String(trimmed.dropLast()).trimmingSpaces }
    return trimmed
  }

  /// Markdown's emphasis marks, which a heading's words drop wherever they are
  /// (``headingWords(_:)``), and which ``mayEndWithNote(_:)`` therefore lets
  /// a line end with.
  private static let emphasisMarks: [UInt8] = [UInt8(ascii: "*"), UInt8(ascii: "_")]

  /// The words a group's heading without a colon starts with.
  private static let groupLead = Array("for the ".utf8)

  /// Whether a line is a group's heading without a colon: `For the dough`, `FOR THE
  /// MUFFINS`, short and with no number.
  private static func isGroupHeading(_ bytes: [UInt8], _ range: Range<Int>) -> Bool {
    guard range.count > groupLead.count, range.count <= 40 else { return false }
    for (offset, expected) in groupLead.enumerated() {
      let found = bytes[range.lowerBound + offset]
      if (found >= UInt8(ascii: "A") && found <= UInt8(ascii: "Z") ? found | 0x20 : found)
        != expected
      {
        return false
      }
    }
    return !range.contains { LineText.isDigit(bytes[$0]) }
  }
}
