/// A text that ingredients were read from, which their ``SourceLine``s share.
///
/// The text is a string, or the bytes of a file that an object keeps in
/// memory, which then need no string of their own at all. A line holds the
/// text as one reference, so copying a line costs one reference count.
///
/// `@unchecked Sendable`: the bytes of a text are never changed while the
/// object that keeps them lives, and the text keeps that object.
final class SourceText: @unchecked Sendable {
  private enum Storage {
    case string(String)
    case bytes(UnsafeBufferPointer<UInt8>, owner: AnyObject)
  }

  private let storage: Storage

  /// A text that is a string.
  init(_ string: String) {
    storage = .string(string)
  }

  /// A text of bytes that `owner` keeps in memory, unchanged, while it lives.
  init(_ bytes: UnsafeBufferPointer<UInt8>, keptBy owner: AnyObject) {
    storage = .bytes(bytes, owner: owner)
  }

  /// A text for lines whose source is never asked for.
  static let empty = SourceText("")

  /// The length of the text in UTF-8 bytes.
  var count: Int {
    switch storage {
    case .string(let string): string.utf8.count
    case .bytes(let bytes, _): bytes.count
    }
  }

  /// The text in a range of UTF-8 bytes, which must fall on the starts of scalars.
  func string(_ range: Range<Int>) -> String {
    switch storage {
    case .string(let string):
      if range.count == string.utf8.count { return string }
      let utf8 = string.utf8
      let start = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
      return String(string[start..<utf8.index(start, offsetBy: range.count)])
    case .bytes(let bytes, _):
      return String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }
  }

  /// Calls `body` with the bytes in a range.
  func withBytes<Result>(_ range: Range<Int>, _ body: (UnsafeBufferPointer<UInt8>) -> Result)
    -> Result
  {
    switch storage {
    case .string(var string):
      return string.withUTF8 { body(UnsafeBufferPointer(rebasing: $0[range])) }
    case .bytes(let bytes, _):
      return body(UnsafeBufferPointer(rebasing: bytes[range]))
    }
  }
}
