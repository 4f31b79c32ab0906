import RecipeScale
import Testing

@Suite("JSON array scanner, step by step")
struct JSONArrayScannerTests {
  /// Every batch of a scan in steps of `step`, and the scanner at the end.
  static func steps(_ text: String, step: Int) -> ([JSONArrayScanner.Batch], JSONArrayScanner) {
    let bytes = Array(text.utf8)
    var scanner = JSONArrayScanner()
    var batches: [JSONArrayScanner.Batch] = []
    while let batch = scanner.next(upTo: step, in: bytes.span) { batches.append(batch) }
    return (batches, scanner)
  }

  static let documents = [
    "[]", "[1]", " [1, 2.5, \"x\", [3, [4]], {\"a\": 1e3}, null, true] ",
    "\u{FEFF}[{\"servings\": 2.0, \"ingredients\": [{\"num\": 1.5}]}, {}, {\"servings\": 1}]",
    "[{\"a\": [1, 2, 3]}, {\"b\": {\"c\": [4, 5.5]}}, 6, 7, 8, 9, 10, 11]",
    // Invalid: the steps must reach the same first error as a whole scan.
    "[1, 2, 3, 4, 5, 6,]", "[1, 2, 3] x", "[1, 2, {\"a\": 1, \"a\": 2}, 4]", "[1, 2, 3",
    "{\"a\": [1, 2]}", "{\"a\": [1, 2,]}", "", "   ", "[1, \"\u{1}\"]", "7",
  ]

  @Test(
    "batches join into what a whole scan finds, with the same verdict",
    arguments: documents, [1, 2, 3, 100])
  func matchesWholeScan(text: String, step: Int) throws {
    let (batches, scanner) = Self.steps(text, step: step)
    #expect(scanner.isFinished)
    switch JSONSyntax.scan(Array(text.utf8)) {
    case .success(let whole):
      #expect(scanner.error == nil)
      #expect(scanner.isArray == whole.isArray)
      #expect(batches.flatMap(\.elements) == whole.elements)
      #expect(batches.flatMap(\.nonIntegerNumbers) == whole.nonIntegerNumbers)
    case .failure(let whole):
      let error = try #require(scanner.error)
      #expect(error.reason == whole.reason)
      #expect(error.offset == whole.offset)
      #expect(error.line == whole.line && error.column == whole.column)
      // Only elements before the error are handed out.
      #expect(batches.allSatisfy { $0.elements.allSatisfy { $0.upperBound <= whole.offset } })
    }
    for batch in batches {
      #expect(batch.elements.count <= step)
      #expect(!batch.elements.isEmpty)
    }
    // Positions count on from batch to batch.
    #expect(
      batches.map(\.firstIndex)
        == batches.indices.map { batches[..<$0].reduce(0) { $0 + $1.elements.count } })
  }

  @Test("finish drops the rest and still reaches the verdict")
  func finish() {
    for (text, valid) in [("[1, 2, 3, 4, 5]", true), ("[1, 2, 3, 4, 5 6]", false)] {
      let bytes = Array(text.utf8)
      var scanner = JSONArrayScanner()
      let first = scanner.next(upTo: 2, in: bytes.span)
      #expect(first?.elements.count == 2)
      #expect(!scanner.isFinished)
      scanner.finish(in: bytes.span)
      #expect(scanner.isFinished)
      #expect((scanner.error == nil) == valid)
      #expect(scanner.next(upTo: 2, in: bytes.span) == nil)
    }
  }
}
