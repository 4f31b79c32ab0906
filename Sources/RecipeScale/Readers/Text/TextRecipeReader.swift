/// Reads recipes written as plain text, one ingredient per line.
///
/// ```text
/// # Pancakes
/// Serves 4
///
/// 1 ½ cups all-purpose flour
/// 2 large eggs
///
/// For the topping:
/// 1 cup blueberries
/// ```
///
/// - A line starting with `#` is a title, and starts a recipe; text before the
///   first title is a recipe named after the file. As in Markdown, a title with
///   more `#` than the first (`### For the glaze` under `# Bread`) is a heading
///   of the recipe, and so is one that names a part (`## Ingredients`).
/// - A yield line gives the servings: `Serves 4`, `Servings: 4`,
///   `Yield: 4 servings`, `Makes 24 cookies`, `For 6 people`; its first number
///   counts (`Serves 4-6` is 4). It may stand anywhere in the recipe, and is
///   never an ingredient; the first one counts. A recipe without one has no
///   servings and scales only by a factor.
/// - A line ending in `:` is a heading. `Ingredients:` is dropped; any other
///   heading (`For the sauce:`) is the group of the ingredients after it; and
///   after `Directions:`, `Instructions:`, `Method:`, `Preparation:`, `Steps:`,
///   `Notes:`, `Tips:` or `Equipment:` every line up to the next title or
///   ingredients heading is a direction, not an ingredient. Those words alone on a
///   line are headings without the colon.
/// - Blank lines are skipped; every other line is read as an ingredient line.
public struct TextRecipeReader: Sendable {
  private let parser = IngredientLineParser()

  /// Creates a reader.
  public init() {}

  /// Reads every recipe of a text.
  ///
  /// - Parameters:
  ///   - text: The whole text.
  ///   - title: The name of a recipe the text does not name, such as the file's name.
  /// - Returns: The recipes, where they start, and the lines read with doubt.
  /// - Throws: ``TextRecipeError`` for a number too large to read exactly.
  public func read(_ text: String, title: String) throws(TextRecipeError) -> TextRecipes {
    let whole = text[...]
    // One buffer of the whole text, split at byte offsets: a line needs no
    // string, index or substring of its own unless it is more than an ingredient.
    let outcome =
      text.utf8.withContiguousStorageIfAvailable { bytes in
        Result { () throws(TextRecipeError) in try read(bytes, of: whole, title: title) }
      }
      ?? Array(text.utf8).withUnsafeBufferPointer { bytes in
        Result { () throws(TextRecipeError) in try read(bytes, of: whole, title: title) }
      }
    return try outcome.get()
  }

  /// Reads every recipe of a text from its UTF-8 bytes.
  ///
  /// - Parameters:
  ///   - bytes: The text's UTF-8.
  ///   - text: The text.
  ///   - title: The name of a recipe the text does not name.
  /// - Returns: What ``read(_:title:)`` returns.
  /// - Throws: What ``read(_:title:)`` throws.
  private func read(_ bytes: UnsafeBufferPointer<UInt8>, of text: Substring, title: String)
    throws(TextRecipeError) -> TextRecipes
  {
    var result = TextRecipes()
    var current = Draft(name: title, startLine: 1)
    // Lines before the first title make a recipe only when there are any.
    var started = false
    var lineNumber = 0
    // How many `#` the file's first recipe title has: a deeper Markdown heading
    // (`## For the sauce` under `# Pancakes`) is a part of the recipe, not the next one.
    var titleLevel: Int?
    func finish() throws(TextRecipeError) {
      guard started else { return }
      if !current.directions.isEmpty { current.details.directions = current.directions }
      do {
        result.recipes.append(
          try Recipe(
            name: current.name, servings: current.servings, ingredients: current.ingredients,
            details: current.details))
      } catch {
        throw TextRecipeError(error.problem, at: TextPosition(line: current.startLine, column: 1))
      }
      result.startLines.append(current.startLine)
    }
    /// The text between two byte offsets.
    func slice(_ lower: Int, _ upper: Int) -> Substring {
      let start = text.utf8.index(text.utf8.startIndex, offsetBy: lower)
      return text[start..<text.utf8.index(start, offsetBy: upper - lower)]
    }
    // Lines as `lines(of:)` splits them: at line feeds, without a `\r` before one,
    // and a last line after the last line feed, empty or not.
    var lineStart = 0
    while lineStart <= bytes.count {
      // Eight bytes at a time: a byte loop here was a tenth of reading a short line.
      let lineFeed =
        ByteScan.firstIndex(of: UInt8(ascii: "\n"), in: bytes, from: lineStart) ?? bytes.count
      var lineEnd = lineFeed
      if lineEnd > lineStart, bytes[lineEnd - 1] == UInt8(ascii: "\r") { lineEnd -= 1 }
      let start = lineStart
      lineStart = lineFeed + 1
      lineNumber += 1
      // The line trimmed as `trimmed(_:)` trims it: ASCII spaces as bytes, and a
      // line with other bytes at an end as a substring.
      var first = start
      while first < lineEnd, TextRecipeReader.isSpace(bytes[first]) { first += 1 }
      guard first < lineEnd else { continue }
      var last = lineEnd - 1
      while TextRecipeReader.isSpace(bytes[last]) { last -= 1 }
      var trimmed: Substring?
      var firstByte = bytes[first]
      var lastByte = bytes[last]
      // Only a line that starts or ends in a space beyond ASCII needs the Unicode
      // path: a line that starts with `½` or ends with `é` is trimmed already.
      if firstByte >= 0x80 && LineText.spaceLength(bytes, first, lineEnd) > 0
        || lastByte >= 0x80 && LineText.spaceLengthEnding(bytes, last + 1, first) > 0
      {
        let unicodeTrimmed = TextRecipeReader.trimmed(slice(start, lineEnd))
        guard let unicodeFirst = unicodeTrimmed.utf8.first,
          let unicodeLast = unicodeTrimmed.utf8.last
        else { continue }
        trimmed = unicodeTrimmed
        firstByte = unicodeFirst
        lastByte = unicodeLast
      }
      /// The trimmed line as a substring, for the lines that are more than an ingredient.
      func trimmedLine() -> Substring { trimmed ?? slice(first, last + 1) }
      /// Takes a heading: the ingredients start again, the directions start, or a group.
      func take(heading: String, _ kind: HeadingKind) {
        switch kind {
        case .ingredients:
          current.group = nil
          current.inDirections = false
        case .directions: current.inDirections = true
        case .group: current.group = heading
        }
      }
      if firstByte == UInt8(ascii: "#") {
        let line = trimmedLine()
        let level = line.prefix { $0 == "#" }.count
        let name = line.dropFirst(level).trimmingSpaces
        let kind = TextRecipeReader.headingKind(name)
        // `## Ingredients`, `### Method`, or a heading deeper than the recipes'
        // titles: a part of the recipe, as a line ending in `:` is.
        if kind != .group || titleLevel.map({ level > $0 }) == true, !name.isEmpty {
          if !started {
            current = Draft(name: title, startLine: lineNumber)
            started = true
          }
          take(heading: name, kind)
          continue
        }
        try finish()
        titleLevel = titleLevel ?? level
        current = Draft(name: name.isEmpty ? title : name, startLine: lineNumber)
        started = true
        continue
      }
      if !started {
        current = Draft(name: title, startLine: lineNumber)
        started = true
      }
      if current.inDirections {
        current.directions.append(String(trimmedLine()))
        continue
      }
      if lastByte == UInt8(ascii: ":") {
        let heading = trimmedLine().dropLast().trimmingSpaces
        take(heading: heading, TextRecipeReader.headingKind(heading))
        continue
      }
      // `Ingredients`, `Method`, `Notes` alone on a line: a heading without its colon.
      if TextRecipeReader.sectionWords.value(in: bytes, first..<last + 1) != nil {
        let heading = String(trimmedLine())
        take(heading: heading, TextRecipeReader.headingKind(heading))
        continue
      }
      // A yield line is never an ingredient (`Servings: 8` is no 8 servings of
      // anything); the first one gives the servings, wherever it stands.
      func take(_ yield: (servings: Int?, words: String?)) {
        if current.servings == nil, let servings = yield.servings {
          current.servings = servings
          current.details.yield = yield.words
        } else if current.servings == nil, current.details.yield == nil {
          current.details.yield = yield.words
        }
      }
      if TextRecipeReader.isYieldLead(firstByte),
        trimmed != nil || TextRecipeReader.startsYieldWord(bytes, from: first, to: lineEnd),
        let yield = TextRecipeReader.yield(of: String(trimmedLine()))
      {
        take(yield)
        continue
      }
      let reading: IngredientLineReading
      do {
        reading = try parser.read(
          UnsafeBufferPointer(rebasing: bytes[start..<lineEnd]), in: text, at: start)
      } catch {
        switch error {
        case .numberTooLarge(let column):
          throw TextRecipeError(
            .lineNumberTooLarge(column: column), at: TextPosition(line: lineNumber, column: column))
        }
      }
      // `8 servings`: the reader says a count of servings is no amount; it is a yield.
      if reading.doubt?.reason == .timeOrServings,
        let yield = TextRecipeReader.yield(of: String(trimmedLine()))
      {
        take(yield)
        continue
      }
      var ingredient = reading.ingredient
      // A line of nothing but a list marker or spaces the reader knows is no ingredient.
      if ingredient.name.isEmpty && ingredient.amount == nil { continue }
      ingredient.group = current.group
      if let doubt = reading.doubt {
        let location = DataLocation(
          recipeIndex: result.recipes.count, recipeName: current.name,
          ingredientIndex: current.ingredients.count, ingredientName: ingredient.name)
        result.issues.append(
          TextRecipeIssue(
            RecipeIssue(.warning(.unsureLine(doubt)), at: location),
            at: TextPosition(line: lineNumber, column: doubt.column)))
      }
      current.ingredients.append(ingredient)
    }
    try finish()
    return result
  }

  /// Whether a byte is an ASCII space as ``trimmed(_:)`` trims it: space, tab,
  /// line feed, vertical tab, form feed, carriage return.
  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || (0x09...0x0D).contains(byte)
  }

  /// Whether a line starting with a byte may be a yield line: the first letters
  /// of the words a yield line starts with, in either case.
  private static func isYieldLead(_ byte: UInt8) -> Bool {
    switch byte | 0x20 {
    case UInt8(ascii: "s"), UInt8(ascii: "y"), UInt8(ascii: "m"), UInt8(ascii: "p"),
      UInt8(ascii: "f"), UInt8(ascii: "v"), UInt8(ascii: "i"), UInt8(ascii: "z"):
      true
    default: false
    }
  }

  /// Whether the word at `index` may start a yield line, asked of its bytes in
  /// place: most lines that start with the letter of one (`salt, to taste`,
  /// `fresh herbs`) need no string made to find out.
  private static func startsYieldWord(
    _ bytes: UnsafeBufferPointer<UInt8>, from index: Int, to end: Int
  ) -> Bool {
    var wordEnd = index
    while wordEnd < end, LineText.isASCIILetter(bytes[wordEnd]) || bytes[wordEnd] >= 0x80 {
      wordEnd += 1
    }
    return yieldWordTable.value(in: bytes, index..<wordEnd) != nil
  }

  /// ``yieldFirstWords`` as a table of folded words.
  private static let yieldWordTable = FoldedWordTable(yieldFirstWords.map { ($0, true) })

  /// The lines of a text, one at a time, split at line feeds as bytes (a `\r\n`
  /// is one Character, so splitting Characters at `\n` would miss it), without
  /// the `\r`. Lazy, so a file of a billion empty lines costs no memory.
  static func lines(of text: String) -> UnfoldSequence<Substring, String.Index?> {
    sequence(state: Optional(text.utf8.startIndex)) { (state: inout String.Index?) in
      guard let start = state else { return nil }
      let bytes = text.utf8
      // The line's length, found in the contiguous bytes every native string has:
      // a byte loop there is several times faster than searching the view.
      let length =
        bytes[start...].withContiguousStorageIfAvailable { rest in
          rest.firstIndex(of: UInt8(ascii: "\n")) ?? rest.count
        } ?? bytes[start...].prefix { $0 != UInt8(ascii: "\n") }.count
      let end = bytes.index(start, offsetBy: length)
      var lineEnd = end
      if length > 0, bytes[bytes.index(before: lineEnd)] == UInt8(ascii: "\r") {
        lineEnd = bytes.index(before: lineEnd)
      }
      state = end < bytes.endIndex ? bytes.index(after: end) : nil
      return text[start..<lineEnd]
    }
  }

  /// A line without the spaces at its ends; ASCII spaces are checked as bytes,
  /// and only a line with other bytes at an end takes the Unicode path.
  static func trimmed(_ line: Substring) -> Substring {
    let bytes = line.utf8
    let isSpace = TextRecipeReader.isSpace
    // Offsets of the first and last bytes that are not ASCII spaces, from the contiguous bytes.
    let ends =
      bytes.withContiguousStorageIfAvailable { raw -> (Int, Int)? in
        guard let first = raw.firstIndex(where: { !isSpace($0) }),
          let last = raw.lastIndex(where: { !isSpace($0) })
        else { return nil }
        return (first, last)
      }
      ?? bytes.firstIndex(where: { !isSpace($0) }).flatMap { first in
        bytes.lastIndex(where: { !isSpace($0) }).map {
          (
            bytes.distance(from: bytes.startIndex, to: first),
            bytes.distance(from: bytes.startIndex, to: $0)
          )
        }
      }
    guard let (firstOffset, lastOffset) = ends else { return line[line.endIndex...] }
    let first = bytes.index(bytes.startIndex, offsetBy: firstOffset)
    let last = bytes.index(bytes.startIndex, offsetBy: lastOffset)
    if bytes[first] < 0x80 && bytes[last] < 0x80 {
      // Only ASCII spaces follow the last byte, so its Character ends with it:
      // the byte range is the Character range without a grapheme walk to find its end.
      return line[first..<bytes.index(after: last)]
    }
    guard let start = line.firstIndex(where: { !$0.isWhitespace }),
      let end = line.lastIndex(where: { !$0.isWhitespace })
    else { return line[line.endIndex...] }
    return line[start...end]
  }

  /// A recipe while its lines are read.
  private struct Draft {
    var name: String
    var startLine: Int
    var servings: Int?
    var ingredients: [Ingredient] = []
    var details = RecipeDetails()
    /// The steps after a `Directions:` heading, gathered apart so each is appended in place.
    var directions: [String] = []
    var group: String?
    var inDirections = false

    init(name: String, startLine: Int) {
      self.name = name
      self.startLine = startLine
    }
  }

  enum HeadingKind {
    case ingredients, directions, group
  }

  /// What a heading (without its `:`) starts: the ingredients, the directions or a group.
  static func headingKind(_ heading: String) -> HeadingKind {
    let lower = heading.lowercased()
    if lower == "ingredient list" || ingredientHeadings.contains(lower) { return .ingredients }
    return directionHeadings.contains(lower) ? .directions : .group
  }

  /// The headings after which lines are directions: the steps, and the notes, tips
  /// and equipment a recipe ends with, which are no ingredients either.
  private static let directionHeadings: Set<String> = [
    "directions", "instructions", "method", "preparation", "steps", "zubereitung",
    "préparation", "preparación", "preparazione", "procedimento", "notes", "note", "tips",
    "equipment", "nutrition", "nutrition facts", "storage", "notizen", "tipps",
  ]

  /// Every heading word ``headingKind(_:)`` knows, as a table of folded words: a
  /// line that is one of them is a heading even without its colon.
  private static let sectionWords = FoldedWordTable(
    (["ingredient list"] + ingredientHeadings + directionHeadings).map { ($0, true) })

  /// The headings of an ingredient list, which may also start a yield line
  /// (`Zutaten für 4 Personen`).
  private static let ingredientHeadings = [
    "ingredients", "zutaten", "ingrédients", "ingredientes", "ingredienti",
  ]

  /// The words a yield line starts with, longest first where one starts another.
  private static let yieldLeads = [
    "serves", "servings", "serving", "yield", "yields", "makes", "portions", "for", "für",
    "pour", "para", "per", "voor",
  ]

  /// The leads that make a yield only before portions (`For 4 people`, not `For 2 minutes`).
  private static let forWords: Set<String> = ["for", "für", "pour", "para", "per", "voor"]

  /// The first words of the yield lines that start with a word.
  private static let yieldFirstWords = Set(yieldLeads + ingredientHeadings)

  /// The servings of a yield line, and the yield as written when it counts
  /// something other than servings (`24 cookies`), read as a page's
  /// `recipeYield` is (see ``SchemaYield``): `Makes 500 ml` has words and no
  /// servings, `Makes 2 dozen` is 24. `nil` for a line that is no yield.
  static func yield(of line: String) -> (servings: Int?, words: String?)? {
    // Most lines asked about are ingredients (`salt, to taste`): their first word
    // says so before anything is lowercased or split.
    // Bytes, not Characters: `Character.isLetter` costs hundreds of instructions.
    let firstByte = line.utf8.first ?? 0
    if !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(firstByte) {
      var word: [UInt8] = []
      for byte in line.utf8.prefix(16) {
        let lowered = (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 : byte
        guard (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(lowered) || byte >= 0x80 else {
          break
        }
        word.append(lowered)
      }
      guard yieldFirstWords.contains(String(decoding: word, as: UTF8.self)) else { return nil }
    }
    var lower = line.lowercased()
    // `8 servings`, `4 Portionen`, `6 personnes`: a count of portions alone on its line.
    if lower.first?.isNumber == true {
      let words = lower.split { !$0.isLetter }
      let entry = SchemaYield.entry(of: line)
      guard words.count == 1, entry.isPortion, let servings = entry.number else { return nil }
      return (servings, nil)
    }
    // `Zutaten für 4 Personen`, `Ingredients for 6`, `Zutaten für 12 Stück`: the
    // heading says that what follows counts what the recipe makes.
    var line = line
    var afterHeading = false
    for heading in ingredientHeadings where lower.hasPrefix(heading + " ") {
      lower = String(lower.dropFirst(heading.count + 1))
      line = String(line.dropFirst(heading.count + 1))
      afterHeading = true
    }
    // A lead word ends at a space or a colon: `Yields 2`, not `Yield` + `s 2`.
    guard
      let lead = yieldLeads.first(where: { lead in
        lower.hasPrefix(lead) && [" ", ":"].contains(lower.dropFirst(lead.count).first)
      })
    else { return nil }
    // `Serving size: 2 cookies`, `Servings per container: 4`, `Serving suggestion: 2
    // slices toast`: a nutrition label's portion or a way to serve, no yield
    // (`Servings per recipe: 8` is one).
    if lead.hasPrefix("serving") {
      let rest = lower.dropFirst(lead.count).drop { $0 == " " || $0 == ":" }
      if rest.hasPrefix("size") || rest.hasPrefix("suggestion")
        || rest.hasPrefix("per container") || rest.hasPrefix("per serving")
      {
        return nil
      }
    }
    let entry = SchemaYield.entry(of: line)
    // `For 4 people` is a yield, `For the sauce` or `For 2 minutes` is not.
    if forWords.contains(lead), !entry.isPortion, !afterHeading {
      return nil
    }
    guard entry.number != nil || entry.words != nil else { return nil }
    return (entry.number, entry.isPortion ? nil : entry.words)
  }
}
