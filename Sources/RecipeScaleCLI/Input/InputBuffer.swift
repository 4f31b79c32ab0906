/// The bytes of an input: a regular file mapped into memory, or bytes read
/// from a stream. Read-only once made, so worker threads share it freely.
package final class InputBuffer: @unchecked Sendable {
  // Immutable after init. The memory, mapped or allocated, is owned by the
  // object and released with it, so `bytes` stays valid for its whole life.
  private let mapping: UnsafeMutableRawPointer?
  private let mappedLength: Int
  private let allocation: UnsafeMutableBufferPointer<UInt8>?

  /// The bytes.
  package let bytes: UnsafeBufferPointer<UInt8>

  /// Holds a copy of bytes already in memory.
  package init(_ bytes: [UInt8]) {
    // An array's buffer may only be used inside withUnsafeBufferPointer, so
    // the bytes are copied into memory this object owns.
    let allocation = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
    _ = allocation.initialize(from: bytes)
    self.allocation = allocation
    mapping = nil
    mappedLength = 0
    self.bytes = UnsafeBufferPointer(allocation)
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
    mapping = address
    mappedLength = length
    allocation = nil
    bytes = UnsafeBufferPointer(start: address.assumingMemoryBound(to: UInt8.self), count: length)
  }

  deinit {
    if let mapping { munmap(mapping, mappedLength) }
    allocation?.deallocate()
  }
}
