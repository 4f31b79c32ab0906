/// What the process leaves for the system to take back at exit, all at once.
///
/// Freeing a text recipe of 100,000 ingredients piece by piece, only to exit,
/// is a million releases of memory that the kernel takes back at once.
/// Only `main` keeps anything here; tests that run commands in-process free
/// everything as they go.
enum MemoryAtExit {
  /// The inputs kept until exit.
  ///
  /// `nonisolated(unsafe)`: only `run` writes it, on the main thread, once its
  /// command and every worker thread it started have finished, and nothing reads it.
  nonisolated(unsafe) private static var kept: [RecipeInput] = []

  /// Keeps an input a command read alive until the process exits.
  static func keep(_ input: RecipeInput) {
    kept.append(input)
  }
}
