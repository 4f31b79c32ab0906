import RecipeScale
import Synchronization

/// A recipes file holding a JSON array, in memory.
///
/// The syntax check runs as the recipes are decoded, not before: each worker
/// that needs more recipes scans the next chunk's elements, so the scan
/// overlaps with the decoding on other cores instead of delaying it.
package struct RecipeDocument: Sendable {
  /// The name messages use for the file.
  package var source: String
  /// The file's bytes.
  package var input: InputBuffer

  /// Holds a file's bytes, not yet checked.
  package init(source: String, input: InputBuffer) {
    self.source = source
    self.input = input
  }

  /// A chunk of elements the scan handed out, with what decoding them needs.
  private struct Chunk: Sendable {
    var firstIndex: Int
    var ranges: [Range<Int>]
    /// Numbers written with a fraction or exponent in integer fields, by recipe.
    var integerSites: [Int: [(DataLocation, String)]]
    /// Keys the format does not have, with offsets in the file.
    var unknownKeys: [JSONScan.Site] = []
    /// The rarely used fields an ingredient of the chunk has.
    var ingredientFields = IngredientFieldUse.all
  }

  /// Decodes every recipe in chunks of `chunkSize` on the workers of `map`,
  /// hands each chunk's recipes to `work` on the worker's thread, and each
  /// chunk's result to `deliver` in file order.
  ///
  /// What goes wrong first in the file is what is reported, as if the file
  /// had been checked whole before decoding: a syntax error anywhere, then a
  /// top level that is not an array, then the first recipe with a problem.
  /// With `warnings`, the data mistakes of the recipes are gathered there too.
  package func forEachChunk<Output: Sendable>(
    map: OrderedParallelMap, chunkSize: Int, warnings: DataWarnings? = nil,
    readsDetails: Bool = false, work: @escaping RecipeInput.ChunkWork<Output>,
    deliver: (Output) throws(CommandError) -> Void
  ) throws(CommandError) {
    // next() runs on one worker at a time; the lock is for the compiler.
    let scanner = Mutex(JSONArrayScanner())
    let input = self.input
    let source = self.source
    // Offsets first, lines and columns after, in one pass over the file.
    let mistakes = Mutex<[(offset: Int, message: String)]>([])
    var recipeFailure: CommandError?
    do {
      try map.run(
        next: { () -> Chunk? in
          scanner.withLock { scanner in
            let found = input.withBytes { bytes in scanner.next(upTo: chunkSize, in: bytes) }
            guard let batch = found else { return nil }
            return Chunk(
              firstIndex: batch.firstIndex, ranges: batch.elements,
              integerSites: RecipeDocument.integerSites(batch.nonIntegerNumbers),
              unknownKeys: batch.unknownKeys, ingredientFields: batch.ingredientFields)
          }
        },
        work: { (chunk) throws(CommandError) -> Output in
          let element = { (index: Int) in
            RecipeElement(
              input: input, range: chunk.ranges[index - chunk.firstIndex], index: index,
              lineNumber: nil, source: source)
          }
          let recipes = try RecipeDocument.decode(
            chunk, in: input, source: source, readsDetails: readsDetails)
          if warnings != nil {
            let found = RecipeDocument.mistakes(of: recipes, in: chunk, element: element)
            if !found.isEmpty { mistakes.withLock { $0 += found } }
          }
          return try work(chunk.firstIndex, recipes, element)
        }, deliver: deliver)
    } catch {
      recipeFailure = error
    }
    if let warnings, recipeFailure == nil {
      let found = mistakes.withLock { $0 }
      let positions = input.withBytes { TextPositions.positions(of: found.map(\.offset), in: $0) }
      for (mistake, position) in zip(found, positions) {
        warnings.add(
          source: source, line: position.line, column: position.column, message: mistake.message)
      }
    }
    // A problem in a recipe stops the decoding, but not the check of the
    // rest of the file, whose syntax errors come first.
    var verdict = scanner.withLock { $0 }
    input.withBytes { verdict.finish(in: $0) }
    if let error = verdict.error { throw .syntax(source: source, error) }
    if !verdict.isArray { throw notAnArray() }
    if let recipeFailure { throw recipeFailure }
  }

  /// The data mistakes of a chunk's recipes, at their offsets in the file.
  private static func mistakes(
    of recipes: [Recipe], in chunk: Chunk, element: (Int) -> RecipeElement
  ) -> [(offset: Int, message: String)] {
    var found: [(offset: Int, message: String)] = []
    var keysByRecipe: [Int: [JSONScan.Site]] = [:]
    for site in chunk.unknownKeys {
      guard case .index(let recipe)? = site.path.first else { continue }
      keysByRecipe[recipe, default: []].append(site)
    }
    for (offset, recipe) in recipes.enumerated() {
      let index = chunk.firstIndex + offset
      let keys = keysByRecipe[index] ?? []
      // Most recipes have no unknown key and no amount mistake: one check each.
      guard !keys.isEmpty || recipe.ingredients.contains(where: { $0.amountWarning != nil })
      else { continue }
      let recipeElement = element(index)
      let start = recipeElement.range.lowerBound
      let relative = keys.map { JSONScan.Site(offset: $0.offset - start, path: $0.path) }
      let mistakes = recipeElement.withBytes { bytes in
        DataWarnings.found(in: recipe, at: index, unknownKeys: relative, bytes: bytes)
      }
      for mistake in mistakes {
        found.append((start + mistake.offset, mistake.message))
      }
    }
    return found
  }

  /// The numbers among `numbers` that stand in integer fields, by recipe.
  private static func integerSites(_ numbers: [JSONScan.Site]) -> [Int: [(
    DataLocation, String
  )]] {
    var sites: [Int: [(DataLocation, String)]] = [:]
    for number in numbers {
      guard let (location, field) = number.integerFieldLocation, let recipe = location.recipeIndex
      else { continue }
      sites[recipe, default: []].append((location, field))
    }
    return sites
  }

  /// The error for a top level that is not an array.
  private func notAnArray() -> CommandError {
    let error = RecipeDataError(.notAnArray(found: topLevelKind))
    let (line, column) = input.withBytes { bytes in
      JSONSyntax.lineAndColumn(of: JSONSyntax.offset(of: [], in: bytes) ?? 0, in: bytes)
    }
    return .data(source: source, error, line: line, column: column)
  }

  /// Decodes a chunk's recipes, stopping at the first problem.
  private static func decode(
    _ chunk: Chunk, in input: InputBuffer, source: String, readsDetails: Bool
  ) throws(CommandError) -> [Recipe] {
    var decoder = CheckedJSONDecoder()
    if !readsDetails { decoder.userInfo[Recipe.readsDetailsKey] = false }
    if chunk.ingredientFields != .all {
      decoder.userInfo[Ingredient.fieldUseKey] = chunk.ingredientFields
    }
    var recipes: [Recipe] = []
    recipes.reserveCapacity(chunk.ranges.count)
    for (offset, range) in chunk.ranges.enumerated() {
      let index = chunk.firstIndex + offset
      let sites = chunk.integerSites[index]
      if sites == nil, let recipe = try? decoder.decode(Recipe.self, from: input.bytes(range)) {
        recipes.append(recipe)
        continue
      }
      // A problem, or a number to check: the full path says where.
      let element = RecipeElement(
        input: input, range: range, index: index, lineNumber: nil, source: source)
      recipes.append(
        try element.decode(with: decoder, source: source, integerSites: sites ?? []))
    }
    return recipes
  }

  /// Finds every error and warning in the file, in file order.
  ///
  /// - Parameter defaultLanguage: The language of recipes that name none (`--language`).
  /// - Returns: The issues, each placed at its line and column.
  /// - Throws: ``CommandError/syntax(source:_:)`` when the file is not JSON.
  package func validate(defaultLanguage: LanguageTag? = nil) throws(CommandError)
    -> [PositionedIssue]
  {
    let scan: JSONScan
    switch input.withBytes(JSONSyntax.scan) {
    case .success(let found): scan = found
    case .failure(let error): throw .syntax(source: source, error)
    }
    let integerSites = RecipeDocument.integerSites(scan.nonIntegerNumbers)
    var unknownKeys: [Int: [(DataLocation, String)]] = [:]
    for site in scan.unknownKeys {
      guard let (location, key) = site.recipeLocation, let recipe = location.recipeIndex else {
        continue
      }
      unknownKeys[recipe, default: []].append((location, key))
    }
    let element = { (index: Int) in
      RecipeElement(
        input: input, range: scan.elements[index], index: index, lineNumber: nil, source: source)
    }
    guard scan.isArray else {
      let issue = RecipeIssue(.error(.notAnArray(found: topLevelKind)), at: DataLocation())
      return [position(issue)]
    }
    let collector = RecipeIssueCollector()
    var decoder = CheckedJSONDecoder()
    decoder.userInfo[RecipeIssueCollector.userInfoKey] = collector
    var validator = RecipeValidator(defaultLanguage: defaultLanguage)
    for index in scan.elements.indices {
      let mark = collector.issues.count
      let recipe = try? decoder.decode(Recipe.self, from: element(index).bytes)
      validator.check(
        recipe, at: index, wholeNumberFields: integerSites[index] ?? [],
        unknownKeys: unknownKeys[index] ?? [], in: collector,
        since: mark)
    }
    return collector.issues.map(position).sorted { $0.offset < $1.offset }
  }

  /// An issue with the place in the file it points at.
  package struct PositionedIssue {
    package var issue: RecipeIssue
    package var offset: Int
    package var line: Int
    package var column: Int
    /// For a line of JSON Lines that is not JSON, why; the issue then says nothing more.
    package var syntax: JSONSyntaxError.Reason?

    package var message: String {
      syntax.map { "invalid JSON: \($0)" } ?? issue.message
    }
  }

  private func position(_ issue: RecipeIssue) -> PositionedIssue {
    let (offset, line, column) = input.withBytes { bytes in
      let offset = JSONSyntax.offset(of: issue.path, in: bytes) ?? 0
      let (line, column) = JSONSyntax.lineAndColumn(of: offset, in: bytes)
      return (offset, line, column)
    }
    return PositionedIssue(issue: issue, offset: offset, line: line, column: column)
  }

  /// The first byte of a JSON text past white space and a byte-order mark:
  /// the start of its top-level value.
  static func firstValueByte(in bytes: Span<UInt8>) -> UInt8? {
    for index in bytes.indices
    where ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains(bytes[index]) {
      return bytes[index]
    }
    return nil
  }

  private var topLevelKind: String {
    switch input.withBytes(RecipeDocument.firstValueByte) {
    case UInt8(ascii: "{"): return "an object"
    case UInt8(ascii: "\""): return "a string"
    case UInt8(ascii: "t"), UInt8(ascii: "f"): return "a boolean"
    case UInt8(ascii: "n"): return "null"
    default: return "a number"
    }
  }
}
