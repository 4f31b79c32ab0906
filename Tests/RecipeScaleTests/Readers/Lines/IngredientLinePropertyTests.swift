import Testing

@testable import RecipeScale

@Suite("Ingredient line parser properties")
struct IngredientLinePropertyTests {
  let parser = IngredientLineParser()

  /// Names that start with no number, unit or word the reader gives a meaning to.
  static let names = [
    "flour", "brown sugar", "olive oil, divided", "fresh basil leaves", "Parmesan cheese, grated",
    "chicken thighs", "vanilla extract", "butter, softened", "garlic, minced", "tomatoes",
    "red onion, thinly sliced", "kosher salt", "heavy cream", "baking powder", "rolled oats",
    "Greek yoghurt", "Zucker", "farine", "huevos", "spinach (packed)", "lemon juice",
    "unsalted butter, cut into pieces", "Mehl, gesiebt", "crème fraîche", "jalapeños, seeded",
    "dark chocolate (70%)", "coconut milk", "sea salt flakes", "rice vinegar", "ice water",
  ]

  /// Units the generator writes: every spelling in the table, but those that are a
  /// unit only before `de` (`noix`, `filet`), which a name of its own does not follow,
  /// and `#`, a pound only right after its number (`10#`), which the generator spaces.
  static let units = UnitWords.all.filter { !$0.needsOf && $0.spelling != "#" }.map(\.spelling)

  static let denominators = [1, 2, 3, 4, 8, 16]

  func randomAmount(_ generator: inout SplitMix64) throws -> Rational {
    let denominator = Self.denominators[generator.int(in: 0...Self.denominators.count - 1)]
    return try Rational(generator.int(in: 1...denominator * 24), denominator)
  }

  /// A structured ingredient and a way of writing it.
  struct Written {
    var line: String
    var amount: Rational
    var amountMax: Rational?
    var unit: String?
    var name: String
  }

  func randomWritten(_ generator: inout SplitMix64) throws -> Written {
    let amount = try randomAmount(&generator)
    let amountMax =
      generator.int(in: 0...2) == 0 ? try amount.adding(randomAmount(&generator)) : nil
    let unit =
      generator.int(in: 0...3) == 0
      ? nil : Self.units[generator.int(in: 0...Self.units.count - 1)]
    let name = Self.names[generator.int(in: 0...Self.names.count - 1)]
    let style: FractionStyle = generator.int(in: 0...1) == 0 ? .ascii : .unicode
    var text = amount.formatted(style)
    if let amountMax {
      let joins = ["–", "-", " - ", " to ", " or ", "—"]
      text += joins[generator.int(in: 0...joins.count - 1)] + amountMax.formatted(style)
    }
    if let unit {
      // Abbreviations may follow the number with no space: `200g`, `1/2c.`.
      let attached =
        generator.int(in: 0...3) == 0
        && UnitWords.all.contains {
          $0.spelling == unit && $0.form == .abbreviation
        }
      text += (attached ? "" : " ") + unit
    }
    text += " " + name
    return Written(line: text, amount: amount, amountMax: amountMax, unit: unit, name: name)
  }

  @Test("reads back the amount, range end, unit and name of generated lines")
  func roundTrip() throws {
    var generator = SplitMix64(seed: 7)
    for _ in 0..<20_000 {
      let written = try randomWritten(&generator)
      let reading = try parser.read(written.line)
      #expect(reading.doubt == nil, "\(written.line): \(String(describing: reading.doubt))")
      #expect(reading.ingredient.amount == written.amount, "\(written.line)")
      #expect(reading.ingredient.amountMax == written.amountMax, "\(written.line)")
      #expect(reading.ingredient.unit?.written == written.unit, "\(written.line)")
      #expect(reading.ingredient.name == written.name, "\(written.line)")
      if reading.doubt != nil || reading.ingredient.amount != written.amount { return }
    }
  }

  /// Characters and words the mutations insert: numbers, joins, units, spaces, marks.
  static let insertions = [
    "1", "2", "0", "9", "12", "½", "¼", "⅔", "¹", "⁄", "₂", "/", "-", "–", "—", " ", "\u{A0}",
    "\u{202F}", "\t", ".", ",", "(", ")", "x", "×", "+", "&", "%", "a", "an", "one", "two",
    "half", "dozen", "of", "to", "or", "and", "plus", "cup", "cups", "tbsp", "T", "t", "g", "oz",
    "can", "pinch", "juice", "few", "ish", "\u{301}", "\u{0}", "é", "🙂", "•", "1.", "3)", "7-",
    "00", "1,5", "1.500", "~", "about", "de", "d'", "von",
  ]

  func mutated(_ line: String, _ generator: inout SplitMix64) -> String {
    var scalars = Array(line.unicodeScalars)
    for _ in 0...generator.int(in: 0...3) {
      let position = generator.int(in: 0...scalars.count)
      switch generator.int(in: 0...2) {
      case 0:
        let insertion = Self.insertions[generator.int(in: 0...Self.insertions.count - 1)]
        scalars.insert(contentsOf: insertion.unicodeScalars, at: position)
      case 1 where position < scalars.count:
        scalars.remove(at: position)
      default:
        if position < scalars.count {
          let insertion = Self.insertions[generator.int(in: 0...Self.insertions.count - 1)]
          scalars.replaceSubrange(position...position, with: insertion.unicodeScalars)
        }
      }
    }
    var text = ""
    text.unicodeScalars.append(contentsOf: scalars)
    return text
  }

  /// Words that can stand for a number, in any case: every amount must come from
  /// digits, fraction characters or one of these.
  static let numberWords: Set<String> = [
    "a", "an", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
    "eleven", "twelve", "half", "quarter", "third", "thirds", "quarters", "fourths", "eighth",
    "halves", "halbe", "halber", "halben", "halve", "demi", "demie", "medio", "media",
    "mezzo", "mezza", "un", "une", "una", "uno", "ein", "eine", "einen", "een", "dozen",
  ]

  /// Whether a line writes a number: a digit, a fraction character, or a number word; or
  /// starts with a unit that says one (`pinch of salt`, `dozen eggs`).
  func writesNumber(_ line: String, unit: CookingUnit?) -> Bool {
    for scalar in line.unicodeScalars {
      if scalar.properties.numericType != nil { return true }
    }
    let words = line.lowercased().split { !$0.isLetter }
    if words.contains(where: { Self.numberWords.contains(String($0)) }) { return true }
    // The one amount not written as a number: a singular unit that starts the line.
    guard let unit, let first = words.first else { return false }
    return unit.written.lowercased().hasSuffix(String(first))
      || unit.written.lowercased()
        .split(separator: " ").contains { $0.hasPrefix(first) }
  }

  @Test("never invents a number: every amount is written in the line")
  func noInventedNumber() throws {
    var generator = SplitMix64(seed: 11)
    var read = 0
    var doubted = 0
    for index in 0..<30_000 {
      var line = try randomWritten(&generator).line
      // Half the lines lose their numbers, so most of what is left has none to find.
      if index % 2 == 0 {
        line = String(line.unicodeScalars.filter { $0.properties.numericType == nil })
      }
      line = mutated(line, &generator)
      let reading: IngredientLineReading
      do {
        reading = try parser.read(line)
      } catch {
        continue
      }
      let ingredient = reading.ingredient
      if let amount = ingredient.amount {
        read += 1
        #expect(amount > .zero, "\(line)")
        #expect(writesNumber(line, unit: ingredient.unit), "invented \(amount): \(line)")
      }
      if let amountMax = ingredient.amountMax {
        #expect(ingredient.amount.map { $0 < amountMax } == true, "\(line)")
      }
      if reading.doubt != nil {
        doubted += 1
        #expect(ingredient.amount == nil && ingredient.unit == nil, "\(line)")
        #expect(reading.doubt.map { $0.column >= 1 } == true)
      }
      #expect(ingredient.source == line.trimmingCharacters(), "\(line)")
    }
    #expect(read > 1_000)
    #expect(doubted > 1_000)
  }

  @Test("gives the amount of a line with a list marker and spaces the same as without")
  func markersAndSpaces() throws {
    var generator = SplitMix64(seed: 13)
    let markers = [
      "- ", "* ", "• ", "· ", "– ", "  ", "\t", "\u{A0}", "- [ ] ", "1. ", "☐ ", "🥕 ", "✅ ",
      "- 👩‍🍳 ", "✔️ ",
    ]
    for _ in 0..<5_000 {
      let written = try randomWritten(&generator)
      let marker = markers[generator.int(in: 0...markers.count - 1)]
      let plain = try parser.read(written.line)
      let marked = try parser.read(marker + written.line.replacing(" ", with: "  ") + " \t")
      // A list number before a fraction may be the whole part of a mixed number.
      let digits = written.line.prefix { $0.isASCII && $0.isNumber }
      let afterDigits = written.line.dropFirst(digits.count).first
      let fractionFirst =
        digits.isEmpty
        ? !(written.line.first?.isASCII ?? true) : afterDigits == "/" || afterDigits == "⁄"
      if marker == "1. ", fractionFirst {
        #expect(marked.doubt?.reason == .listNumber, "\(marker)\(written.line)")
        continue
      }
      #expect(marked.ingredient.amount == plain.ingredient.amount, "\(marker)\(written.line)")
      #expect(marked.ingredient.amountMax == plain.ingredient.amountMax)
      #expect(marked.ingredient.name == plain.ingredient.name, "\(marker)\(written.line)")
    }
  }
}
