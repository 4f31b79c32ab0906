/// Somewhere to read all bytes from: standard input, or a buffer in tests.
package protocol ByteInput {
  /// Reads to the end.
  ///
  /// - Parameters:
  ///   - name: The name to use in messages.
  ///   - limit: The most bytes to accept; more is an error, so endless input ends.
  /// - Returns: Every byte.
  /// - Throws: ``InputError`` when reading fails or the input is over `limit`.
  func readAll(name: String, limit: Int) throws(InputError) -> [UInt8]

  /// Reads what is there next, up to a maximum; an empty result means the end.
  ///
  /// - Parameter maximum: The most bytes to return.
  /// - Returns: The next bytes, or none at the end.
  /// - Throws: ``InputError`` when reading fails.
  func readChunk(maximum: Int) throws(InputError) -> [UInt8]
}

/// Reads a file descriptor with read(2): the one place where the command
/// line's input, files, pipes and its own spilled output, comes into memory.
package struct FileDescriptorInput: ByteInput {
  package let descriptor: Int32

  /// The name messages use for this input.
  package var name = "<stdin>"

  /// Reads from an open file descriptor, such as `STDIN_FILENO`.
  package init(descriptor: Int32, name: String = "<stdin>") {
    self.descriptor = descriptor
    self.name = name
  }

  package func readAll(name: String, limit: Int) throws(InputError) -> [UInt8] {
    try InputFile.readAll(descriptor: descriptor, name: name, limit: limit, sizeHint: 0)
  }

  package func readChunk(maximum: Int) throws(InputError) -> [UInt8] {
    let (chunk, failure) = FileDescriptorInput.bytes(from: descriptor, upTo: maximum)
    if let failure { throw .system(path: name, code: failure) }
    return chunk
  }

  /// Reads up to `maximum` bytes: fewer only where the input ends. A read
  /// that a signal interrupts is made again.
  ///
  /// read(2) writes into the new array's memory itself, so that no byte is
  /// copied twice: each call is given the room left, from the first byte
  /// not yet filled, and the array counts exactly the bytes read. This is
  /// the one such write of input.
  ///
  /// - Parameters:
  ///   - descriptor: An open file descriptor.
  ///   - maximum: The most bytes to read.
  /// - Returns: The bytes read, and the `errno` of a read that failed.
  package static func bytes(from descriptor: Int32, upTo maximum: Int) -> (
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

/// Bytes held in memory, for driving the command in-process.
package struct BufferInput: ByteInput {
  package var bytes: [UInt8]

  /// Holds the bytes to hand out.
  package init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  package func readAll(name: String, limit: Int) throws(InputError) -> [UInt8] {
    guard bytes.count <= limit else { throw .tooLarge(path: name, limit: limit) }
    return bytes
  }

  /// Where the next chunk starts; a class so a value-type input can advance.
  private final class Cursor: @unchecked Sendable {
    var offset = 0
  }
  private let cursor = Cursor()

  package func readChunk(maximum: Int) throws(InputError) -> [UInt8] {
    let start = cursor.offset
    let end = min(bytes.count, start + maximum)
    cursor.offset = end
    return Array(bytes[start..<end])
  }
}
