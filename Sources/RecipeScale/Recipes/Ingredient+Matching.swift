extension Ingredient {
  /// A name reduced to what identifies the item: lowercase, up to the first
  /// comma, the last word singular. `Garlic, minced`, `garlic` and `GARLIC`
  /// are one item; so are `Large eggs` and `large egg`.
  ///
  /// - Parameter name: An ingredient's name, or a name typed by a person.
  /// - Returns: The key.
  public static func matchingKey(_ name: String) -> String {
    let head = name.prefix { $0 != "," }.lowercased()
    let words = head.split(separator: " ")
    guard let last = words.last else { return "" }
    return (words.dropLast().map(String.init) + [EnglishNoun.singular(of: String(last))])
      .joined(separator: " ")
  }

  /// The name up to the first comma, without surrounding spaces: `Garlic` for `Garlic, minced`.
  public var itemName: String { name.prefix { $0 != "," }.trimmingSpaces }
}
