/// The aisles of a store in the order a shopper walks them, and what is sold
/// in each: a shopping list groups its items under them.
///
/// An item's aisle is found by its key as the list merges items (see
/// ``BoughtItem``), so case, plural, sizes, notes and preparation do not
/// matter (`Garlic, minced` is garlic's). When the whole key is not listed,
/// its first words go one by one until what is left is: `smoked paprika` is
/// sold where `paprika` is, `boneless skinless chicken breasts` where
/// `chicken breast` is. An item no aisle lists is in none, and a list shows
/// it last, under `Other`.
public struct Aisles: Hashable, Sendable {
  /// The aisles' names, in store order, each once.
  public private(set) var names: [String] = []
  /// Each listed thing's aisle, a place in ``names``, by its key.
  private var places: [String: Int] = [:]

  /// The aisles `shop` uses without an aisle file: produce, meat and fish,
  /// dairy and eggs, bakery, pantry, spices, frozen and drinks, with several
  /// hundred everyday ingredients of Western, Asian, Latin American and
  /// Indian cooking.
  public static let builtIn = Aisles(sections: builtInSections)

  /// Creates aisles from their names and what each sells, in store order.
  ///
  /// - Parameter sections: Each aisle's name and the things sold there. An
  ///   aisle named twice is one aisle, at its first place; a thing listed twice
  ///   stays in the first aisle that lists it.
  public init(sections: [(aisle: String, items: [String])]) {
    for (aisle, items) in sections {
      let place = place(of: aisle)
      for item in items { list(item, at: place) }
    }
  }

  /// Reads an aisle file in CookCLI's `aisle.conf` format: a line `[Produce]`
  /// starts an aisle, and each line after it names one thing sold there, its
  /// other names after `|` (`scallion|green onion|spring onion`). A `#` or
  /// `//` starts a comment that runs to the end of its line; blank lines are
  /// skipped.
  ///
  /// - Parameter text: The file's text.
  /// - Throws: ``AislesError`` for a thing before the first aisle, or an
  ///   aisle with no name.
  public init(reading text: String) throws(AislesError) {
    var current: Int?
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      var content = Substring(line)
      if let comment = content.firstRange(of: "//") { content = content[..<comment.lowerBound] }
      if let hash = content.firstIndex(of: "#") { content = content[..<hash] }
      guard let first = content.firstIndex(where: { !$0.isWhitespace }) else { continue }
      let column = content.distance(from: content.startIndex, to: first) + 1
      let trimmed = content.trimmingSpaces
      if trimmed.hasPrefix("[") && trimmed.hasSuffix("]") && trimmed.count >= 2 {
        let name = trimmed.dropFirst().dropLast().trimmingSpaces
        guard !name.isEmpty else {
          throw AislesError(.unnamedAisle, line: index + 1, column: column)
        }
        current = place(of: name)
        continue
      }
      guard let current else {
        throw AislesError(.beforeFirstAisle(trimmed), line: index + 1, column: column)
      }
      for name in trimmed.split(separator: "|") { list(String(name), at: current) }
    }
  }

  /// The aisle a shopping list's item is sold in.
  ///
  /// - Parameter key: The item's key, as ``BoughtItem`` makes it.
  /// - Returns: The aisle's name, or `nil` when no aisle lists the item.
  func aisle(ofKey key: String) -> String? {
    place(ofKey: key).map { names[$0] }
  }

  /// The place in ``names`` of an item's aisle, or `nil`.
  func place(ofKey key: String) -> Int? {
    var words =
      key.hasSuffix(BoughtItem.optionalMark)
      ? key.dropLast(BoughtItem.optionalMark.count)[...] : key[...]
    while !words.isEmpty {
      if let place = places[String(words)] { return place }
      guard let space = words.firstIndex(of: " ") else { return nil }
      words = words[words.index(after: space)...]
    }
    return nil
  }

  /// The place of an aisle, added at the end when it is new.
  private mutating func place(of aisle: String) -> Int {
    if let known = names.firstIndex(of: aisle) { return known }
    names.append(aisle)
    return names.count - 1
  }

  /// Lists a thing in an aisle, under each key a list may file it under,
  /// unless it is listed there already.
  private mutating func list(_ item: String, at place: Int) {
    for key in BoughtItem.keys(ofName: item) where !key.isEmpty && places[key] == nil {
      places[key] = place
    }
  }
}
