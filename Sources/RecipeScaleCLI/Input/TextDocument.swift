import RecipeScale

/// A recipes file read whole by one of the core's readers: plain text, a web
/// page, a Cooklang file, or schema.org JSON.
package struct TextDocument: Sendable {
  /// The name messages use for the file.
  package var source: String
  /// The file's bytes.
  package var input: InputBuffer
  /// What the text holds.
  package var recipes: TextRecipes

  /// Reads the recipes of a text.
  ///
  /// - Parameters:
  ///   - source: The name messages use for the file.
  ///   - title: The name of a recipe the text does not name.
  ///   - input: The file's bytes.
  ///   - format: The reader: `text`, `html`, `cooklang`, or `json` for schema.org JSON.
  ///   - jobs: The threads a long plain text's ingredient lines are read on.
  /// - Throws: ``CommandError`` for text that is not UTF-8 (but for a page
  ///   that declares Latin-1, read as Windows-1252), or that its reader refuses.
  init(source: String, title: String, input: InputBuffer, format: InputFormat, jobs: Int = 1)
    throws(CommandError)
  {
    self.source = source
    self.input = input
    recipes = try input.withBytes { (bytes) throws(CommandError) in
      try TextDocument.read(
        bytes, of: input, source: source, title: title, format: format, jobs: jobs)
    }
  }

  /// Reads the recipes of a file's bytes with the reader of its format.
  private static func read(
    _ bytes: Span<UInt8>, of input: InputBuffer, source: String, title: String,
    format: InputFormat, jobs: Int
  ) throws(CommandError) -> TextRecipes {
    if let offset = ByteScan.firstInvalidUTF8(in: bytes) {
      let label = format == .html ? PageCharset.declaredLabel(in: bytes) : nil
      if let label, PageCharset.isWindows1252(label) {
        // A page that says it is Latin-1 is read as a browser reads it, as
        // Windows-1252: made UTF-8 for the reader, then let go. Each byte is
        // one character, so lines and columns are those of the page.
        return try TextDocument.readPage(
          Windows1252.utf8(bytes).span, source: source, title: title)
      }
      let (line, column) = JSONSyntax.lineAndColumn(of: offset, in: bytes)
      throw .text(
        source: source, line: line, column: column,
        message: format == .html
          ? TextDocument.invalidPageMessage(declared: label) : "invalid UTF-8")
    }
    switch format {
    case .html:
      return try TextDocument.readPage(bytes, source: source, title: title)
    case .json:
      do {
        return try WebPageReader().readJSONLD(utf8: bytes, title: title)
      } catch {
        throw TextDocument.located(error, source: source)
      }
    case .cooklang, .text, .jsonl:
      do {
        // A text's lines point into one copy of the file's bytes, valid UTF-8
        // as checked above: no string of the whole text is made.
        return format == .cooklang
          ? try CooklangReader().read(String(utf8: bytes), title: title)
          : try TextRecipeReader(map: OrderedParallelMap(jobs: jobs))
            .read(utf8: input.array, title: title)
      } catch {
        throw .text(
          source: source, line: error.position.line, column: error.position.column,
          message: error.problem.description)
      }
    }
  }

  /// Reads the recipes of a page in UTF-8. The page stays bytes: only its
  /// JSON-LD becomes strings.
  private static func readPage(_ page: Span<UInt8>, source: String, title: String)
    throws(CommandError) -> TextRecipes
  {
    do {
      return try WebPageReader().read(utf8: page, title: title)
    } catch {
      throw located(error, source: source)
    }
  }

  /// A reader's error as the command reports it: the file, line and column
  /// first, then the message without its place.
  private static func located(_ error: WebPageError, source: String) -> CommandError {
    let position = error.position ?? TextPosition(line: 1, column: 1)
    return .text(
      source: source, line: position.line, column: position.column,
      message: WebPageError(error.problem).description)
  }

  /// The message for a page that is not UTF-8 and declares no encoding that
  /// is read, with the command that converts it: from the encoding it
  /// declares, else from Windows-1252, the most common one of older pages.
  static func invalidPageMessage(declared label: String?) -> String {
    let from =
      label.flatMap { label in
        label.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-_.:".contains($0)) }
          && !["utf-8", "utf8", "unicode-1-1-utf-8"].contains(label) ? label : nil
      }
    guard let from else {
      return "invalid UTF-8; if the page is in another encoding, convert it: "
        + "iconv -f windows-1252 -t utf-8"
    }
    return "invalid UTF-8; the page declares charset=\(from), which is not read: convert it: "
      + "iconv -f \(from) -t utf-8"
  }

  /// Whether JSON bytes hold schema.org data rather than the tutorial's array:
  /// an object or an array that names `"@type"` or `"@context"` early on. Any
  /// other JSON goes to the tutorial's reader, whose errors ("expected an array
  /// of recipes") fit it.
  static func isSchemaOrg(_ bytes: Span<UInt8>) -> Bool {
    let first = RecipeDocument.firstValueByte(in: bytes)
    guard first == UInt8(ascii: "{") || first == UInt8(ascii: "[") else { return false }
    // The tutorial's format has neither key; schema.org data names them in every node.
    let window = bytes.extracting(first: 1 << 16)
    let markers: [[UInt8]] = [Array("\"@type\"".utf8), Array("\"@context\"".utf8)]
    // Both start with `"@`, and an `@` is rare in JSON: each is looked at.
    var from = 1
    while let at = ByteScan.firstIndex(of: UInt8(ascii: "@"), in: window, from: from) {
      let start = at - 1
      for marker in markers where start + marker.count <= window.count {
        if marker.indices.allSatisfy({ window[start + $0] == marker[$0] }) { return true }
      }
      from = at + 1
    }
    return false
  }

  /// The recipe name a file gives: its name without folders and extension.
  static func title(forPath path: String) -> String {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    guard let dot = name.lastIndex(of: "."), dot > name.startIndex else { return name }
    return String(name[..<dot])
  }

  /// The problems of the file: every line read with doubt, as warnings.
  func validate(defaultLanguage: LanguageTag? = nil) -> [RecipeDocument.PositionedIssue] {
    var found = recipes.issues.map { found in
      RecipeDocument.PositionedIssue(
        issue: found.issue, offset: 0, line: found.position.line, column: found.position.column)
    }
    // What only a whole recipe shows is placed at its first line, in file order.
    var validator = RecipeValidator(defaultLanguage: defaultLanguage)
    for (index, recipe) in recipes.recipes.enumerated() {
      let line = recipes.startLines.indices.contains(index) ? recipes.startLines[index] : 1
      let location = DataLocation(recipeIndex: index, recipeName: recipe.name)
      for warning in validator.warnings(forRead: recipe, at: index) {
        found.append(
          RecipeDocument.PositionedIssue(
            issue: RecipeIssue(.warning(warning), at: location), offset: 0, line: line,
            column: 1))
      }
    }
    return found.enumerated().sorted {
      ($0.element.line, $0.offset) < ($1.element.line, $1.offset)
    }.map(\.element)
  }

  /// Where each recipe stands, for the messages of errors in it: its first line.
  func element(_ index: Int) -> RecipeElement {
    RecipeElement(
      input: input, range: 0..<0, index: index,
      lineNumber: recipes.startLines.indices.contains(index) ? recipes.startLines[index] : 1,
      source: source)
  }
}
