#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Somewhere to write bytes: standard output, standard error, or a buffer in tests.
protocol ByteOutput: AnyObject {
  /// Writes all of a text's UTF-8 bytes.
  ///
  /// - Throws: ``OutputError`` when the bytes cannot all be written.
  func write(_ text: String) throws(OutputError)
}

/// Why writing failed: the `errno` of the failed write.
struct OutputError: Error, Equatable {
  var code: Int32

  /// Whether the reader of a pipe has gone away, which is no failure worth a message.
  var isBrokenPipe: Bool { code == EPIPE }

  var description: String {
    "write error: " + String(cString: strerror(code)).lowercasedFirstLetter
  }
}

/// Writes to a file descriptor with write(2), so nothing depends on the C
/// library's buffered, not concurrency-safe `stdout` and `stderr`.
final class FileDescriptorOutput: ByteOutput {
  let descriptor: Int32

  init(descriptor: Int32) {
    self.descriptor = descriptor
  }

  func write(_ text: String) throws(OutputError) {
    var text = text
    let failure: Int32? = text.withUTF8 { bytes in
      guard let base = bytes.baseAddress else { return nil }
      var offset = 0
      while offset < bytes.count {
        let written = systemWrite(descriptor, base + offset, bytes.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          return errno
        }
        offset += written
      }
      return nil
    }
    if let failure { throw OutputError(code: failure) }
  }
}

/// write(2), under a name that methods called `write` do not shadow.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafePointer<UInt8>, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}

/// Collects what is written, for driving the command in-process.
final class BufferOutput: ByteOutput {
  private(set) var text = ""

  /// The `errno` every write fails with, to act out a full disk or a closed pipe.
  var failure: Int32?

  init(failure: Int32? = nil) {
    self.failure = failure
  }

  func write(_ text: String) throws(OutputError) {
    if let failure { throw OutputError(code: failure) }
    self.text += text
  }
}

extension String {
  var lowercasedFirstLetter: String {
    guard let first else { return self }
    return first.lowercased() + dropFirst()
  }
}
