import Testing

@testable import RecipeScale

@Suite("An ingredient's fields in memory")
struct IngredientStorageTests {
  static let pantry = """
    # Pantry
    Serves 2
    2 cups flour
    For the sauce:
    1 cup stock
    2 tbsp butter
    For the topping:
    1/2 cup cheese
    """

  #if os(Linux)
    /// Two classes whose instance sizes are known, to check the reading of one.
    final class TwoWords {
      var first = 0
      var second = 0
    }
    final class OneByte {
      var byte: UInt8 = 0
    }

    /// The bytes Swift asks the allocator for an instance of a class: the
    /// `InstanceSize` field of its metadata, after the kind, the superclass and
    /// two 32-bit fields where there is no Objective-C (`TargetClassMetadata`).
    ///
    /// Not `malloc_usable_size` of a box: glibc may hand a request a larger
    /// free chunk it cannot split, so that measured the heap, not the box.
    static func instanceSize(of type: AnyClass) -> Int {
      Int(unsafeBitCast(type, to: UnsafeRawPointer.self).load(fromByteOffset: 24, as: UInt32.self))
    }

    @Test(
      "a line of text takes a box of at most 88 bytes, a 96-byte chunk: its amounts, source and name packed"
    )
    func boxSize() throws {
      // The reading itself, on classes of known size: a header of 16 bytes, then the fields.
      #expect(Self.instanceSize(of: TwoWords.self) == 32)
      #expect(Self.instanceSize(of: OneByte.self) == 17)
      // glibc's malloc gives a request of 73 to 88 bytes a chunk of 96; of 89 to 104, 112.
      #expect(Self.instanceSize(of: Ingredient.Storage.self) <= 88)
      let recipe = try #require(TextRecipeReader().read(Self.pantry, title: "t").recipes.first)
      #expect(recipe.ingredients.allSatisfy { type(of: $0.storage) == Ingredient.Storage.self })
    }
  #endif

  @Test("the lines under one heading share one box of rare fields; no heading, no box")
  func sharedGroups() throws {
    let recipe = try #require(TextRecipeReader().read(Self.pantry, title: "t").recipes.first)
    let boxes = recipe.ingredients.map(\.storage.rare)
    #expect(
      recipe.ingredients.map(\.group) == [nil, "For the sauce", "For the sauce", "For the topping"])
    #expect(boxes[0] == nil)
    #expect(boxes[1] === boxes[2])
    #expect(boxes[2] !== boxes[3])
  }

  @Test("each rare field reads back as set, alone or together, and counts in equality")
  func rareFields() throws {
    let plain = Ingredient(name: "egg", amount: Rational(2), unit: nil)
    var changed = plain
    changed.isFixed = true
    #expect(changed.isFixed && changed.group == nil && changed.nameForms.isEmpty)
    #expect(changed != plain)
    changed.group = "For the glaze"
    changed.nameForms = NounForms(singular: "Ei", plural: "Eier")
    changed.unitForms = NounForms(plural: "Stück")
    #expect(changed.isFixed)
    #expect(changed.group == "For the glaze")
    #expect(changed.nameForms == NounForms(singular: "Ei", plural: "Eier"))
    #expect(changed.unitForms == NounForms(plural: "Stück"))
    // The copy it was made from keeps its own fields.
    #expect(!plain.isFixed && plain.group == nil && plain.storage.rare == nil)
    // Back to every field absent: no box, and equal to the plain ingredient again.
    changed.isFixed = false
    changed.group = nil
    changed.nameForms = NounForms()
    changed.unitForms = NounForms()
    #expect(changed.storage.rare == nil)
    #expect(changed == plain)
    #expect(changed.hashValue == plain.hashValue)
  }

  @Test("a shared box is never changed through one of its lines")
  func sharedBoxStays() throws {
    let recipe = try #require(TextRecipeReader().read(Self.pantry, title: "t").recipes.first)
    var stock = recipe.ingredients[1]
    stock.isFixed = true
    #expect(stock.isFixed && stock.group == "For the sauce")
    #expect(!recipe.ingredients[2].isFixed)
    #expect(recipe.ingredients[2].group == "For the sauce")
  }

  @Test("a line of 16 MiB or more is a text of its own, and reads back whole")
  func longLine() throws {
    let long = String(repeating: "flour ", count: (1 << 24) / 6 + 2)
    let text = SourceText("1 cup " + long + "\n2 eggs")
    let start = 6
    let line = SourceLine(in: text, at: start..<start + long.utf8.count)
    #expect(line.range == 0..<long.utf8.count)
    #expect(line.string == long)
    let short = SourceLine(in: text, at: 0..<5)
    #expect(short.range == 0..<5)
    #expect(short.string == "1 cup")
  }

  /// Amounts on both sides of what 16-bit parts hold: `Int16.max` packs, one more does not.
  static let edgeAmounts: [Rational?] = [
    nil, Rational(2), try? Rational(3, 2), Rational(Int(Int16.max)), Rational(Int(Int16.max) + 1),
    try? Rational(1, Int(Int16.max)), try? Rational(1, Int(Int16.max) + 1),
    Rational(Int(Int16.min)), Rational(Int(Int16.min) - 1), Rational(Int.max),
    try? Rational(-7, Int.max),
  ]

  @Test(
    "an amount and a range end read back as set, packed or too wide to pack",
    arguments: edgeAmounts, edgeAmounts)
  func amounts(amount: Rational?, amountMax: Rational?) throws {
    let made = Ingredient(name: "flour", amount: amount, unit: nil, amountMax: amountMax)
    #expect(made.amount == amount && made.amountMax == amountMax)
    let fits = [amount, amountMax].allSatisfy { value in
      value.map { Int16(exactly: $0.numerator) != nil && Int16(exactly: $0.denominator) != nil }
        ?? true
    }
    // Wide amounts live in the rare box; packed ones need none.
    #expect((made.storage.rare != nil) == !fits)
    // Set one at a time on a plain ingredient, through a group and the fixed flag, and back.
    var changed = Ingredient(name: "flour", amount: Rational(1), unit: nil)
    changed.group = "For the dough"
    changed.amount = amount
    changed.amountMax = amountMax
    changed.isFixed = true
    #expect(changed.amount == amount && changed.amountMax == amountMax)
    #expect(changed.group == "For the dough" && changed.isFixed)
    changed.amount = Rational(1)
    changed.amountMax = nil
    changed.group = nil
    changed.isFixed = false
    #expect(changed.storage.rare == nil)
    #expect(changed == Ingredient(name: "flour", amount: Rational(1), unit: nil))
    // Equality and hashing see the amounts, wherever they are kept.
    let twin = Ingredient(name: "flour", amount: amount, unit: nil, amountMax: amountMax)
    #expect(twin == made && twin.hashValue == made.hashValue)
  }

  @Test("a line under a heading with an amount too wide to pack keeps both")
  func wideUnderHeading() throws {
    let text = "# Big\nFor the vat:\n3000000000 g flour\n2 g salt\n"
    let recipe = try #require(TextRecipeReader().read(text, title: "t").recipes.first)
    #expect(recipe.ingredients.map(\.group) == ["For the vat", "For the vat"])
    #expect(recipe.ingredients.map(\.amount) == [Rational(3_000_000_000), Rational(2)])
    // The narrow line shares the heading's box; the wide one has a box of its own.
    #expect(recipe.ingredients[0].storage.rare !== recipe.ingredients[1].storage.rare)
  }

  /// Lines and the name each reads, and whether the name is a run of the line's
  /// own bytes (kept as a place in it) or had to be made (spaces collapsed, an
  /// amount restated in parentheses left out, a lead phrase moved).
  static let names: [(line: String, name: String, isPlace: Bool)] = [
    ("2 cups all-purpose flour, sifted", "all-purpose flour, sifted", true),
    ("  - 3 Large eggs  ", "Large eggs", true),
    ("200 g crème fraîche", "crème fraîche", true),
    ("1 (14.5 oz) can diced tomatoes", "diced tomatoes", true),
    ("salt, to taste", "salt, to taste", true),
    ("2 tbsp olive  oil", "olive oil", false),
    ("2 tbsp olive\u{00A0}oil", "olive oil", false),
    ("1 cup (240 ml) milk", "milk", true),
    ("1 cup milk (240 ml), warm", "milk, warm", false),
    ("2 cups flour (250 g)", "flour", false),
    ("juice of 1 lemon", "lemon, juice of", false),
    ("4 oz C:\\pantry\\cheese", "C:\\pantry\\cheese", true),
    ("1 egg", "egg", true),
  ]

  @Test(
    "a name as written is kept as a place in its line, others as strings; both read back",
    arguments: names)
  func namePlaces(line: String, name: String, isPlace: Bool) throws {
    let ingredient = try IngredientLineParser().read(line).ingredient
    #expect(ingredient.name == name)
    var kept = false
    if case .inSource = ingredient.storage.storedName { kept = true }
    #expect(kept == isPlace)
    #expect(ingredient.hasNoName == name.isEmpty)
    #expect(ingredient.storage.withNameBytes { Array($0) } == Array(name.utf8))
    // Equal, and hashed the same, to the ingredient made from its fields.
    let made = Ingredient(
      name: name, amount: ingredient.amount, unit: ingredient.unit,
      amountMax: ingredient.amountMax, source: ingredient.source)
    #expect(made == ingredient && made.hashValue == ingredient.hashValue)
  }

  @Test("a name kept as a place stays when the source line is replaced, on the copy that changes")
  func namePlaceOutlivesSource() throws {
    let read = try IngredientLineParser().read("2 cups all-purpose flour").ingredient
    var changed = read
    changed.source = "something else entirely"
    #expect(changed.name == "all-purpose flour")
    #expect(changed.source == "something else entirely")
    changed.source = nil
    #expect(changed.name == "all-purpose flour" && changed.source == nil)
    // The copy it was made from still reads its name from its own line.
    #expect(read.name == "all-purpose flour" && read.source == "2 cups all-purpose flour")
    var renamed = read
    renamed.name = "bread flour"
    #expect(renamed.name == "bread flour" && renamed.source == "2 cups all-purpose flour")
  }

  @Test("a text's names are places in the text, and TSV writes them escaped as fields are")
  func namePlacesInTSV() throws {
    let text = "# Pantry\nServes 2\n2 cups flour\n1 tbsp C:\\salt\\fine\n3 eggs, beaten\n"
    let recipe = try #require(TextRecipeReader().read(text, title: "t").recipes.first)
    for ingredient in recipe.ingredients {
      guard case .inSource = ingredient.storage.storedName else {
        Issue.record("\(ingredient.name) is not kept as a place")
        continue
      }
    }
    let rows = TSVFormatter().format([try Scaler(servings: 4).scale(recipe)])
      .split(separator: "\n").dropFirst().map {
        $0.split(separator: "\t", omittingEmptySubsequences: false)
      }
    #expect(rows.map { String($0[4]) } == ["flour", "C:\\\\salt\\\\fine", "eggs, beaten"])
  }
}
