/// What a cook already has: the things a shopping list leaves out.
///
/// An item matches the way a list merges ingredients (see ``BoughtItem``):
/// `salt` leaves out `Salt, to taste` and `salt (optional)`, `garlic` leaves out
/// `2 cloves garlic, minced` and `garlic cloves crushed`, `olive oil` leaves out
/// `Olive Oil`. What the list keeps apart stays: `salt` does not leave out
/// `kosher salt`, and `butter` does not leave out `unsalted butter`.
public struct Pantry: Hashable, Sendable {
  /// The items as written, in order, each thing once.
  public private(set) var items: [String] = []
  /// Each item's key, as ``BoughtItem`` makes it.
  private var keys: Set<String> = []

  /// Creates a pantry of some items.
  ///
  /// - Parameter items: Things as a cook names them (`salt`, `black pepper`).
  public init(items: some Sequence<String> = [String]()) {
    for item in items { insert(item) }
  }

  /// Reads a pantry file: one item a line. A `#` starts a comment that runs to
  /// the end of its line, and lines left blank are skipped.
  ///
  /// - Parameter text: The file's text.
  public init(reading text: String) {
    for line in text.split(omittingEmptySubsequences: true, whereSeparator: \.isNewline) {
      let item = line.prefix { $0 != "#" }
      insert(String(item))
    }
  }

  /// Whether the pantry holds nothing.
  public var isEmpty: Bool { items.isEmpty }

  /// Adds an item, unless it is blank or a thing already in the pantry.
  ///
  /// - Parameter item: A thing as a cook names it.
  public mutating func insert(_ item: String) {
    let trimmed = item.trimmingSpaces
    guard !trimmed.isEmpty else { return }
    // Under each key a list may file the thing: `bay leaves` is had whether
    // a recipe counts bay in leaves or not.
    let itemKeys = BoughtItem.keys(ofName: trimmed).filter { !$0.isEmpty }
    guard let first = itemKeys.first, !keys.contains(first) else { return }
    keys.formUnion(itemKeys)
    items.append(trimmed)
  }

  /// Adds every item of another pantry.
  ///
  /// - Parameter other: The other pantry.
  public mutating func formUnion(_ other: Pantry) {
    for item in other.items { insert(item) }
  }

  /// Whether the pantry has the thing of a shopping list's key; an optional
  /// ingredient is had when the thing is.
  func contains(key: String) -> Bool {
    if keys.contains(key) { return true }
    let optional = BoughtItem.optionalMark
    return key.hasSuffix(optional) && keys.contains(String(key.dropLast(optional.count)))
  }
}
