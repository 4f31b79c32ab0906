import RecipeScale

/// A plain-text recipes file, read whole.
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
  ///   - input: The bytes.
  /// - Throws: ``CommandError`` for text that is not UTF-8, or a number too large to read.
  init(source: String, title: String, input: InputBuffer) throws(CommandError) {
    self.source = source
    self.input = input
    let bytes = input.bytes
    if let offset = TextDocument.firstInvalidUTF8(bytes) {
      let (line, column) = JSONSyntax.lineAndColumn(of: offset, in: bytes)
      throw .text(source: source, line: line, column: column, message: "invalid UTF-8")
    }
    let text = String(decoding: bytes, as: UTF8.self)
    do {
      recipes = try TextRecipeReader().read(text, title: title)
    } catch {
      throw .text(
        source: source, line: error.position.line, column: error.position.column,
        message: error.problem.description)
    }
  }

  /// The recipe name a file gives: its name without folders and extension.
  static func title(forPath path: String) -> String {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    guard let dot = name.lastIndex(of: "."), dot > name.startIndex else { return name }
    return String(name[..<dot])
  }

  /// The offset of the first byte that is not valid UTF-8, or `nil`.
  static func firstInvalidUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    // Plain ASCII is the common case: only from the first byte above 127 is
    // the text decoded scalar by scalar.
    guard let firstHigh = bytes.firstIndex(where: { $0 >= 0x80 }) else { return nil }
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = bytes[firstHigh...].makeIterator()
    var offset = firstHigh
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let scalar): offset += scalar.count
      case .emptyInput: return nil
      case .error: return offset
      }
    }
  }

  /// The problems of the file: every line read with doubt, as warnings.
  func validate() -> [RecipeDocument.PositionedIssue] {
    recipes.issues.map { found in
      RecipeDocument.PositionedIssue(
        issue: found.issue, offset: 0, line: found.position.line, column: found.position.column)
    }
  }

  /// Where each recipe stands, for the messages of errors in it: its first line.
  func element(_ index: Int) -> RecipeElement {
    RecipeElement(
      buffer: input, range: 0..<0, index: index,
      lineNumber: recipes.startLines.indices.contains(index) ? recipes.startLines[index] : 1,
      source: source)
  }
}
