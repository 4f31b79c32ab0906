import Synchronization

/// How a kitchen measures each quantity met so far, shared by every copy of a
/// ``UnitMemo`` and every thread that formats with it.
///
/// The same amounts come back in recipe after recipe, and the nearest amount a
/// tool measures is a search. A class, so that a formatter's copies of its
/// ``UnitMemo`` for each recipe share one table instead of copying it.
final class KitchenMeasureMemo: Sendable {
  /// The most quantities kept: past it, a quantity is measured each time it comes.
  static let capacity = 4096

  private let known = Mutex<[Quantity: KitchenMeasure?]>([:])

  /// How a kitchen measures a quantity (see ``Quantity/kitchenMeasure``).
  func measure(_ quantity: Quantity) -> KitchenMeasure? {
    if let measure = known.withLock({ $0[quantity] }) { return measure }
    let measure = quantity.kitchenMeasure
    known.withLock { known in
      if known.count < KitchenMeasureMemo.capacity { known[quantity] = .some(measure) }
    }
    return measure
  }
}
