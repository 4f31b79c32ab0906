import RecipeScale

/// The recipes of one or more files, in the layouts recipe-scale reads.
package enum RecipeInput {
  /// The tutorial's JSON array, mapped whole and decoded in parallel chunks.
  case array(RecipeDocument)
  /// JSON Lines, read in batches in constant memory.
  case lines(JSONLinesReader)
  /// A text read whole by one of the core's readers: plain text, a web page,
  /// a Cooklang file, or schema.org JSON.
  case text(TextDocument)
  /// Several files given with `--file`, one collection in the order given.
  indirect case several([RecipeInput])

  /// The single files this input reads, in order.
  var files: [RecipeInput] {
    if case .several(let inputs) = self { return inputs.flatMap(\.files) }
    return [self]
  }

  /// Recipes handled by one worker at a time.
  package static let chunkSize = 256

  package var source: String {
    switch self {
    case .array(let document): document.source
    case .lines(let reader): reader.source
    case .text(let document): document.source
    case .several(let inputs): inputs.map(\.source).joined(separator: ", ")
    }
  }

  /// What a worker does with a chunk of recipes: given the position of the
  /// first, the recipes, and a way to find any one of them in the file.
  package typealias ChunkWork<Output> =
    @Sendable (
      _ firstIndex: Int, _ recipes: [Recipe], _ element: (Int) -> RecipeElement
    ) throws(CommandError) -> Output

  /// Decodes every recipe in chunks on `jobs` threads, hands each chunk's
  /// recipes to `work` on the worker's thread, and each chunk's result to
  /// `deliver` in file order. The first problem in file order stops the run.
  ///
  /// A `language` is given to every recipe that names none (`--language`).
  /// With `warnings`, the data mistakes of JSON recipes are gathered there.
  /// The details of JSON recipes (description, times, directions, …) are read
  /// only with `readsDetails`: `import` writes them, and `show` and `pick` print
  /// them in Markdown, JSON and text with `--steps`.
  package func forEachChunk<Output: Sendable>(
    jobs: Int, language: LanguageTag? = nil, warnings: DataWarnings? = nil,
    readsDetails: Bool = false, work: @escaping ChunkWork<Output>,
    deliver: (Output) throws(CommandError) -> Void
  ) throws(CommandError) {
    if let language {
      try forEachChunk(
        jobs: jobs, warnings: warnings, readsDetails: readsDetails,
        work: { (first, recipes, element) throws(CommandError) in
          var recipes = recipes
          for index in recipes.indices where recipes[index].language == nil {
            recipes[index].language = language
          }
          return try work(first, recipes, element)
        }, deliver: deliver)
      return
    }
    let map = OrderedParallelMap(jobs: jobs)
    let source = self.source
    switch self {
    case .several(let inputs):
      // Positions run on across the files; each element still knows its own file.
      var offset = 0
      for (position, input) in inputs.enumerated() {
        let base = offset
        if position > 0 { warnings?.nextFile() }
        try input.forEachChunk(
          jobs: jobs, warnings: warnings, readsDetails: readsDetails,
          work: { (first, recipes, element) throws(CommandError) in
            (try work(base + first, recipes) { element($0 - base) }, recipes.count)
          },
          deliver: { (chunk: (Output, Int)) throws(CommandError) in
            offset += chunk.1
            try deliver(chunk.0)
          })
      }
    case .text(let document):
      // A number in a line kept as text is left as written when the recipe
      // scales: a mistake that changes amounts unseen, like an unknown key.
      for found in document.recipes.issues {
        guard case .warning(.unsureLine(let doubt)) = found.issue.kind,
          doubt.reason.leavesNumberUnscaled
        else { continue }
        warnings?.add(
          source: document.source, line: found.position.line, column: found.position.column,
          message: found.issue.message)
      }
      // Read whole already: one chunk.
      try deliver(try work(0, document.recipes.recipes, document.element))
    case .array(let document):
      try document.forEachChunk(
        map: map, chunkSize: RecipeInput.chunkSize, warnings: warnings,
        readsDetails: readsDetails, work: work, deliver: deliver)
    case .lines(let reader):
      try reader.forEachBatch { (batch) throws(CommandError) in
        let chunks = (batch.count + RecipeInput.chunkSize - 1) / RecipeInput.chunkSize
        try map.run(
          count: chunks,
          work: { (chunk) throws(CommandError) -> Output in
            let elements = batch[
              chunk * RecipeInput.chunkSize..<min(batch.count, (chunk + 1) * RecipeInput.chunkSize)]
            var decoder = CheckedJSONDecoder()
            if !readsDetails { decoder.userInfo[Recipe.readsDetailsKey] = false }
            var recipes: [Recipe] = []
            recipes.reserveCapacity(elements.count)
            for element in elements {
              var unknownKeys: [JSONScan.Site] = []
              let recipe = try element.decode(
                with: decoder, source: source, integerSites: nil, unknownKeys: &unknownKeys)
              if let warnings,
                !unknownKeys.isEmpty
                  || recipe.ingredients.contains(where: {
                    $0.amountWarning != nil
                  })
              {
                // A line knows its own line number: its warnings are placed at once.
                let mistakes = element.withBytes { bytes in
                  DataWarnings.found(
                    in: recipe, at: element.index, unknownKeys: unknownKeys, bytes: bytes)
                }
                for mistake in mistakes {
                  let (line, column) = element.lineAndColumn(ofOffset: mistake.offset)
                  warnings.add(
                    source: source, line: line, column: column, message: mistake.message)
                }
              }
              recipes.append(recipe)
            }
            let first = elements.first?.index ?? 0
            return try work(first, recipes) { elements[elements.startIndex + $0 - first] }
          }, deliver: deliver)
      }
    }
  }

  /// Decodes every recipe, in file order, with the elements they came from;
  /// a `language` is given to every recipe that names none, and the details
  /// of JSON recipes are read only with `readsDetails`.
  package func decodeAll(
    jobs: Int, language: LanguageTag? = nil, warnings: DataWarnings? = nil,
    readsDetails: Bool = false
  ) throws(CommandError) -> (
    elements: [RecipeElement], recipes: [Recipe]
  ) {
    var elements: [RecipeElement] = []
    var recipes: [Recipe] = []
    try forEachChunk(
      jobs: jobs, language: language, warnings: warnings, readsDetails: readsDetails,
      work: { (first, chunkRecipes, element) throws(CommandError) in
        ((first..<first + chunkRecipes.count).map(element), chunkRecipes)
      },
      deliver: { (chunk) throws(CommandError) in
        elements += chunk.0
        recipes += chunk.1
      })
    return (elements, recipes)
  }
}
