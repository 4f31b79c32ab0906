import Dispatch
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// Runs work items on several threads and hands their results back in order.
///
/// Workers take the next item as they finish one, so uneven items balance
/// themselves. Results reach `deliver` one at a time, in item order, as soon as
/// every earlier one has arrived; the first failure in item order stops
/// delivery and the work on later items.
struct OrderedParallelMap {
  /// How many threads work at once; 1 runs everything on the caller's thread.
  var jobs: Int

  func run<Output: Sendable>(
    count: Int, work: @Sendable (Int) throws(CommandError) -> Output,
    deliver: (Output) throws(CommandError) -> Void
  ) throws(CommandError) {
    if jobs <= 1 || count <= 1 {
      for index in 0..<count { try deliver(try work(index)) }
      return
    }
    let state = Mutex(State<Output>())
    // deliver runs under the lock, one result at a time; it is not Sendable
    // itself, but the lock is what makes calling it from workers sound.
    nonisolated(unsafe) let deliverInOrder = deliver
    DispatchQueue.concurrentPerform(iterations: min(jobs, count)) { _ in
      while true {
        let index: Int? = state.withLock { state in
          guard state.nextToStart < count, state.firstFailure == nil else { return nil }
          defer { state.nextToStart += 1 }
          return state.nextToStart
        }
        guard let index else { return }
        let result: Result<Output, CommandError>
        do throws(CommandError) {
          result = .success(try work(index))
        } catch {
          result = .failure(error)
        }
        state.withLock { state in
          state.finished[index] = result
          while let next = state.finished.removeValue(forKey: state.nextToDeliver) {
            state.nextToDeliver += 1
            do throws(CommandError) {
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

  private struct State<Output> {
    var nextToStart = 0
    var nextToDeliver = 0
    var finished: [Int: Result<Output, CommandError>] = [:]
    var firstFailure: CommandError?
  }

  /// The worker count: `--jobs`, else `RECIPE_SCALE_JOBS`, else the active processors.
  static func jobs(option: Int?, environment: ProcessEnvironment) -> Int {
    if let option { return option }
    if let value = environment.variables["RECIPE_SCALE_JOBS"].flatMap(
      CommandLineParser.positiveInteger)
    {
      return value
    }
    return max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
  }
}
