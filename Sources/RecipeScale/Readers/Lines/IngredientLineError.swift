/// Why a line cannot be read at all.
///
/// Everything else the reader cannot read with confidence becomes a ``LineDoubt``.
public enum IngredientLineError: Error, Hashable, Sendable {
  /// A number read as an amount has no exact form in 64 bits (a 400-digit number, or
  /// a decimal with more than 18 places); the payload is its 1-based column, in characters.
  case numberTooLarge(column: Int)
}

extension IngredientLineError: CustomStringConvertible {
  /// A lowercase message for people.
  public var description: String {
    switch self {
    case .numberTooLarge(let column):
      "the number at column \(column) is too large to read exactly"
    }
  }
}
