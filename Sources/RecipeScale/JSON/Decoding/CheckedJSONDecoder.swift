/// Decodes values from JSON text that ``JSONSyntax`` has checked: the
/// command line's decoder for the tutorial's recipes files.
///
/// It reads what `JSONDecoder` reads, with the same `Decodable` conformances
/// and the same `DecodingError`s for a value of the wrong kind, a `null` or a
/// missing key, but leaves the text's syntax to the scan that every recipes
/// file goes through first. So it need not check the text again or build a
/// tree of it: a container finds its members when it is made, and a value is
/// read from its bytes when it is decoded, a key compared as bytes with no
/// hashing. Numbers decode as `JSONDecoder` decodes them: `1.0` and `1e2` are
/// the integer they stand for, `1.5` is none.
package struct CheckedJSONDecoder {
  /// What the values' `init(from:)` may ask, as `JSONDecoder.userInfo`.
  package var userInfo: [CodingUserInfoKey: Any] = [:]

  /// Creates a decoder.
  package init() {}

  /// Decodes a value from a checked JSON text.
  ///
  /// - Parameters:
  ///   - type: The type to decode.
  ///   - bytes: The text: one JSON value, checked by ``JSONSyntax``.
  /// - Returns: The value.
  /// - Throws: A `DecodingError`, or what the type's `init(from:)` throws.
  package func decode<Value: Decodable>(_ type: Value.Type, from bytes: [UInt8]) throws
    -> Value
  {
    let json = CheckedJSON(bytes: bytes, userInfo: userInfo)
    // A byte-order mark may lead the text, as JSONDecoder and the scan allow.
    let start = json.skippingSpace(bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0)
    guard json.kind(at: start) != nil else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(codingPath: [], debugDescription: "The text holds no JSON value."))
    }
    return try Value(
      from: CheckedJSONValue(
        json: json, position: start, parent: nil, key: nil))
  }
}
