/// The bytes of an input: a regular file mapped into memory, or bytes read
/// from a stream.
///
/// The one place where the command line's input, files, pipes and its own
/// spilled output, comes into memory and is reached through a pointer: by
/// read(2) (``chunk(from:upTo:)``) or by mapping. The mapping is
/// read-only, made with the object and unmapped only when it goes, so the
/// pointer is valid for the object's whole life; the bytes are handed out
/// only as a `Span` for the length of a call, or copied, so nothing reaches
/// them after the object is gone. Mapping, rather than reading, leaves the
/// pages where the system already holds them: a run over hundreds of pages
/// neither copies nor clears memory for them.
///
/// `@unchecked Sendable`: nothing changes after `init`, so worker threads
/// share the bytes freely.
package final class InputBuffer: @unchecked Sendable {
  private enum Storage {
    case mapped(UnsafeMutableRawPointer, count: Int)
    case array([UInt8])
  }

  private let storage: Storage

  /// Holds bytes already in memory.
  package init(_ bytes: [UInt8]) {
    storage = .array(bytes)
  }

  /// Maps a whole regular file read-only.
  ///
  /// - Returns: `nil` when the file cannot be mapped (it is then read instead).
  package init?(mapping descriptor: Int32, length: Int) {
    guard length > 0,
      let address = mmap(nil, length, PROT_READ, MAP_PRIVATE, descriptor, 0),
      address != MAP_FAILED
    else { return nil }
    // The whole file is read front to back, by the scanner and then the decoders.
    _ = madvise(address, length, MADV_SEQUENTIAL)
    storage = .mapped(address, count: length)
  }

  deinit {
    if case .mapped(let address, let count) = storage { munmap(address, count) }
  }

  /// How many bytes there are.
  package var count: Int {
    switch storage {
    case .mapped(_, let count): count
    case .array(let bytes): bytes.count
    }
  }

  /// Calls `body` with the bytes.
  package func withBytes<Result, Failure: Error>(
    _ body: (Span<UInt8>) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    switch storage {
    case .mapped(let address, let count):
      let buffer = UnsafeBufferPointer(
        start: address.assumingMemoryBound(to: UInt8.self), count: count)
      return try body(buffer.span)
    case .array(let bytes):
      return try body(bytes.span)
    }
  }

  /// The bytes as an array of their own, for a reader that keeps them.
  package var array: [UInt8] {
    switch storage {
    case .mapped(let address, let count):
      Array(UnsafeBufferPointer(start: address.assumingMemoryBound(to: UInt8.self), count: count))
    case .array(let bytes): bytes
    }
  }

  /// The bytes in a range as an array of their own, for a decoder.
  package func bytes(_ range: Range<Int>) -> [UInt8] {
    switch storage {
    case .mapped(let address, _):
      Array(
        UnsafeBufferPointer(
          start: address.assumingMemoryBound(to: UInt8.self) + range.lowerBound, count: range.count)
      )
    case .array(let bytes): Array(bytes[range])
    }
  }

  /// Reads up to `maximum` bytes: fewer only where the input ends. A read
  /// that a signal interrupts is made again.
  ///
  /// read(2) writes into the new array's memory itself, so that no byte is
  /// copied twice: each call is given the room left, from the first byte
  /// not yet filled, and the array counts exactly the bytes read.
  ///
  /// - Parameters:
  ///   - descriptor: An open file descriptor.
  ///   - maximum: The most bytes to read.
  /// - Returns: The bytes read, and the `errno` of a read that failed.
  package static func chunk(from descriptor: Int32, upTo maximum: Int) -> (
    bytes: [UInt8], failure: Int32?
  ) {
    var failure: Int32?
    // Uninitialized capacity: a small input never touches most of the chunk.
    let chunk = [UInt8](unsafeUninitializedCapacity: maximum) { buffer, filled in
      guard let base = buffer.baseAddress else { return }
      // Fill the chunk unless the input ends: pipes hand out 64 KiB at a time.
      while filled < maximum {
        let count = read(descriptor, base + filled, maximum - filled)
        if count < 0 {
          if errno == EINTR { continue }
          failure = errno
          return
        }
        if count == 0 { return }
        filled += count
      }
    }
    return (chunk, failure)
  }
}
