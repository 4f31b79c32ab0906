#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The bytes of an input: a regular file mapped into memory, or bytes read
/// from a stream. Read-only once made, so worker threads share it freely.
final class InputBuffer: @unchecked Sendable {
  // Immutable after init; the mapping lives as long as the object.
  private let mapping: UnsafeMutableRawPointer?
  private let mappedLength: Int
  private let storage: [UInt8]

  /// The bytes.
  let bytes: UnsafeBufferPointer<UInt8>

  /// Holds bytes already in memory.
  init(_ bytes: [UInt8]) {
    storage = bytes
    mapping = nil
    mappedLength = 0
    // The array is never mutated again, so its buffer stays where it is.
    self.bytes = storage.withUnsafeBufferPointer { $0 }
  }

  /// Maps a whole regular file read-only.
  ///
  /// - Returns: `nil` when the file cannot be mapped (it is then read instead).
  init?(mapping descriptor: Int32, length: Int) {
    guard length > 0,
      let address = mmap(nil, length, PROT_READ, MAP_PRIVATE, descriptor, 0),
      address != MAP_FAILED
    else { return nil }
    // The whole file is read front to back, by the scanner and then the decoders.
    _ = madvise(address, length, MADV_SEQUENTIAL)
    mapping = address
    mappedLength = length
    storage = []
    bytes = UnsafeBufferPointer(start: address.assumingMemoryBound(to: UInt8.self), count: length)
  }

  deinit {
    if let mapping { munmap(mapping, mappedLength) }
  }
}
