/// The keyed container of an object in a ``CheckedJSON`` text: its members,
/// found when the container is made, looked up by comparing bytes.
struct CheckedJSONKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let json: CheckedJSON
  let members: [CheckedJSON.Member]
  let path: CheckedJSONPath?

  var codingPath: [any CodingKey] { path?.keys ?? [] }

  var allKeys: [Key] { members.compactMap { Key(stringValue: json.key(of: $0)) } }

  func contains(_ key: Key) -> Bool { position(of: key) != nil }

  func decodeNil(forKey key: Key) throws -> Bool { try value(for: key).kind == .null }

  func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try single(key).decode(type) }
  func decode(_ type: String.Type, forKey key: Key) throws -> String {
    try single(key).decode(type)
  }
  func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
    try single(key).decode(type)
  }
  func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try single(key).decode(type) }
  func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try single(key).decode(type) }
  func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try single(key).decode(type) }
  func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try single(key).decode(type) }
  func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try single(key).decode(type) }
  func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try single(key).decode(type) }
  func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try single(key).decode(type) }
  func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try single(key).decode(type) }
  func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 {
    try single(key).decode(type)
  }
  func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 {
    try single(key).decode(type)
  }
  func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 {
    try single(key).decode(type)
  }

  func decode<Value: Decodable>(_ type: Value.Type, forKey key: Key) throws -> Value {
    try Value(from: value(for: key))
  }

  // A field that may be absent is looked up once, not once to see that it is
  // there, once for `null` and once for its value. A string or an integer is
  // read where it stands; the value's decoder is made only for one that is
  // not, to throw the error `JSONDecoder` throws.
  func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
    guard let position = position(of: key), json.kind(at: position) != .null else { return nil }
    if json.kind(at: position) == .string, let text = try? json.string(at: position) {
      return text
    }
    return try CheckedJSONSingleValue(value: decoder(at: position, key: key)).decode(type)
  }
  func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? {
    guard let position = position(of: key), json.kind(at: position) != .null else { return nil }
    if json.kind(at: position) == .number, let integer = json.integer(at: position, as: type) {
      return integer
    }
    return try CheckedJSONSingleValue(value: decoder(at: position, key: key)).decode(type)
  }
  func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? {
    guard let position = position(of: key), json.kind(at: position) != .null else { return nil }
    return try CheckedJSONSingleValue(value: decoder(at: position, key: key)).decode(type)
  }
  func decodeIfPresent<Value: Decodable>(_ type: Value.Type, forKey key: Key) throws -> Value? {
    try present(key).map { try Value(from: $0) }
  }

  func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
    -> KeyedDecodingContainer<NestedKey>
  {
    try value(for: key).container(keyedBy: type)
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    try value(for: key).unkeyedContainer()
  }

  // As `JSONDecoder`'s: a key that is absent stands on `null`.
  func superDecoder() throws -> any Decoder {
    superDecoder(named: "super", key: CheckedJSONKey(stringValue: "super"))
  }

  func superDecoder(forKey key: Key) throws -> any Decoder {
    superDecoder(named: key.stringValue, key: key)
  }

  /// Where a key's value starts, or `nil` when the object has no such key.
  private func position(of key: Key) -> Int? {
    let name = key.stringValue
    return members.first { json.member($0, isNamed: name) }?.value
  }

  /// The decoder of a key's value.
  private func value(for key: Key) throws -> CheckedJSONValue {
    guard let position = position(of: key) else {
      throw DecodingError.keyNotFound(
        key,
        DecodingError.Context(
          codingPath: codingPath, debugDescription: "No value for the key \"\(key.stringValue)\"."))
    }
    return decoder(at: position, key: key)
  }

  /// The decoder of a key's value, or `nil` when the key is absent or `null`.
  private func present(_ key: Key) -> CheckedJSONValue? {
    guard let position = position(of: key), json.kind(at: position) != .null else { return nil }
    return decoder(at: position, key: key)
  }

  private func single(_ key: Key) throws -> CheckedJSONSingleValue {
    CheckedJSONSingleValue(value: try value(for: key))
  }

  private func decoder(at position: Int, key: any CodingKey) -> CheckedJSONValue {
    CheckedJSONValue(json: json, position: position, parent: path, key: key)
  }

  private func superDecoder(named name: String, key: any CodingKey) -> any Decoder {
    guard let position = members.first(where: { json.member($0, isNamed: name) })?.value else {
      return CheckedJSONValue(
        json: CheckedJSON(bytes: Array("null".utf8), userInfo: json.userInfo), position: 0,
        parent: path, key: key)
    }
    return decoder(at: position, key: key)
  }
}
