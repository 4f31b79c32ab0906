import RecipeScale

/// Finds and opens the recipes file.
package struct RecipeLoader {
  package var environment: ProcessEnvironment
  package var standardInput: any ByteInput

  /// Finds the recipes and opens them in their format: a JSON array is read
  /// (mapped) whole and checked as JSON while it is decoded; JSON Lines is read
  /// as it is used.
  ///
  /// - Parameters:
  ///   - option: The value of `--file`, if given.
  ///   - format: The value of `--input-format`, if given; else the file name decides.
  /// - Returns: The recipes, ready to decode.
  /// - Throws: ``CommandError`` for a file that is missing, unreadable or not JSON.
  package func open(option: String?, format: InputFormat?) throws(CommandError) -> RecipeInput {
    let source: RecipeSource
    do {
      source = try RecipeSource.locate(option: option, environment: environment)
    } catch {
      throw .input(error)
    }
    switch source {
    case .standardInput:
      if format == .text {
        return .text(
          try TextDocument(
            source: source.displayName, title: "Recipe",
            input: InputBuffer(try readStandardInput(source))))
      }
      if format == .jsonl {
        return .lines(JSONLinesReader(source: source.displayName, input: standardInput))
      }
      return .array(
        RecipeDocument(
          source: source.displayName, input: InputBuffer(try readStandardInput(source))))
    case .file(let path):
      let format = format ?? InputFormat.guess(for: path)
      if format == .jsonl {
        do {
          let input = try InputFile.openStream(path: path)
          return .lines(JSONLinesReader(source: source.displayName, input: input))
        } catch {
          throw .input(error)
        }
      }
      let buffer: InputBuffer
      do {
        buffer = try InputFile.read(path: path)
      } catch {
        throw .input(error)
      }
      if format == .text {
        return .text(
          try TextDocument(
            source: source.displayName, title: TextDocument.title(forPath: path), input: buffer))
      }
      return .array(RecipeDocument(source: source.displayName, input: buffer))
    }
  }

  private func readStandardInput(_ source: RecipeSource) throws(CommandError) -> [UInt8] {
    do {
      return try standardInput.readAll(name: source.displayName, limit: InputFile.sizeLimit)
    } catch {
      throw .input(error)
    }
  }
}
