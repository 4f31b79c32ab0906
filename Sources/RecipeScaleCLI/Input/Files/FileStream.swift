/// An open file read a chunk at a time, closed when the last reference goes.
package final class FileStream: ByteInput, @unchecked Sendable {
  // The descriptor is only read from, by one thread at a time.
  private let stream: FileDescriptorInput

  package init(descriptor: Int32, name: String) {
    stream = FileDescriptorInput(descriptor: descriptor, name: name)
  }

  deinit {
    close(stream.descriptor)
  }

  package func readAll(name: String, limit: Int) throws(InputError) -> [UInt8] {
    try stream.readAll(name: name, limit: limit)
  }

  package func readChunk(maximum: Int) throws(InputError) -> [UInt8] {
    try stream.readChunk(maximum: maximum)
  }
}
