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
        Result { () throws(TextRecipeError) in
          try read(bytes, of: SourceText(text), whole: whole, title: title)
        }
      }
      ?? Array(text.utf8).withUnsafeBufferPointer { bytes in
        Result { () throws(TextRecipeError) in
          try read(bytes, of: SourceText(text), whole: whole, title: title)
        }
      }
    return try outcome.get()
  }

  /// Reads every recipe of a text given as UTF-8 bytes that an object keeps in
  /// memory, such as a file mapped or read whole: the text needs no string.
  ///
  /// The ingredients' source lines point into `bytes`, so `owner` must keep them
  /// in memory, unchanged, for as long as any recipe read is kept; the lines
  /// hold `owner`. Bytes that are not UTF-8 are read as `String(decoding:as:)`
  /// repairs them.
  ///
  /// - Parameters:
  ///   - bytes: The whole text, in UTF-8.
  ///   - owner: An object that keeps `bytes` in memory, unchanged, while it lives.
  ///   - title: The name of a recipe the text does not name, such as the file's name.
  /// - Returns: What ``read(_:title:)`` returns for the same text.
  /// - Throws: What ``read(_:title:)`` throws for the same text.
  public func read(
    utf8 bytes: UnsafeBufferPointer<UInt8>, keptBy owner: AnyObject & Sendable, title: String
  ) throws(TextRecipeError) -> TextRecipes {
    try read(bytes, of: SourceText(bytes, keptBy: owner), whole: nil, title: title)
  }

  /// Reads every recipe of a text from its UTF-8 bytes.
  ///
  /// - Parameters:
  ///   - bytes: The text's UTF-8.
  ///   - source: The text, which the ingredients' source lines point into.
  ///   - whole: The text as a string, when it is one.
  ///   - title: The name of a recipe the text does not name.
  /// - Returns: What ``read(_:title:)`` returns.
  /// - Throws: What ``read(_:title:)`` throws.
  private func read(
    _ bytes: UnsafeBufferPointer<UInt8>, of source: SourceText, whole: Substring?, title: String
  ) throws(TextRecipeError) -> TextRecipes {
    var result = TextRecipes()
    // A Markdown file's front matter (`---`, `title: …`, `servings: …`, `---`)
    // names the recipe and gives its servings; it holds no ingredient.
    let frontMatter = TextRecipeReader.frontMatter(of: bytes)
    let title = frontMatter.name ?? title
    var current = Draft(name: title, startLine: frontMatter.lines + 1)
    // Lines before the first title make a recipe only when there are any.
    var started = false
    var lineNumber = 0
    // How many `#` the file's first recipe title has: a deeper Markdown heading
    // (`## For the sauce` under `# Pancakes`) is a part of the recipe, not the next one.
    var titleLevel: Int?
    func finish() throws(TextRecipeError) {
      guard started else { return }
      if result.recipes.isEmpty, current.servings == nil, let front = frontMatter.yield {
        current.servings = front.servings
        current.details.yield = current.details.yield ?? front.words
      }
      if !current.directions.isEmpty { current.details.directions = current.directions }
      if current.ingredients.capacity > TextRecipeReader.reservesAbove / 16,
        current.ingredients.capacity > 2 * current.ingredients.count
      {
        current.ingredients = current.ingredients.withUnsafeBufferPointer { Array($0) }
      }
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
      guard let text = whole else {
        return Substring(
          String(decoding: UnsafeBufferPointer(rebasing: bytes[lower..<upper]), as: UTF8.self))
      }
      let start = text.utf8.index(text.utf8.startIndex, offsetBy: lower)
      return text[start..<text.utf8.index(start, offsetBy: upper - lower)]
    }
    lineNumber = frontMatter.lines
    // Lines as `lines(of:)` splits them: at line feeds, without a `\r` before one,
    // and a last line after the last line feed, empty or not.
    var lineStart = frontMatter.end
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
      // Constants, not variables: the local functions below capture them, and a
      // captured variable is checked for exclusive access at run time, twice a line.
      guard let asciiTrimmed = TextRecipeReader.asciiTrimmed(bytes, start..<lineEnd) else {
        continue
      }
      let first = asciiTrimmed.lowerBound
      let last = asciiTrimmed.upperBound - 1
      // Only a line that starts or ends in a space beyond ASCII needs the Unicode
      // path: a line that starts with `½` or ends with `é` is trimmed already.
      let trimmed: Substring? =
        bytes[first] >= 0x80 && LineText.spaceLength(bytes, first, lineEnd) > 0
          || bytes[last] >= 0x80 && LineText.spaceLengthEnding(bytes, last + 1, first) > 0
        ? TextRecipeReader.trimmed(slice(start, lineEnd)) : nil
      guard let firstByte = trimmed == nil ? bytes[first] : trimmed?.utf8.first,
        let lastByte = trimmed == nil ? bytes[last] : trimmed?.utf8.last
      else { continue }
      /// The trimmed line as a substring, for the lines that are more than an ingredient.
      func trimmedLine() -> Substring { trimmed ?? slice(first, last + 1) }
      /// Takes the first lines read as ingredients as what they were: the recipe's
      /// name when no `#` named it (past a page's `Print Recipe`), then its description.
      func takePreamble(_ count: Int) {
        guard count > 0 else { return }
        var lines = current.ingredients[..<count].map { $0.source ?? $0.name }
        lines.removeAll { TextRecipeReader.pageButtons.contains($0.lowercased()) }
        if !current.hasTitle, current.name == title, !lines.isEmpty {
          current.name = lines.removeFirst()
        }
        if !lines.isEmpty { current.details.description = lines.joined(separator: "\n") }
        current.ingredients.removeFirst(count)
        let recipe = result.recipes.count
        result.issues.removeAll {
          $0.issue.location.recipeIndex == recipe
            && ($0.issue.location.ingredientIndex ?? 0) < count
        }
        for index in result.issues.indices
        where result.issues[index].issue.location.recipeIndex == recipe {
          result.issues[index].issue.location.ingredientIndex? -= count
        }
      }
      /// Takes a heading: the ingredients start again, the directions start, or a group.
      func take(heading: String, _ kind: HeadingKind) {
        switch kind {
        case .ingredients:
          current.group = TextRecipeReader.isIngredientsHeading(heading) ? nil : heading
          current.inDirections = false
          // Before the first `Ingredients` heading, and before the yield when one came
          // first, stand a title, an introduction or a rating, never an ingredient:
          // the first names a recipe no `#` named, the rest are its description.
          if !current.sawIngredientsHeading, TextRecipeReader.isIngredientsHeading(heading) {
            takePreamble(current.ingredientsBeforeYield ?? current.ingredients.count)
          }
          current.sawIngredientsHeading = true
        case .directions: current.inDirections = true
        case .group: current.group = heading
        }
      }
      /// The line without Markdown's bold, a list marker or a colon: a heading's words.
      func plainLine() -> String { TextRecipeReader.headingWords(trimmedLine()) }
      if firstByte == UInt8(ascii: "#") {
        let line = trimmedLine()
        let level = line.prefix { $0 == "#" }.count
        let name = line.dropFirst(level).trimmingSpaces
        let kind = TextRecipeReader.headingKind(name)
        // `## Ingredients`, `### Method`, or a heading deeper than the recipes'
        // titles: a part of the recipe, as a line ending in `:` is; but under a
        // collection's title with nothing of its own (`# My Recipes`, then
        // `## Pancakes`), a deeper heading is the next recipe's title.
        let isDeeper = titleLevel.map { level > $0 } == true
        if kind != .group || isDeeper && !current.isEmpty, !name.isEmpty {
          if !started {
            current = Draft(name: title, startLine: lineNumber)
            started = true
          }
          take(heading: name, kind)
          continue
        }
        // A recipe before the first title with no amount and no yield is the
        // page's clutter (`Print Recipe`), and a collection's title no recipe.
        if started,
          current.isEmpty
            || !current.hasTitle && titleLevel == nil
              && current.servings == nil && current.ingredients.allSatisfy({ $0.amount == nil })
        {
          result.issues.removeAll { $0.issue.location.recipeIndex == result.recipes.count }
        } else {
          try finish()
        }
        titleLevel = isDeeper ? level : titleLevel ?? level
        current = Draft(name: name.isEmpty ? title : name, startLine: lineNumber, hasTitle: true)
        started = true
        continue
      }
      if !started {
        current = Draft(name: title, startLine: lineNumber)
        started = true
      }
      // A yield line is never an ingredient (`Servings: 8` is no 8 servings of
      // anything); the first one gives the servings, wherever it stands.
      func take(_ yield: (servings: Int?, words: String?)) {
        // After the steps, a yield only gives the servings.
        if current.ingredientsBeforeYield == nil, !current.inDirections {
          // A line or two with no amount before the first yield (`Overnight Oats`,
          // then `Serves 1`) are a title and an introduction; more are a list of
          // things to taste, with its yield at the end.
          if !current.sawIngredientsHeading, current.ingredients.count <= 2,
            current.ingredients.allSatisfy({ $0.amount == nil })
          {
            takePreamble(current.ingredients.count)
          }
          current.ingredientsBeforeYield = current.ingredients.count
        }
        if current.servings == nil, let servings = yield.servings {
          current.servings = servings
          current.details.yield = yield.words
        } else if current.servings == nil, current.details.yield == nil {
          current.details.yield = yield.words
        }
      }
      if current.inDirections {
        // An ingredients heading after the steps starts more ingredients
        // (`Frosting ingredients:`); a yield there still gives the servings.
        let plain = plainLine()
        if lastByte == UInt8(ascii: ":")
          || TextRecipeReader.sectionWords.value(
            in: bytes, first..<last + 1) != nil,
          TextRecipeReader.headingKind(plain) == .ingredients
        {
          take(heading: plain, .ingredients)
          continue
        }
        if current.servings == nil, let yield = TextRecipeReader.yield(of: plain) {
          take(yield)
          continue
        }
        current.directions.append(String(trimmedLine()))
        continue
      }
      if lastByte == UInt8(ascii: ":") {
        let plain = plainLine()
        take(heading: plain, TextRecipeReader.headingKind(plain))
        continue
      }
      // `Ingredients`, `Method`, `Notes`, `**Directions**` alone on a line: a heading
      // without its colon; `For the dough`, `FOR THE MUFFINS`: a group's.
      let isBold = firstByte == UInt8(ascii: "*") && last > first && bytes[first + 1] == firstByte
      if TextRecipeReader.sectionWords.value(in: bytes, first..<last + 1) != nil
        || isBold && TextRecipeReader.headingKind(plainLine()) != .group
      {
        let plain = plainLine()
        take(heading: plain, TextRecipeReader.headingKind(plain))
        continue
      }
      if TextRecipeReader.isGroupHeading(bytes, first..<last + 1) {
        take(heading: String(trimmedLine()), .group)
        continue
      }
      // `- Servings: 2 loaves`, `**Servings:** 6`: a yield in a list or in bold.
      // (A line with spaces beyond ASCII at an end is asked as its trimmed string.)
      let wordStart =
        trimmed == nil ? TextRecipeReader.afterMarks(bytes, from: first, to: last + 1) : first
      let lead = trimmed == nil ? (wordStart <= last ? bytes[wordStart] : 0) : firstByte
      if TextRecipeReader.isYieldLead(lead),
        trimmed != nil || TextRecipeReader.startsYieldWord(bytes, from: wordStart, to: lineEnd),
        let yield = TextRecipeReader.yield(
          of: wordStart > first ? plainLine() : String(trimmedLine()))
      {
        take(yield)
        continue
      }
      let reading: IngredientLineReading
      do {
        reading = try parser.read(
          UnsafeBufferPointer(rebasing: bytes[start..<lineEnd]), in: source, at: start)
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
      // The reading's last use: its ingredient moves out and on into the list.
      // Without `consume`, each was copied, a retain and a release a line.
      let doubt = reading.doubt
      var ingredient = (consume reading).ingredient
      // A line of nothing but a list marker or spaces the reader knows is no ingredient.
      if ingredient.name.isEmpty && ingredient.amount == nil { continue }
      if let group = current.group { ingredient.group = group }
      if let doubt {
        let location = DataLocation(
          recipeIndex: result.recipes.count, recipeName: current.name,
          ingredientIndex: current.ingredients.count, ingredientName: ingredient.name)
        result.issues.append(
          TextRecipeIssue(
            RecipeIssue(.warning(.unsureLine(doubt)), at: location),
            at: TextPosition(line: lineNumber, column: doubt.column)))
      }
      if current.ingredients.isEmpty, result.recipes.isEmpty,
        bytes.count - start > TextRecipeReader.reservesAbove
      {
        // A long text is mostly one long recipe (a pantry list, a generated
        // file). Room for a line every 16 bytes of the rest, reserved by its
        // first recipe, is memory touched only as it fills; doubling an array
        // of a million lines had copied it onto fresh pages twenty times. A
        // recipe that used less than half gives the rest back when it ends.
        current.ingredients.reserveCapacity((bytes.count - start) / 16)
      }
      current.ingredients.append(ingredient)
    }
    try finish()
    return result
  }

  /// The bytes of a line without the ASCII spaces at its ends, as ``trimmed(_:)``
  /// trims them; `nil` for a line of nothing but spaces.
  private static func asciiTrimmed(_ bytes: UnsafeBufferPointer<UInt8>, _ line: Range<Int>)
    -> Range<Int>?
  {
    var first = line.lowerBound
    while first < line.upperBound, isSpace(bytes[first]) { first += 1 }
    guard first < line.upperBound else { return nil }
    var last = line.upperBound - 1
    while isSpace(bytes[last]) { last -= 1 }
    return first..<last + 1
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
      UInt8(ascii: "f"), UInt8(ascii: "v"), UInt8(ascii: "i"), UInt8(ascii: "z"),
      UInt8(ascii: "r"):
      true
    default: false
    }
  }

  /// Past the marks a list or Markdown puts before a line's words: `-`, `*`, `+`,
  /// `•`, `_` and the spaces between them.
  private static func afterMarks(_ bytes: UnsafeBufferPointer<UInt8>, from index: Int, to end: Int)
    -> Int
  {
    var position = index
    while position < end {
      let byte = bytes[position]
      if byte == UInt8(ascii: "-") || byte == UInt8(ascii: "*") || byte == UInt8(ascii: "+")
        || byte == UInt8(ascii: "_") || byte == UInt8(ascii: " ") || byte == 0x09
      {
        position += 1
      } else if byte == 0xE2, position + 2 < end, bytes[position + 1] == 0x80,
        bytes[position + 2] == 0xA2
      {
        position += 3
      } else {
        break
      }
    }
    return position
  }

  /// A heading's words: the line without a list marker, Markdown's bold or a
  /// colon at its end (`- **Servings:** 4` is `Servings: 4`, `Method:` is `Method`).
  static func headingWords(_ line: Substring) -> String {
    var words = line
    for marker in ["- ", "* ", "+ ", "• "] where words.hasPrefix(marker) {
      words = words.dropFirst(marker.count)
      break
    }
    // Markdown's emphasis marks, wherever they are: `**Servings:** 4`.
    var trimmed = String(words.filter { $0 != "*" && $0 != "_" }).trimmingSpaces
    while trimmed.hasSuffix(":") { trimmed = String(trimmed.dropLast()).trimmingSpaces }
    return trimmed
  }

  /// The buttons of a recipe page that a copy takes along as lines.
  private static let pageButtons: Set<String> = [
    "print recipe", "pin recipe", "jump to recipe", "save recipe", "rate recipe",
    "rate this recipe", "print", "pin", "save",
  ]

  /// Whether a heading is the ingredients' own (`Ingredients`, `Zutaten`), not a
  /// part's (`Frosting ingredients`).
  static func isIngredientsHeading(_ heading: String) -> Bool {
    let lower = heading.lowercased()
    return lower == "ingredient list" || ingredientHeadings.contains(lower)
  }

  /// Whether a line is a group's heading without a colon: `For the dough`, `FOR THE
  /// MUFFINS`, short and with no number.
  private static func isGroupHeading(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>)
    -> Bool
  {
    // Asked of every line: a static string's bytes, not an array made a line.
    let lead: StaticString = "for the "
    guard range.count > lead.utf8CodeUnitCount, range.count <= 40 else { return false }
    for offset in 0..<lead.utf8CodeUnitCount {
      let found = bytes[range.lowerBound + offset]
      if (found >= UInt8(ascii: "A") && found <= UInt8(ascii: "Z") ? found | 0x20 : found)
        != lead.utf8Start[offset]
      {
        return false
      }
    }
    return !range.contains { LineText.isDigit(bytes[$0]) }
  }

  /// What a text's front matter says (`---`, `title: Pad Thai`, `servings: 2`,
  /// `---` at its very start), and where the text after it starts.
  private static func frontMatter(of bytes: UnsafeBufferPointer<UInt8>)
    -> (name: String?, yield: (servings: Int?, words: String?)?, end: Int, lines: Int)
  {
    let none: (String?, (Int?, String?)?, Int, Int) = (nil, nil, 0, 0)
    guard bytes.count >= 4, bytes[0] == UInt8(ascii: "-"), bytes[1] == UInt8(ascii: "-"),
      bytes[2] == UInt8(ascii: "-"), bytes[3] == UInt8(ascii: "\n") || bytes[3] == 0x0D
    else { return none }
    var name: String?
    var yield: (Int?, String?)?
    var lineStart = bytes[3] == 0x0D ? 5 : 4
    var lines = 1
    // At most 100 lines: a `---` that opens a long text is a rule, not front matter.
    while lines < 100, lineStart < bytes.count {
      let lineFeed = ByteScan.firstIndex(of: UInt8(ascii: "\n"), in: bytes, from: lineStart)
      let lineEnd = lineFeed ?? bytes.count
      let line = String(
        decoding: UnsafeBufferPointer(rebasing: bytes[lineStart..<lineEnd]), as: UTF8.self
      )
      .trimmingSpaces
      lines += 1
      if line == "---" { return (name, yield, min(lineEnd + 1, bytes.count + 1), lines) }
      if let colon = line.firstIndex(of: ":") {
        let key = line[..<colon].lowercased().trimmingSpaces
        let isQuote = { (character: Character) in character == "\"" || character == "'" }
        let value = String(
          line[line.index(after: colon)...].trimmingSpaces.drop(while: isQuote).reversed()
            .drop(while: isQuote).reversed())
        if key == "title" || key == "name", !value.isEmpty { name = value }
        if ["servings", "serves", "yield", "yields", "portions"].contains(key) {
          yield = TextRecipeReader.yield(of: "Servings: " + value) ?? yield
        }
      }
      guard let lineFeed else { break }
      lineStart = lineFeed + 1
    }
    return none
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
  private static let yieldWordTable = WordTable(yieldFirstWords.map { ($0, true) })

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

  /// The bytes of text after a first recipe's first ingredient above which
  /// the recipe reserves room for its ingredients from the start.
  static let reservesAbove = 1 << 16

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
    /// Whether a `#` line named the recipe, rather than the file.
    var hasTitle = false
    /// Whether an `Ingredients` heading has come: lines before the first are no ingredients.
    var sawIngredientsHeading = false
    /// How many lines were read as ingredients before the first yield line.
    var ingredientsBeforeYield: Int?

    init(name: String, startLine: Int, hasTitle: Bool = false) {
      self.name = name
      self.startLine = startLine
      self.hasTitle = hasTitle
    }

    /// Whether nothing of a recipe has been read yet.
    var isEmpty: Bool {
      ingredients.isEmpty && servings == nil && directions.isEmpty && details.yield == nil
    }
  }

  enum HeadingKind {
    case ingredients, directions, group
  }

  /// What a heading (without its `:`) starts: the ingredients, the directions or a group.
  static func headingKind(_ heading: String) -> HeadingKind {
    if isIngredientsHeading(heading) { return .ingredients }
    let lower = heading.lowercased()
    // `Frosting ingredients`, `Ingredients for the glaze`: more ingredients, in a group.
    if lower.hasSuffix(" ingredients") || lower.hasPrefix("ingredients for ") {
      return .ingredients
    }
    return directionHeadings.contains(lower) ? .directions : .group
  }

  /// The headings after which lines are directions: the steps, and the notes, tips
  /// and equipment a recipe ends with, which are no ingredients either.
  private static let directionHeadings: Set<String> = [
    "directions", "instructions", "method", "preparation", "steps", "zubereitung",
    "préparation", "preparación", "preparazione", "procedimento", "notes", "note", "tips",
    "equipment", "nutrition", "nutrition facts", "storage", "notizen", "tipps", "étapes",
    "elaboración", "pasos", "instrucciones", "anleitung", "bereiding", "modo de preparo",
    "preparo", "nutrition facts per serving", "nutrition per serving", "nutrition information",
  ]

  /// Every heading word ``headingKind(_:)`` knows, as a table of folded words: a
  /// line that is one of them is a heading even without its colon.
  private static let sectionWords = WordTable(
    (["ingredient list"] + ingredientHeadings + directionHeadings).map { ($0, true) })

  /// The headings of an ingredient list, which may also start a yield line
  /// (`Zutaten für 4 Personen`).
  private static let ingredientHeadings = [
    "ingredients", "zutaten", "ingrédients", "ingredientes", "ingredienti",
  ]

  /// The words a yield line starts with, longest first where one starts another.
  private static let yieldLeads = [
    "serves", "servings", "serving", "yield", "yields", "makes", "portions", "feeds", "for",
    "für", "pour", "para", "per", "voor", "raciones", "porciones", "porzioni", "portionen",
    "personnes", "personas", "persone", "personen", "porções", "porties", "rendimiento",
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
    // `Makes one 9-inch pie`, `Yield: two 8-inch layers`: a size, no count of servings.
    if TextRecipeReader.namesSize(lower) { return (nil, entry.words) }
    return (entry.number, entry.isPortion ? nil : entry.words)
  }

  /// Whether a yield gives a size in inches or centimetres (`9-inch`, `23 cm`, `8"`).
  private static func namesSize(_ lower: String) -> Bool {
    let bytes = Array(lower.utf8)
    for (index, byte) in bytes.enumerated() where LineText.isDigit(byte) {
      var next = index + 1
      while next < bytes.count, LineText.isDigit(bytes[next]) { next += 1 }
      if next < bytes.count, bytes[next] == UInt8(ascii: "\"") { return true }
      if next < bytes.count, bytes[next] == UInt8(ascii: "-") || bytes[next] == 0x20 {
        next += 1
      }
      let rest = bytes[next...]
      if rest.starts(with: "inch".utf8) || rest.starts(with: "in.".utf8)
        || rest.starts(with: "cm".utf8)
      {
        return true
      }
    }
    return false
  }
}
