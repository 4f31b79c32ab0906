/// What a shopping list buys for an ingredient: the thing, whatever the recipe
/// does to it and however the recipe counts it, under a key that every way of
/// writing it shares.
///
/// Preparation, notes and prices make no new item: `Garlic, minced`, `garlic
/// cloves crushed`, `garlic (minced)` and `1 clove garlic ($0.16)` buy garlic;
/// `1 large egg` and `1 egg` buy eggs; `Freshly cracked black pepper to taste`
/// and `black pepper (freshly ground)` buy black pepper. A name that ends with
/// a piece of the unit table (`2 garlic cloves`) counts the thing in that piece,
/// as `2 cloves garlic` does. What changes the product stays: `kosher salt`,
/// `unsalted butter`, `red onion`, `garlic powder`, `brown sugar`, `ground
/// beef`, `dried thyme`; and an ingredient marked `(optional)` stays apart from
/// one that is not, so the list shows what a cook may leave out.
package struct BoughtItem {
  /// The thing's words, lowercase, the last one singular: `garlic`, `black pepper`, `egg`.
  package let key: String
  /// The name a list shows: the recipe's words for the thing, sizes kept
  /// (`large eggs`), preparation, notes and a counted piece left out.
  package let name: String
  /// The piece the name counts the thing in (`cloves` of `2 garlic cloves`),
  /// when the ingredient has no unit of its own; `nil` otherwise.
  package let piece: CookingUnit?

  /// What an ingredient buys.
  ///
  /// - Parameters:
  ///   - ingredient: The ingredient as the recipe lists it.
  ///   - countingPieces: Whether a name that ends with a piece (`garlic cloves`)
  ///     counts the thing in it; without, the piece stays a word of the thing
  ///     (`bay leaves` are bay leaves, not bay counted in leaves).
  package init(_ ingredient: Ingredient, countingPieces: Bool = true) {
    var (words, isOptional) = BoughtItem.words(of: ingredient.name)
    // `freshly ground`, `finely chopped`, `softened`: how it is prepared, said
    // first; a word of the thing always stays.
    while words.count > 1, BoughtItem.isPreparationLead(words[0], before: words[1]) {
      words.removeFirst(BoughtItem.isAdverb(words[0]) && words.count > 2 ? 2 : 1)
    }
    var piece: CookingUnit?
    if countingPieces, ingredient.unit == nil, words.count > 1, let last = words.last,
      let listing = UnitWords.spelling(of: last),
      case .item = UnitWords.group(at: listing.group).kind
    {
      piece = CookingUnit(symbol: String(last))
      words.removeLast()
    }
    self.piece = piece
    // What a recipe can do without is no part of what it must have: the cook decides.
    let optional = isOptional ? BoughtItem.optionalMark : ""
    name = words.joined(separator: " ") + optional
    // `all-purpose` and `all purpose`, `extra-virgin` and `extra virgin` are one spelling.
    var keyWords = words.flatMap { $0.lowercased().split(separator: "-").map(String.init) }
    // A size is how big, not what (`large eggs`, `extra large eggs` are eggs),
    // and a ripe tomato is a tomato; `extra virgin` oil is no size of oil.
    while keyWords.count > 1,
      BoughtItem.isSize(keyWords[0]) || keyWords[0] == "ripe"
        || ["extra", "x"].contains(keyWords[0]) && keyWords.count > 2
          && BoughtItem.isSize(keyWords[1])
    {
      keyWords.removeFirst()
    }
    if let last = keyWords.last { keyWords[keyWords.count - 1] = EnglishNoun.singular(of: last) }
    key = keyWords.joined(separator: " ") + optional
  }

  /// What ends the name and the key of an ingredient marked optional.
  package static let optionalMark = " (optional)"

  /// The keys a list may file a thing under, named as a cook names it with no
  /// amount (`salt`, `Black Pepper`, `bay leaves`): its key, and, when its name
  /// ends with a piece, the key of the thing counted in it (`bay` for `bay
  /// leaves`), which a list uses when another ingredient counts it so.
  ///
  /// - Parameter name: The name.
  /// - Returns: One key or two, the whole name's first.
  package static func keys(ofName name: String) -> [String] {
    let ingredient = Ingredient(name: name, amount: nil, unit: nil)
    let whole = BoughtItem(ingredient, countingPieces: false).key
    let counted = BoughtItem(ingredient).key
    return counted == whole ? [whole] : [whole, counted]
  }

  /// The key of the item with the unit it is measured or counted in, as a
  /// list tells whether another ingredient counts the same thing in the same
  /// piece: `garlic` in `clove`.
  ///
  /// - Parameter unit: The unit, as written.
  /// - Returns: The key and the unit's word, lowercase and singular.
  package func key(countedIn unit: CookingUnit) -> String {
    key + "\t" + EnglishNoun.singular(of: unit.written.lowercased())
  }

  /// Whether the item is water from the tap, which no list buys: `water`,
  /// `ice water`, `boiling water`, `cold water`; not `coconut water`.
  package var isTapWater: Bool {
    let words = key.split(separator: " ")
    guard words.last == "water" else { return false }
    return words.dropLast().allSatisfy { word in
      switch word {
      case "ice", "iced", "ice-cold", "boiling", "cold", "warm", "hot", "lukewarm", "tap", "tepid":
        true
      default: false
      }
    }
  }

  /// The words of a name's head (before its first comma outside parentheses),
  /// without what is in parentheses and the preparation that follows the
  /// noun, and whether a note in parentheses says it is optional.
  private static func words(of name: String) -> (words: [Substring], isOptional: Bool) {
    var kept = ""
    var note = ""
    var isOptional = false
    var depth = 0
    // The head is what comes before the first comma outside parentheses:
    // `flour (optional, for dusting)` is flour, optional.
    for character in name {
      if character == ",", depth == 0 {
        // `boneless, skinless chicken breasts`: a comma between adjectives.
        let words = kept.lowercased().split(separator: " ")
        guard !words.isEmpty, words.allSatisfy(isListedAdjective) else { break }
        kept.append(" ")
        continue
      }
      if character == "(" {
        depth += 1
      } else if character == ")" {
        depth = max(0, depth - 1)
        if depth == 0 {
          isOptional = isOptional || note.trimmingSpaces.lowercased().hasPrefix("optional")
          note = ""
        }
      } else if depth == 0 {
        kept.append(character)
      } else {
        note.append(character)
      }
    }
    // A note left open at the end (`tomato (ripe`) says as much as a closed one.
    isOptional = isOptional || note.trimmingSpaces.lowercased().hasPrefix("optional")
    let phrase = Substring(kept.trimmingSpaces)
    return (phrase[..<EnglishNounPhrase.endOfNoun(in: phrase)].split(separator: " "), isOptional)
  }

  /// Whether a first word says how the thing is prepared: an adverb with
  /// its participle after it (`freshly ground`, `finely chopped`), or a
  /// participle that only prepares (`softened`, `melted`, `beaten`), never
  /// one that makes another product (`ground beef`, `dried thyme`, `crushed
  /// tomatoes`).
  private static func isPreparationLead(_ word: Substring, before next: Substring) -> Bool {
    if isAdverb(word) { return next.count >= 3 && (next.hasSuffix("ed") || next == "ground") }
    let (word, next) = (word.lowercased(), next.lowercased())
    // `chopped fresh parsley` is fresh parsley; `ground black pepper` is black pepper.
    if next == "fresh", ["chopped", "minced", "diced", "sliced", "torn", "snipped"].contains(word) {
      return true
    }
    if word == "ground", next == "black" || next == "white" { return true }
    // Only what no shop sells as a product of its own: `crushed tomatoes`,
    // `diced tomatoes`, `minced beef` and `shredded cheese` are bought so.
    switch word {
    case "softened", "melted", "beaten", "sifted", "packed", "divided", "room-temperature":
      return true
    default:
      return false
    }
  }

  /// Whether a lowercase word is an adjective recipes list before a noun with
  /// commas between: `boneless`, `skinless`, `seedless`, `bone-in`, `skin-on`.
  private static func isListedAdjective(_ word: Substring) -> Bool {
    word.count > 5 && word.hasSuffix("less") || word == "bone-in" || word == "skin-on"
  }

  /// Whether a word is an adverb of preparation: `freshly`, `finely`, `thinly`.
  private static func isAdverb(_ word: Substring) -> Bool {
    switch word.lowercased() {
    case "freshly", "finely", "thinly", "roughly", "coarsely", "lightly", "firmly", "loosely":
      true
    default: false
    }
  }

  /// Whether a lowercase word is a size: `large`, `medium`, `small`.
  private static func isSize(_ word: String) -> Bool {
    switch word {
    case "large", "medium", "small", "jumbo", "big", "lg", "sm", "med": true
    default: false
    }
  }
}
