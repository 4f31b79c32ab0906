/// Holds a command's output until everything has succeeded, so a failure
/// writes nothing.
///
/// Output stays in memory up to a threshold; past it, it moves to a temporary
/// file that is unlinked as soon as it is made, so memory stays bounded and
/// nothing is left behind however the process ends.
package final class OutputSink {
  /// Bytes held in memory before spilling to a file: 16 MiB.
  package static let spillThreshold = 16 << 20

  private var buffer: [UInt8] = []
  private var spill: Int32?
  private let threshold: Int
  package private(set) var count = 0

  package init(threshold: Int = spillThreshold) {
    self.threshold = threshold
  }

  deinit {
    if let spill { close(spill) }
  }

  /// Whether the output has moved to a temporary file.
  package var hasSpilled: Bool { spill != nil }

  package func append(_ text: String) throws(CommandError) {
    var text = text
    var failure: CommandError?
    text.withUTF8 { bytes in
      do throws(CommandError) { try append(bytes) } catch { failure = error }
    }
    if let failure { throw failure }
  }

  package func append(_ bytes: UnsafeBufferPointer<UInt8>) throws(CommandError) {
    count += bytes.count
    if spill == nil && buffer.count + bytes.count > threshold {
      try startSpilling()
    }
    guard let spill else {
      buffer.append(contentsOf: bytes)
      return
    }
    if let failure = FileDescriptorOutput.writeAll(spill, bytes) {
      throw .output(OutputError(code: failure, context: "temporary file"))
    }
  }

  private func startSpilling() throws(CommandError) {
    let directory = ProcessEnvironment.temporaryDirectory
    var template = Array((directory + "/recipe-scale.XXXXXX").utf8CString)
    let descriptor = mkstemp(&template)
    guard descriptor >= 0 else {
      throw .output(OutputError(code: errno, context: "temporary file"))
    }
    // Unlinked at once: the space returns to the system when the descriptor closes.
    unlink(template)
    spill = descriptor
    let held = buffer
    buffer = []
    if let failure = held.withUnsafeBufferPointer({ FileDescriptorOutput.writeAll(descriptor, $0) })
    {
      throw .output(OutputError(code: failure, context: "temporary file"))
    }
  }

  /// Writes everything to an output, in large writes.
  package func write(to output: any ByteOutput) throws(OutputError) {
    guard let spill else {
      var failure: OutputError?
      buffer.withUnsafeBufferPointer { bytes in
        do throws(OutputError) { try output.write(bytes) } catch { failure = error }
      }
      if let failure { throw failure }
      return
    }
    guard lseek(spill, 0, SEEK_SET) == 0 else {
      throw OutputError(code: errno, context: "temporary file")
    }
    var chunk = [UInt8](repeating: 0, count: 1 << 20)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(spill, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw OutputError(code: errno, context: "temporary file")
      }
      if count == 0 { return }
      var failure: OutputError?
      chunk.withUnsafeBufferPointer { bytes in
        do throws(OutputError) {
          try output.write(UnsafeBufferPointer(rebasing: bytes[..<count]))
        } catch {
          failure = error
        }
      }
      if let failure { throw failure }
    }
  }
}
