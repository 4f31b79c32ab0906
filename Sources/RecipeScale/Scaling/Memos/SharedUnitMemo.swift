import Synchronization

/// A ``UnitMemo`` that a formatter keeps for every recipe it writes, on any thread.
///
/// A collection repeats a few units from recipe to recipe, so what one recipe
/// learns of them serves the next. Each recipe works on a copy of the memo,
/// with no lock held while its lines are made, and gives back what it learned:
/// a copy is a reference to the same storage until it learns something.
final class SharedUnitMemo: Sendable {
  /// Beyond this many spellings the memo learns no more: a file of made-up
  /// units never makes it grow without end, and its units are still answered.
  static let capacity = 4096

  private let memo = Mutex(UnitMemo())

  /// Calls `body` with what is known of units, and keeps what it learns.
  ///
  /// - Parameter body: Work that looks units up in the memo.
  /// - Returns: What `body` returns.
  func using<Result>(_ body: (inout UnitMemo) -> Result) -> Result {
    var copy = memo.withLock { $0 }
    let learned = copy.learned
    let result = body(&copy)
    if copy.learned != learned {
      memo.withLock { shared in
        guard shared.count < SharedUnitMemo.capacity else { return }
        // When no other recipe gave anything back meanwhile, the copy is what
        // the memo knew and more: it replaces the memo with no merging.
        if shared.learned == learned {
          shared = copy
        } else {
          shared.merge(copy)
        }
      }
    }
    return result
  }
}
