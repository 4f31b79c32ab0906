/// The words around a number in a step that say it is no amount of food, in
/// the languages the line reader knows: what a step adds to the words of
/// ingredient lines (``LineText/timeAndServingWords``, ``LineText/cookwareWords``).
enum StepWords {
  /// Temperatures and times written out that an ingredient line never needs:
  /// `200 degrés`, `30 Sekunden`.
  static let notFood = WordTable<Bool>(
    [
      "degrees", "degree", "degrés", "degré", "grados", "grado", "gradi", "graus", "graden",
      "celsius", "fahrenheit", "seconds", "sekunden", "sekunde", "secondes", "seconde",
      "segundos", "segundo", "secondi", "seconden", "uren", "weeks", "week", "nights", "night",
      "times", "mal", "fois", "veces", "volte", "keer", "vezes", "percent", "prozent",
      "pourcent", "batches", "batch", "portions", "rounds", "count",
    ].map { ($0, true) })

  /// Words that make an amount one for each piece (`2 tbsp of filling on each
  /// wrapper`, `1/4 cup per pancake`): the pieces scale, not the amount.
  static let eachPiece = WordTable<Bool>(
    [
      "each", "per", "every", "apiece", "jeweils", "pro", "je", "jede", "jeden", "jedes",
      "chaque", "cada", "ogni", "elke", "elk", "por",
    ].map { ($0, true) })

  /// How a step adds an amount a part at a time (`2 tablespoons at a time`):
  /// the part stays, the whole scales.
  static let oneAtATime = [
    "at a time", "à la fois", "alla volta", "a la vez", "por vez", "de cada vez", "per keer",
    "auf einmal",
  ]

  /// Words before a number in an ingredient's name that start another amount
  /// of the same thing, besides `about` and `or` (``LineWord/qualifiers``,
  /// ``LineText/isJoinWord(_:)``): `preferably 2 ancho`, `juice of 2 lemons`.
  static let beforeAnotherAmount = WordTable<Bool>(
    [
      "preferably", "ideally", "optionally", "of", "from", "vorzugsweise", "idealerweise",
      "idéalement",
      "préférablement", "preferiblemente", "preferibilmente", "voorkeur", "o", "y", "e",
      "oppure", "ó", "eller", "och", "og", "lub", "albo", "nebo",
    ].map { ($0, true) })

  /// Words before a number in an ingredient's name that make it the size of
  /// each piece or what it is cut into (`cut into 8 wedges`, `boîtes de 400 g`),
  /// besides the words of ``eachPiece``.
  static let beforeSize = WordTable<Bool>(
    [
      "into", "to", "than", "by", "x", "at", "under", "over", "makes", "make", "yields",
      "yield", "for", "en", "dans", "zu", "auf", "de", "di", "da", "à", "von", "tot", "bis",
    ].map { ($0, true) })

  /// Words in an ingredient's name that link an amount after them to it, and
  /// so end the words the count agrees with (`egg white beaten with 1 tbsp water`).
  static let linkingAmount = WordTable<Bool>(
    [
      "with", "in", "into", "for", "on", "mit", "avec", "con", "met", "com", "med", "z",
    ].map { ($0, true) })
}
