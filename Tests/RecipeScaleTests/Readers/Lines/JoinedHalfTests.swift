import Testing

@testable import RecipeScale

/// A half joins an amount only through a joining word of its own language (`2 and
/// a half`, `1 xícara e meia`, `2 et une demie`), and a line reads the same amount
/// written name first or amount first.
@Suite("Halves joined to an amount")
struct JoinedHalfTests {
  let parser = IngredientLineParser()

  /// A line, and the amount (as `Rational` text), unit and name it reads to.
  typealias Reading = (line: String, amount: String, unit: String?, name: String)

  /// Lines whose half belongs to no amount: the joining word and the half are of
  /// two languages, or no word joins them.
  static let unjoined: [Reading] = [
    ("E a half,,4", "4", nil, "E a half,"),
    ("4 E a half,", "4", nil, "E a half,"),
    ("4 Eggs a half", "4", nil, "Eggs a half"),
    ("2 e a half cups flour", "2", nil, "e a half cups flour"),
    ("2 y a half cups flour", "2", nil, "y a half cups flour"),
  ]

  /// Lines whose half a word of its language joins to the number before it.
  static let joined: [Reading] = [
    ("2 and a half cups flour", "5/2", "cups", "flour"),
    ("one and a half cups flour", "3/2", "cups", "flour"),
    ("2 and one half cups flour", "5/2", "cups", "flour"),
    ("2 & a half cups flour", "5/2", "cups", "flour"),
    ("1 and 1/2 cups sugar", "3/2", "cups", "sugar"),
    ("2 e 1/2 xícaras de farinha", "5/2", "xícaras", "farinha"),
    ("2 y 1/2 tazas de harina", "5/2", "tazas", "harina"),
    ("2 et 1/2 tasses de farine", "5/2", "tasses", "farine"),
    ("2 et une demie tasses de farine", "5/2", "tasses", "farine"),
    ("2 e una mezza tazza di farina", "5/2", "tazza", "farina"),
  ]

  @Test(
    "a half of another language, or with no joining word, is no part of the amount",
    arguments: unjoined)
  func unjoinedHalf(_ expected: Reading) throws {
    let reading = try parser.read(expected.line)
    #expect(reading.doubt == nil, "\(expected.line): \(String(describing: reading.doubt))")
    #expect(reading.ingredient.amount == Rational(expected.amount), "\(expected.line)")
    #expect(reading.ingredient.amountMax == nil, "\(expected.line)")
    #expect(reading.ingredient.unit?.written == expected.unit, "\(expected.line)")
    #expect(reading.ingredient.name == expected.name, "\(expected.line)")
  }

  @Test("a half joined by a word of its language adds to the number", arguments: joined)
  func joinedHalf(_ expected: Reading) throws {
    let reading = try parser.read(expected.line)
    #expect(reading.doubt == nil, "\(expected.line): \(String(describing: reading.doubt))")
    #expect(reading.ingredient.amount == Rational(expected.amount), "\(expected.line)")
    #expect(reading.ingredient.unit?.written == expected.unit, "\(expected.line)")
    #expect(reading.ingredient.name == expected.name, "\(expected.line)")
  }

  /// After a unit or a name, a joined half is one the reader cannot add: a doubt
  /// at the joining word.
  @Test(
    "a half joined after a unit or a name is a second amount",
    arguments: [
      ("1 xícara e meia de leite", 10), ("1 tasse et demie de lait", 9),
      ("1 taza y media de leche", 8), ("1 Tasse und eine halbe Milch", 9),
      ("4 eggs and a half", 8),
    ])
  func halfAfterUnit(_ line: String, _ column: Int) throws {
    let reading = try parser.read(line)
    #expect(reading.doubt == LineDoubt(.secondAmount, column: column), "\(line)")
    #expect(reading.ingredient.amount == nil, "\(line)")
  }

  /// A name that would join an amount written before it (`and a half`, `to
  /// five`) is no name of an amount written after it: the line, written amount
  /// first, would read another amount.
  @Test(
    "a name that would join the amount before it takes no amount after it",
    arguments: ["and a half,,4", "& a half,,4", "to five,,4", "plus a half, 4", "and one half, 4"]
  )
  func nameJoiningAmount(_ line: String) throws {
    let reading = try parser.read(line)
    #expect(reading.doubt?.reason == .amountNotAtStart, "\(line)")
    #expect(reading.ingredient.amount == nil, "\(line)")
  }

  /// Written back amount first, a line read name first reads the same amount: the
  /// fuzzer's property, on the lines that broke it.
  @Test(
    "a line read name first reads the same amount written amount first",
    arguments: ["E a half,,4", "e a half,,4", "Eggs a half,,4", "and a half,,4", "to five,,4"])
  func writtenBack(_ line: String) throws {
    let reading = try parser.read(line)
    guard reading.doubt == nil, let amount = reading.ingredient.amount else { return }
    let again = try parser.read("\(amount) \(reading.ingredient.name)")
    if again.doubt == nil {
      #expect(again.ingredient.amount == amount, "\(line)")
      #expect(again.ingredient.amountMax == reading.ingredient.amountMax, "\(line)")
    }
  }

  /// Every fraction in words a joining word joins is a fraction of the word
  /// table, which gives its value; and every fraction of the table is joined by
  /// some joining word but Dutch `halve`, whose `en` the reader does not read as one.
  @Test("the joining words' fractions and the word table's fractions are the same words")
  func fractionsOfTheTable() {
    let tableFractions = Set(
      LineWord.words.compactMap { word, kind -> String? in
        guard case .fraction = kind, LineWord.numbers.value(of: word) == kind else { return nil }
        return String(decoding: WordTable<LineWord>.folded(word.utf8.span), as: UTF8.self)
      })
    let joined = Set(
      FractionJoin.all.flatMap { join in join.fractions.map { "\($0)" } })
    #expect(joined.subtracting(tableFractions).isEmpty)
    #expect(tableFractions.subtracting(joined) == ["halve"])
  }
}
