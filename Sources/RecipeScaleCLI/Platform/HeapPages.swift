/// The heap of a command that reads a large input, grown at once in huge pages.
///
/// A text recipe of 100,000 lines takes some 40 MB of small objects, which the
/// kernel handed out a 4 KB page at a time: 8,400 page faults, a sixth of the
/// command's CPU time spent in the kernel. Where transparent huge pages are
/// granted on request (`madvise` mode, the common default), a heap grown once
/// ahead of need and marked for them takes a tenth of the faults, and `show` on
/// such a text takes a fifth less CPU time (docs/performance.md).
///
/// Only the first 64 MB are grown so: past that, in a virtual machine, fresh
/// huge pages can cost more to obtain from the host than they save, and a
/// million-line text was slower with all of its heap in them. Inputs under
/// 1 MB keep the default heap: a huge page is 2 MB to clear, more than a short
/// run needs.
package enum HeapPages {
  /// The smallest input, in bytes, whose heap is grown ahead in huge pages.
  package static let threshold = 1 << 20

  /// The most heap grown ahead, in bytes.
  static let largestReserve = 64 << 20

  /// The huge page size of x86-64, and of arm64 with 4 KB pages.
  private static let hugePage = 2 << 20

  /// Whether the heap was prepared already: once a process is enough.
  ///
  /// `nonisolated(unsafe)`: only `main`'s run, on the main thread, prepares the heap.
  nonisolated(unsafe) private static var isPrepared = false

  /// Grows the heap ahead of reading an input of `size` bytes and asks for huge
  /// pages in it. Does nothing for a small input, off glibc, or a second time.
  ///
  /// The allocator's settings are the process's: only the executable's `main`
  /// calls this, never a command run in-process by the tests.
  ///
  /// - Parameter size: The input's size in bytes.
  package static func prepare(forInputOf size: Int) {
    #if canImport(Glibc)
      guard size >= threshold, !isPrepared else { return }
      isPrepared = true
      // Some 16 bytes of heap a byte of text, in one region the allocator
      // neither trims nor leaves for mappings of their own.
      let reserve = Int32(min(max(size * 16, 32 << 20), largestReserve))
      // malloc.h's M_TOP_PAD, M_TRIM_THRESHOLD and M_MMAP_THRESHOLD.
      guard glibcMallopt(-2, reserve) == 1, glibcMallopt(-1, reserve) == 1,
        glibcMallopt(-3, reserve / 2) == 1
      else { return }
      // A block more than the top of the heap holds grows it by the reserve; the
      // region from the block on is then marked, and the block given back.
      guard let block = malloc(1 << 20) else { return }
      defer { free(block) }
      guard let end = sbrk(0) else { return }
      let low = (Int(bitPattern: block) + hugePage - 1) & ~(hugePage - 1)
      let high = Int(bitPattern: end) & ~(hugePage - 1)
      guard high > low, let region = UnsafeMutableRawPointer(bitPattern: low) else { return }
      _ = madvise(region, high - low, MADV_HUGEPAGE)
    #endif
  }
}

#if canImport(Glibc)
  /// `mallopt(3)`, which the Glibc module leaves out (it is declared in malloc.h).
  @_silgen_name("mallopt")
  private func glibcMallopt(_ parameter: Int32, _ value: Int32) -> Int32
#endif
