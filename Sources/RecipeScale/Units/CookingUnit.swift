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

  /// Whether the unit is an abbreviation such as `tsp`, `g`, `ozs` or `fl oz`, which never inflects.
  ///
  /// The abbreviations are those of the unit table the line reader uses, so a unit
  /// it recognizes (`ozs`, `gr`) is never given an English plural.
  public var isAbbreviation: Bool {
    let counted = CountedWord.split(Substring(written)).word
    guard !counted.isEmpty else { return false }
    // A word the table lists more than once is the same form in each listing
    // (`EL` in German and Dutch), so its first listing says.
    return CookingUnit.abbreviationsOfNoUnit.value(of: counted) != nil
      || UnitWords.spelling(of: counted)?.form == .abbreviation
  }

  /// Whether the unit is a size (`large`, `medium`, `small`, `whole`, `extra-large`,
  /// and a multiplier's `x 1.5kg`): a recipe that writes one as a unit counts the
  /// thing named, so the size stays as written and the name takes the number
  /// (`2 large Onions`, `2 x 1.5kg whole chickens`).
  public var isSize: Bool {
    // `x 1.5kg` of `1 x 1.5kg whole chicken`: the size of each thing counted, as
    // a multiplier writes it, its last word a measure that never inflects.
    let bytes = written.utf8.span
    var lastWord = bytes.count
    while lastWord > 0, bytes[lastWord - 1] != UInt8(ascii: " ") { lastWord -= 1 }
    if lastWord > 0, lastWord < bytes.count, LineText.isDigit(bytes[lastWord]) { return true }
    // Every line asks, and most units fail at their first byte: no words are split off before.
    guard !bytes.isEmpty, CookingUnit.sizes.mayStart(with: bytes[0]) else { return false }
    var core = false
    var start = 0
    while start < bytes.count {
      var end = start
      while end < bytes.count, bytes[end] != UInt8(ascii: " "), bytes[end] != UInt8(ascii: "-") {
        end += 1
      }
      guard let isCore = CookingUnit.sizes.value(folding: bytes.extracting(start..<end))
      else { return false }
      core = core || isCore
      start = end < bytes.count ? end + 1 : end
    }
    return core
  }

  /// Returns the unit in the number that agrees with an amount, by English rules.
  ///
  /// - Parameter amount: The amount the unit measures.
  /// - Returns: `cups` for amounts above one, `cup` for one and less; the counted
  ///   word changes (`cans (15 oz)`, see ``EnglishNoun/inflectingCountedWord(of:plural:)``).
  ///   An abbreviation never takes a plural, but one written with an `s` for more
  ///   than one loses it for one and less (`lbs` is `lb`, `Tbsps.` is `Tbsp.`). A size,
  ///   a word outside Latin script, and a unit word of another language in the unit
  ///   table (`cuillère à soupe`, `colher de chá`, `Zehen`) are returned as written.
  public func name(for amount: Rational) -> String {
    if isSize { return written }
    if isAbbreviation {
      return amount > .one ? written : (singularAbbreviation ?? written)
    }
    // Another language's unit word takes that language's own form from the
    // table, never an English plural: `2 cuillères à soupe`, `1 Zehe`.
    if let word = UnitWords.spelling(endingUnit: Substring(written)), !word.isEnglish {
      return UnitWords.agreeing(written, word, plural: amount > .one) ?? written
    }
    return EnglishNoun.inflectingCountedWord(of: Substring(written), plural: amount > .one)
  }

  /// Returns the unit in the number that agrees with an amount, in a recipe's
  /// language and with the forms the recipe gives (see ``Inflection``).
  ///
  /// - Parameters:
  ///   - amount: The amount the unit measures.
  ///   - language: The recipe's language; `nil` is English.
  ///   - forms: The forms the recipe gives for the unit's counted word; they win
  ///     over every rule, and over being an abbreviation or a size.
  /// - Returns: The unit, its counted word replaced, inflected or as written.
  public func name(for amount: Rational, language: LanguageTag?, forms: NounForms) -> String {
    guard forms.isEmpty else {
      return Inflection.inflectingCountedWord(
        of: Substring(written), plural: amount > .one, language: language, forms: forms)
    }
    if let language, !language.isEnglish {
      // The table's own form of a word of another language (`2 Tassen`), else as written.
      guard let word = UnitWords.spelling(endingUnit: Substring(written)), !word.isEnglish
      else { return written }
      return UnitWords.agreeing(written, word, plural: amount > .one) ?? written
    }
    return name(for: amount)
  }

  /// Whether the unit table knows the unit's word as English: `large cloves` and
  /// `(14 oz) can` are, `x 180g` and `cuillères à café` are not.
  var isKnownEnglishWord: Bool {
    UnitWords.spelling(endingUnit: Substring(written))?.isEnglish ?? false
  }

  /// The unit with the `s` of an abbreviation's plural taken off its counted word
  /// (`lbs` → `lb`, `2 Tbsps.` → `Tbsp.`, `fl ozs` → `fl oz`), or `nil` when its
  /// abbreviation has no such plural.
  private var singularAbbreviation: String? {
    let (head, word, tail) = CountedWord.split(Substring(written))
    var stem = word
    var periods = Substring("")
    while stem.utf8.last == UInt8(ascii: ".") {
      periods = stem.suffix(1) + periods
      stem = stem.dropLast()
    }
    guard CookingUnit.isPluralAbbreviation(stem) else { return nil }
    return String(head) + String(stem.dropLast()) + String(periods) + String(tail)
  }

  /// Abbreviations that are no unit of the table's: `fl` of `fl oz`, `in` for an
  /// inch, and the sizes `lg`, `med`, `sm`.
  private static let abbreviationsOfNoUnit = WordTable(
    ["fl", "in", "sm", "med", "lg"].map { ($0, true) })

  /// Whether a word is an English abbreviation that is another one of its unit
  /// with an `s` for more than one: `lbs`, `ozs`, `qts`, `pts`, `tbsps`, `tsps`,
  /// `pkgs`. Not `tbs`, which American recipes write for one tablespoon as well,
  /// and not `ts` (a Danish teaspoon).
  private static func isPluralAbbreviation(_ word: Substring) -> Bool {
    guard let spelling = UnitWords.spelling(of: word), spelling.form == .abbreviation,
      spelling.isEnglish, spelling.spelling != "tbs"
    else { return false }
    let key = spelling.key
    guard !key.contains(UInt8(ascii: " ")) else { return false }
    guard key.count >= 3, key.last == UInt8(ascii: "s") else { return false }
    let stem = Array(key.dropLast())
    return UnitWords.group(at: spelling.group).abbreviations.contains {
      WordTable<Bool>.folded($0.utf8.span) == stem
    }
  }

  /// Whether the unit is a loose portion or a kitchen measure rather than
  /// something bought or counted: `pinch`, `dash`, `handful`, `knob`, `EL`.
  var isPortionOrMeasure: Bool {
    var word = written.lowercased()
    while word.hasSuffix(".") { word.removeLast() }
    return CookingUnit.portionsAndMeasures.contains(word)
  }

  /// The spellings of portions and kitchen measures in the unit table, lowercased.
  private static let portionsAndMeasures: Set<String> = Set(
    UnitWords.all.filter { $0.kind == .portion || $0.kind == .measure }.map {
      $0.spelling.lowercased()
    })

  /// Size words, `true` for a size and `false` for a word that only modifies one (`extra`).
  static let sizes = WordTable<Bool>(
    ["large", "medium", "small", "whole", "big", "jumbo", "giant", "mini", "xl", "lg", "med", "sm"]
      .map { ($0, true) } + ["extra", "x", "sized"].map { ($0, false) })
}
