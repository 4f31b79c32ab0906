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
  ///   - format: The value of `--input-format`, if given: the format of standard
  ///     input and of a file whose name says none (see ``InputFormat/named(by:)``);
  ///     without it, their content decides (``InputFormat/recognizing(_:)``).
  ///   - jobs: The threads a long plain text's ingredient lines are read on.
  /// - Returns: The recipes, ready to decode.
  /// - Throws: ``CommandError`` for a file that is missing, unreadable or not JSON.
  package func open(option: String?, format: InputFormat?, jobs: Int = 1)
    throws(CommandError) -> RecipeInput
  {
    switch try load(option: option, format: format) {
    case .opened(let input): return input
    case .unread(let text): return .text(try text.read(jobs: jobs))
    }
  }

  /// Finds the recipes and reads the file, as ``open(option:format:jobs:)``
  /// does, but leaves a text to read: several files' texts are then read on
  /// several threads.
  ///
  /// - Parameters:
  ///   - option: The value of `--file`, if given.
  ///   - format: The value of `--input-format`, if given.
  /// - Returns: The input, open or with its text still to read.
  /// - Throws: What ``open(option:format:jobs:)`` throws before a text is read.
  package func load(option: String?, format: InputFormat?) throws(CommandError) -> LoadedFile {
    let source: RecipeSource
    do {
      source = try RecipeSource.locate(option: option, environment: environment)
    } catch {
      throw .input(error)
    }
    // A file's own extension wins; `--input-format` names what the rest is; else
    // the content says, once it is read.
    let named = source.path.flatMap(InputFormat.named(by:)) ?? format
    if named == .jsonl {
      let input: any ByteInput
      switch source {
      case .standardInput: input = standardInput
      case .file(let path):
        do {
          input = try InputFile.openStream(path: path)
        } catch {
          throw .input(error)
        }
      }
      return .opened(.lines(JSONLinesReader(source: source.displayName, input: input)))
    }
    let input: InputBuffer
    switch source {
    case .standardInput:
      input = InputBuffer(try readStandardInput(source))
    case .file(let path):
      do {
        input = try InputFile.read(path: path)
      } catch {
        throw .input(error)
      }
    }
    let format = named ?? input.withBytes(InputFormat.recognizing)
    if format == .jsonl {
      // JSON Lines recognised in a pipe: already read, so read from memory.
      return .opened(
        .lines(
          JSONLinesReader(source: source.displayName, input: BufferInput(bytes: input.array))))
    }
    // The tutorial's array is recognised first; JSON that is schema.org data is
    // read as a web page's JSON-LD would be.
    if format.isReadWhole || (format == .json && input.withBytes(TextDocument.isSchemaOrg)) {
      return .unread(
        UnreadText(
          source: source.displayName,
          title: source.path.map(TextDocument.title(forPath:)) ?? "Recipe", input: input,
          format: format))
    }
    return .opened(.array(RecipeDocument(source: source.displayName, input: input)))
  }

  private func readStandardInput(_ source: RecipeSource) throws(CommandError) -> [UInt8] {
    do {
      return try standardInput.readAll(name: source.displayName, limit: InputFile.sizeLimit)
    } catch {
      throw .input(error)
    }
  }
}
