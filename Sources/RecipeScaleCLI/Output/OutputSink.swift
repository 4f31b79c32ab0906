/// Holds a command's output until everything has succeeded, so a failure
/// writes nothing.
///
/// Output stays in memory up to a threshold; past it, it moves to a temporary
/// file that is unlinked as soon as it is made, so memory stays bounded and
/// nothing is left behind however the process ends.
package final class OutputSink {
  /// Bytes held in memory before spilling to a file: 16 MiB.
  package static let spillThreshold = 16 << 20

  /// The output so far, as the commands gave it: holding their strings, not a
  /// copy of their bytes, keeps a text recipe's one large chunk in memory once.
  private var held: [String] = []
  private var spill: Int32?
  /// Where every append goes straight once ``passThrough(to:)`` has been called.
  private var passing: (any ByteOutput)?
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
    let length = text.utf8.count
    guard length > 0 else { return }
    count += length
    if let passing {
      do throws(OutputError) { try passing.write(text) } catch { throw .output(error) }
      return
    }
    if spill == nil {
      guard count > threshold else {
        // Small pieces are joined, so writing them out takes few writes; pieces
        // that are large already are not copied again into a joined one.
        if let last = held.last, last.utf8.count + length <= 1 << 16 {
          held[held.count - 1] += text
        } else {
          held.append(text)
        }
        return
      }
      try startSpilling()
    }
    try spillWrite(text)
  }

  /// Appends UTF-8 text, such as a part of a long recipe's rows: passed
  /// through as it is, or held and spilled as every other text is.
  ///
  /// - Parameter bytes: Valid UTF-8.
  /// - Throws: ``CommandError/output(_:)`` when it cannot be written.
  package func append(bytes: [UInt8]) throws(CommandError) {
    guard let passing else {
      try append(String(decoding: bytes, as: UTF8.self))
      return
    }
    count += bytes.count
    do throws(OutputError) { try passing.write(bytes.span) } catch { throw .output(error) }
  }

  /// Writes what is held to an output, and from then on every append straight
  /// to it, as it comes.
  ///
  /// For a command that has met every failure it can meet: its output no longer
  /// needs to wait, and a long one is neither held nor spilled. Later calls
  /// change nothing.
  ///
  /// - Parameter output: Where the output goes, standard output.
  /// - Throws: ``CommandError/output(_:)`` when the held output cannot be written.
  package func passThrough(to output: any ByteOutput) throws(CommandError) {
    guard passing == nil else { return }
    do throws(OutputError) { try write(to: output) } catch { throw .output(error) }
    held = []
    if let spill { close(spill) }
    spill = nil
    passing = output
  }

  /// Whether appends go straight to an output (see ``passThrough(to:)``).
  package var passesThrough: Bool { passing != nil }

  /// Writes a text to the temporary file.
  private func spillWrite(_ text: String) throws(CommandError) {
    guard let spill else { return }
    if let failure = FileDescriptorOutput.writeAll(spill, text.utf8.span) {
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
    let earlier = held
    held = []
    for text in earlier { try spillWrite(text) }
  }

  /// Writes everything to an output, in large writes.
  package func write(to output: any ByteOutput) throws(OutputError) {
    guard let spill else {
      for text in held { try output.write(text) }
      return
    }
    guard lseek(spill, 0, SEEK_SET) == 0 else {
      throw OutputError(code: errno, context: "temporary file")
    }
    while true {
      let (chunk, failure) = InputBuffer.chunk(from: spill, upTo: 1 << 20)
      if let failure { throw OutputError(code: failure, context: "temporary file") }
      if chunk.isEmpty { return }
      try output.write(chunk.span)
    }
  }
}
