/// Finds the amounts of ingredients in a step of a method, so they can scale
/// with the recipe, and leaves every other number as written.
///
/// An amount is a number with a unit of the line reader's tables (`½ tbsp of the
/// olive oil`, `the remaining 2 cups flour`, `200 g de farine`, `2 EL Zucker`), or a
/// number that counts the things an ingredient of the recipe counts (`add 3
/// eggs` when the recipe lists eggs). A number is no amount when it is a
/// temperature (`350°F`, `180 C`, `200 degrees`), a time (`10 minutes`), a size
/// (`9x13`, `9-inch`, `1 cm cubes`, `a 2-quart saucepan`, `2 quart pot`), a
/// percentage, a count of anything the recipe does not count (`12 balls`), a
/// portion for each piece (`1/4 cup per pancake`), or an amount of a fixed
/// ingredient. The number is read by the line reader's own rules, so it is
/// exactly the amount an ingredient line with the same words has.
struct StepAmountReader {
  /// The words the recipe counts things by (`eggs`, `onion`), folded and
  /// without a plural `s`, with whether the ingredient is fixed.
  private let countedWords: [String: Bool]
  /// The words of the ingredients whose amounts never scale, as `countedWords`.
  private let fixedWords: Set<String>
  /// The counted word of every ingredient with an amount (`garlic`, `flour`).
  private let ingredientWords: Set<String>
  /// The units of no fixed size the recipe measures in (`clove`, `can`,
  /// `handful`), as `countedWords`: a step's `2 cloves` is of an ingredient,
  /// its `12 balls` or `8 wedges` is what it shapes or cuts.
  private let pieceUnits: Set<String>
  /// Whether the text read is an ingredient's name rather than a step: see
  /// ``amounts(inName:)`` for how a name's amounts differ.
  let readsName: Bool

  /// A reader for the steps of a recipe with these ingredients.
  ///
  /// - Parameter ingredients: The recipe's ingredients: those counted in
  ///   things say what a count in a step may count, the fixed ones what stays.
  init(ingredients: [Ingredient]) {
    self.init(ingredients: ingredients, readsName: false)
  }

  /// A reader of steps, or of names when `readsName` is set.
  init(ingredients: [Ingredient], readsName: Bool) {
    self.readsName = readsName
    var counted: [String: Bool] = [:]
    var fixed: Set<String> = []
    var words: Set<String> = []
    var units: Set<String> = []
    for ingredient in ingredients where ingredient.amount != nil {
      if let unit = ingredient.unit, unit.standard == nil,
        let word = unit.written.split(whereSeparator: { !$0.isLetter }).last
      {
        units.insert(StepAmountReader.key(word))
      }
      guard let word = StepAmountReader.countedWord(of: ingredient.name) else { continue }
      words.insert(word)
      if ingredient.isFixed { fixed.insert(word) }
      if ingredient.unit == nil { counted[word] = ingredient.isFixed }
    }
    countedWords = counted
    fixedWords = fixed
    ingredientWords = words
    pieceUnits = units
  }

  /// The word an ingredient is counted by: the last word of its name before a
  /// comma or parenthesis (`eggs` of `Large eggs, beaten`), as a key.
  static func countedWord(of name: String) -> String? {
    let head = name.prefix { $0 != "," && $0 != "(" }
    guard let last = head.split(whereSeparator: { !$0.isLetter }).last else { return nil }
    return key(last)
  }

  /// A word as the keys hold it: lowercased, without a plural `s` or `es`.
  static func key(_ word: Substring) -> String {
    var lower = word.lowercased()
    if lower.hasSuffix("es"), lower.count > 4 {
      lower.removeLast(2)
    } else if lower.hasSuffix("s"), lower.count > 3 {
      lower.removeLast()
    }
    return lower
  }

  /// The word in a range of a step as the keys hold it (see ``key(_:)``).
  private func wordKey(_ text: LineText, _ range: Range<Int>) -> String {
    StepAmountReader.key(Substring(String(decoding: text.bytes[range], as: UTF8.self)))
  }

  /// The amounts of a step, in order, none overlapping.
  ///
  /// - Parameter step: A step of the method as written.
  /// - Returns: Each amount and where it is written in the step's UTF-8.
  func amounts(in step: String) -> [StepAmount] {
    findings(in: step).compactMap {
      if case .amount(let found) = $0.finding { return found }
      return nil
    }
  }

  /// What a number is in a step or a name: an amount that scales, a number
  /// that is known to stay (a size, a time, a temperature), or one the reader
  /// cannot place.
  enum Finding {
    /// An amount of food, which scales.
    case amount(StepAmount)
    /// A number that is known to stay: a size, a time, a temperature.
    case stays
    /// A number no rule places.
    case unknown
  }

  /// Every number of a text that starts a word, where its amount is written
  /// (the number alone when it is no amount), and what it is.
  func findings(in text: String) -> [(range: Range<Int>, finding: Finding)] {
    let text = LineText(Array(text.utf8), in: .empty, at: 0)
    var found: [(range: Range<Int>, finding: Finding)] = []
    var index = text.start
    var end = 0
    while index < text.end {
      guard text.startsNumber(index), startsWord(text, at: index) else {
        index += max(1, text.scalar(index).length)
        continue
      }
      guard let amount = try? text.amount(at: index) else {
        found.append((index..<index + 1, .unknown))
        index += max(1, text.scalar(index).length)
        continue
      }
      let finding = read(amount, in: text)
      if case .amount(let stepAmount) = finding {
        found.append((stepAmount.range, finding))
      } else {
        found.append((index..<amount.end, finding))
      }
      if case .amount(let stepAmount) = finding { end = stepAmount.range.upperBound }
      index = max(end, amount.end, index + 1)
    }
    return found
  }

  /// Whether a number starts a word: not in the middle of `B12`, `x2`, `1/2`, `3.5`.
  private func startsWord(_ text: LineText, at index: Int) -> Bool {
    guard index > text.start else { return true }
    let before = text.bytes[index - 1]
    if before >= 0x80 {
      // `×2`, `½2`: a multiplication sign or a number right before.
      var start = index - 1
      while start > text.start, text.bytes[start] & 0xC0 == 0x80 { start -= 1 }
      return text.scalar(start).value != 0xD7 && !text.startsNumber(start)
        && text.letterLength(start) == 0
    }
    return !LineText.isDigit(before) && !LineText.isASCIILetter(before)
      && !"/.,-#×".utf8.contains(before)
  }

  /// The amount of an ingredient a number starts, or `nil` when it is none.
  private func read(_ amount: WrittenAmount, in text: LineText) -> Finding {
    let after = amount.end
    let next = text.skipSpaces(after)
    let before = readsName ? nameWord(before: amount.low.start, in: text) : .word
    if before == .note || isPortionOrSize(text, before: amount.low.start) { return .stays }
    // `1 (14.5-ounce) can`, `2 x 400g tins`, `1 28-oz can`: cans of a size, the size kept.
    if let sized = try? text.sizedUnit(at: next, after: amount), let range = sized.unit,
      let written = CookingUnit(String(decoding: text.bytes[range], as: UTF8.self))
    {
      let ingredient = Ingredient(
        name: "", amount: amount.low.value, unit: written, amountMax: amount.high?.value)
      return .amount(StepAmount(range: amount.low.start..<range.upperBound, ingredient: ingredient))
    }
    // `350°F`, `180 C`, `70%`, `10"`, `9-inch`, `½-inch`, `2-quart`: no amount of food.
    if text.isTemperature(at: next, after: amount) || text.byte(next) == UInt8(ascii: "%")
      || text.inchMarkLength(at: after) > 0
      || text.byte(after) == UInt8(ascii: "-") && text.letterLength(after + 1) > 0
    {
      return .stays
    }
    // `9x13`, `9 x 13`, `2 × 400 g`: sides of a pan, or a count of portions.
    let lead = text.byte(next)
    if lead | 0x20 == UInt8(ascii: "x") && !(text.letterLength(next + 1) > 0)
      || text.scalar(next).value == 0xD7
    {
      return .stays
    }
    if text.startsTimeOrServings(at: next) || isWord(text, at: next, in: StepWords.notFood) {
      return .stays
    }
    // `180C.`, `350 F`: an oven's degrees, the letter in capitals after a hundred or more.
    if amount.low.value >= Rational(100),
      text.byte(next) == UInt8(ascii: "C")
        || text.byte(next) == UInt8(ascii: "F"), text.letterLength(next + 1) == 0
    {
      return .stays
    }
    if var unit = text.modifiedUnit(at: next) {
      // The period that ends a step is no unit's, nor one that ends a sentence after
      // a word (`… into 12 balls. Let rise`); an abbreviation keeps it (`1 Tbsp. Old Bay`).
      if text.byte(unit.end - 1) == UInt8(ascii: "."),
        unit.end >= text.end || unit.word.form != .abbreviation && endsSentence(text, at: unit.end)
      {
        unit.end -= 1
      }
      if readsName, unit.word.kind != .length, !measuresInName(unit, before: before) {
        return .unknown
      }
      return unitAmount(amount, unit, before: before, in: text).map(Finding.amount) ?? .stays
    }
    if readsName { return countInName(amount, before: before, in: text) }
    return countedAmount(amount, from: next, in: text).map(Finding.amount) ?? .unknown
  }

  /// A number and a unit, unless the unit is a length, the words after it name
  /// a pan (`2 quart saucepan`), or the amount is one for each piece or of a fixed ingredient.
  private func unitAmount(
    _ amount: WrittenAmount, _ unit: WrittenUnit, before: NameWord, in text: LineText
  ) -> StepAmount? {
    guard unit.word.kind != .length, !namesVessel(text, at: unit.end),
      !followsPortionOrFixed(text, from: unit.end),
      readsName || measuresIngredient(unit, in: text),
      let written = CookingUnit(String(decoding: text.bytes[unit.start..<unit.end], as: UTF8.self))
    else { return nil }
    let ingredient = Ingredient(
      name: "", amount: amount.low.value, unit: written, amountMax: amount.high?.value)
    return StepAmount(range: amount.low.start..<unit.end, ingredient: ingredient)
  }

  /// A number and the words of a thing the recipe counts (`3 eggs`, `2 large
  /// onions`); `nil` when the words name nothing it counts.
  private func countedAmount(_ amount: WrittenAmount, from start: Int, in text: LineText)
    -> StepAmount?
  {
    guard text.spaceLength(amount.end) > 0 || start == amount.end else { return nil }
    var position = start
    for _ in 0..<4 {
      let wordEnd = text.wordEnd(position)
      guard wordEnd > position else { return nil }
      let word = wordKey(text, position..<wordEnd)
      if var isFixed = countedWords[word] {
        // `3 large egg yolks` counts yolks: the last counted word of the run.
        var end = wordEnd
        while text.spaceLength(end) > 0 {
          let nextStart = text.skipSpaces(end)
          let nextEnd = text.wordEnd(nextStart)
          guard nextEnd > nextStart, let fixed = countedWords[wordKey(text, nextStart..<nextEnd)]
          else { break }
          (end, isFixed) = (nextEnd, fixed)
        }
        guard !isFixed, !followsPortionOrFixed(text, from: end) else { return nil }
        let wordEnd = end
        let name = String(decoding: text.bytes[start..<wordEnd], as: UTF8.self)
        let ingredient = Ingredient(
          name: name, amount: amount.low.value, unit: nil, amountMax: amount.high?.value)
        return StepAmount(range: amount.low.start..<wordEnd, ingredient: ingredient)
      }
      // `3 large eggs`, `½ red onion`, `3 very ripe bananas`, `3 jaunes d'œufs`:
      // words that describe what is counted come between, and end at punctuation.
      if text.byte(wordEnd) == UInt8(ascii: "'") {
        position = wordEnd + 1
      } else if text.scalar(wordEnd).value == 0x2019 {
        position = wordEnd + 3
      } else {
        guard text.spaceLength(wordEnd) > 0 else { return nil }
        position = text.skipSpaces(wordEnd)
      }
    }
    return nil
  }

  /// Whether a unit measures an ingredient: a unit of a fixed size does; a
  /// piece (`balls`, `wedges`, `loaves`, `Stücke`) does when the recipe
  /// measures in it or an ingredient follows (`2 cloves garlic`).
  private func measuresIngredient(_ unit: WrittenUnit, in text: LineText) -> Bool {
    switch unit.word.kind {
    case .standard, .measure: return true
    case .length: return false
    case .container, .item, .portion:
      let written = String(decoding: text.bytes[unit.start..<unit.end], as: UTF8.self)
      if let last = written.split(whereSeparator: { !$0.isLetter }).last,
        pieceUnits.contains(StepAmountReader.key(last))
      {
        return true
      }
      var position = text.skipSpaces(unit.end)
      for _ in 0..<4 {
        let wordEnd = text.wordEnd(position)
        guard wordEnd > position else { return false }
        let word = wordKey(text, position..<wordEnd)
        if ingredientWords.contains(word) { return true }
        guard text.spaceLength(wordEnd) > 0 else { return false }
        position = text.skipSpaces(wordEnd)
      }
      return false
    }
  }

  /// Whether what comes before a number makes it a size or a portion for
  /// each piece: `1 (15 oz.) can`, `2 x 400g tins`, `(à 400 g)`, `panetti da
  /// 250 g`, or `each` earlier in its clause (`Fill each tortilla with 1/3 cup`).
  private func isPortionOrSize(_ text: LineText, before index: Int) -> Bool {
    var position = index
    while position > text.start, text.bytes[position - 1] == UInt8(ascii: " ") { position -= 1 }
    guard position > text.start else { return false }
    let before = text.bytes[position - 1]
    if before == UInt8(ascii: "(") {
      var inside = position - 1
      while inside > text.start, text.bytes[inside - 1] == UInt8(ascii: " ") { inside -= 1 }
      if inside > text.start, LineText.isDigit(text.bytes[inside - 1]) { return true }
    }
    // The words of the clause so far, last first.
    var clauseStart = position
    while clauseStart > text.start, !",;.:()".utf8.contains(text.bytes[clauseStart - 1]) {
      clauseStart -= 1
    }
    let clause = String(decoding: text.bytes[clauseStart..<position], as: UTF8.self).lowercased()
    let words = clause.split(whereSeparator: { $0 == " " })
    if let last = words.last, ["x", "×", "à", "je", "da", "zu"].contains(String(last)) {
      return true
    }
    return words.contains { word in
      let bytes = Array(word.utf8)
      return ["each", "every", "jede", "jeden", "jedes", "chaque", "cada", "ogni", "elke"]
        .contains(String(word))
        && StepWords.eachPiece.value(in: bytes, 0..<bytes.count) != nil
    }
  }

  /// Whether a sentence ends at a position: the step ends, or a capital
  /// letter starts the next word.
  private func endsSentence(_ text: LineText, at index: Int) -> Bool {
    guard index < text.end else { return true }
    guard text.spaceLength(index) > 0 else { return false }
    let next = text.skipSpaces(index)
    let scalar = text.scalar(next).value
    return Unicode.Scalar(scalar).map { $0.properties.isUppercase } ?? false
  }

  /// Whether the words at a position name a pan or pot, perhaps after words
  /// that describe one: `saucepan`, `baking dish`, `loaf tin`.
  private func namesVessel(_ text: LineText, at index: Int) -> Bool {
    var position = text.skipSpaces(index)
    var described = false
    for _ in 0..<3 {
      let wordEnd = text.wordEnd(position)
      guard wordEnd > position,
        let kind = LineText.cookwareWords.value(in: text.bytes, position..<wordEnd)
      else { return false }
      switch kind {
      case .noun: return true
      case .afterAdjective: return described
      case .adjective: described = true
      }
      position = text.byte(wordEnd) == UInt8(ascii: "-") ? wordEnd + 1 : text.skipSpaces(wordEnd)
    }
    return false
  }

  /// Whether, before the clause ends, the words after an amount say it is a
  /// portion for each piece (`per pancake`, `on each wrapper`, `at a time`) or
  /// name a fixed ingredient.
  private func followsPortionOrFixed(_ text: LineText, from index: Int) -> Bool {
    var clauseEnd = index
    while clauseEnd < text.end, !",;.()".utf8.contains(text.bytes[clauseEnd]) { clauseEnd += 1 }
    let clause = String(decoding: text.bytes[index..<clauseEnd], as: UTF8.self).lowercased()
      .trimmingSpaces
    // `2 tablespoons at a time` right after the amount; `1 cup milk, a little at a
    // time` adds the whole cup.
    if StepWords.oneAtATime.contains(where: { clause.hasPrefix($0) }) { return true }
    var position = text.skipSpaces(index)
    for _ in 0..<6 {
      let wordEnd = text.wordEnd(position)
      guard wordEnd > position else { return false }
      // `per pancake`, not `per 5 minuti`: a number after it makes it a time's `for`.
      if StepWords.eachPiece.value(in: text.bytes, position..<wordEnd) != nil,
        !text.startsNumber(text.skipSpaces(wordEnd))
      {
        return true
      }
      let word = wordKey(text, position..<wordEnd)
      if fixedWords.contains(word) { return true }
      // A comma, a period or a parenthesis ends what the amount is of.
      guard text.spaceLength(wordEnd) > 0 else { return false }
      position = text.skipSpaces(wordEnd)
    }
    return false
  }

  /// Whether the word at a position is in a table.
  private func isWord(_ text: LineText, at index: Int, in table: WordTable<Bool>) -> Bool {
    let wordEnd = text.wordEnd(index)
    return wordEnd > index && table.value(in: text.bytes, index..<wordEnd) != nil
  }
}
