import RecipeScale

/// One recipe's JSON text and where it stands in its file: an element of the
/// top-level array, or a line of JSON Lines.
package struct RecipeElement: Sendable {
  /// The bytes of the file, or of the lines read with this one.
  package var input: InputBuffer
  /// Where the recipe's text is in ``input``.
  package var range: Range<Int>
  /// The recipe's position in the collection, from 0.
  package var index: Int
  /// For JSON Lines, the line the recipe stands on; `nil` for an array element.
  package var lineNumber: Int?
  /// The name messages use for the file the recipe is in.
  package var source: String

  /// Calls `body` with the recipe's text, its offsets counted from its start.
  package func withBytes<Result>(_ body: (Span<UInt8>) -> Result) -> Result {
    input.withBytes { body($0.extracting(range)) }
  }

  /// The recipe's text, for a decoder.
  package var bytes: [UInt8] { input.bytes(range) }

  /// The line and column in the file of a byte offset within this element.
  package func lineAndColumn(ofOffset offset: Int) -> (line: Int, column: Int) {
    if let lineNumber {
      return (lineNumber, withBytes { JSONSyntax.lineAndColumn(of: offset, in: $0).column })
    }
    return input.withBytes { JSONSyntax.lineAndColumn(of: range.lowerBound + offset, in: $0) }
  }

  /// A data error with the line and column of the value it concerns.
  package func locate(_ error: RecipeDataError, source: String) -> CommandError {
    // The error's path starts at the top of the file; within the element it
    // starts one step down, at the recipe itself.
    let path = Array(error.path.dropFirst())
    let offset = withBytes { JSONSyntax.offset(of: path, in: $0) } ?? 0
    let (line, column) = lineAndColumn(ofOffset: offset)
    return .data(source: source, error, line: line, column: column)
  }

  /// Decodes the recipe, stopping at its first problem.
  ///
  /// - Parameters:
  ///   - decoder: A decoder this thread owns.
  ///   - source: The name messages use for the file.
  ///   - integerSites: For an array element, the numbers the whole-file scan
  ///     found written with a fraction or exponent in this recipe's integer
  ///     fields; `nil` for a line, which is scanned here.
  /// - Returns: The recipe.
  /// - Throws: ``CommandError`` with the line and column of the first problem.
  package func decode(
    with decoder: CheckedJSONDecoder, source: String, integerSites: [(DataLocation, String)]?
  )
    throws(CommandError) -> Recipe
  {
    var unknownKeys: [JSONScan.Site] = []
    return try decode(
      with: decoder, source: source, integerSites: integerSites, unknownKeys: &unknownKeys)
  }

  /// Decodes the recipe as ``decode(with:source:integerSites:)`` does, and
  /// for a line, which is scanned here, also gives the keys the format does
  /// not have, with paths from the top of the file and offsets in the line.
  package func decode(
    with decoder: CheckedJSONDecoder, source: String, integerSites: [(DataLocation, String)]?,
    unknownKeys: inout [JSONScan.Site]
  )
    throws(CommandError) -> Recipe
  {
    var decoder = decoder
    var sites = integerSites ?? []
    if integerSites == nil {
      switch withBytes(JSONSyntax.scan) {
      case .failure(var error):
        (error.line, error.column) = lineAndColumn(ofOffset: error.offset)
        throw .syntax(source: source, error)
      case .success(let scan):
        // Paths in a line start at the recipe; the recipe's index leads them in the file.
        sites = scan.nonIntegerNumbers.compactMap { site in
          JSONScan.Site(offset: site.offset, path: [.index(index)] + site.path)
            .integerFieldLocation
        }
        unknownKeys = scan.unknownKeys.map { site in
          JSONScan.Site(offset: site.offset, path: [.index(index)] + site.path)
        }
        // The line was just scanned: its decoding need not look for what is not there.
        decoder.userInfo[Ingredient.fieldUseKey] =
          scan.ingredientFields == .all ? nil : scan.ingredientFields
      }
    }
    let recipe: Recipe
    do {
      recipe = try decoder.decode(Recipe.self, from: bytes)
    } catch {
      var located = RecipeDataError(decodingElement: error)
      located.location.recipeIndex = index
      throw locate(located, source: source)
    }
    if let (location, field) = sites.first {
      var named = location
      named.recipeName = recipe.name
      named.ingredientName = location.ingredientIndex.map { recipe.ingredients[$0].name }
      throw locate(RecipeDataError(.notAWholeNumber(field: field), at: named), source: source)
    }
    return recipe
  }
}
