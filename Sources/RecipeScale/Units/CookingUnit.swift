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
    // Most units have no space at either end: two byte checks, no Unicode lookups.
    if let first = written.utf8.first, let last = written.utf8.last, first > 0x20, first < 0x80,
      last > 0x20, last < 0x80
    {
      self.written = written
      return
    }
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
    // The last word, lowercased and without a final period, compared as bytes:
    // this runs for every amount printed.
    let bytes = written.utf8
    var end = bytes.endIndex
    if let last = bytes.last, last == UInt8(ascii: ".") { end = bytes.index(before: end) }
    let start =
      bytes[..<end].lastIndex(of: UInt8(ascii: " ")).map { bytes.index(after: $0) }
      ?? bytes.startIndex
    let word = bytes[start..<end]
    guard word.count <= 6 else { return false }
    return CookingUnit.abbreviations.contains { abbreviation in
      abbreviation.count == word.count
        && zip(abbreviation, word).allSatisfy { expected, byte in
          expected == (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte)
        }
    }
  }

  /// Returns the unit in the number that agrees with an amount, by English rules.
  ///
  /// - Parameter amount: The amount the unit measures.
  /// - Returns: `cups` for amounts above one, `cup` for one and less; a multi-word
  ///   unit inflects its last word, and an abbreviation or a word outside Latin
  ///   script is returned as written.
  public func name(for amount: Rational) -> String {
    if isAbbreviation { return written }
    return EnglishNoun.inflectingLastWord(of: Substring(written), plural: amount > .one)
  }

  /// Returns the unit in the number that agrees with an amount, in a recipe's
  /// language and with the forms the recipe gives (see ``Inflection``).
  ///
  /// - Parameters:
  ///   - amount: The amount the unit measures.
  ///   - language: The recipe's language; `nil` is English.
  ///   - forms: The forms the recipe gives for the unit's last word; they win
  ///     over every rule, and over being an abbreviation.
  /// - Returns: The unit, its last word replaced, inflected or as written.
  public func name(for amount: Rational, language: LanguageTag?, forms: NounForms) -> String {
    if forms.isEmpty, isAbbreviation { return written }
    return Inflection.inflectingLastWord(
      of: Substring(written), plural: amount > .one, language: language, forms: forms)
  }

  /// Abbreviations, in lowercase and without a final period, as bytes; none is longer than 6.
  static let abbreviations: [[UInt8]] = [
    "t", "tsp", "tsps", "tbsp", "tbsps", "tbs", "tbl", "tblsp", "tblspn", "c", "oz", "fl",
    "floz", "lb", "lbs", "g", "gr", "kg", "mg", "ml", "cl", "dl", "l", "qt", "pt", "gal",
    "pkg", "pkgs", "doz", "mm", "cm", "in", "ea", "sm", "med", "lg",
  ].map { Array($0.utf8) }
}
