/// The order of a shopping list's items.
public enum ShoppingOrder: String, CaseIterable, Sendable {
  /// By item name, ignoring case.
  case alphabetical
  /// In the order items first appear in the recipes, as chosen.
  case firstSeen = "first-seen"
}
