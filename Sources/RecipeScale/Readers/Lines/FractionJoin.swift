/// A word that joins a fraction to the amount before it (`2 and a half cups`,
/// `1 xícara e meia`, `1 tasse et demie`), with the fractions in words of its
/// language that it joins.
///
/// A fraction of another language after the word is no part of the amount:
/// `4 E a half` is four of something named `E a half`, as `E a half, 4` is, since
/// no language writes its `and` before another language's half.
struct FractionJoin {
  /// The joining word, in small ASCII letters.
  let word: StaticString
  /// The fractions in words it joins, in small ASCII letters; each is a
  /// fraction of ``LineWord/numbers``, which gives its value.
  let fractions: [StaticString]
  /// Whether the word joins a fraction to a whole number as one number (`1 and
  /// 1/2`, `2 e 1/2 xícaras`). German writes such a number as one (`2½`,
  /// `eineinhalb`), so a line with `2 und 1/2` is kept as text, not read as one.
  let makesMixedNumber: Bool

  /// English `and`: `2 and a half cups`, `one and a quarter`.
  static let english = FractionJoin(
    word: "and",
    fractions: [
      "half", "halves", "third", "thirds", "quarter", "quarters", "fourth", "fourths", "eighth",
      "eighths",
    ],
    makesMixedNumber: true)

  /// Every joining word the reader reads.
  static let all: [FractionJoin] = [
    english,
    // Portuguese and Italian: `1 xícara e meia`, `1 bicchiere e mezzo`.
    FractionJoin(word: "e", fractions: ["meia", "meio", "mezzo", "mezza"], makesMixedNumber: true),
    // Spanish: `1 taza y media`.
    FractionJoin(word: "y", fractions: ["media", "medio"], makesMixedNumber: true),
    // French: `1 tasse et demie`.
    FractionJoin(word: "et", fractions: ["demi", "demie"], makesMixedNumber: true),
    // German: `1 Tasse und eine halbe`.
    FractionJoin(word: "und", fractions: ["halbe", "halber", "halben"], makesMixedNumber: false),
  ]

  /// The joining words that join a fraction to a whole number as one number.
  static let mixedNumberJoins = all.filter(\.makesMixedNumber)
}
