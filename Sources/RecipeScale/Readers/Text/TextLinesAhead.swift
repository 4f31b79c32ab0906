/// The lines of a text that are not blank, fetched in batches, whose
/// ingredient lines are read ahead: when a line of a batch is first read as an
/// ingredient, it and every line after it in the batch that could be one are
/// read together, in pieces the reader's ``ConcurrentMap`` may run at once.
///
/// Reading a line gives the same whenever and on whichever thread it happens
/// (``IngredientLineParser`` keeps no state between lines), so reading ahead
/// changes no recipe; a line read ahead that turns out to be a heading, a
/// yield or a step is let go unused. The ingredients of a piece point into a
/// ``SourceText`` of the piece's own over the one copy of the bytes: every
/// ingredient counts a reference to its text, and threads counting references
/// to one object at once would wait on each other.
struct TextLinesAhead {
  private var lines: TextLines
  /// The text.
  private let bytes: [UInt8]
  private let parser: IngredientLineParser
  private let map: any ConcurrentMap
  /// The lines fetched, some handed out.
  private var batch: [TextLine] = []
  /// The readings of the batch's lines read ahead, at their places in the batch.
  private var readings: [Result<IngredientLineReading, IngredientLineError>?] = []
  /// The place in the batch of the next line to hand out.
  private var place = 0
  /// How many lines the next batch fetches: few at first, so that a short
  /// recipe reads few lines ahead that turn out to be its method, and more as
  /// a long text goes on, so that its pieces are large enough to share out.
  private var batchSize = 16

  /// The most lines a batch fetches.
  static let largestBatch = 4_096
  /// The lines of a piece handed to the map: enough that running a piece
  /// costs far more than handing it over.
  static let linesPerPiece = 256

  /// The lines of a text, to read with a reader's parser and map.
  ///
  /// - Parameters:
  ///   - lines: The text's lines.
  ///   - bytes: The text.
  ///   - parser: The ingredient line reader.
  ///   - map: How the pieces of a batch are run.
  init(
    _ lines: TextLines, of bytes: [UInt8], parser: IngredientLineParser, map: any ConcurrentMap
  ) {
    self.lines = lines
    self.bytes = bytes
    self.parser = parser
    self.map = map
  }

  /// The next line, or `nil` at the end of the text.
  mutating func next() -> TextLine? {
    if place == batch.count {
      batch.removeAll(keepingCapacity: true)
      while batch.count < batchSize, let line = lines.next() { batch.append(line) }
      readings = Array(repeating: nil, count: batch.count)
      place = 0
      batchSize = min(batchSize * 2, TextLinesAhead.largestBatch)
    }
    guard place < batch.count else { return nil }
    defer { place += 1 }
    return batch[place]
  }

  /// Reads the line `next()` returned last as an ingredient line, with the
  /// lines after it in its batch that could be ingredient lines.
  ///
  /// - Parameter line: The line `next()` returned last.
  /// - Returns: What ``IngredientLineParser`` reads in the line.
  /// - Throws: What ``IngredientLineParser`` throws for the line.
  mutating func reading(of line: TextLine) throws(IngredientLineError) -> IngredientLineReading {
    let last = place - 1
    if batch.indices.contains(last), batch[last].number == line.number {
      if readings[last] == nil { readAhead(from: last) }
      // Switched on, not `get()`: the reading moves out, its references uncounted.
      switch readings[last].take() {
      case .success(let reading): return reading
      case .failure(let error): throw error
      case nil: break
      }
    }
    return try parser.read(
      bytes[line.range], in: SourceText(utf8: bytes), at: line.range.lowerBound)
  }

  /// Reads the lines of the batch from a place on that could be ingredient
  /// lines: all but titles.
  private mutating func readAhead(from first: Int) {
    let places = batch.indices[first...].filter {
      $0 == first || batch[$0].firstByte != UInt8(ascii: "#")
    }
    let ranges = places.map { batch[$0].range }
    let perPiece = TextLinesAhead.linesPerPiece
    let (bytes, parser) = (self.bytes, self.parser)
    let pieces = map.map(count: (ranges.count + perPiece - 1) / perPiece) { piece in
      let text = SourceText(utf8: bytes)
      return ranges[piece * perPiece..<min(ranges.count, (piece + 1) * perPiece)].map { range in
        Result { () throws(IngredientLineError) in
          try parser.read(bytes[range], in: text, at: range.lowerBound)
        }
      }
    }
    for (place, reading) in zip(places, pieces.joined()) { readings[place] = reading }
  }
}
