/// The outline of a baking pan, which decides how its area is computed.
///
/// A square is a rectangle of equal sides and has the same area formula, but
/// it stays a case of its own so that a pan reads back as people name it
/// (`8 in square`, not `8x8 in`).
public enum PanShape: String, Hashable, Sendable, CaseIterable {
  /// A round pan, measured by its diameter: cake pans, springforms, pie plates.
  case round
  /// A square pan, measured by its side.
  case square
  /// A rectangular pan, measured by its two sides.
  case rectangle

  /// Whether the area is a multiple of π, which no exact rational can hold.
  public var isRound: Bool { self == .round }
}
