import Synchronization

/// The ``UnitMemo``s a formatter keeps for every recipe it writes, on any thread.
///
/// A collection repeats a few units and amounts from recipe to recipe, so what
/// one recipe learns of them serves the next. Each call takes a memo no other
/// call is using, works with it with no lock held, and gives it back: a memo
/// is never copied or merged, and threads never wait on each other for one.
/// There are as many memos as calls that ever ran at once, each learning on
/// its own what the others may know too: a unit or an amount is worked out
/// once per thread at most.
final class SharedUnitMemo: Sendable {
  /// The memos no call is using, the one given back last on top.
  private let idle = Mutex<[UnitMemo]>([])

  /// Calls `body` with a memo of what is known of units, and keeps what it learns.
  ///
  /// - Parameter body: Work that looks units up in the memo.
  /// - Returns: What `body` returns.
  func using<Result>(_ body: (inout UnitMemo) -> Result) -> Result {
    var memo = idle.withLock { $0.popLast() } ?? UnitMemo()
    let result = body(&memo)
    idle.withLock { $0.append(memo) }
    return result
  }
}
