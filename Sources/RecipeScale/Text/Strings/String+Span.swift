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
