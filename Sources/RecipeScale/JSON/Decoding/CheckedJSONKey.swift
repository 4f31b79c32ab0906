/// A key of a coding path that is no key of the value's own type: an array
/// element's index, or `super`.
struct CheckedJSONKey: CodingKey {
  let intValue: Int?
  /// The key's name; `nil` for an index, whose name is made only when asked.
  private let name: String?

  var stringValue: String { name ?? "Index \(intValue ?? 0)" }

  /// The key of the element at an index.
  init(index: Int) {
    intValue = index
    name = nil
  }

  init(stringValue: String) {
    intValue = nil
    name = stringValue
  }

  init(intValue: Int) {
    self.init(index: intValue)
  }
}
