/// A word that means something to the line reader besides units: number words,
/// vague quantities, the words that join the parts of an amount.
enum LineWord: Equatable, Sendable {
  /// `one` … `twelve`.
  case cardinal(Int)
  /// `a`, `an`, and the articles that mean one in other languages: `un`, `eine`, `een`.
  case article
  /// `half`, `third`, `quarter`, `eighth`, singular or plural; the payload is the denominator.
  case fraction(Int)
  /// A quantity that is no number: `few`, `some`, `several`, `couple`, `little`.
  case vague
  /// Between the ends of a range: `to`, `or`, `bis`, `à`, `ou`.
  case rangeJoin
  /// Between the parts of a compound amount: `plus`, `and`.
  case plus
  /// Between the parts of an amount that takes the second from the first: `minus`, `less`.
  case minus
  /// Between a unit and a name: `of`, `de`, `di`, `van`.
  case of
  /// Before an amount, and dropped: `about`, `approx.`, `ca.`, `roughly`.
  case qualifier
  /// Before a unit, and part of it: `heaped`, `level`, `scant`, `generous`.
  case modifier
  /// A part of what the amount counts, before the amount: `juice of 1 lemon`, `zest 2 limes`.
  case part(english: Bool)

  /// Every word, folded.
  static let table = WordTable(words)
  /// Number words: cardinals, articles, fractions.
  static let numbers = table(of: {
    switch $0 {
    case .cardinal, .article, .fraction: true
    default: false
    }
  })
  /// Vague quantities.
  static let vagueWords = table(of: { $0 == .vague })
  /// The words between the ends of a range.
  static let rangeJoins = table(of: { $0 == .rangeJoin })
  /// The words between the parts of a compound amount.
  static let pluses = table(of: { $0 == .plus || $0 == .minus })
  /// The words that join one amount to another: ranges and compounds.
  static let joins = table(of: { $0 == .rangeJoin || $0 == .plus })
  /// The words between a unit and a name.
  static let ofs = table(of: { $0 == .of })
  /// The words that say an amount is approximate.
  static let qualifiers = table(of: { $0 == .qualifier })
  /// The words that come before a unit and make it inexact.
  static let modifiers = table(of: { $0 == .modifier })
  /// The parts of a thing counted.
  static let parts = table(of: {
    if case .part = $0 { return true }
    return false
  })

  /// A table of the words of one kind: each lookup of a kind needs only its own words, and
  /// most words are rejected by their first byte.
  private static func table(of kind: (LineWord) -> Bool) -> WordTable<LineWord> {
    WordTable(words.filter { kind($0.1) })
  }

  static let words: [(String, LineWord)] =
    [
      ("one", .cardinal(1)), ("two", .cardinal(2)), ("three", .cardinal(3)),
      ("four", .cardinal(4)), ("five", .cardinal(5)), ("six", .cardinal(6)),
      ("seven", .cardinal(7)), ("eight", .cardinal(8)), ("nine", .cardinal(9)),
      ("ten", .cardinal(10)), ("eleven", .cardinal(11)), ("twelve", .cardinal(12)),
      ("a", .article), ("an", .article), ("un", .article), ("une", .article),
      ("una", .article), ("uno", .article), ("ein", .article), ("eine", .article),
      ("einen", .article), ("een", .article),
      ("half", .fraction(2)), ("halves", .fraction(2)), ("third", .fraction(3)),
      ("thirds", .fraction(3)), ("quarter", .fraction(4)), ("quarters", .fraction(4)),
      ("fourth", .fraction(4)), ("fourths", .fraction(4)), ("eighth", .fraction(8)),
      ("eighths", .fraction(8)), ("halbe", .fraction(2)), ("halber", .fraction(2)),
      ("halben", .fraction(2)), ("halve", .fraction(2)), ("demi", .fraction(2)),
      ("demie", .fraction(2)), ("medio", .fraction(2)), ("media", .fraction(2)),
      ("mezzo", .fraction(2)), ("mezza", .fraction(2)), ("meio", .fraction(2)),
      ("meia", .fraction(2)),
      ("few", .vague), ("some", .vague), ("several", .vague), ("couple", .vague),
      ("little", .vague), ("bit", .vague), ("lot", .vague), ("lots", .vague),
      ("plenty", .vague), ("many", .vague), ("touch", .vague), ("smidgen", .vague),
      ("smidge", .vague), ("sprinkle", .vague), ("sprinkling", .vague), ("etwas", .vague),
      ("einige", .vague), ("paar", .vague), ("quelques", .vague), ("peu", .vague),
      ("unos", .vague), ("unas", .vague), ("algunos", .vague), ("algunas", .vague),
      ("poco", .vague), ("qualche", .vague), ("wat", .vague), ("enkele", .vague),
      ("to", .rangeJoin), ("or", .rangeJoin), ("bis", .rangeJoin), ("à", .rangeJoin),
      ("ou", .rangeJoin), ("oder", .rangeJoin), ("o", .rangeJoin), ("tot", .rangeJoin),
      ("plus", .plus), ("and", .plus), ("minus", .minus), ("less", .minus),
      ("of", .of), ("de", .of), ("di", .of), ("van", .of),
      ("about", .qualifier), ("approx", .qualifier), ("approximately", .qualifier),
      ("around", .qualifier), ("roughly", .qualifier), ("circa", .qualifier),
      ("ca", .qualifier), ("environ", .qualifier), ("etwa", .qualifier),
      ("ungefähr", .qualifier), ("aprox", .qualifier), ("aproximadamente", .qualifier),
      ("circa", .qualifier), ("ongeveer", .qualifier),
      ("heaped", .modifier), ("heaping", .modifier), ("level", .modifier),
      ("scant", .modifier), ("rounded", .modifier), ("generous", .modifier),
      ("good", .modifier), ("gestrichener", .modifier), ("gestrichene", .modifier),
      ("gehäufter", .modifier), ("gehäufte", .modifier), ("knapper", .modifier),
      ("guter", .modifier), ("gestr", .modifier), ("gestrichen", .modifier),
      ("gehäuft", .modifier),
      ("juice", .part(english: true)), ("zest", .part(english: true)),
      ("rind", .part(english: true)), ("peel", .part(english: true)),
      ("seeds", .part(english: true)),
      ("flesh", .part(english: true)), ("pulp", .part(english: true)),
      ("white", .part(english: true)), ("whites", .part(english: true)),
      ("yolk", .part(english: true)),
      ("yolks", .part(english: true)), ("leaves", .part(english: true)),
      ("segments", .part(english: true)), ("meat", .part(english: true)),
      ("saft", .part(english: false)), ("schale", .part(english: false)),
      ("abrieb", .part(english: false)), ("jus", .part(english: false)),
      ("zeste", .part(english: false)),
      ("écorce", .part(english: false)), ("jugo", .part(english: false)),
      ("zumo", .part(english: false)), ("ralladura", .part(english: false)),
      ("piel", .part(english: false)), ("succo", .part(english: false)),
      ("scorza", .part(english: false)), ("buccia", .part(english: false)),
      ("sap", .part(english: false)),
      ("rasp", .part(english: false)),
    ]
}
