import RecipeScale
import Testing

/// Amounts as a kitchen measures them: the default of text, Markdown, the
/// picker and the shopping list (see docs/scaling.md, "Kitchen amounts").
@Suite("Amounts a kitchen measures")
struct KitchenAmountTests {
  /// The line of one ingredient at an exact amount, in a style.
  static func line(
    _ amount: String, _ unit: String?, name: String = "sugar", fixed: Bool = false,
    amountMax: String? = nil, style: AmountStyle = AmountStyle()
  ) throws -> FormattedIngredient {
    let exact = try #require(Rational(amount))
    let ingredient = Ingredient(
      name: name, amount: exact, unit: unit.flatMap(CookingUnit.init), isFixed: fixed)
    var scaled = ScaledIngredient(ingredient: ingredient, amount: exact)
    scaled.amountMax = try amountMax.map { try #require(Rational($0)) }
    return scaled.line(style)
  }

  @Test(
    "a US volume no tool holds is a sum of tools, the nearest one, or a pinch",
    arguments: [
      // Exact sums of at most three tools.
      ("1/6", "cup", "2 tbsp + 2 tsp sugar"),
      ("2/3", "tbsp", "2 tsp sugar"),
      ("1/12", "cup", "1 tbsp + 1 tsp sugar"),
      ("5/6", "cup", "1/2 cup + 1/3 cup sugar"),
      ("9", "tbsp", "1/2 cup + 1 tbsp sugar"),
      ("8", "tsp", "2 tbsp + 2 tsp sugar"),
      ("48", "teaspoons", "1 cup sugar"),
      // No exact sum: the nearest within 2.5%, marked.
      ("1/9", "cup", "~1 tbsp + 2 3/8 tsp sugar"),
      ("4/9", "cup", "~1/4 cup + 3 tbsp sugar"),
      ("3 1/3", "tsp", "~1 tbsp + 3/8 tsp sugar"),
      // Too small for 2.5% to reach an eighth of a teaspoon: the nearest eighth.
      ("1/6", "tsp", "~1/8 tsp sugar"),
      ("2/3", "teaspoon", "~5/8 teaspoon sugar"),
      // Less than an eighth of a teaspoon: a pinch, with its amount.
      ("1/12", "tsp", "a pinch (1/12 tsp) sugar"),
      ("1/768", "cup", "a pinch (1/16 tsp) sugar"),
      ("1/192", "cup", "1/4 tsp sugar"),
      // Fluid ounces, pints and quarts in halves stay; others are spoons and cups.
      ("1/6", "fl oz", "1 tsp sugar"),
      ("1/3", "pint", "2/3 cup sugar"),
      ("2/3", "quart", "2 2/3 cups sugar"),
      ("1 1/2", "quarts", "1 1/2 quarts sugar"),
    ])
  func volumes(amount: String, unit: String, expected: String) throws {
    #expect(try Self.line(amount, unit).text == expected)
  }

  @Test(
    "a US volume one tool holds stays as written",
    arguments: [
      ("1/3", "cup"), ("3/8", "cup"), ("2 1/2", "cups"), ("1 1/2", "tbsp"), ("1/8", "tsp"),
      ("2 3/4", "tsp"), ("16", "cups"),
    ])
  func measuredVolumes(amount: String, unit: String) throws {
    let line = try Self.line(amount, unit)
    #expect(line.quantity == Rational(amount)?.formatted(.auto))
    #expect(line.measure == nil)
    #expect(!line.isApproximate)
  }

  @Test(
    "a US weight is in quarter ounces, or quarters and thirds of a pound from one",
    arguments: [
      ("1/6", "lb", "~2 3/4 oz beef"),
      ("1/2", "lb", "8 oz beef"),
      ("3/4", "pound", "12 oz beef"),
      ("1 1/6", "lb", "~18 3/4 oz beef"),
      ("5 5/6", "lb", "~5 3/4 lb beef"),
      ("1 1/3", "lb", "1 1/3 lb beef"),
      ("2 1/2", "pounds", "2 1/2 pounds beef"),
      ("1/3", "oz", "~1/4 oz beef"),
      ("5 1/3", "oz", "~5 1/4 oz beef"),
      ("3 3/4", "oz", "3 3/4 oz beef"),
    ])
  func weights(amount: String, unit: String, expected: String) throws {
    #expect(try Self.line(amount, unit, name: "beef").text == expected)
  }

  @Test(
    "a count, or a unit of no exact size, is in quarters and thirds, at least a quarter",
    arguments: [
      ("1/5", nil, "egg", "~1/4 egg (less than half of one)"),
      ("1/12", nil, "egg", "~1/4 egg (less than half of one)"),
      ("5/6", nil, "egg", "~3/4 egg (about 1)"),
      ("1 1/6", nil, "eggs", "~1 1/4 eggs (about 1)"),
      ("2/3", nil, "egg", "2/3 egg (about 1)"),
      ("1 1/2", nil, "eggs", "1 1/2 eggs (about 2)"),
      ("3/8", "clove", "garlic", "~1/3 clove garlic"),
      ("1 1/6", "cans", "tomatoes", "~1 1/4 cans tomatoes"),
      ("1/6", "handful", "basil", "~1/4 handful basil"),
      ("1/6", "large", "onion", "~1/4 large onion (less than half of one)"),
    ])
  func counts(amount: String, unit: String?, name: String, expected: String) throws {
    #expect(try Self.line(amount, unit, name: name).text == expected)
  }

  @Test("metric amounts, ranges and fixed amounts are left to their own rules")
  func leftAlone() throws {
    #expect(try Self.line("1066 2/3", "g").text == "~1067 g sugar")
    #expect(try Self.line("1/2", "fl oz").text == "1/2 fl oz sugar")
    #expect(try Self.line("1/6", "cup", amountMax: "1/4").text == "1/6\u{2013}1/4 cup sugar")
    #expect(try Self.line("1/6", "cup", fixed: true).text == "1/6 cup sugar")
    #expect(try Self.line("1/5", nil, name: "egg", fixed: true).text == "1/5 egg")
  }

  @Test(
    "--exact and ASCII fractions print the exact amount; --measure plans the exact volume",
    arguments: [
      AmountStyle(fractions: .ascii, exact: true), AmountStyle(fractions: .ascii),
      AmountStyle.plain, AmountStyle().withoutKitchenMeasures,
    ])
  func exactStyles(style: AmountStyle) throws {
    #expect(try Self.line("1/6", "cup", style: style).text == "1/6 cup sugar")
    #expect(try Self.line("1/5", nil, name: "egg", style: style).text.hasPrefix("1/5 egg"))
    #expect(try Self.line("1/6", "lb", name: "beef", style: style).text == "1/6 lb beef")
  }

  @Test("--measure keeps the exact volume and plans it; weights and counts still round")
  func measure() throws {
    let style = AmountStyle(measure: true)
    let sugar = try Self.line("1/9", "cup", style: style)
    #expect(sugar.quantity == "1/9")
    #expect(sugar.measure == "~1 tbsp + 2 1/4 tsp + 1/8 tsp")
    #expect(try Self.line("1/6", "lb", name: "beef", style: style).text == "~2 3/4 oz beef")
  }

  @Test("unicode and decimal styles measure too, writing their own numbers")
  func otherStyles() throws {
    #expect(
      try Self.line("1/5", nil, name: "egg", style: AmountStyle(fractions: .unicode)).text
        == "~¼ egg (less than half of one)")
    #expect(
      try Self.line("1/6", "cup", style: AmountStyle(fractions: .decimal)).text
        == "2 tbsp + 2 tsp sugar")
    #expect(
      try Self.line("1/5", nil, name: "egg", style: AmountStyle(fractions: .decimal)).text
        == "~0.25 egg (less than half of one)")
  }

  /// Every amount from 1/48 tsp to 4 cups in 48ths of a teaspoon: what is
  /// printed is one tool's amount or a sum of at most three, marked `~`
  /// exactly when it is not the amount, and within 2.5% or an eighth of a
  /// teaspoon of it; less than an eighth is a pinch.
  @Test("every US volume prints as at most three tools, within 2.5% or an eighth of a teaspoon")
  func everyVolume() throws {
    let tools: [String: Set<Int>] = [
      "cup": [1, 2, 3, 4, 8], "cups": [1, 2, 3, 4, 8],
      "tbsp": [1, 2], "tsp": [1, 2, 4, 8],
    ]
    for numerator in stride(from: 1, through: 48 * 192, by: 5) {
      let exact = try Rational(numerator, 48)
      let line = try Self.line(exact.formatted(.ascii), "tsp")
      let text = line.amountText ?? ""
      if exact < (try Rational(1, 8)) {
        #expect(text.hasPrefix("a pinch ("), "\(exact) tsp: \(text)")
        continue
      }
      let marked = text.hasPrefix("~")
      let parts = text.dropFirst(marked ? 1 : 0).components(separatedBy: " + ")
      #expect(parts.count <= 3, "\(exact) tsp: \(text)")
      var total = Rational.zero
      for part in parts {
        let words = part.split(separator: " ")
        let unit = try #require(words.last.map(String.init), "\(exact) tsp: \(text)")
        let amount = try #require(Rational(words.dropLast().joined(separator: " ")))
        #expect(tools[unit]?.contains { $0 % amount.denominator == 0 } == true, "\(text)")
        let standard = try #require(StandardUnit(recognizing: unit))
        let teaspoons = try #require(Quantity(amount, standard).converted(to: .teaspoon))
        total = try total.adding(teaspoons.amount)
      }
      #expect(marked == (total != exact), "\(exact) tsp: \(text)")
      let gap = try total.adding(exact.multiplied(by: Rational(-1)))
      let distance = gap < .zero ? try gap.multiplied(by: Rational(-1)) : gap
      let within =
        try distance.multiplied(by: Rational(40)) <= exact || distance <= Rational(1, 8)
      #expect(within, "\(exact) tsp: \(text)")
    }
  }
}
