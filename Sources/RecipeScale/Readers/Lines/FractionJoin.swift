/// A word that joins a fraction to the amount before it (`2 and a half cups`,
/// `1 xícara e meia`, `1 tasse et demie`).
struct FractionJoin {
  /// The joining word, in small ASCII letters.
  let word: StaticString
  /// Whether the word joins a fraction to a whole number as one number (`1 and
  /// 1/2`, `2 e 1/2 xícaras`). German writes such a number as one (`2½`,
  /// `eineinhalb`), so a line with `2 und 1/2` is kept as text, not read as one.
  let makesMixedNumber: Bool

  /// English `and`: `2 and a half cups`, `one and a quarter`.
  static let english = FractionJoin(word: "and", makesMixedNumber: true)

  /// Every joining word the reader reads.
  static let all: [FractionJoin] = [
    english,
    // Portuguese and Italian: `1 xícara e meia`, `1 bicchiere e mezzo`.
    FractionJoin(word: "e", makesMixedNumber: true),
    // Spanish: `1 taza y media`.
    FractionJoin(word: "y", makesMixedNumber: true),
    // French: `1 tasse et demie`.
    FractionJoin(word: "et", makesMixedNumber: true),
    // German: `1 Tasse und eine halbe`.
    FractionJoin(word: "und", makesMixedNumber: false),
  ]

  /// The joining words that join a fraction to a whole number as one number.
  static let mixedNumberJoins = all.filter(\.makesMixedNumber)
}
