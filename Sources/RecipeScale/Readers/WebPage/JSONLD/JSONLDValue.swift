/// A JSON value read from a JSON-LD block, keeping the byte offsets that
/// positions in the page are computed from.
enum JSONLDValue: Sendable {
  /// A member of an object.
  struct Member: Sendable {
    var key: String
    var value: JSONLDValue
  }

  /// A string; `offset` is that of its opening quote, and `escaped` says whether
  /// its text differs from its bytes in the page (an escape was decoded).
  case string(String, offset: Int, escaped: Bool)
  /// A number, as written.
  case number(String)
  case bool(Bool)
  case null
  /// An array; `offset` is that of its `[`.
  case array([JSONLDValue], offset: Int)
  /// An object's members in order; `offset` is that of its `{`.
  case object([Member], offset: Int)

  /// The value of an object's first member with a key, or `nil`.
  subscript(key: String) -> JSONLDValue? {
    guard case .object(let members, _) = self else { return nil }
    return members.first { $0.key == key }?.value
  }

  /// The text of a string, or `nil` for any other value.
  var text: String? {
    if case .string(let text, _, _) = self { return text }
    return nil
  }

  /// The values of an array, or the value itself for any other value, as
  /// schema.org allows one value wherever it allows a list.
  var items: [JSONLDValue] {
    if case .array(let items, _) = self { return items }
    return [self]
  }
}
