/// A text that ingredients were read from, which their ``SourceLine``s share:
/// its UTF-8 bytes, kept once.
///
/// A class, so a line holds the text as one reference, and copying a line
/// costs one reference count.
final class SourceText: Sendable {
  /// The text's UTF-8 bytes.
  let bytes: [UInt8]

  /// A text that is a string.
  init(_ string: String) {
    bytes = Array(string.utf8)
  }

  /// A text given as its UTF-8 bytes, such as a file read whole. Bytes that
  /// are not UTF-8 are read as `String(decoding:as:)` repairs them.
  init(utf8 bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// A text for lines whose source is never asked for.
  static let empty = SourceText("")

  /// The length of the text in UTF-8 bytes.
  var count: Int { bytes.count }

  /// The text in a range of UTF-8 bytes, which must fall on the starts of scalars.
  func string(_ range: Range<Int>) -> String {
    String(decoding: bytes[range], as: UTF8.self)
  }
}
