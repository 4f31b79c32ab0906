import Testing

@testable import RecipeScale

@Suite("PanSize finding")
struct PanSizeFindingTests {
  @Test(
    "finds a 9x13 in pan in directions",
    arguments: [
      "Grease a 9x13-inch baking pan.", "Spread in a 9 by 13-inch pan.", "Use a 13x9 pan.",
      "Grease a 9x13x2-inch baking dish.", "Pour into a greased 9 x 13 inch glass baking dish.",
      "Grease a 9x13-inch (23x33 cm) baking dish.", "Bake in a baking dish (9 x 13 in).",
      "Grease a 9x13 pan. Pour the batter into the prepared 13x9 pan.",
      "1 9x13 pan", "Bake at 350 in a 9×13 casserole for 40 minutes.",
    ])
  func nineByThirteen(text: String) throws {
    let expected = try PanSize(width: Rational(9), length: Rational(13), in: .inch)
    #expect(PanSize.find(in: text) == expected)
  }

  @Test("finds square pans", arguments: ["Pour into a greased 8-inch square pan.", "an 8x8 pan"])
  func eightInchSquare(text: String) throws {
    #expect(PanSize.find(in: text) == (try PanSize(square: Rational(8), in: .inch)))
  }

  @Test(
    "finds a 9 in round pan",
    arguments: [
      "Butter a 9\" round cake tin.", "Makes one 9-inch pie", "Grease a 9-inch round cake pan",
      "Fit the dough into a 9-inch deep-dish pie plate.", "1 (9-inch) pie crust",
      "Roll the dough into a 12-inch circle and fit it into a 9-inch pie plate.",
      "Line a 9-inch springform pan with parchment.", "Bake in a 9 in. round pan.",
    ])
  func nineInchRound(text: String) throws {
    #expect(PanSize.find(in: text) == (try PanSize(round: Rational(9), in: .inch)))
  }

  @Test(
    "finds pans in centimeters in English",
    arguments: [
      ("Line a 23 x 33 cm tin with baking paper.", PanShape.rectangle, 23, 33),
      ("bake in a 24cm springform", .round, 24, 24),
      ("Grease a 20cm square tin.", .square, 20, 20),
      ("Butter a 20 cm round cake tin.", .round, 20, 20),
    ])
  func centimetersInEnglish(text: String, shape: PanShape, width: Int, length: Int) throws {
    let pan = try #require(PanSize.find(in: text))
    #expect(pan.shape == shape)
    #expect(pan.unit == .centimeter)
    #expect(pan.width == Rational(width))
    #expect(pan.length == Rational(length))
  }

  @Test(
    "finds pans in German, French, Spanish and Italian",
    arguments: [
      ("Springform (Ø 26 cm)", PanShape.round, 26),
      ("Springform Ø 26 cm", .round, 26),
      ("Eine Springform (Ø 26 cm) fetten und mit Mehl ausstreuen.", .round, 26),
      ("Den Teig in eine 26er Springform füllen.", .round, 26),
      ("Eine Springform mit 26 cm Durchmesser einfetten.", .round, 26),
      ("Eine runde Backform (24 cm) fetten.", .round, 24),
      ("Beurrer un moule rond de 24 cm.", .round, 24),
      ("Verser dans un moule carré de 20 cm.", .square, 20),
      ("Verser dans un moule à manqué de 22 cm.", .round, 22),
      ("Engrasar un molde redondo de 24 cm.", .round, 24),
      ("Engrasar un molde desmontable de 24 cm.", .round, 24),
      ("Imburrare una tortiera da 24 cm.", .round, 24),
      ("Una tortiera di 24 cm di diametro.", .round, 24),
    ])
  func otherLanguages(text: String, shape: PanShape, side: Int) throws {
    let pan = try #require(PanSize.find(in: text))
    #expect(pan.shape == shape)
    #expect(pan.unit == .centimeter)
    #expect(pan.width == Rational(side))
  }

  @Test("finds a rectangle in German, with the sides in centimeters")
  func germanRectangle() throws {
    let expected = try PanSize(width: Rational(20), length: Rational(30), in: .centimeter)
    #expect(PanSize.find(in: "Eine Backform (20 x 30 cm) einfetten.") == expected)
    #expect(PanSize.find(in: "eine 20x30 Form") == expected)
  }

  @Test("finds rectangles with decimal sides and sheet pans")
  func otherRectangles() throws {
    let metric = try PanSize(width: Rational(45, 2), length: Rational(33), in: .centimeter)
    #expect(PanSize.find(in: "Pour into a 22.5 x 33 cm tin.") == metric)
    let sheet = try PanSize(width: Rational(12), length: Rational(17), in: .inch)
    #expect(PanSize.find(in: "Line a 12 x 17-inch rimmed baking sheet.") == sheet)
    let jellyRoll = try PanSize(width: Rational(10), length: Rational(15), in: .inch)
    #expect(PanSize.find(in: "Bake in a 10x15-inch jelly roll pan.") == jellyRoll)
  }

  @Test(
    "finds sizes after the pan word, in parentheses or as two sides",
    arguments: [
      ("Pour into the prepared pan (8 inch square).", PanShape.square, 8, 8, PanUnit.inch),
      ("Spread into a half sheet pan (13x18 inches).", .rectangle, 13, 18, .inch),
      ("Eine Springform (26 cm Ø) fetten.", .round, 26, 26, .centimeter),
      ("Stendere in una teglia 30x40 cm.", .rectangle, 30, 40, .centimeter),
      ("a 10-inch (25 cm) tart pan with a removable bottom", .round, 10, 10, .inch),
      ("Grease a 9x5-inch loaf pan.", .rectangle, 5, 9, .inch),
      ("Spread into a 15x10x1-inch baking pan.", .rectangle, 10, 15, .inch),
    ])
  func sizesAfterOrUnusual(text: String, shape: PanShape, width: Int, length: Int, unit: PanUnit)
    throws
  {
    let pan = try #require(PanSize.find(in: text))
    #expect(pan.shape == shape)
    #expect(pan.unit == unit)
    #expect(pan.width == Rational(width))
    #expect(pan.length == Rational(length))
  }

  @Test(
    "finds no pan where a size measures something else",
    arguments: [
      "Cut into 1-inch squares.", "Place 9 inches apart on a baking sheet.",
      "a 2-inch piece of ginger, peeled", "Roll the dough to a 12-inch circle.",
      "Shape into a 9-inch round loaf.", "Grease the pan.", "Let cool in the pan for 10 minutes.",
      "Drain 2 tins of chickpeas.", "1 (14-ounce) tin coconut milk",
      "Place in a 2-quart baking dish.",
      "Heat a 10-inch cast-iron skillet.", "Roll out on a 12x16 sheet of parchment.",
      "Place the pan 6 inches from the broiler.", "Form into 2-inch balls.",
      "Bake in a 10-inch tube pan.", "Set the pan in 1 inch of hot water.", "",
      "Preheat the oven to 350°F.", "tortiera da 24", "Grease a 900g loaf tin.",
      "Bake in a 12-cup Bundt pan.", "Butter a 2-quart soufflé dish.",
      "In a 12-inch skillet, melt the butter.", "Kastenform (30 cm) fetten.",
      "un moule à cake de 24 cm",
    ])
  func noPan(text: String) {
    #expect(PanSize.find(in: text) == nil)
  }

  @Test(
    "finds no pan when unsure which pan is meant",
    arguments: [
      "Grease a 9-inch pan.", "Line a 20cm tin.", "Use an 8- or 9-inch square pan.",
      "Use an 8-9 inch round pan.", "Divide between two 9-inch round cake pans.",
      "Divide between 2 9-inch round pans.", "2 9-inch pie crusts", "Makes two 9-inch pies",
      "Beurrer un moule de 24 cm.", "Use a 9x13 or an 8x8 pan.", "2 x 20cm round tin",
      "Bake in an 8-inch square or 9-inch round pan.",
    ])
  func unsure(text: String) {
    #expect(PanSize.find(in: text) == nil)
  }

  @Test(
    "finds no pan when the text names several different pans",
    arguments: [
      "Use a 9x13-inch pan or a 10-inch springform.",
      "Bake in an 8x8 pan; for a double batch, use a 9x13 pan.",
      "Grease a 9-inch round pan and a 9x13 pan.",
      "Line a 9x13-inch pan. Or use a 23 x 33 cm tin.",
      "Springform (Ø 26 cm) oder eine Backform (20 x 30 cm)",
    ])
  func severalPans(text: String) {
    #expect(PanSize.find(in: text) == nil)
  }

  @Test("finds every pan it names, in a sentence, as written by its description")
  func findsDescriptions() throws {
    var generator = SplitMix64(seed: 9)
    for _ in 0..<2_000 {
      let unit: PanUnit = generator.int(in: 0...1) == 0 ? .inch : .centimeter
      let first = try Rational(generator.int(in: 1...400), 4)
      let second = try Rational(generator.int(in: 1...400), 4)
      let pan: PanSize
      switch generator.int(in: 0...2) {
      case 0: pan = try PanSize(round: first, in: unit)
      case 1: pan = try PanSize(square: first, in: unit)
      default: pan = try PanSize(width: first, length: second, in: unit)
      }
      #expect(PanSize.find(in: "Grease a \(pan) pan, then bake.") == pan)
    }
  }

  @Test("keeps to its invariant on text glued together at random")
  func randomText() {
    var generator = SplitMix64(seed: 77)
    let pieces = PanSizeParsingTests.pieces + ["tin", "tins", "Form", "moule", "two", "2", "1"]
    var found = 0
    for _ in 0..<20_000 {
      let count = generator.int(in: 1...10)
      let text = (0..<count).map { _ in pieces[generator.int(in: 0...(pieces.count - 1))] }
        .joined(separator: " ")
      guard let pan = PanSize.find(in: text) else { continue }
      found += 1
      #expect(pan.width > .zero && pan.width <= pan.length, "\(text)")
      #expect(pan.length <= pan.unit.longestSide, "\(text)")
    }
    #expect(found > 100)
  }
}
