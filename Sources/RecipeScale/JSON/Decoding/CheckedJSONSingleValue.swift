/// The single-value container of a ``CheckedJSONValue``: a value read from its bytes.
struct CheckedJSONSingleValue: SingleValueDecodingContainer {
  let value: CheckedJSONValue

  var codingPath: [any CodingKey] { value.codingPath }

  func decodeNil() -> Bool { value.kind == .null }

  func decode(_ type: Bool.Type) throws -> Bool {
    try value.expect(.bool, as: type)
    return value.json.bytes[value.position] == UInt8(ascii: "t")
  }

  func decode(_ type: String.Type) throws -> String {
    try value.expect(.string, as: type)
    do {
      return try value.json.string(at: value.position)
    } catch {
      throw value.malformed(error)
    }
  }

  func decode(_ type: Double.Type) throws -> Double {
    try value.expect(.number, as: type)
    guard let number = Double(value.json.numberText(at: value.position)) else {
      throw unrepresentable(type)
    }
    return number
  }

  func decode(_ type: Float.Type) throws -> Float {
    try value.expect(.number, as: type)
    guard let number = Float(value.json.numberText(at: value.position)) else {
      throw unrepresentable(type)
    }
    return number
  }

  func decode(_ type: Int.Type) throws -> Int { try integer(type) }
  func decode(_ type: Int8.Type) throws -> Int8 { try integer(type) }
  func decode(_ type: Int16.Type) throws -> Int16 { try integer(type) }
  func decode(_ type: Int32.Type) throws -> Int32 { try integer(type) }
  func decode(_ type: Int64.Type) throws -> Int64 { try integer(type) }
  func decode(_ type: UInt.Type) throws -> UInt { try integer(type) }
  func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(type) }
  func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(type) }
  func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(type) }
  func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(type) }

  func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
    try Value(from: value)
  }

  /// A number as an integer type, when it stands for one the type holds.
  private func integer<Integer: FixedWidthInteger>(_ type: Integer.Type) throws -> Integer {
    try value.expect(.number, as: type)
    guard let integer = value.json.integer(at: value.position, as: type) else {
      throw unrepresentable(type)
    }
    return integer
  }

  /// The error for a number the type cannot hold, as `JSONDecoder` reports it.
  private func unrepresentable(_ type: Any.Type) -> DecodingError {
    .dataCorrupted(
      DecodingError.Context(
        codingPath: codingPath,
        debugDescription:
          "Number \(value.json.numberText(at: value.position)) does not fit in \(type)."))
  }
}
