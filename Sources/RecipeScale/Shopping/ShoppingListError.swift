/// Why a shopping list cannot be made.
public enum ShoppingListError: Error, Hashable, Sendable {
  /// An item's exact total has no 64-bit form; the payload names the item.
  case totalTooLarge(item: String)
}

extension ShoppingListError: CustomStringConvertible {
  /// A lowercase message for people.
  public var description: String {
    switch self {
    case .totalTooLarge(let item):
      "the total of \(item.quotedForMessage) is too large to compute exactly"
    }
  }
}
