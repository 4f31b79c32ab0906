import RecipeScaleCLI
import Synchronization
import Testing

@Suite("Ordered parallel map")
struct OrderedParallelMapTests {
  /// Items from a producer that records whether two workers ever called it at once.
  final class Producer: Sendable {
    let count: Int
    private let made = Atomic(0)
    private let inside = Atomic(0)
    private let overlap = Atomic(false)
    var overlapped: Bool { overlap.load(ordering: .sequentiallyConsistent) }

    init(count: Int) { self.count = count }

    func next() -> Int? {
      if inside.add(1, ordering: .sequentiallyConsistent).newValue > 1 {
        overlap.store(true, ordering: .sequentiallyConsistent)
      }
      defer { inside.subtract(1, ordering: .sequentiallyConsistent) }
      // Some serial work, so overlapping calls would have time to meet.
      var sum = 0
      for value in 0..<2_000 { sum &+= value }
      precondition(sum > 0)
      let item = made.load(ordering: .sequentiallyConsistent)
      guard item < count else { return nil }
      made.store(item + 1, ordering: .sequentiallyConsistent)
      return item
    }
  }

  @Test("results arrive in the order the producer made the items", arguments: [1, 2, 3, 8])
  func order(jobs: Int) throws {
    for count in [0, 1, 2, 3, 100] {
      let producer = Producer(count: count)
      var delivered: [Int] = []
      try OrderedParallelMap(jobs: jobs).run(
        next: producer.next,
        work: { (item) throws(CommandError) in
          // Uneven work, so later items often finish first.
          var sum = 0
          for value in 0..<((item % 7) * 20_000) { sum &+= value }
          return item * 10 + (sum < 0 ? 1 : 0)
        }, deliver: { (value) throws(CommandError) in delivered.append(value) })
      #expect(delivered == (0..<count).map { $0 * 10 })
      #expect(!producer.overlapped)
    }
  }

  @Test("the first failure in item order is thrown, whichever fails first in time")
  func firstFailure() {
    for jobs in [1, 2, 4] {
      let producer = Producer(count: 200)
      var delivered: [Int] = []
      let error = #expect(throws: CommandError.self) {
        try OrderedParallelMap(jobs: jobs).run(
          next: producer.next,
          work: { (item) throws(CommandError) -> Int in
            if item == 40 {
              // Slow to fail, so item 41 fails first in time on two workers.
              var sum = 0
              for value in 0..<2_000_000 { sum &+= value }
              throw .usage(.missingValue(option: "item \(item) \(sum > 0)", command: nil))
            }
            if item == 41 { throw .usage(.missingValue(option: "item 41", command: nil)) }
            return item
          }, deliver: { (value) throws(CommandError) in delivered.append(value) })
      }
      guard case .usage(.missingValue(let option, _))? = error else {
        Issue.record("unexpected error \(String(describing: error))")
        continue
      }
      #expect(option == "item 40 true")
      #expect(delivered == Array(0..<40))
    }
  }
}
