import RecipeScale

/// Finds and reads the recipes file.
struct RecipeLoader {
  var environment: ProcessEnvironment
  var standardInput: any ByteInput

  /// Finds and reads the recipes, and checks their syntax.
  ///
  /// - Parameter option: The value of `--file`, if given.
  /// - Returns: The document, ready to decode or validate.
  /// - Throws: ``CommandError`` for a file that is missing, unreadable or not JSON.
  func read(option: String?) throws(CommandError) -> RecipeDocument {
    let source: RecipeSource
    let bytes: [UInt8]
    do {
      source = try RecipeSource.locate(option: option, environment: environment)
      switch source {
      case .standardInput:
        bytes = try standardInput.readAll(name: source.displayName, limit: InputFile.sizeLimit)
      case .file(let path):
        bytes = try InputFile.read(path: path)
      }
    } catch {
      throw .input(error)
    }
    return try RecipeDocument(source: source.displayName, bytes: bytes)
  }

  /// Finds, reads and decodes the recipes.
  ///
  /// - Parameter option: The value of `--file`, if given.
  /// - Returns: The document and the recipes decoded from it.
  /// - Throws: ``CommandError`` for a file that cannot be read or used.
  func load(option: String?) throws(CommandError) -> (document: RecipeDocument, book: RecipeBook) {
    let document = try read(option: option)
    return (document, try document.decode())
  }
}
