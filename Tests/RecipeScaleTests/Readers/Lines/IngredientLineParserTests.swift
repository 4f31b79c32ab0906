import RecipeScale
import Testing

@Suite("Ingredient line parser")
struct IngredientLineParserTests {
  let parser = IngredientLineParser()

  /// Reads a case's line and checks every part of the ingredient against it.
  func check(_ expected: LineCase) throws {
    let reading = try parser.read(expected.line)
    #expect(reading.doubt == nil, "\(expected.line): \(String(describing: reading.doubt))")
    let ingredient = reading.ingredient
    #expect(ingredient.amount == expected.amount.flatMap(Rational.init), "\(expected.line)")
    #expect(ingredient.amountMax == expected.amountMax.flatMap(Rational.init), "\(expected.line)")
    #expect(ingredient.unit?.written == expected.unit, "\(expected.line)")
    #expect(ingredient.name == expected.name, "\(expected.line)")
    #expect(ingredient.source == expected.line.trimmingCharacters(), "\(expected.line)")
  }

  @Test(
    "reads numbers: digits, decimals, fractions, unicode fractions, words",
    arguments: IngredientLineCases.numbers)
  func numbers(_ line: LineCase) throws { try check(line) }

  @Test("reads ranges as the lower end and the upper end", arguments: IngredientLineCases.ranges)
  func ranges(_ line: LineCase) throws { try check(line) }

  @Test(
    "reads units as written, and names that only look like units",
    arguments: IngredientLineCases.units)
  func units(_ line: LineCase) throws { try check(line) }

  @Test(
    "reads sizes into the unit and drops equivalents that would not scale",
    arguments: IngredientLineCases.sizes)
  func sizes(_ line: LineCase) throws { try check(line) }

  @Test(
    "adds compound amounts exactly, in the first part's unit",
    arguments: IngredientLineCases.compounds)
  func compounds(_ line: LineCase) throws { try check(line) }

  @Test(
    "reads amounts inside the line, and lines with no amount",
    arguments: IngredientLineCases.phrases)
  func phrases(_ line: LineCase) throws { try check(line) }

  @Test(
    "ignores list markers and stray spaces, and keeps notes in the name",
    arguments: IngredientLineCases.layout)
  func layout(_ line: LineCase) throws { try check(line) }

  @Test(
    "reads German, French, Spanish, Italian and Dutch lines",
    arguments: IngredientLineCases.languages + IngredientLineCases.moreLanguages)
  func languages(_ line: LineCase) throws { try check(line) }

  @Test(
    "reads lines as sites, cookbooks, cards and messages write them",
    arguments: IngredientLineCases.sites)
  func sites(_ line: LineCase) throws { try check(line) }

  @Test(
    "is not sure of lines it cannot read, and says why and where",
    arguments: IngredientLineCases.doubts)
  func doubts(_ expected: DoubtCase) throws {
    let reading = try parser.read(expected.line)
    #expect(
      reading.doubt == LineDoubt(expected.reason, column: expected.column), "\(expected.line)")
    #expect(reading.ingredient.amount == nil, "\(expected.line)")
    #expect(reading.ingredient.amountMax == nil, "\(expected.line)")
    #expect(reading.ingredient.unit == nil, "\(expected.line)")
  }

  @Test("names a doubtful line by the whole line without its list marker")
  func doubtfulName() throws {
    let reading = try parser.read("  •  A few   sprigs of\tthyme ")
    #expect(reading.doubt?.reason == .vagueQuantity)
    #expect(reading.ingredient.name == "A few sprigs of thyme")
    #expect(reading.ingredient.source == "•  A few   sprigs of\tthyme")
    let listed = try parser.read("- 3. Eggs")
    #expect(listed.ingredient.name == "3. Eggs")
  }

  @Test("counts columns in characters of the line as given")
  func columns() throws {
    let reading = try parser.read("  é\u{301}pices 2 pots")
    #expect(reading.doubt == LineDoubt(.amountNotAtStart, column: 10))
    #expect(try parser.read("🙂 Eggs (2)").doubt?.column == 9)
  }

  @Test("scales a read ingredient the way the formatter shows it")
  func scaling() throws {
    let can = try parser.read("1 (14.5 oz) can diced tomatoes").ingredient
    let doubled = ScaledIngredient(ingredient: can, amount: Rational(2))
    #expect(doubled.text == "2 (14.5 oz) cans diced tomatoes")
    let cups = try parser.read("1 cup plus 2 tablespoons sugar").ingredient
    #expect(ScaledIngredient(ingredient: cups, amount: cups.amount).text == "1 1/8 cups sugar")
    let eggs = try parser.read("2 dozen eggs").ingredient
    #expect(try ScaledIngredient(ingredient: eggs, amount: Rational(4)).quantity == "4")
  }

  @Test("reads every case once, and there are at least 400")
  func count() {
    let all =
      IngredientLineCases.numbers.count + IngredientLineCases.ranges.count
      + IngredientLineCases.units.count + IngredientLineCases.sizes.count
      + IngredientLineCases.compounds.count + IngredientLineCases.phrases.count
      + IngredientLineCases.layout.count + IngredientLineCases.languages.count
      + IngredientLineCases.sites.count + IngredientLineCases.doubts.count
    #expect(all >= 400)
  }
}

extension String {
  /// The string without the spaces the reader trims from a line's ends.
  func trimmingCharacters() -> String {
    let spaces: Set<Unicode.Scalar> = [
      " ", "\t", "\n", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{A0}", "\u{202F}", "\u{FEFF}",
      "\u{2009}", "\u{3000}",
    ]
    var scalars = Substring(self).unicodeScalars
    while let first = scalars.first, spaces.contains(first) { scalars.removeFirst() }
    while let last = scalars.last, spaces.contains(last) { scalars.removeLast() }
    return String(scalars)
  }
}
