import RecipeScale

/// The core's readers share out their pieces of work, such as a long text's
/// ingredient lines, on the threads of `--jobs`.
extension OrderedParallelMap: ConcurrentMap {
  package func map<Result: Sendable>(count: Int, _ transform: @Sendable (Int) -> Result)
    -> [Result]
  {
    var results: [Result] = []
    results.reserveCapacity(count)
    run(count: count, work: transform, deliver: { results.append($0) })
    return results
  }
}
