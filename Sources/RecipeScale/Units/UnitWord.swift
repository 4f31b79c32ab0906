/// One spelling of a unit as recipes write it: `tbsp`, `cups`, `fl oz`, `c. à soupe`, `Zehen`.
///
/// A class, so the reader passes spellings around without copying their strings.
final class UnitWord: Sendable {
  /// What a unit measures, which decides what may stand around it in a line.
  enum Kind: Hashable, Sendable {
    /// A unit with a legal definition, so amounts in it convert and add up exactly.
    case standard(StandardUnit)
    /// A kitchen measure with no exact definition here: `EL`, `cucharada`, `Tasse`.
    case measure
    /// Something bought full: `can`, `jar`, `package`. A size may come with it: `(14 oz) can`.
    case container
    /// A countable piece: `clove`, `slice`, `stick`, `dozen`.
    case item
    /// A small, loose portion: `pinch`, `dash`, `handful`, `knob`. Alone before a name
    /// (`pinch salt`) it says one.
    case portion
    /// A length, for sizes: `inch`, `cm`.
    case length
  }

  /// Whether the spelling is singular, plural, or an abbreviation (which may be either).
  enum Form: Sendable {
    case singular
    case plural
    case abbreviation
  }

  /// The spelling as listed, words separated by single spaces.
  let spelling: String
  /// The spelling's words, folded as ``WordTable`` folds them.
  let words: [[UInt8]]
  /// The folded words apart by single spaces: the spelling as tables key it.
  let key: [UInt8]
  /// What the unit measures.
  let kind: Kind
  /// Singular, plural or abbreviation.
  let form: Form
  /// The position of the unit's group in ``UnitWords``: spellings of one unit share it.
  let group: Int

  /// The language the spelling is a word of, as a primary language subtag: `en`, `de`,
  /// `fr`. Every spelling of a unit with a legal definition counts as English here.
  let language: String
  /// Whether the spelling is a unit only before `of`, `de`, `di` or `d'`: `1 noix de
  /// beurre`, but `2 noix décortiquées`.
  let needsOf: Bool
  /// The words, folded, that make the spelling part of a name when they follow it or
  /// its `de`: `coco` after `noix`, `choi` after `pak`.
  let notBefore: [[UInt8]]

  /// Whether a size written before the unit belongs to it: `(14 oz) can`, `2-inch piece`.
  let takesSize: Bool

  /// Whether the spelling is an English word, which English rules may inflect.
  var isEnglish: Bool { language == "en" }

  /// Creates a spelling. Only ``UnitWords`` makes them, from its lists.
  init(
    spelling: String, words: [[UInt8]], kind: Kind, form: Form, group: Int,
    language: String = "en", needsOf: Bool = false, notBefore: [[UInt8]] = []
  ) {
    self.spelling = spelling
    self.words = words
    self.key = words.count == 1 ? words[0] : Array(words.joined(separator: [UInt8(ascii: " ")]))
    self.kind = kind
    self.form = form
    self.group = group
    self.language = language
    self.needsOf = needsOf
    self.notBefore = notBefore
    self.takesSize = kind == .container || kind == .item
  }
}
