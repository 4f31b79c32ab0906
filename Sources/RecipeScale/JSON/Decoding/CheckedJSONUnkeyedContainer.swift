/// The unkeyed container of an array in a ``CheckedJSON`` text: where each
/// element starts, found when the container is made.
///
/// As with `JSONDecoder`, a decode that fails does not move past the element.
struct CheckedJSONUnkeyedContainer: UnkeyedDecodingContainer {
  let json: CheckedJSON
  let elements: [Int]
  let path: CheckedJSONPath?
  private(set) var currentIndex = 0

  init(json: CheckedJSON, elements: [Int], path: CheckedJSONPath?) {
    self.json = json
    self.elements = elements
    self.path = path
  }

  var codingPath: [any CodingKey] { path?.keys ?? [] }

  var count: Int? { elements.count }

  var isAtEnd: Bool { currentIndex >= elements.count }

  mutating func decodeNil() throws -> Bool {
    guard try next(Any?.self).kind == .null else { return false }
    currentIndex += 1
    return true
  }

  mutating func decode(_ type: Bool.Type) throws -> Bool { try take { try $0.decode(type) } }
  mutating func decode(_ type: String.Type) throws -> String { try take { try $0.decode(type) } }
  mutating func decode(_ type: Double.Type) throws -> Double { try take { try $0.decode(type) } }
  mutating func decode(_ type: Float.Type) throws -> Float { try take { try $0.decode(type) } }
  mutating func decode(_ type: Int.Type) throws -> Int { try take { try $0.decode(type) } }
  mutating func decode(_ type: Int8.Type) throws -> Int8 { try take { try $0.decode(type) } }
  mutating func decode(_ type: Int16.Type) throws -> Int16 { try take { try $0.decode(type) } }
  mutating func decode(_ type: Int32.Type) throws -> Int32 { try take { try $0.decode(type) } }
  mutating func decode(_ type: Int64.Type) throws -> Int64 { try take { try $0.decode(type) } }
  mutating func decode(_ type: UInt.Type) throws -> UInt { try take { try $0.decode(type) } }
  mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try take { try $0.decode(type) } }
  mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try take { try $0.decode(type) } }
  mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try take { try $0.decode(type) } }
  mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try take { try $0.decode(type) } }

  mutating func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
    let value = try Value(from: next(type))
    currentIndex += 1
    return value
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
    -> KeyedDecodingContainer<NestedKey>
  {
    let container = try next(type).container(keyedBy: type)
    currentIndex += 1
    return container
  }

  mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
    let container = try next([Any].self).unkeyedContainer()
    currentIndex += 1
    return container
  }

  mutating func superDecoder() throws -> any Decoder {
    let decoder = try next(Any.self)
    currentIndex += 1
    return decoder
  }

  /// The decoder of the next element.
  private func next(_ type: Any.Type) throws -> CheckedJSONValue {
    let key = CheckedJSONKey(index: currentIndex)
    guard !isAtEnd else {
      throw DecodingError.valueNotFound(
        type,
        DecodingError.Context(
          codingPath: codingPath + [key], debugDescription: "The array has no more elements."))
    }
    return CheckedJSONValue(json: json, position: elements[currentIndex], parent: path, key: key)
  }

  /// Decodes the next element as a single value, and moves past it.
  private mutating func take<Value>(_ read: (CheckedJSONSingleValue) throws -> Value) throws
    -> Value
  {
    let value = try read(CheckedJSONSingleValue(value: next(Value.self)))
    currentIndex += 1
    return value
  }
}
