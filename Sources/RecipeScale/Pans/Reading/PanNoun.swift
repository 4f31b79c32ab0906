/// A word that names a pan (`pan`, `tin`, `springform`, `moule`), and what
/// it says about the pan beyond being one.
///
/// A size is read as a pan's only next to one of these words, so that
/// `a 2-inch piece` or `1-inch squares` are never taken for pans.
struct PanNoun: Hashable, Sendable {
  /// The unit of sides written with none: inches for an English word
  /// (`13x9 pan`), centimeters for a German, French, Spanish or Italian one
  /// (`20x30 Form`), and `nil` for `springform`, which both kinds of
  /// recipe use, so its sides need a unit.
  let defaultUnit: PanUnit?
  /// Whether the word names several pans (`pans`, `tins`), whose size alone
  /// would scale the recipe wrong.
  let isPlural: Bool
  /// Whether the pan is round unless its sides or a shape word say otherwise:
  /// springforms, pie plates, tart and quiche pans, and the Italian tortiera.
  let isRound: Bool
  /// Whether the word names a pan only after a word such as `baking` or
  /// `cookie`: a `baking sheet` is a pan, a `sheet of parchment` is not.
  let needsQualifier: Bool

  /// The nouns, by their lowercased spelling.
  static let all: [String: PanNoun] = {
    var nouns: [String: PanNoun] = [:]
    func add(
      _ singular: String, _ plurals: String..., unit: PanUnit?, isRound: Bool = false,
      needsQualifier: Bool = false
    ) {
      nouns[singular] = PanNoun(
        defaultUnit: unit, isPlural: false, isRound: isRound, needsQualifier: needsQualifier)
      for plural in plurals {
        nouns[plural] = PanNoun(
          defaultUnit: unit, isPlural: true, isRound: isRound, needsQualifier: needsQualifier)
      }
    }
    add("pan", "pans", unit: .inch)
    add("tin", "tins", unit: .inch)
    add("dish", "dishes", unit: .inch)
    add("casserole", "casseroles", unit: .inch)
    add("mold", "molds", unit: .inch)
    add("mould", "moulds", unit: .inch)
    add("pie", "pies", unit: .inch, isRound: true)
    add("tart", "tarts", unit: .inch, isRound: true)
    add("quiche", "quiches", unit: .inch, isRound: true)
    add("sheet", "sheets", unit: .inch, needsQualifier: true)
    add("tray", "trays", unit: .inch, needsQualifier: true)
    add("springform", "springforms", "springformen", unit: nil, isRound: true)
    // German: a Form is any baking pan, and its compounds name the kinds.
    for kind in ["", "back", "kuchen", "kasten", "auflauf"] {
      add(kind + "form", kind + "formen", unit: .centimeter)
    }
    for kind in ["torten", "tarte", "quiche", "obstboden"] {
      add(kind + "form", kind + "formen", unit: .centimeter, isRound: true)
    }
    add("backblech", "backbleche", unit: .centimeter)
    add("blech", "bleche", unit: .centimeter)
    add("moule", "moules", unit: .centimeter)
    add("molde", "moldes", unit: .centimeter)
    add("teglia", "teglie", unit: .centimeter)
    add("tortiera", "tortiere", unit: .centimeter, isRound: true)
    return nouns
  }()
}
