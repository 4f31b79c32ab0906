extension String {
  /// UTF-8 bytes as a string, copied once when they are valid UTF-8; bytes
  /// that are not are repaired as `String(decoding:as:)` repairs them.
  ///
  /// - Parameter bytes: The bytes.
  package init(utf8 bytes: Span<UInt8>) {
    if let valid = try? UTF8Span(validating: bytes) {
      self.init(copying: valid)
    } else {
      self.init(decoding: [UInt8](copying: bytes), as: UTF8.self)
    }
  }
}

extension String {
  /// Whether some byte of the string's UTF-8 passes a test, read from a span
  /// of them: a string's UTF-8 view read a byte at a time costs several times
  /// more, and most texts asked have no such byte and are read to their end.
  ///
  /// - Parameter test: The test of one byte.
  /// - Returns: Whether any byte passes it.
  package func containsUTF8Byte(where test: (UInt8) -> Bool) -> Bool {
    let bytes = utf8.span
    for index in bytes.indices where test(bytes[index]) { return true }
    return false
  }
}

extension StringProtocol {
  /// Whether some byte of the text's UTF-8 passes a test, as
  /// ``Swift/String/containsUTF8Byte(where:)`` reads a string's; any other
  /// text (a `Substring`) is made a string first.
  ///
  /// - Parameter test: The test of one byte.
  /// - Returns: Whether any byte passes it.
  package func containsUTF8Byte(where test: (UInt8) -> Bool) -> Bool {
    String(self).containsUTF8Byte(where: test)
  }
}
