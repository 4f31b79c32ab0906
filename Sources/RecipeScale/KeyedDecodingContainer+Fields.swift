// Reading the recipe format's fields with the format's own error messages, so
// every way a field can be wrong is reported as a `RecipeDataError`.
extension KeyedDecodingContainer {
  /// A string field that must be present.
  func requiredString(_ key: Key) throws(RecipeDataError) -> String {
    guard let value = try optionalString(key) else {
      throw RecipeDataError(.missingField(key.stringValue))
    }
    return value
  }

  /// A string field that may be absent or `null`.
  func optionalString(_ key: Key) throws(RecipeDataError) -> String? {
    guard contains(key), (try? decodeNil(forKey: key)) == false else { return nil }
    guard let value = try? decode(String.self, forKey: key) else {
      throw RecipeDataError(
        .wrongType(
          field: key.stringValue, expected: "a string", found: JSONKind.name(of: key, in: self)))
    }
    return value
  }

  /// An integer field that must be present.
  func requiredInteger(_ key: Key) throws(RecipeDataError) -> Int {
    guard let value = try optionalInteger(key) else {
      throw RecipeDataError(.missingField(key.stringValue))
    }
    return value
  }

  /// An integer field that may be absent or `null`.
  func optionalInteger(_ key: Key) throws(RecipeDataError) -> Int? {
    guard contains(key), (try? decodeNil(forKey: key)) == false else { return nil }
    guard let value = try? decode(Int.self, forKey: key) else {
      let found = JSONKind.name(of: key, in: self)
      if found == "a number" { throw RecipeDataError(.notAWholeNumber(field: key.stringValue)) }
      throw RecipeDataError(
        .wrongType(field: key.stringValue, expected: "an integer", found: found))
    }
    return value
  }

  /// A Boolean field that may be absent or `null`.
  func optionalBool(_ key: Key) throws(RecipeDataError) -> Bool? {
    guard contains(key), (try? decodeNil(forKey: key)) == false else { return nil }
    guard let value = try? decode(Bool.self, forKey: key) else {
      throw RecipeDataError(
        .wrongType(
          field: key.stringValue, expected: "true or false", found: JSONKind.name(of: key, in: self)
        )
      )
    }
    return value
  }

  /// An array field that must be present, as a container to read its elements from.
  func requiredArray(_ key: Key) throws(RecipeDataError) -> any UnkeyedDecodingContainer {
    guard contains(key), (try? decodeNil(forKey: key)) == false else {
      throw RecipeDataError(.missingField(key.stringValue))
    }
    guard let elements = try? nestedUnkeyedContainer(forKey: key) else {
      throw RecipeDataError(
        .wrongType(
          field: key.stringValue, expected: "an array", found: JSONKind.name(of: key, in: self)))
    }
    return elements
  }
}

extension Decoder {
  /// The object this decoder stands on, or an error naming what stands there instead.
  func object<Key: CodingKey>(keyedBy type: Key.Type) throws(RecipeDataError)
    -> KeyedDecodingContainer<Key>
  {
    guard let container = try? container(keyedBy: type) else {
      throw RecipeDataError(.notAnObject(found: JSONKind.name(of: self)))
    }
    return container
  }
}
