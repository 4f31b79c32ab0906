/// A unit as a line writes it, and which unit it is.
struct WrittenUnit {
  /// Where the unit starts: at its modifier when it has one (`heaped tbsp`).
  var start: Int
  /// Where the unit ends, after a final period (`Tbsp.`).
  var end: Int
  /// The spelling it matched, one of ``UnitWords/all``.
  var word: UnitWord
  /// Whether a modifier comes first (`heaped`, `level`, `scant`), which makes the unit inexact.
  var isModified: Bool

  /// The standard unit, when the unit has one and no modifier makes it inexact.
  ///
  /// `T` and `t` share a spelling in ``UnitWords``; the written case tells them apart.
  func standard(in text: LineText) -> StandardUnit? {
    guard !isModified, case .standard(let unit) = word.kind else { return nil }
    if unit == .teaspoon, end - start <= 2, text.byte(start) == UInt8(ascii: "T") {
      return .tablespoon
    }
    return unit
  }

  /// Whether the unit can give a pan's size, so a look for cookware after it may
  /// find one: a length, a volume from a pint up (`2 qt. casserole dish`), or a
  /// piece such as a sheet or a loaf (`1 large sheet pan`). Cups and spoons,
  /// grams and ounces never do.
  var mayMeasureCookware: Bool {
    switch word.kind {
    case .length, .item: true
    case .standard(let unit): unit.dimension == .volume && unit.size >= StandardUnit.pint.size
    case .measure, .container, .portion: false
    }
  }
}
