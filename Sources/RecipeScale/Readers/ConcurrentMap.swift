/// A way to run independent pieces of a reader's work: in turn, or at once on
/// several threads.
///
/// A reader with many lines to read hands them over in pieces; the results
/// come back in the pieces' order whichever way they ran, so a reader reads the
/// same recipes with any map. The core runs pieces in turn (``SerialMap``); the
/// command line runs them on every processor.
public protocol ConcurrentMap: Sendable {
  /// The results of `transform` for `0..<count`, in order.
  ///
  /// - Parameters:
  ///   - count: How many pieces there are.
  ///   - transform: The work of one piece, given its index; it may run on any thread.
  /// - Returns: Each piece's result, at its index.
  func map<Result: Sendable>(count: Int, _ transform: @Sendable (Int) -> Result) -> [Result]
}
