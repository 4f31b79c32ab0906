import RecipeScale

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Reads a recipes file and decodes it with `JSONDecoder`.
struct RecipeLoader {
  var environment: ProcessEnvironment
  var standardInput: any ByteInput

  /// Finds, reads and decodes the recipes.
  ///
  /// - Parameter option: The value of `--file`, if given.
  /// - Returns: The collection and the name messages use for its source.
  /// - Throws: ``CommandError`` for a file that is missing, unreadable, not JSON
  ///   or not valid recipe data.
  func load(option: String?) throws(CommandError) -> (book: RecipeBook, source: String) {
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
    return (try decode(bytes, source: source.displayName), source.displayName)
  }

  /// Decodes recipe data, turning each kind of failure into its message.
  ///
  /// The syntax scanner runs first: JSONDecoder says only that a text is not
  /// valid JSON, never where, and lets some invalid UTF-8 through.
  func decode(_ bytes: [UInt8], source: String) throws(CommandError) -> RecipeBook {
    if let syntax = JSONSyntax.firstError(in: bytes) { throw .syntax(source: source, syntax) }
    do {
      return try JSONDecoder().decode(RecipeBook.self, from: Data(bytes))
    } catch let error as RecipeDataError {
      throw .data(source: source, error)
    } catch {
      throw .undecodable(source: source)
    }
  }
}
