/// The sides of a pan as written: one length (`9-inch`, `24cm`) or two
/// (`9x13`, `8 1/2 x 11 in`, `9 by 13-inch`), and the unit they share.
///
/// A third length is the pan's depth (`9x13x2-inch`): it is read so that the
/// size ends where the writer's does, and dropped, since a recipe scales to
/// another pan by area alone.
struct PanSides: Hashable, Sendable {
  /// One or two lengths, in ``unit`` (millimeters are already tenths of a centimeter).
  let lengths: [Rational]
  /// The unit written, or `nil` when none is (`9x13`).
  let unit: PanUnit?
  /// Whether the lengths are written in different units (`9 in x 33 cm`).
  let hasMixedUnits: Bool
  /// The index of the first token after the sides.
  let end: Int

  /// Whether the sides are a size rather than a count: two lengths, or one with a unit.
  /// `9x13` and `9-inch` are sizes; the `2` of `2 tins` is not.
  var isSize: Bool { lengths.count == 2 || unit != nil }

  /// Whether the sides are those of a pan: its one length (a round pan's
  /// diameter, a square's side) or its two, in either order, in its unit
  /// (inches when none is written).
  func names(_ pan: PanSize) -> Bool {
    guard !hasMixedUnits, (unit ?? .inch) == pan.unit else { return false }
    switch lengths.count {
    case 1: return pan.width == pan.length && lengths[0] == pan.width
    case 2: return Set(lengths) == [pan.width, pan.length] && pan.shape != .round
    default: return false
    }
  }

  /// Reads the sides that start with the number at an index.
  ///
  /// - Parameters:
  ///   - tokens: The text's tokens.
  ///   - start: The index of a number.
  /// - Returns: The sides, or `nil` when no number starts there or a length
  ///   in millimeters has no exact 64-bit form in centimeters.
  static func read(_ tokens: [PanToken], at start: Int) -> PanSides? {
    guard start < tokens.count, let first = tokens[start].number else { return nil }
    var lengths = [first]
    var units: [(unit: PanUnit, scale: Rational)] = []
    var index = start + 1
    if let unit = unit(in: tokens, at: index) {
      units.append((unit.unit, unit.scale))
      index = unit.end
    }
    while lengths.count < 3, let next = nextLength(in: tokens, at: index) {
      lengths.append(next.length)
      index = next.end
      if let unit = unit(in: tokens, at: index) {
        units.append((unit.unit, unit.scale))
        index = unit.end
      }
    }
    let common = units.first
    let hasMixedUnits = units.contains { $0.unit != common?.unit || $0.scale != common?.scale }
    var scaled: [Rational] = []
    for length in lengths.prefix(2) {
      guard let value = try? length.multiplied(by: common?.scale ?? .one) else { return nil }
      scaled.append(value)
    }
    return PanSides(lengths: scaled, unit: common?.unit, hasMixedUnits: hasMixedUnits, end: index)
  }

  /// A length after `x`, `×` or `by` (`x13`, ` by 13`, `-by-13`), and the index after it.
  private static func nextLength(in tokens: [PanToken], at start: Int) -> (
    length: Rational, end: Int
  )? {
    var index = start
    if isAttachedHyphen(tokens, at: index) { index += 1 }
    guard index < tokens.count, let word = tokens[index].word, word == "x" || word == "by" else {
      return nil
    }
    index += 1
    if isAttachedHyphen(tokens, at: index) { index += 1 }
    guard index < tokens.count, let length = tokens[index].number else { return nil }
    return (length, index + 1)
  }

  /// A unit after a length (`in`, `in.`, `"`, `-inch`, `cm`, `mm`, and the
  /// German `er` of `26er Springform`), the factor that turns its lengths into
  /// the returned unit, and the index after it.
  private static func unit(in tokens: [PanToken], at start: Int) -> (
    unit: PanUnit, scale: Rational, end: Int
  )? {
    var index = start
    let isHyphenated = isAttachedHyphen(tokens, at: index)
    if isHyphenated { index += 1 }
    guard index < tokens.count, !(isHyphenated && tokens[index].followsSpace) else { return nil }
    let token = tokens[index]
    if token.isMark("\"") && !isHyphenated { return (.inch, .one, index + 1) }
    guard let word = token.word else { return nil }
    if PanVocabulary.inchWords.contains(word) {
      let isDotted =
        word == "in" && index + 1 < tokens.count && tokens[index + 1].isMark(".")
        && !tokens[index + 1].followsSpace
      return (.inch, .one, index + (isDotted ? 2 : 1))
    }
    if PanVocabulary.centimeterWords.contains(word) { return (.centimeter, .one, index + 1) }
    if PanVocabulary.millimeterWords.contains(word) {
      return (.centimeter, Rational(reducedNumerator: 1, denominator: 10), index + 1)
    }
    if word == "er" && !isHyphenated && !token.followsSpace {
      return (.centimeter, .one, index + 1)
    }
    return nil
  }

  /// Whether a hyphen joins the token before it to the one after: `9-inch`, not `9 - inch`.
  static func isAttachedHyphen(_ tokens: [PanToken], at index: Int) -> Bool {
    index < tokens.count && tokens[index].isMark("-") && !tokens[index].followsSpace
  }
}
