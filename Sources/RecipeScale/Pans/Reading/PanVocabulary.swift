/// The words pan sizes are written with, other than the nouns in
/// ``PanNoun/all``: units, shapes, and the words that may stand between a
/// size and its noun.
///
/// The lists are closed on purpose: a word not in them ends a pan's phrase,
/// so an unknown word makes a size unsure rather than guessed.
enum PanVocabulary {
  /// Words for inches, in English, German and French.
  static let inchWords: Set<String> = ["in", "inch", "inches", "zoll", "pouce", "pouces"]

  /// Words for centimeters.
  static let centimeterWords: Set<String> = [
    "cm", "cms", "centimeter", "centimeters", "centimetre", "centimetres", "zentimeter",
    "centimètre", "centimètres", "centímetro", "centímetros", "centimetro", "centimetri",
  ]

  /// Words for millimeters, which are read as tenths of a centimeter.
  static let millimeterWords: Set<String> = [
    "mm", "millimeter", "millimeters", "millimetre", "millimetres", "millimètre",
    "millimètres", "milímetro", "milímetros", "millimetro", "millimetri",
  ]

  /// The shapes words name, in English, German, French, Spanish and Italian.
  static let shapes: [String: PanShape] = {
    var shapes: [String: PanShape] = [:]
    for word in [
      "round", "circular", "rund", "runde", "runden", "runder", "rundes", "rond", "ronde",
      "circulaire", "redondo", "redonda", "rotondo", "rotonda", "tondo", "tonda",
    ] {
      shapes[word] = .round
    }
    for word in [
      "square", "quadratisch", "quadratische", "quadratischen", "quadratischer", "carré",
      "carrée", "cuadrado", "cuadrada", "quadrato", "quadrata",
    ] {
      shapes[word] = .square
    }
    for word in [
      "rectangular", "rectangle", "oblong", "rechteckig", "rechteckige", "rechteckigen",
      "rechteckiger", "rectangulaire", "rettangolare",
    ] {
      shapes[word] = .rectangle
    }
    return shapes
  }()

  /// Words for a diameter: a size next to one is a round pan's.
  static let diameterWords: Set<String> = [
    "diameter", "durchmesser", "diamètre", "diametre", "diámetro", "diametro",
  ]

  /// Words that make a pan round unless its sides say otherwise: the French
  /// `moule à manqué`, `moule à tarte` and `moule à charnière` (a springform),
  /// the Spanish `molde desmontable` and the Italian `tortiera apribile`.
  static let roundingWords: Set<String> = [
    "manqué", "manque", "tarte", "charnière", "charniere", "desmontable", "apribile",
  ]

  /// Words that make `sheet` and `tray` name a pan.
  static let qualifiers: Set<String> = ["baking", "cookie", "jelly", "rimmed", "sheet"]

  /// Words that may stand between a size and its pan noun without changing
  /// the size: `9x13-inch glass baking dish`, `9" round cake tin`.
  static let fillers: Set<String> = [
    "baking", "bake", "cake", "layer", "loaf", "glass", "metal", "ceramic", "stoneware",
    "aluminum", "aluminium", "steel", "nonstick", "non", "stick", "deep", "shallow", "light",
    "dark", "colored", "coloured", "heavy", "oven", "ovenproof", "proof", "cookie", "jelly",
    "roll", "brownie", "cheesecake", "sponge", "sandwich", "fluted", "rimmed", "plate",
    "greased", "buttered", "lined", "prepared", "pyrex", "enameled", "enamelled",
  ]

  /// Words that introduce a size after a pan noun: `moule de 24 cm`,
  /// `tortiera da 24 cm`, `Springform mit 26 cm Durchmesser`. English ones
  /// are left out, since `pan with 2 inches of water` gives no pan's size.
  static let introducers: Set<String> = [
    "de", "da", "di", "du", "del", "von", "mit", "à", "ca", "env", "environ", "etwa", "circa",
    "ungefähr",
  ]

  /// Words that offer another size: `8- or 9-inch square pan` names two pans.
  static let alternatives: Set<String> = ["or", "oder", "ou", "o", "bzw"]

  /// Words that count several pans: `two 9-inch round pans`.
  static let countWords: Set<String> = [
    "two", "three", "four", "both", "zwei", "drei", "beide", "deux", "trois", "dos", "tres",
    "due", "tre",
  ]

  /// Words a pan size may hold beyond its noun and modifiers, when the whole
  /// text is a size: `a 9-inch round pan`, `one 9x13 pan`.
  static let articles: Set<String> = ["a", "an", "one", "the", "of", "about"]

  /// Whether a word belongs to a pan's phrase: a noun, a shape, or a word
  /// that may stand between a size and its noun.
  static func isModifier(_ word: String) -> Bool {
    PanNoun.all[word] != nil || shapes[word] != nil || fillers.contains(word)
      || roundingWords.contains(word) || diameterWords.contains(word)
  }
}
