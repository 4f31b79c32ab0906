/// Somewhere to write bytes: standard output, standard error, or a buffer in tests.
package protocol ByteOutput: AnyObject {
  /// Writes all of some bytes.
  ///
  /// - Throws: ``OutputError`` when the bytes cannot all be written.
  func write(_ bytes: Span<UInt8>) throws(OutputError)
}

extension ByteOutput {
  /// Writes all of a text's UTF-8 bytes.
  ///
  /// - Throws: ``OutputError`` when the bytes cannot all be written.
  package func write(_ text: String) throws(OutputError) {
    try write(text.utf8.span)
  }
}

/// Why writing failed: the `errno` of the failed write, and what was written to
/// when it was not standard output.
package struct OutputError: Error, Equatable {
  package var code: Int32
  package var context: String?

  /// Whether the reader of a pipe has gone away, which is no failure worth a message.
  package var isBrokenPipe: Bool { code == EPIPE && context == nil }

  package var description: String {
    (context ?? "write error") + ": " + String(cString: strerror(code)).lowercasedFirstLetter
  }
}

/// Writes to a file descriptor with write(2), so nothing depends on the C
/// library's buffered, not concurrency-safe `stdout` and `stderr`: the one
/// place where the command line's output, and the output it spills to a
/// temporary file, leaves memory.
package final class FileDescriptorOutput: ByteOutput {
  package let descriptor: Int32

  package init(descriptor: Int32) {
    self.descriptor = descriptor
  }

  package func write(_ bytes: Span<UInt8>) throws(OutputError) {
    if let failure = FileDescriptorOutput.writeAll(descriptor, bytes) {
      throw OutputError(code: failure)
    }
  }

  /// Writes all bytes, retrying short and interrupted writes; returns the
  /// `errno` of a failure. Allocates nothing, so a signal handler may call it.
  ///
  /// write(2) is given the address of the bytes not yet written and their
  /// count, both within the span, which lives for the whole call.
  package static func writeAll(_ descriptor: Int32, _ bytes: Span<UInt8>) -> Int32? {
    bytes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return nil }
      var offset = 0
      while offset < buffer.count {
        let written = systemWrite(descriptor, base + offset, buffer.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          return errno
        }
        offset += written
      }
      return nil
    }
  }
}

/// Collects what is written, for driving the command in-process.
package final class BufferOutput: ByteOutput {
  package private(set) var text = ""

  /// The `errno` every write fails with, to act out a full disk or a closed pipe.
  package var failure: Int32?

  package init(failure: Int32? = nil) {
    self.failure = failure
  }

  package func write(_ bytes: Span<UInt8>) throws(OutputError) {
    if let failure { throw OutputError(code: failure) }
    text += String(decoding: [UInt8](copying: bytes), as: UTF8.self)
  }
}

extension String {
  package var lowercasedFirstLetter: String {
    guard let first else { return self }
    return first.lowercased() + dropFirst()
  }
}
