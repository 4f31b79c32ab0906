/// The parts of an ingredient's line that every output format shows, before
/// any is made a String: ``ScaledIngredient/line(_:words:)`` makes Strings of
/// them, and the TSV formatter writes them straight into its row.
struct ShownLine {
  /// The amount shown; for a range, its lower end.
  var low: ShownAmount? = nil
  /// The upper end of a range as shown.
  var high: ShownAmount? = nil
  /// Whether either end is a rounding, so the lower end is marked `~`.
  var isApproximate: Bool
  /// The unit agreeing with the amount, as written when unquantified.
  var unitName: String? = nil
  /// The name as shown when it is not as written: its head, the counted word
  /// agreeing with the amount, and the rest as written (a comma and the
  /// preparation, a note). `nil` for the ingredient's own name, which a
  /// formatter takes from the ingredient, where it lies: most lines.
  var shownName: (head: String, tail: Substring)? = nil
  /// The practical hint for a fractional count.
  var hint: String? = nil

  /// The quantity: the lower end, `~` before it when any end is a rounding.
  var quantity: String? {
    low.map { low in
      let text = low.text
      return isApproximate && !text.hasPrefix("~") ? "~" + text : text
    }
  }

  /// The upper end, without a `~`: the lower end carries the range's.
  var quantityMax: String? {
    high.map { high in
      let text = high.text
      return text.hasPrefix("~") ? String(text.dropFirst()) : text
    }
  }

  /// Whether the name is shown as written, the ingredient's own.
  var nameIsAsWritten: Bool { shownName == nil }

  /// The name as shown, when it is not as written (``nameIsAsWritten``).
  var name: String { shownName.map { ShownLine.joined($0.head, $0.tail) } ?? "" }

  /// A name from its head and the rest.
  static func joined(_ head: String, _ tail: Substring) -> String {
    tail.isEmpty ? head : head + String(tail)
  }
}
