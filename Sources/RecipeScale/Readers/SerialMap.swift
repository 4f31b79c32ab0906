/// Runs the pieces of a reader's work in turn, on the calling thread.
public struct SerialMap: ConcurrentMap {
  /// Creates a map that runs pieces in turn.
  public init() {}

  /// The results of `transform` for `0..<count`, each run in turn.
  public func map<Result: Sendable>(count: Int, _ transform: @Sendable (Int) -> Result)
    -> [Result]
  {
    (0..<count).map(transform)
  }
}
