#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The bytes of an input: a regular file mapped into memory, or bytes read
/// from a stream.
///
/// The one place a file's bytes are reached through a pointer. The mapping is
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

  /// The bytes in a range, for a decoder.
  package func data(_ range: Range<Int>) -> Data {
    switch storage {
    case .mapped(let address, _): Data(bytes: address + range.lowerBound, count: range.count)
    case .array(let bytes): Data(bytes[range])
    }
  }
}
