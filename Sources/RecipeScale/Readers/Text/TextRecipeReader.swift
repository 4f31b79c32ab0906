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
///
/// The steps of reading live in extensions, one concern each: the front
/// matter (``FrontMatter``), the lines (``TextLines``), titles, headings,
/// yields, directions and ingredient lines; ``TextRecipeCollection`` holds
/// what has been read.
public struct TextRecipeReader: Sendable {
  let parser = IngredientLineParser()
  /// How the ingredient lines of a long text are shared out: they are read
  /// ahead in pieces (``TextLinesAhead``), which the map may run at once.
  let map: any ConcurrentMap

  /// Creates a reader.
  ///
  /// - Parameter map: How pieces of ingredient lines are read: in turn by
  ///   default; the command line reads them on every processor.
  public init(map: any ConcurrentMap = SerialMap()) {
    self.map = map
  }

  /// Reads every recipe of a text.
  ///
  /// - Parameters:
  ///   - text: The whole text.
  ///   - title: The name of a recipe the text does not name, such as the file's name.
  /// - Returns: The recipes, where they start, and the lines read with doubt.
  /// - Throws: ``TextRecipeError`` for a number too large to read exactly.
  public func read(_ text: String, title: String) throws(TextRecipeError) -> TextRecipes {
    try read(utf8: Array(text.utf8), title: title)
  }

  /// Reads every recipe of a text given as its UTF-8 bytes, such as a file
  /// read whole: the text needs no string, and the ingredients' source lines
  /// point into the bytes. Bytes that are not UTF-8 are read as
  /// `String(decoding:as:)` repairs them.
  ///
  /// - Parameters:
  ///   - bytes: The whole text, in UTF-8.
  ///   - title: The name of a recipe the text does not name, such as the file's name.
  /// - Returns: What ``read(_:title:)`` returns for the same text.
  /// - Throws: What ``read(_:title:)`` throws for the same text.
  public func read(utf8 bytes: [UInt8], title: String) throws(TextRecipeError) -> TextRecipes {
    // A Markdown file's front matter (`---`, `title: …`, `servings: …`, `---`)
    // names the recipe and gives its servings; it holds no ingredient.
    let frontMatter = FrontMatter(of: bytes)
    var recipes = TextRecipeCollection(
      textLength: bytes.count, title: frontMatter.name ?? title, frontMatter: frontMatter)
    var lines = TextLinesAhead(
      TextLines(bytes, from: frontMatter.end, afterLine: frontMatter.lines), of: bytes,
      parser: parser, map: map)
    while let line = lines.next() {
      try read(line, in: bytes, into: &recipes, readingAhead: &lines)
    }
    return try recipes.finished()
  }

  /// Reads one line that is not blank; what it is decides where it goes.
  private func read(
    _ line: TextLine, in bytes: [UInt8], into recipes: inout TextRecipeCollection,
    readingAhead lines: inout TextLinesAhead
  ) throws(TextRecipeError) {
    if line.firstByte == UInt8(ascii: "#") {
      try readTitle(line, in: bytes, into: &recipes)
      return
    }
    recipes.start(at: line.number)
    if recipes.current.inDirections {
      readDirection(line, in: bytes, into: &recipes)
    } else if !readHeading(line, in: bytes, into: &recipes),
      !readYield(line, in: bytes, into: &recipes)
    {
      if startsMethod(line, in: bytes, of: recipes.current) {
        recipes.current.inDirections = true
        readDirection(line, in: bytes, into: &recipes)
      } else {
        try readIngredient(line, in: bytes, into: &recipes, readingAhead: &lines)
      }
    }
  }
}
