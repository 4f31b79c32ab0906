/// Where the unit table lists a spelling: the spelling, its form, its unit's
/// group and its language.
///
/// What the formatter and the JSON reader ask of a unit as written: whether
/// it is an abbreviation, which language it is a word of, and its other forms.
/// ``UnitWord`` is the same spelling as the line reader holds it, with its
/// folded words and the words it may not stand before, which looking a unit
/// up by its whole spelling never needs and which cost more to make.
struct UnitListing: Sendable {
  /// The position of the unit's group in ``UnitWords``, as ``group`` gives it.
  ///
  /// A listing is a place in the tables, three small numbers rather than the
  /// spelling and its language: the dictionaries a run looks units up in hold
  /// hundreds of listings, and are built while it starts.
  private let groupPlace: UInt16
  /// Singular, plural or abbreviation.
  let form: UnitWord.Form
  /// The spelling's position among its group's spellings of its form.
  private let index: UInt16

  /// Creates the listing of a group's spelling.
  ///
  /// - Parameters:
  ///   - group: The group's position in ``UnitWords``.
  ///   - form: Which of the group's lists the spelling is in.
  ///   - index: Its position in that list.
  init(group: Int, form: UnitWord.Form, index: Int) {
    // The tables hold hundreds of groups, none with more than a few dozen spellings.
    groupPlace = UInt16(group)
    self.form = form
    self.index = UInt16(index)
  }

  /// The position of the unit's group in ``UnitWords``: spellings of one unit share it.
  var group: Int { Int(groupPlace) }

  /// The spelling as listed, words separated by single spaces.
  var spelling: String {
    let listed = UnitWords.group(at: group)
    switch form {
    case .singular: return listed.singular[Int(index)]
    case .plural: return listed.plural[Int(index)]
    case .abbreviation: return listed.abbreviations[Int(index)]
    }
  }

  /// The language the spelling is a word of, as a primary language subtag.
  var language: String { UnitWords.language(ofGroupAt: group) }

  /// Whether the spelling is an English word, which English rules may inflect.
  var isEnglish: Bool { language == "en" }

  /// The spelling folded as ``WordTable`` folds words, apart by single spaces.
  var key: [UInt8] { WordTable<Int>.folded(spelling.utf8.span) }
}
