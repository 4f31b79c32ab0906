/// Checks a JSON text a few top-level array elements at a time, so the
/// elements already found can be decoded while the rest is still being checked.
///
/// The steps reach the same verdict as ``JSONSyntax/scan(_:)-(Span<UInt8>)``,
/// and their batches, joined, are its `elements` and `nonIntegerNumbers`.
/// Only the elements of a valid prefix are handed out: an error ends the scan
/// and is kept in ``error``. The scanner keeps its place, not the text: every
/// step is given the same text.
package struct JSONArrayScanner {
  /// The elements one step found.
  package struct Batch: Sendable {
    /// The position in the array of the first element, from 0.
    package var firstIndex: Int
    /// The byte ranges of the elements, in order.
    package var elements: [Range<Int>]
    /// The numbers in these elements written with a fraction or an exponent.
    package var nonIntegerNumbers: [JSONScan.Site]
    /// The keys in these elements that the recipe format does not have.
    package var unknownKeys: [JSONScan.Site] = []
    /// The rarely used fields an ingredient in these elements has.
    package var ingredientFields = IngredientFieldUse.all
  }

  private var scanner = JSONSyntax.Scanner()
  private var handedOut = 0

  /// Whether the scan has reached the end of the text or an error.
  package private(set) var isFinished = false
  /// The first syntax error, once the scan has reached it.
  package private(set) var error: JSONSyntaxError?

  /// Whether the top-level value is an array; known after the first step.
  package var isArray: Bool { scanner.topLevelIsArray }

  /// Prepares to scan a JSON text from its start.
  package init() {}

  /// Scans on until the array has `count` more elements, or to the end.
  ///
  /// - Parameters:
  ///   - count: The most elements to find; at least 1.
  ///   - bytes: The text, as UTF-8: the same at every step.
  /// - Returns: The elements found, or `nil` when there are no more: the text
  ///   is then finished, and ``error`` says whether it was valid.
  package mutating func next(upTo count: Int, in bytes: Span<UInt8>) -> Batch? {
    guard !isFinished else { return nil }
    let (sum, overflow) = handedOut.addingReportingOverflow(max(count, 1))
    let progress = scanner.scan(bytes, pausingAt: overflow ? nil : sum)
    switch progress {
    case .paused: break
    case .finished: isFinished = true
    case .failed(let (reason, offset)):
      isFinished = true
      let (line, column) = JSONSyntax.lineAndColumn(of: offset, in: bytes)
      error = JSONSyntaxError(reason, offset: offset, line: line, column: column)
      return nil
    }
    let found = scanner.takeFound()
    guard !found.elements.isEmpty else { return nil }
    defer { handedOut += found.elements.count }
    return Batch(
      firstIndex: handedOut, elements: found.elements, nonIntegerNumbers: found.numbers,
      unknownKeys: found.unknownKeys, ingredientFields: found.ingredientFields)
  }

  /// Scans the rest of the text for its verdict, dropping the elements.
  ///
  /// - Parameter bytes: The text the steps were given.
  package mutating func finish(in bytes: Span<UInt8>) {
    while next(upTo: Int.max, in: bytes) != nil {}
  }
}
