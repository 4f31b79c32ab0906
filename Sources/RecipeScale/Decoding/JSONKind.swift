/// The kind of a JSON value, named the way error messages name it.
enum JSONKind {
  /// Names the kind of value a decoder stands on: `an object`, `a string`, `null`.
  static func name(of decoder: any Decoder) -> String {
    if (try? decoder.container(keyedBy: AnyKey.self)) != nil { return "an object" }
    if (try? decoder.unkeyedContainer()) != nil { return "an array" }
    guard let value = try? decoder.singleValueContainer() else { return "an unknown value" }
    if value.decodeNil() { return "null" }
    if (try? value.decode(Bool.self)) != nil { return "a boolean" }
    if (try? value.decode(String.self)) != nil { return "a string" }
    return "a number"
  }

  /// Names the kind of value stored under a key.
  static func name<Key>(of key: Key, in container: KeyedDecodingContainer<Key>) -> String {
    guard let decoder = try? container.superDecoder(forKey: key) else { return "an unknown value" }
    return name(of: decoder)
  }

  /// A key that matches any key, for looking at an object without knowing its keys.
  struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }
}
