/// A unit of measure as a recipe writes it: `cup`, `tsp`, `clove`, `fl oz`.
///
/// The unit is kept as written and shown in the number that agrees with the
/// amount: plural above one, singular otherwise. Abbreviations never change.
public struct CookingUnit: Hashable, Sendable {
  /// The unit exactly as the recipe wrote it.
  public let written: String

  /// Creates a unit from its written form.
  ///
  /// The initializer fails when nothing but spaces is written.
  ///
  /// - Parameter written: The unit as written; surrounding spaces are ignored.
  public init?(_ written: String) {
    let trimmed = written.trimmingSpaces
    guard !trimmed.isEmpty else { return nil }
    self.written = trimmed
  }

  /// Creates a unit from a symbol known to hold more than spaces.
  init(symbol: String) {
    written = symbol
  }

  /// The standard unit this one is, when it has a legal definition: `tablespoons` is ``StandardUnit/tablespoon``.
  public var standard: StandardUnit? { StandardUnit(recognizing: written) }

  /// Whether the unit is an abbreviation such as `tsp`, `g` or `fl oz`, which never inflects.
  public var isAbbreviation: Bool {
    let lastWord = written.split(separator: " ").last.map { $0.lowercased() } ?? ""
    let bare = lastWord.hasSuffix(".") ? String(lastWord.dropLast()) : lastWord
    return CookingUnit.abbreviations.contains(bare)
  }

  /// Returns the unit in the number that agrees with an amount.
  ///
  /// - Parameter amount: The amount the unit measures.
  /// - Returns: `cups` for amounts above one, `cup` for one and less; a multi-word
  ///   unit inflects its last word, and an abbreviation is returned as written.
  public func name(for amount: Rational) -> String {
    if isAbbreviation { return written }
    return EnglishNoun.inflectingLastWord(of: Substring(written), plural: amount > .one)
  }

  /// Abbreviations, in lowercase and without a final period.
  static let abbreviations: Set<String> = [
    "t", "tsp", "tsps", "tbsp", "tbsps", "tbs", "tbl", "tblsp", "tblspn", "c", "oz", "fl",
    "floz", "lb", "lbs", "g", "gr", "kg", "mg", "ml", "cl", "dl", "l", "qt", "pt", "gal",
    "pkg", "pkgs", "doz", "mm", "cm", "in", "ea", "sm", "med", "lg",
  ]
}
