import Dispatch
import Synchronization

/// Runs work items on several threads and hands their results back in order.
///
/// Workers take the next item as they finish one, so uneven items balance
/// themselves. Results reach `deliver` one at a time, in item order, as soon as
/// every earlier one has arrived; the first failure in item order stops
/// delivery and the work on later items.
package struct OrderedParallelMap: Sendable {
  /// How many threads work at once; 1 runs everything on the caller's thread.
  package var jobs: Int

  /// Runs on `jobs` threads; 1 runs everything on the calling thread.
  package init(jobs: Int) {
    self.jobs = jobs
  }

  /// Maps the items `0..<count`.
  package func run<Output: Sendable, Failure: Error>(
    count: Int, work: @Sendable (Int) throws(Failure) -> Output,
    deliver: (Output) throws(Failure) -> Void
  ) throws(Failure) {
    let counter = Mutex(0)
    try run(
      next: { () -> Int? in
        counter.withLock { next in
          guard next < count else { return nil }
          defer { next += 1 }
          return next
        }
      }, work: work, deliver: deliver)
  }

  /// Maps the items `next` makes, until it returns `nil`.
  ///
  /// `next` is called by one worker at a time, so it may do serial work, such
  /// as finding the next item in a file, while other workers carry on.
  package func run<Item: Sendable, Output: Sendable, Failure: Error>(
    next: @Sendable () -> Item?, work: @Sendable (Item) throws(Failure) -> Output,
    deliver: (Output) throws(Failure) -> Void
  ) throws(Failure) {
    guard jobs > 1, let first = next() else {
      while let item = next() { try deliver(try work(item)) }
      return
    }
    // A single item needs no threads; starting them would cost more than a
    // small file takes to scale.
    guard let second = next() else {
      try deliver(try work(first))
      return
    }
    let producer = Mutex(Producer(waiting: [first, second]))
    let state = Mutex(State<Output, Failure>())
    // deliver runs under the lock, one result at a time; it is not Sendable
    // itself, but the lock is what makes calling it from workers sound.
    nonisolated(unsafe) let deliverInOrder = deliver
    DispatchQueue.concurrentPerform(iterations: jobs) { _ in
      while true {
        // The producer's lock is taken first, and the state's inside it, never the other way.
        let taken: (Int, Item)? = producer.withLock { producer in
          guard state.withLock({ $0.firstFailure == nil }) else { return nil }
          let item = producer.waiting.isEmpty ? next() : producer.waiting.removeFirst()
          guard let item else { return nil }
          defer { producer.count += 1 }
          return (producer.count, item)
        }
        guard let (index, item) = taken else { return }
        let result: Result<Output, Failure>
        do throws(Failure) {
          result = .success(try work(item))
        } catch {
          result = .failure(error)
        }
        state.withLock { state in
          state.finished[index] = result
          while let next = state.finished.removeValue(forKey: state.nextToDeliver) {
            state.nextToDeliver += 1
            do throws(Failure) {
              guard state.firstFailure == nil else { continue }
              try deliverInOrder(next.get())
            } catch {
              state.firstFailure = error
            }
          }
        }
      }
    }
    if let failure = state.withLock({ $0.firstFailure }) { throw failure }
  }

  /// The items made and not yet taken, and how many have been taken.
  private struct Producer<Item> {
    var waiting: [Item]
    var count = 0
  }

  private struct State<Output, Failure: Error> {
    var nextToDeliver = 0
    var finished: [Int: Result<Output, Failure>] = [:]
    var firstFailure: Failure?
  }

  /// The worker count: `--jobs`, else `RECIPE_SCALE_JOBS`, else the active processors.
  package static func jobs(option: Int?, environment: ProcessEnvironment) -> Int {
    if let option { return option }
    if let value = environment.variables["RECIPE_SCALE_JOBS"].flatMap(
      CommandLineParser.positiveInteger)
    {
      return value
    }
    return max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
  }
}
