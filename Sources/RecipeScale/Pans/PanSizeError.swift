/// Why a text or a set of sides is no baking pan.
///
/// The cases that quote the text carry it as written, so a message can show
/// the cook what was read.
public enum PanSizeError: Error, Hashable, Sendable {
  /// The text holds nothing but spaces.
  case empty
  /// The text is not a pan size: no number, a word no pan is named with, or
  /// more than one size.
  case unreadable(String)
  /// The text gives one length but no shape (`9 inch`), which could be a round
  /// pan's diameter or a square pan's side.
  case noShape(String)
  /// The text names a shape its sides cannot have: two sides for a round pan
  /// (`9x13 round`), unequal sides for a square one, or two shapes at once.
  case conflictingShapes(String)
  /// The sides are given in different units (`9 in x 33 cm`).
  case mixedUnits(String)
  /// A side is zero or negative.
  case notPositive
  /// A side is longer than any baking pan: over 100 inches or 250 cm.
  case tooLarge
}

extension PanSizeError: CustomStringConvertible {
  /// A lowercase message for people that says what was expected.
  public var description: String {
    switch self {
    case .empty:
      "expected a pan size such as 9x13, 8 inch square or 9 inch round, but the text is empty"
    case .unreadable(let text):
      "expected a pan size such as 9x13, 8 inch square or 9 inch round, "
        + "not \(text.quotedForMessage)"
    case .noShape(let text):
      "\(text.quotedForMessage) gives one length but no shape: "
        + "add round or square (9 inch round), or give two sides (9x13)"
    case .conflictingShapes(let text):
      "\(text.quotedForMessage) names sides its shape cannot have: "
        + "a round pan has one diameter and a square pan equal sides"
    case .mixedUnits(let text):
      "\(text.quotedForMessage) mixes units: give every side in inches or every side in cm"
    case .notPositive:
      "a pan's sides must be longer than zero"
    case .tooLarge:
      "a baking pan is at most 100 inches (250 cm) across"
    }
  }
}
