/// Numbers in ingredient lists that are no amount of an ingredient: the size of
/// a pan, a length of time, the servings, a nutrition fact. Each must stay as written,
/// never scaled, so the reader keeps such a line as text.
extension LineText {
  /// Whether a pan or dish is named at a position, and nothing but notes follow:
  /// `springform pan`, `casserole dish, greased`, `round tin, lined`, `loaf pans (8 x 4)`.
  ///
  /// - Parameters:
  ///   - index: Where the words start.
  ///   - afterLength: Whether a length comes before, after which `tin` is a baking
  ///     tin; after a volume or weight (`400 ml tin`) it is a can.
  /// - Returns: Whether the words name cookware.
  func namesCookware(at index: Int, afterLength: Bool = false) -> Bool {
    var position = skipSpaces(index)
    var isCookware = false
    var previous: Range<Int>?
    for _ in 0..<4 {
      let wordEnd = self.wordEnd(position)
      guard wordEnd > position else { break }
      let word = position..<wordEnd
      if let kind = LineText.cookwareWords.value(in: bytes, word) {
        switch kind {
        case .noun: isCookware = true
        case .adjective: break
        case .afterAdjective:
          // `baking sheet`, `loaf tin`: a noun only after a word for what it bakes.
          if afterLength || previous != nil { isCookware = true }
        }
      } else {
        break
      }
      previous = word
      position = wordEnd
      // `non-stick`, `oven-proof`, `9-inch`: a hyphen joins words of one name.
      if byte(position) == UInt8(ascii: "-") {
        position += 1
      } else {
        position = skipSpaces(position)
      }
    }
    guard isCookware else { return false }
    // `pan drippings`, `pot roast`: a word that is no note after it makes them food.
    if position >= end { return true }
    let lead = byte(position)
    if lead == UInt8(ascii: ",") || lead == UInt8(ascii: "(") || lead == UInt8(ascii: ";")
      || lead == UInt8(ascii: ":")
    {
      return true
    }
    let nextEnd = self.wordEnd(position)
    let next = position..<nextEnd
    return spells(next, "for") || spells(next, "or") || spells(next, "with")
      || spells(next, "lined") || spells(next, "greased") || spells(next, "buttered")
      || spells(next, "oiled") || spells(next, "sprayed")
  }

  /// Whether a name that comes before its amount ends in cookware or an appliance:
  /// `Instant Pot 6 qt`, `Dutch oven, 5 qt`, `Lodge skillet 12 inch` give the size
  /// of the pot, not an amount of anything in it.
  func endsInCookware(_ name: Range<Int>) -> Bool {
    guard let (word, _) = lastWord(before: name.upperBound, floor: name.lowerBound) else {
      return false
    }
    switch LineText.cookwareWords.value(in: bytes, word) {
    case .noun: return true
    // `Cake tin`, `baking sheet`: a noun after a word for what it bakes.
    case .afterAdjective: return word.lowerBound > name.lowerBound
    default: return LineText.applianceWords.value(in: bytes, word) != nil
    }
  }

  /// Whether a name that comes before a number is a nutrition fact's (`Calories: 350`,
  /// `Protein: 12 g`, `Servings per container: 4`), whose number no recipe scales.
  ///
  /// - Parameters:
  ///   - name: Where the name is.
  ///   - isNutrient: Whether the number counts, or weighs in grams, as a nutrient's
  ///     does; `Protein: 1 scoop` is food. A serving (`Serving size: 1 cup`) is one
  ///     in any unit.
  /// - Returns: Whether the number is a nutrition fact's.
  func namesNutritionFact(_ name: Range<Int>, isNutrient: Bool) -> Bool {
    guard let anyUnit = LineText.nutritionFacts.value(in: bytes, name) else { return false }
    return anyUnit || isNutrient
  }

  /// Whether a name's last word ends in an `s`, as a plural does (`Flour tortillas`).
  func endsInPlural(_ name: Range<Int>) -> Bool {
    guard let (word, _) = lastWord(before: name.upperBound, floor: name.lowerBound) else {
      return false
    }
    return word.count > 3 && bytes[word.upperBound - 1] | 0x20 == UInt8(ascii: "s")
  }

  /// Whether a word counts calories (`350 calories`, `120 kcal`), no ingredient.
  func isCalorieWord(_ word: Range<Int>) -> Bool {
    spells(word, "calories") || spells(word, "calorie") || spells(word, "kcal")
      || spells(word, "cals") || spells(word, "kalorien")
  }

  /// Whether the words at a position start a numbered step rather than name what
  /// the number counts: `Whisk the eggs`, `Stir in the flour`, `Bake until golden`.
  /// A verb of the kitchen, written with a capital as a sentence starts, then a word
  /// that no name has after its first word (`Cream cheese` is food, `Cream the
  /// butter` a step). Otherwise, only a sentence that ends in a period is a step:
  /// `Boil in the bag rice`, `Bake at home rolls` are products.
  func startsStep(at index: Int) -> Bool {
    guard LineText.isASCIILetter(byte(index)), byte(index) < UInt8(ascii: "a"),
      let (verb, verbEnd) = wordRange(at: index), LineText.stepVerbs.value(in: bytes, verb) != nil,
      spaceLength(verbEnd) > 0, let (next, _) = wordRange(at: skipSpaces(verbEnd))
    else { return false }
    // `1 Melt butter in saucepan.`: a sentence, with its period, is a step too.
    return LineText.stepFollowers.value(in: bytes, next) == true
      || bytes[end - 1] == UInt8(ascii: ".")
  }

  /// The letters of the word at a position and where they end, or `nil` when none start there.
  func wordRange(at index: Int) -> (Range<Int>, Int)? {
    let wordEnd = self.wordEnd(index)
    return wordEnd > index ? (index..<wordEnd, wordEnd) : nil
  }

  /// The last word that ends at `index` (spaces before it skipped), looking no
  /// further back than `floor`.
  func lastWord(before index: Int, floor: Int) -> (Range<Int>, Int)? {
    let wordEnd = trimmingSpaces(before: index, floor: floor)
    var wordStart = wordEnd
    while wordStart > floor {
      var back = wordStart - 1
      while back > floor, bytes[back] & 0xC0 == 0x80 { back -= 1 }
      guard letterLength(back) > 0 else { break }
      wordStart = back
    }
    return wordStart < wordEnd ? (wordStart..<wordEnd, wordEnd) : nil
  }

  /// After a can size as US food service writes it, its end: `#10`, `#2 1/2`,
  /// `No. 303`, `no 2½`; else `nil`. The size names the can, and never scales.
  func endOfCanSize(at index: Int) -> Int? {
    var position = index
    if byte(position) == UInt8(ascii: "#") {
      position += 1
    } else if byte(position) | 0x20 == UInt8(ascii: "n"),
      byte(position + 1) | 0x20 == UInt8(ascii: "o")
    {
      position += 2
      if byte(position) == UInt8(ascii: ".") { position += 1 }
      position = skipSpaces(position)
    } else {
      return nil
    }
    guard LineText.isDigit(byte(position)), let size = try? amount(at: position), size.high == nil
    else { return nil }
    return size.end
  }

  /// Whether an inch mark follows a number at a position: `10"`, `9”`, `8''`.
  func inchMarkLength(at index: Int) -> Int {
    if byte(index) == UInt8(ascii: "\"") { return 1 }
    if byte(index) == UInt8(ascii: "'"), byte(index + 1) == UInt8(ascii: "'") { return 2 }
    if byte(index) == 0xE2, byte(index + 1) == 0x80, byte(index + 2) == 0x9D { return 3 }
    return 0
  }

  /// Whether a length of time or the people a recipe serves follows an amount:
  /// `1 hour`, `20 min`, `12-15 minutes per side`, `8 servings`, `4 Personen`.
  func startsTimeOrServings(at index: Int) -> Bool {
    let wordEnd = self.wordEnd(index)
    guard wordEnd > index, isWordBoundary(wordEnd) || byte(wordEnd) == UInt8(ascii: "."),
      let isTime = LineText.timeAndServingWords.value(in: bytes, index..<wordEnd)
    else { return false }
    // `2 servings protein powder` counts servings of something, as a unit would;
    // `8 servings` alone is a yield.
    if !isTime {
      var after = wordEnd
      if byte(after) == UInt8(ascii: ".") { after += 1 }
      return skipSpaces(after) >= end
    }
    return true
  }

  /// The words of cookware: what a pan's size can be followed by.
  enum CookwareWord: Sendable {
    /// A pan or dish itself.
    case noun
    /// A word that may come before one: `round`, `glass`, `baking`.
    case adjective
    /// A noun that is cookware only after a word for what it bakes, or after a
    /// length: `sheet` (`1 sheet puff pastry` is food), `tin` (`400 ml tin` is a can).
    case afterAdjective
  }

  static let cookwareWords = WordTable<CookwareWord>(
    [
      "pan", "pans", "dish", "dishes", "skillet", "skillets", "saucepan", "saucepans", "pot",
      "pots", "stockpot", "stockpots", "stone", "stones", "casserole", "casseroles", "ramekin",
      "ramekins", "tray", "trays", "mold", "molds",
      "mould", "moulds", "springform", "plate", "plates", "wok",
    ].map { ($0, CookwareWord.noun) }
      + [
        "round", "square", "rectangular", "oval", "glass", "metal", "nonstick", "non", "stick",
        "deep", "shallow", "heavy", "ovenproof", "oven", "proof", "cast", "iron", "baking",
        "cake", "loaf", "pie", "tart", "bundt", "tube", "muffin", "cookie", "roasting", "jelly",
        "roll", "quiche", "flan", "fluted",
      ].map { ($0, CookwareWord.adjective) }
      + ["sheet", "sheets", "tin", "tins"].map { ($0, CookwareWord.afterAdjective) })

  /// Appliances and pots that are no cookware noun of their own (`oven` describes a
  /// dish in `oven dish`), as a name that ends in one names equipment.
  static let applianceWords = WordTable<Bool>(
    [
      "oven", "ovens", "cooker", "cookers", "crockpot", "crockpots", "foodi", "fryer",
      "fryers", "instapot", "multicooker", "slowcooker", "griddle", "griddles",
    ].map { ($0, true) })

  /// Nutrition facts as a label or a recipe card names them.
  static let nutritionFacts = WordTable<Bool>(
    [
      "calories", "calorie", "kcal", "cal", "cals", "energy", "protein", "proteins", "fat",
      "fats", "total fat", "saturated fat", "sat fat", "trans fat", "carbohydrates",
      "carbohydrate", "carbs", "carb", "net carbs", "total carbs", "total carbohydrates",
      "total carbohydrate", "fiber", "fibre", "dietary fiber", "dietary fibre", "sugars",
      "total sugars", "added sugars", "sodium", "cholesterol", "potassium", "calcium",
      "points", "smartpoints", "smart points", "ww points", "kalorien", "brennwert",
      "kohlenhydrate",
      "ballaststoffe", "glucides", "lipides", "protéines", "calorías", "proteínas",
      "carbohidratos", "hidratos de carbono", "hidratos", "grasas", "fibra", "koolhydraten",
      "eiwitten", "vezels", "carboidrati", "grassi", "zuccheri", "proteine", "énergie",
      "energía", "energie",
    ].map { ($0, false) }
      + [
        "serving size", "servings per container", "per serving", "portion size",
        "calories per serving", "difficulty", "rating",
      ].map { ($0, true) })

  /// Verbs a numbered step starts with.
  static let stepVerbs = WordTable<Bool>(
    [
      "add", "stir", "whisk", "mix", "combine", "preheat", "bake", "pour", "place", "heat",
      "cook", "bring", "remove", "serve", "beat", "fold", "cut", "chop", "slice", "season",
      "transfer", "cover", "let", "simmer", "boil", "drain", "melt", "spread", "sprinkle",
      "roll", "knead", "blend", "toss", "arrange", "repeat", "set", "put", "turn", "reduce",
      "return", "garnish", "top", "grease", "line", "divide", "shape", "brush", "fry", "roast",
      "grill", "refrigerate", "chill", "freeze", "wash", "peel", "rinse", "soak", "marinate",
      "mash", "strain", "whip", "cream", "make", "prepare", "use", "allow", "taste", "adjust",
      "scoop", "spoon", "drizzle", "press", "flip", "sear", "saute", "sauté", "dice", "mince",
      "grate", "measure", "sift", "dissolve", "stuff", "wrap", "lay", "pat", "rub",
    ].map { ($0, true) })

  /// Words that follow a step's verb and never a name's first word (`true`), and
  /// prepositions that follow both (`Stir in the flour.`, `Boil in the bag rice`).
  static let stepFollowers = WordTable<Bool>(
    [
      "the", "a", "an", "all", "until", "together", "it", "them", "to", "over", "your",
      "each", "remaining", "off", "aside", "both", "this", "these", "gently", "well",
      "everything", "with",
    ].map { ($0, true) } + ["in", "into", "on", "at", "for"].map { ($0, false) })

  /// Words of time (`true`) and of servings (`false`).
  static let timeAndServingWords = WordTable<Bool>(
    [
      "minute", "minutes", "min", "mins", "hour", "hours", "hr", "hrs", "second", "seconds",
      "sec", "secs", "day", "days", "minuten", "stunde", "stunden", "std", "heure",
      "heures", "minuto", "minutos", "hora", "horas", "ora", "ore", "uur", "minuti",
    ].map { ($0, true) }
      + [
        "servings", "people", "persons", "personnes", "personas", "persone", "pessoas",
        "personen", "portionen", "porciones", "porzioni", "porções", "porties", "raciones",
      ].map { ($0, false) })
}
