/// The size of a baking pan: its shape and its sides, exactly, in inches or centimeters.
///
/// A recipe written for one pan scales to another by the ratio of their
/// areas, so the size keeps its sides as exact ``Rational`` values: `22.5 cm`
/// is `45/2`, and no rounding creeps in before the ratio is taken.
///
/// Invariant: every side is longer than zero and at most
/// ``PanUnit/longestSide`` (100 inches, 250 cm), and a rectangle's sides are
/// stored shorter first (`13x9` and `9x13` are one pan, equal and with one
/// hash). The initializers check it, so every value is a pan that could exist.
public struct PanSize: Hashable, Sendable {
  /// The outline, which decides the area formula.
  public let shape: PanShape
  /// The unit of ``width`` and ``length``.
  public let unit: PanUnit
  /// The diameter of a round pan, the side of a square one, or the shorter
  /// side of a rectangle.
  public let width: Rational
  /// The longer side of a rectangle; for a round or square pan, the same as ``width``.
  public let length: Rational

  /// Creates a round pan.
  ///
  /// - Parameters:
  ///   - diameter: The diameter across the top.
  ///   - unit: The unit the diameter is measured in.
  /// - Throws: ``PanSizeError/notPositive`` when the diameter is zero or less,
  ///   and ``PanSizeError/tooLarge`` when it is longer than any pan.
  public init(round diameter: Rational, in unit: PanUnit) throws(PanSizeError) {
    try PanSize.check(diameter, in: unit)
    self.init(checkedShape: .round, unit: unit, width: diameter, length: diameter)
  }

  /// Creates a square pan.
  ///
  /// - Parameters:
  ///   - side: The length of each side.
  ///   - unit: The unit the side is measured in.
  /// - Throws: ``PanSizeError/notPositive`` when the side is zero or less,
  ///   and ``PanSizeError/tooLarge`` when it is longer than any pan.
  public init(square side: Rational, in unit: PanUnit) throws(PanSizeError) {
    try PanSize.check(side, in: unit)
    self.init(checkedShape: .square, unit: unit, width: side, length: side)
  }

  /// Creates a rectangular pan, or a square one when the sides are equal, so
  /// that `8x8` and `8 inch square` are the same pan.
  ///
  /// - Parameters:
  ///   - width: One side, in either order.
  ///   - length: The other side.
  ///   - unit: The unit the sides are measured in.
  /// - Throws: ``PanSizeError/notPositive`` when a side is zero or less, and
  ///   ``PanSizeError/tooLarge`` when one is longer than any pan.
  public init(width: Rational, length: Rational, in unit: PanUnit) throws(PanSizeError) {
    try PanSize.check(width, in: unit)
    try PanSize.check(length, in: unit)
    self.init(
      checkedShape: width == length ? .square : .rectangle, unit: unit,
      width: min(width, length), length: max(width, length))
  }

  private init(checkedShape shape: PanShape, unit: PanUnit, width: Rational, length: Rational) {
    self.shape = shape
    self.unit = unit
    self.width = width
    self.length = length
  }

  /// The diameter of a round pan, or `nil` for a square or rectangular one.
  public var diameter: Rational? { shape == .round ? width : nil }

  /// Checks one side against the invariant.
  private static func check(_ side: Rational, in unit: PanUnit) throws(PanSizeError) {
    guard side > .zero else { throw .notPositive }
    guard side <= unit.longestSide else { throw .tooLarge }
  }
}
