/// The decoder standing on one value of a ``CheckedJSON`` text.
struct CheckedJSONValue: Decoder {
  let json: CheckedJSON
  /// Where the value starts.
  let position: Int
  /// The path of the container the value is in.
  let parent: CheckedJSONPath?
  /// The value's key in that container; `nil` at the top.
  let key: (any CodingKey)?

  var userInfo: [CodingUserInfoKey: Any] { json.userInfo }

  var codingPath: [any CodingKey] { (parent?.keys ?? []) + (key.map { [$0] } ?? []) }

  /// The path of a container this value makes.
  var path: CheckedJSONPath? { key.map { CheckedJSONPath(parent: parent, key: $0) } ?? parent }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    try expect(.object, as: [String: Any].self)
    let members: [CheckedJSON.Member]
    do {
      members = try json.members(ofObjectAt: position)
    } catch {
      throw malformed(error)
    }
    return KeyedDecodingContainer(
      CheckedJSONKeyedContainer<Key>(json: json, members: members, path: path))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    try expect(.array, as: [Any].self)
    do {
      return CheckedJSONUnkeyedContainer(
        json: json, elements: try json.elements(ofArrayAt: position), path: path)
    } catch {
      throw malformed(error)
    }
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer {
    CheckedJSONSingleValue(value: self)
  }

  /// The value's kind.
  var kind: CheckedJSON.Kind? { json.kind(at: position) }

  /// Throws the error `JSONDecoder` throws when the value is not of a kind:
  /// `valueNotFound` for `null`, else `typeMismatch`.
  func expect(_ expected: CheckedJSON.Kind, as type: Any.Type) throws {
    let found = kind
    guard found != expected else { return }
    let context = DecodingError.Context(
      codingPath: codingPath,
      debugDescription:
        "Expected \(type) but found \(found.map { "\($0)" } ?? "nothing") instead.")
    if found == .null { throw DecodingError.valueNotFound(type, context) }
    throw DecodingError.typeMismatch(type, context)
  }

  /// The error for a text that was not checked after all.
  func malformed(_ error: CheckedJSON.Malformed) -> DecodingError {
    .dataCorrupted(
      DecodingError.Context(
        codingPath: codingPath, debugDescription: "The text is not JSON at offset \(error.offset).")
    )
  }
}
