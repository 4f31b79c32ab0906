#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Somewhere to read all bytes from: standard input, or a buffer in tests.
protocol ByteInput {
  /// Reads to the end.
  ///
  /// - Parameters:
  ///   - name: The name to use in messages.
  ///   - limit: The most bytes to accept; more is an error, so endless input ends.
  /// - Returns: Every byte.
  /// - Throws: ``InputError`` when reading fails or the input is over `limit`.
  func readAll(name: String, limit: Int) throws(InputError) -> [UInt8]
}

/// Reads a file descriptor with read(2).
struct FileDescriptorInput: ByteInput {
  let descriptor: Int32

  func readAll(name: String, limit: Int) throws(InputError) -> [UInt8] {
    try InputFile.readAll(descriptor: descriptor, name: name, limit: limit, sizeHint: 0)
  }
}

/// Bytes held in memory, for driving the command in-process.
struct BufferInput: ByteInput {
  var bytes: [UInt8]

  func readAll(name: String, limit: Int) throws(InputError) -> [UInt8] {
    guard bytes.count <= limit else { throw .tooLarge(path: name, limit: limit) }
    return bytes
  }
}
