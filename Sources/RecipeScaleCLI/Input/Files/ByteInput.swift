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

/// Reads a file descriptor with read(2).
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
    let (chunk, failure) = InputBuffer.chunk(from: descriptor, upTo: maximum)
    if let failure { throw .system(path: name, code: failure) }
    return chunk
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
