import RecipeScale
import Testing

@Suite("Cooklang recipes")
struct CooklangReaderTests {
  let reader = CooklangReader()

  /// The one recipe a text makes.
  func recipe(_ text: String, title: String = "file") throws -> Recipe {
    let found = try reader.read(text, title: title)
    #expect(found.recipes.count == 1)
    #expect(found.startLines == [1])
    return try #require(found.recipes.first)
  }

  @Test("a whole recipe: front matter, steps, ingredients, cookware and timers")
  func wholeRecipe() throws {
    let text = """
      ---
      title: Boiled Eggs
      servings: 2
      ---
      Crack @eggs{3} into a #bowl{}.
      Add @salt and @ground black pepper{}.

      Boil in a #pot for ~{25%minutes}, then ~eggs{3%minutes} more.
      """
    let found = try recipe(text)
    #expect(found.name == "Boiled Eggs")
    #expect(found.servings == 2)
    #expect(found.ingredients.map(\.name) == ["eggs", "salt", "ground black pepper"])
    #expect(found.ingredients.map(\.amount) == [Rational(3), nil, nil])
    #expect(found.ingredients.map(\.unit) == [nil, nil, nil])
    #expect(found.ingredients.map(\.source) == ["@eggs{3}", "@salt", "@ground black pepper{}"])
    #expect(
      found.details.directions == [
        "Crack 3 eggs into a bowl. Add salt and ground black pepper.",
        "Boil in a pot for 25 minutes, then 3 minutes more.",
      ])
  }

  @Test(
    "amounts and units",
    arguments: [
      ("@flour{200%g}", "flour", Rational(200), "g"),
      ("@chilli{ 3 % items }", "chilli", Rational(3), "items"),
      ("@milk{1/2%cup}", "milk", try Rational(1, 2), "cup"),
      ("@milk{1 / 2 %cup}", "milk", try Rational(1, 2), "cup"),
      ("@milk{1 1/2%cups}", "milk", try Rational(3, 2), "cups"),
      ("@butter{1.5%tbsp}", "butter", try Rational(3, 2), "tbsp"),
      ("@water{0.25%l}", "water", try Rational(1, 4), "l"),
      ("@tipo 00 flour{250%g}", "tipo 00 flour", Rational(250), "g"),
      ("@bacon strips{1%kg}", "bacon strips", Rational(1), "kg"),
    ] as [(String, String, Rational, String)])
  func amounts(text: String, name: String, amount: Rational, unit: String) throws {
    let ingredient = try #require(try recipe(text).ingredients.first)
    #expect(ingredient.name == name)
    #expect(ingredient.amount == amount)
    #expect(ingredient.unit?.written == unit)
    #expect(ingredient.isFixed == false)
    #expect(ingredient.source == text)
  }

  @Test(
    "quantities that are no number keep their words in the unit",
    arguments: [
      ("@salt{some}", "some"),
      ("@thyme{few%sprigs}", "few sprigs"),
      ("@water{7 k }", "7 k"),
      ("@milk{01/2%cup}", "01/2 cup"),
      ("@milk{1/0%cup}", "1/0 cup"),
      ("@salt{0}", "0"),
    ])
  func wordQuantities(text: String, unit: String) throws {
    let ingredient = try #require(try recipe(text).ingredients.first)
    #expect(ingredient.amount == nil)
    #expect(ingredient.unit?.written == unit)
  }

  @Test("no amount: one word, empty braces, braces of spaces, a unit alone")
  func noAmount() throws {
    let found = try recipe("@chilli @hot chilli{} @1000 island dressing{ } @salt{%pinch} @🧂")
    #expect(
      found.ingredients.map(\.name) == [
        "chilli", "hot chilli", "1000 island dressing", "salt", "🧂",
      ])
    #expect(found.ingredients.allSatisfy { $0.amount == nil })
    #expect(found.ingredients.map(\.unit?.written) == [nil, nil, nil, "pinch", nil])
  }

  @Test("a fixed amount never scales; a range keeps both ends")
  func fixedAndRange() throws {
    let found = try recipe("Add @salt{=1%tsp} and @eggs{2-3}.")
    #expect(found.ingredients[0].isFixed)
    #expect(found.ingredients[0].amount == Rational(1))
    #expect(found.ingredients[0].unit?.written == "tsp")
    #expect(found.ingredients[1].amount == Rational(2))
    #expect(found.ingredients[1].amountMax == Rational(3))
    #expect(found.ingredients[1].isFixed == false)
  }

  @Test("a note in parentheses follows the name after a comma")
  func notes() throws {
    let found = try recipe(
      "Mix @onion{1}(peeled and finely chopped) and @garlic{2%cloves}(peeled and minced) into paste."
    )
    #expect(
      found.ingredients.map(\.name) == [
        "onion, peeled and finely chopped", "garlic, peeled and minced",
      ])
    #expect(found.ingredients[0].source == "@onion{1}(peeled and finely chopped)")
    #expect(found.details.directions == ["Mix 1 onion and 2 cloves garlic into paste."])
  }

  @Test("one-word names end at white space and punctuation, Unicode included")
  func oneWordNames() throws {
    let found = try recipe(
      "Add @chilli, then @pepper⸫ then @cumin\u{2009}then @5peppers and @salt{}? #pot, ~rest.")
    #expect(found.ingredients.map(\.name) == ["chilli", "pepper", "cumin", "5peppers", "salt"])
    #expect(
      found.details.directions == [
        "Add chilli, then pepper⸫ then cumin then 5peppers and salt? pot, rest."
      ])
  }

  @Test(
    "a marker followed by a space is text",
    arguments: [
      "Message @ example{}", "Message me @ example", "Recipe # 10{}", "Recipe # 5",
      "It is ~ {5}", "It is ~ 5", "Add @? thyme",
    ])
  func markersAsText(text: String) throws {
    let found = try recipe(text)
    #expect(found.ingredients.isEmpty)
    #expect(found.details.directions == [text])
  }

  @Test("without braces, an ingredient is one word, and the next marker ends a name")
  func withoutStopper() throws {
    let found = try recipe("@chilli cut into pieces and @garlic, with @olive oil{2%tbsp}")
    #expect(found.ingredients.map(\.name) == ["chilli", "garlic", "olive oil"])
    #expect(
      found.details.directions == ["chilli cut into pieces and garlic, with 2 tbsp olive oil"])
  }

  @Test("optional ingredients and cookware")
  func optional() throws {
    let found = try recipe(
      "Stir @parmesan{100%g} in, top with @?parmesan{50%g} and @??thyme{}, in a #?splatter guard{}")
    #expect(found.ingredients.map(\.name) == ["parmesan", "parmesan", "?thyme"])
    #expect(found.ingredients.map(\.amount) == [Rational(100), Rational(50), nil])
    #expect(
      found.details.directions == [
        "Stir 100 g parmesan in, top with 50 g parmesan and ?thyme, in a splatter guard"
      ])
  }

  @Test("cookware and timers become plain words")
  func cookwareAndTimers() throws {
    let found = try recipe(
      "Fry in #frying pan{2}, #7-inch nonstick frying pan{ } for ~{1.5%minutes}, ~{1/2%hour}, ~potato{42%minutes}"
    )
    #expect(found.ingredients.isEmpty)
    #expect(
      found.details.directions == [
        "Fry in frying pan, 7-inch nonstick frying pan for 1.5 minutes, 1/2 hour, 42 minutes"
      ])
  }

  @Test("line and block comments are dropped; a comment-only line does not end a step")
  func comments() throws {
    let text = """
      -- testing comments
      @thyme{2%sprigs} -- the rest is comment @salt{1%kg}
      and some text
      Slowly add @milk{4%cup} [- TODO change units to litres -], keep mixing [- a block
      over two lines @sugar{1%kg} -] done
      """
    let found = try recipe(text)
    #expect(found.ingredients.map(\.name) == ["thyme", "milk"])
    #expect(
      found.details.directions == [
        "2 sprigs thyme and some text Slowly add 4 cup milk , keep mixing done"
      ])
    #expect(found.ingredients[1].source == "@milk{4%cup}")
    #expect(try recipe("-- only a comment").details.directions == nil)
  }

  @Test("three dashes are text, not a comment")
  func dashes() throws {
    let found = try recipe("hello ---\nsourced: babooshka\n---")
    #expect(found.details.directions == ["hello --- sourced: babooshka ---"])
  }

  @Test("paragraphs are steps; lines of one paragraph join with a space")
  func steps() throws {
    let found = try recipe("A step,\nthe same step.\n\n\n  \nA different step.\r\n")
    #expect(found.details.directions == ["A step, the same step.", "A different step."])
  }

  @Test("text with numbers, degrees and slashes is left alone")
  func plainText() throws {
    for text in [
      "Heat oven up to 200°C", "Heat 5L of water", "knife cut about every 1/2 inches",
      "Preheat the oven to 200℃/Fan 180°C.",
    ] {
      let found = try recipe(text)
      #expect(found.details.directions == [text])
      #expect(found.ingredients.isEmpty)
    }
  }
}
