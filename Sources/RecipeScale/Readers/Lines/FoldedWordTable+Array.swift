/// A bridge, to delete once ``FoldedWordTable/value(in:_:)`` takes any
/// collection of bytes: the line reader holds a line as an array, and the
/// table still asks for a buffer.
extension FoldedWordTable {
  /// The value for the word in `range` of `bytes`, folded, or `nil` when the table has none.
  func value(in bytes: [UInt8], _ range: Range<Int>) -> Value? {
    bytes.withUnsafeBufferPointer { value(in: $0, range) }
  }
}
