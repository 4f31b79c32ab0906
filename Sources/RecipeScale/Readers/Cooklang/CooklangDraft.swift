/// A Cooklang recipe while its lines are read.
struct CooklangDraft {
  var name: String
  var servings: Int?
  var details = RecipeDetails()
  /// The `locale` the metadata gives, when it is a language tag.
  var language: LanguageTag?
  /// The section the lines stand in: the group of the ingredients they use.
  var group: String?
  private var list = CooklangIngredientList()
  private var directions: [String] = []
  private var notes: [String] = []
  /// The words of the step being read, line by line.
  private var step: [String] = []

  init(name: String) {
    self.name = name
  }

  /// Reads a line of the current step, and lists the ingredients it uses.
  mutating func add(_ line: CooklangCleanLine) throws(CooklangStep.TooLarge) {
    let group = group
    let read = try CooklangStep(line) { use in list.add(use, group: group) }
    step.append(String(read.text))
  }

  /// Ends the current step, if any: its lines make one direction.
  mutating func endStep() {
    guard !step.isEmpty else { return }
    // Runs of white space as one space, in one pass: splitting a long step
    // into words first cost a substring for each.
    var words = ""
    var pendingSpace = false
    for line in step {
      pendingSpace = !words.isEmpty
      for character in line {
        if character.isWhitespace {
          pendingSpace = !words.isEmpty
        } else {
          if pendingSpace { words.append(" ") }
          pendingSpace = false
          words.append(character)
        }
      }
    }
    if !words.isEmpty { directions.append(words) }
    step = []
  }

  /// Keeps a `>` note.
  mutating func note(_ text: String) {
    if !text.isEmpty { notes.append(text) }
  }

  /// Reads one `key: value` line of metadata; a line with no colon, a nested
  /// line or a list item is skipped. `columnOffset` counts the characters of
  /// the line as written before `line`, for the column of an error.
  mutating func metadata(_ line: Substring, lineNumber: Int, columnOffset: Int = 0)
    throws(TextRecipeError)
  {
    guard let first = line.first, !first.isWhitespace, first != "-", first != "#",
      let colon = line.firstIndex(of: ":")
    else { return }
    let key = line[..<colon].split { $0.isWhitespace }.joined(separator: " ").lowercased()
    var value = line[line.index(after: colon)...].trimmingSpaces[...]
    if value.count >= 2, let quote = value.first, quote == "\"" || quote == "'",
      value.last == quote
    {
      value = value.dropFirst().dropLast()
    }
    let text = String(value)
    guard !text.isEmpty else { return }
    switch key {
    case "title": name = text
    case "servings", "serves", "yield":
      let digits = value.prefix { $0.isASCII && $0.isNumber }
      guard !digits.isEmpty else {
        details.yield = text
        return
      }
      guard let count = Int(digits) else {
        let after = line[line.index(after: colon)...]
        let start = after.firstIndex { $0.isASCII && $0.isNumber } ?? after.startIndex
        let column = columnOffset + line.distance(from: line.startIndex, to: start) + 1
        throw TextRecipeError(
          .lineNumberTooLarge(column: column), at: TextPosition(line: lineNumber, column: column))
      }
      if count > 0 { servings = count }
    case "description", "introduction": details.description = text
    case "prep time", "time.prep": details.prepTime = text
    case "cook time", "time.cook": details.cookTime = text
    case "time", "duration", "time required", "total time": details.totalTime = text
    case "image", "picture": details.image = text
    case "locale", "language", "lang": language = LanguageTag(locale: text)
    default: break
    }
  }

  /// The recipe read.
  func recipe() throws(RecipeDataError) -> Recipe {
    var details = details
    if !directions.isEmpty { details.directions = directions }
    if !notes.isEmpty {
      details.description = ([details.description].compactMap { $0 } + notes)
        .joined(separator: "\n\n")
    }
    return try Recipe(
      name: name, servings: servings, ingredients: list.ingredients, details: details,
      language: language)
  }
}
