/// A schema.org `recipeYield`: a number, a string (`"4 servings"`, `"Serves 4"`,
/// `"12 cookies"`) or a list of those, read as servings and words.
enum SchemaYield {
  /// Words that make a yield's number a count of servings, in the languages pages use.
  static let portionWords: Set<String> = [
    "serving", "servings", "serves", "serve", "portion", "portions", "people", "person",
    "persons", "personen", "portionen", "personnes", "personne", "parts", "part",
    "couverts", "porciones", "porción", "porcion", "personas", "raciones", "porzioni",
    "porzione", "persone", "porties", "pers", "pax",
    // Japanese and Chinese write the count against the word: `2人分`, `2人前`, `4人份`.
    "人分", "人前", "人份", "名分", "人", "인분",
  ]

  /// Words before a number that say it counts portions: `serves 4`, `feeds 6`.
  private static let servingLeads: Set<String> = ["serves", "serve", "feeds", "servings"]

  /// Words that lead a yield without saying what it is: `Makes`, `Yield:`, `about`.
  static let leadWords: Set<String> = [
    "makes", "make", "yield", "yields", "for", "about", "approximately", "approx", "around",
    "up", "to", "ergibt", "für", "pour", "para", "per", "rendimiento", "rendement", "voor",
  ]

  /// The servings and the words of a yield.
  ///
  /// A bare number, or a number with a portion word, counts servings; otherwise
  /// the first number counts them and the yield's words are kept (`12 cookies`).
  /// A list prefers an entry that counts servings, and keeps another entry's
  /// words only when they have the same number; else the words of what a
  /// portion count stands beside (`12 pancakes` of `12 pancakes (serves 4)`).
  /// A count of pieces wins over a single loaf or pan: `["1 loaf", "24
  /// slices"]` is 24, and so is `["1", "1 loaf (24 slices)"]`, where the `1`
  /// counts the loaf.
  static func read(_ value: JSONLDValue) -> (servings: Int?, words: String?) {
    var servings: Int?
    // What the recipe makes, beside the portion count that gave the servings.
    var itemsBesidePortions: String?
    var words: String?
    var wordsNumber: Int?
    var wordsWithoutNumber: String?
    // The number of containers before a count of pieces (`1` of `1 loaf (24 slices)`).
    var wordsContainers: Int?
    for item in value.items {
      let text: String
      switch item {
      case .number(let number): text = number
      case .string(let string, _, _): text = HTMLText.clean(string)
      default: continue
      }
      let entry = entry(of: text)
      guard let number = entry.number else {
        if wordsWithoutNumber == nil, !entry.isPortion, !text.isEmpty {
          wordsWithoutNumber = entry.words ?? text
        }
        continue
      }
      if entry.isPortion {
        if servings == nil { (servings, itemsBesidePortions) = (number, entry.items) }
      } else if words == nil || (wordsNumber == 1 && number > 1) {
        // `24 slices` after `1 loaf` counts what is served; the loaf does not.
        words = entry.words
        wordsNumber = number
        wordsContainers = entry.containers
      }
    }
    guard let servings else {
      return (wordsNumber, words ?? wordsWithoutNumber)
    }
    // A bare `1` beside `1 loaf (24 slices)` counts the loaf, not its slices.
    if let wordsNumber, wordsContainers == servings {
      return (wordsNumber, words)
    }
    return (servings, wordsNumber == servings ? words : itemsBesidePortions)
  }

  /// One yield text: its first whole number, whether it counts portions, and
  /// its words from that number on.
  ///
  /// A number before a portion word wins over the first one (`1 9x13 pan (12
  /// servings)` is 12), and what it stands beside is `items` (`1 9x13 pan`,
  /// `12 pancakes` of `12 pancakes (serves 4)`); so does a count of pieces in
  /// parentheses after a single loaf, pan or cake, whose words stay (`1 loaf
  /// (24 slices)` is 24, `containers` 1); `dozen` after a number counts twelve
  /// each (`2 dozen` is 24). A number that measures (`500 ml`, `2 cups`, `1 kg`) or sizes a
  /// pan (`9x13`, `1 x 23cm cake`) counts nothing: the words stay, with no servings.
  static func entry(of text: String) -> (
    number: Int?, isPortion: Bool, words: String?, containers: Int?, items: String?
  ) {
    let lower = text.lowercased()
    let tokens = lower.split { !$0.isLetter }.map(String.init)
    let isPortion =
      tokens.contains { portionWords.contains($0) }
      || tokens.allSatisfy { leadWords.contains($0) }
    guard let start = text.firstIndex(where: { ("0"..."9").contains($0) }) else {
      return (nil, isPortion, nil, nil, nil)
    }
    let written = text[start...].prefix { ("0"..."9").contains($0) }
    let rest = text[start...].dropFirst(written.count)
    // `1 9x13 pan (12 servings)`: a later number counts the portions. Not the end
    // of a range: `4-6 servings` is 4.
    if !startsRange(rest), firstWord(of: rest).map(portionWords.contains) != true,
      let counted = portionCount(text[rest.startIndex...])
    {
      // What it makes stays as the yield's words: `12 pancakes` of `12 pancakes (serves 4)`.
      let made = text[start...].prefix { $0 != "(" }.reversed().drop { $0 == " " }.reversed()
      let items = made.isEmpty || made.count == written.count ? nil : String(made)
      return (counted, true, nil, nil, items)
    }
    // `1 loaf (24 slices)`: the slices are served, not the loaf. Only after one
    // container: `2 cakes (8 slices)` may mean 8 each.
    if written.drop(while: { $0 == "0" }) == "1", !isFraction(rest), !measures(rest),
      let pieces = pieceCount(rest)
    {
      return (pieces, isPortion, String(text[start...]), 1, nil)
    }
    // `1 1/2 cups` or `1.5 litres` is no whole count: the words stay, with no servings.
    if isFraction(rest) || measures(rest) {
      return (nil, isPortion, String(text[start...]), nil, nil)
    }
    let digits = written.drop { $0 == "0" }
    guard !digits.isEmpty, digits.count <= 9, var number = Int(digits) else {
      return (nil, isPortion, nil, nil, nil)
    }
    // `3 to 4 dozen`: the range's ends count dozens, so its first end does too.
    var counted = rest
    if startsRange(rest), let next = rest.firstIndex(where: { ("0"..."9").contains($0) }) {
      counted = rest[next...].drop { ("0"..."9").contains($0) }
    }
    if firstWord(of: counted) == "dozen" {
      let (dozens, overflow) = number.multipliedReportingOverflow(by: 12)
      guard !overflow else { return (nil, isPortion, nil, nil, nil) }
      number = dozens
    }
    return (number, isPortion, String(text[start...]), nil, nil)
  }

  /// The count of pieces in the first parentheses that give one after a
  /// container's words: `(24 slices)`, `(about 16 squares)`, `(serves 8)`,
  /// `(10-12 pieces)` is 10, `(2 dozen)` is 24. A size or a measure (`(9-inch)`, `(9x5)`,
  /// `(2 lbs)`) or a fraction (`(1 1/2 cups)`) is none, and the parentheses
  /// after it are looked at next: `1 (9x5-inch) loaf (12 slices)` is 12.
  private static func pieceCount(_ rest: Substring) -> Int? {
    var index = rest.startIndex
    while let open = rest[index...].firstIndex(of: "("),
      let close = rest[open...].firstIndex(of: ")")
    {
      index = rest.index(after: close)
      var inside = rest[rest.index(after: open)..<close].drop { $0 == " " || $0 == "\u{A0}" }
      // `about`, `makes`, `serves`: words before the count that say nothing more.
      while let word = firstWord(of: inside),
        leadWords.contains(word) || portionWords.contains(word)
      {
        inside = inside.drop { $0.isLetter }.drop { $0 == " " || $0 == "." || $0 == "\u{A0}" }
      }
      let digits = inside.prefix { ("0"..."9").contains($0) }
      let after = inside.dropFirst(digits.count)
      guard let first = digits.first, first != "0", digits.count <= 9, var number = Int(digits),
        !isFraction(after), !measures(after), !sizeWords.contains(firstWord(of: after) ?? "")
      else { continue }
      if let next = after.first, "-–—".contains(next) {
        // A range counts its low end, unless it measures: `(2-3 cups)`, `(9-inch)`.
        let high = after.dropFirst().prefix { ("0"..."9").contains($0) }
        guard !high.isEmpty, !measures(after.dropFirst(high.count + 1)) else { continue }
      } else if firstWord(of: after) == "dozen" {
        let (dozens, overflow) = number.multipliedReportingOverflow(by: 12)
        guard !overflow else { continue }
        number = dozens
      } else if let next = after.first, next != " ", next != "\u{A0}" {
        continue
      }
      return number
    }
    return nil
  }

  /// Words that size a pan or a cake, which the units of amounts leave out:
  /// `(9 inch)` is no nine pieces.
  private static let sizeWords: Set<String> = [
    "inch", "inches", "in", "cm", "centimeter", "centimeters", "centimetre", "centimetres", "mm",
  ]

  /// Whether a range's upper end follows a number: `-6`, `–6`, ` to 6`, `〜3`.
  private static func startsRange(_ rest: Substring) -> Bool {
    let afterSpaces = rest.drop { $0 == " " }
    guard let first = afterSpaces.first else { return false }
    if "-–—~〜".contains(first) { return true }
    return ["to", "bis", "a", "à", "or", "oder", "ou", "o"].contains(firstWord(of: rest) ?? "")
  }

  /// The number right before a portion word, when one is: `(12 servings)`, `4 people`.
  private static func portionCount(_ text: Substring) -> Int? {
    var index = text.startIndex
    while let start = text[index...].firstIndex(where: { ("0"..."9").contains($0) }) {
      let digits = text[start...].prefix { ("0"..."9").contains($0) }
      let rest = text[start...].dropFirst(digits.count)
      // `12 servings`, or `serves 4` with the word first (`Makes 12 pancakes (serves 4)`).
      let before = text[..<start].reversed().drop { $0 == " " || $0 == ":" }
        .prefix { $0.isLetter }.reversed()
      if portionWords.contains(firstWord(of: rest) ?? "")
        || servingLeads.contains(String(before).lowercased()),
        digits.count <= 9, let number = Int(digits), number > 0
      {
        return number
      }
      index = rest.startIndex
    }
    return nil
  }

  /// The word after a number, lowercased, past spaces: `servings` of `12 servings`;
  /// `nil` when something else comes first.
  private static func firstWord(of rest: Substring) -> String? {
    let word = rest.drop { $0 == " " || $0 == "\u{A0}" }.prefix { $0.isLetter }
    return word.isEmpty ? nil : word.lowercased()
  }

  /// Whether what follows a number makes it a measure or a pan's size: a unit
  /// (`500 ml`, `2 cups`, `1kg`), or `x` before a size (`9x13`, `1 x 23cm`).
  private static func measures(_ rest: Substring) -> Bool {
    let afterSpaces = rest.drop { $0 == " " }
    if let first = afterSpaces.first, first == "x" || first == "X" || first == "×" {
      let size = afterSpaces.dropFirst().drop { $0 == " " }
      if let digit = size.first, ("0"..."9").contains(digit) { return true }
    }
    guard let word = firstWord(of: rest) else { return false }
    return StandardUnit(recognizing: word) != nil
  }

  /// Whether what follows a whole number makes it no count: a decimal part
  /// that is not all zeros (`4.0` is whole), digits that may be thousands,
  /// a `/`, a fraction character (`1½`), or a space and a fraction (`1 1/2`).
  private static func isFraction(_ rest: Substring) -> Bool {
    guard let first = rest.first else { return false }
    if first == "." || first == "," {
      let decimals = rest.dropFirst().prefix { ("0"..."9").contains($0) }
      // A comma, or three digits after a point, may separate thousands (`1,000`, `1.000`).
      if first == "," || decimals.count == 3 { return !decimals.isEmpty }
      return decimals.contains { $0 != "0" }
    }
    if first == "/" || first == "⁄" || fractionCharacters.contains(first) { return true }
    guard first == " " else { return false }
    let next = rest.dropFirst()
    if let character = next.first, fractionCharacters.contains(character) { return true }
    let digits = next.prefix { ("0"..."9").contains($0) }
    let after = next.dropFirst(digits.count).first
    return !digits.isEmpty && (after == "/" || after == "⁄")
  }

  private static let fractionCharacters: Set<Character> = [
    "½", "⅓", "⅔", "¼", "¾", "⅕", "⅖", "⅗", "⅘", "⅙", "⅚", "⅛", "⅜", "⅝", "⅞",
  ]
}
