extension Array where Element == UInt8 {
  /// A copy of the bytes in a span, for the few places that need them as an
  /// array of their own, such as to make a string.
  ///
  /// - Parameter bytes: The bytes.
  package init(copying bytes: Span<UInt8>) {
    self.init(capacity: bytes.count) { copy in
      for index in bytes.indices { copy.append(bytes[index]) }
    }
  }
}
