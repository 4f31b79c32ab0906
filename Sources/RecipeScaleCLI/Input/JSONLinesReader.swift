import RecipeScale

/// Reads JSON Lines a batch at a time: one recipe per line, blank lines
/// skipped, memory bounded by the batch size whatever the input's length.
package struct JSONLinesReader {
  /// Bytes read per batch: 4 MiB.
  package static let batchSize = 4 << 20
  /// The longest line accepted: 64 MiB.
  package static let lineLimit = 64 << 20

  package var source: String
  package var input: any ByteInput

  /// Calls `body` with each batch of recipes, in order.
  ///
  /// - Throws: ``CommandError`` from reading, for an overlong line, or from `body`.
  package func forEachBatch(_ body: ([RecipeElement]) throws(CommandError) -> Void)
    throws(CommandError)
  {
    var pending: [UInt8] = []
    var lineNumber = 1
    var recipeIndex = 0
    var finished = false
    while !finished {
      let chunk: [UInt8]
      do {
        chunk = try input.readChunk(maximum: JSONLinesReader.batchSize)
      } catch {
        throw .input(error)
      }
      if chunk.isEmpty {
        finished = true
      } else if let nul = chunk.firstIndex(of: 0) {
        // No JSON text holds a NUL: end the input there and let the scan report it.
        pending += chunk[...nul]
        finished = true
      } else {
        pending += chunk
      }
      let end =
        finished ? pending.count : (pending.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0)
      if end == 0 {
        guard pending.count <= JSONLinesReader.lineLimit else {
          throw .input(
            .lineTooLong(path: source, line: lineNumber, limit: JSONLinesReader.lineLimit))
        }
        continue
      }
      let bytes = Array(pending[..<end])
      let input = InputBuffer(bytes)
      pending.removeFirst(end)
      var elements: [RecipeElement] = []
      var start = 0
      while start < bytes.count {
        var stop = start
        while stop < bytes.count && bytes[stop] != UInt8(ascii: "\n") { stop += 1 }
        let isBlank = bytes[start..<stop].allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
        if !isBlank {
          elements.append(
            RecipeElement(
              input: input, range: start..<stop, index: recipeIndex, lineNumber: lineNumber,
              source: source))
          recipeIndex += 1
        }
        lineNumber += 1
        start = stop + 1
      }
      try body(elements)
    }
  }
}
