/// Where the unit table lists a spelling: the spelling, its form, its unit's
/// group and its language.
///
/// What the formatter and the JSON reader ask of a unit as written: whether
/// it is an abbreviation, which language it is a word of, and its other forms.
/// ``UnitWord`` is the same spelling as the line reader holds it, with its
/// folded words and the words it may not stand before, which looking a unit
/// up by its whole spelling never needs and which cost more to make.
struct UnitListing: Sendable {
  /// The spelling as listed, words separated by single spaces.
  let spelling: String
  /// Singular, plural or abbreviation.
  let form: UnitWord.Form
  /// The position of the unit's group in ``UnitWords``: spellings of one unit share it.
  let group: Int
  /// The language the spelling is a word of, as a primary language subtag.
  let language: String

  /// Whether the spelling is an English word, which English rules may inflect.
  var isEnglish: Bool { language == "en" }

  /// The spelling folded as ``WordTable`` folds words, apart by single spaces.
  var key: [UInt8] { WordTable<Int>.folded(spelling.utf8.span) }
}
