extension LineText {
  /// Reads the line: an ingredient, with a doubt when the reader is not sure.
  ///
  /// - Returns: The reading, or the error for a number with no 64-bit exact form.
  func reading() -> Result<IngredientLineReading, IngredientLineError> {
    let source = sourceLine(start..<end)
    var body = afterBullets(start)
    do throws(LineSnag) {
      body = try afterListNumber(body)
      guard body < end else { throw LineSnag.doubt(.noName, at: body) }
      let parts = try self.parts(from: body)
      return .success(IngredientLineReading(ingredient: ingredient(parts, source: source)))
    } catch {
      switch error {
      case .tooLarge(let position):
        return .failure(.numberTooLarge(column: column(of: position)))
      case .doubt(let reason, let position):
        let ingredient = Ingredient(
          name: collapsed(body..<end), amount: nil, unit: nil, amountMax: nil, sourceLine: source)
        return .success(
          IngredientLineReading(
            ingredient: ingredient,
            doubt: LineDoubt(reason, column: column(of: position))))
      }
    }
  }

  /// The 1-based column, in characters of the line as given, of a byte position.
  func column(of position: Int) -> Int {
    var stop = min(max(position, 0), bytes.count)
    // Doubts point at scalar starts; stepping back over continuation bytes keeps it so.
    while stop > 0, stop < bytes.count, bytes[stop] & 0xC0 == 0x80 { stop -= 1 }
    return String(decoding: bytes[..<stop], as: UTF8.self).count + 1
  }

  private func ingredient(_ parts: LineParts, source: consuming SourceLine) -> Ingredient {
    // `consuming`: the line's place moves into the ingredient.
    // The name without a measured line's restatements of its amount (`1 cup (240 ml)
    // milk`): no list of cuts at all for a line with no measure.
    // A price in a note goes from any line (`2 eggs ($0.50)`), asked only of a name
    // that ends in a parenthesis.
    let (cuts, restating) =
      parts.isMeasured
      ? equivalentCuts(in: parts.name)
      : parts.name.count > 2 && bytes[parts.name.upperBound - 1] == UInt8(ascii: ")")
        ? equivalentCuts(in: parts.name, pricesOnly: true) : ([], [])
    let name: String
    if let lead = parts.lead {
      let rest = cuts.isEmpty ? collapsed(parts.name) : collapsed(parts.name, leavingOut: cuts)
      name = LineText.placing(lead: collapsed(lead), in: rest, lowercasing: parts.leadIsEnglish)
    } else if cuts.isEmpty {
      name = collapsed(parts.name)
    } else {
      name = collapsed(parts.name, leavingOut: cuts)
    }
    // The unit is trimmed and never empty, so it needs none of the checks of `CookingUnit("…")`.
    let unit = parts.unit.map(collapsed).flatMap { $0.isEmpty ? nil : CookingUnit(symbol: $0) }
    // `onion (small`, `milk (whole))`, `flour ()`: the name pairs its parentheses.
    var ingredient = Ingredient(
      name: name.pairingParentheses, amount: parts.amount, unit: unit,
      amountMax: parts.amountMax, sourceLine: source)
    // A range's notes restate one end or both: not the author's amount to use.
    let equivalents = parts.equivalents + (parts.amountMax == nil ? restating : [])
    if !equivalents.isEmpty { ingredient.equivalents = equivalents }
    return ingredient
  }

  /// `juice of` and `lemon, halved` make `lemon, juice of, halved`, the way Food.com
  /// writes it: the counted word stays first, so it agrees with the amount when scaled.
  static func placing(lead: String, in name: String, lowercasing: Bool) -> String {
    var lead = lead
    // A capital that only started an English line (`Juice of`) is not kept; an
    // acronym is, and so is a German noun (`Saft von`).
    let bytes = Array(lead.utf8)
    if lowercasing, bytes.count >= 2, bytes[0] >= UInt8(ascii: "A"), bytes[0] <= UInt8(ascii: "Z"),
      bytes[1] >= UInt8(ascii: "a"), bytes[1] <= UInt8(ascii: "z")
    {
      lead = String(decoding: [bytes[0] | 0x20] + bytes.dropFirst(), as: UTF8.self)
    }
    guard
      let split = name.utf8.firstIndex(where: {
        $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "(")
      })
    else { return name + ", " + lead }
    let head = String(name[..<split]).trimmingSpaces
    let rest = String(name[split...])
    return head + ", " + lead + (rest.hasPrefix(",") ? rest : " " + rest)
  }

  /// The parts of a line whose list marker is gone.
  private func parts(from body: Int) throws(LineSnag) -> LineParts {
    let first = afterQualifier(body)
    if !isNameNumber(first), let amount = try amount(at: first) {
      // `A 酢 大さじ3`: a Japanese recipe's group mark, no article before its name.
      let next = skipSpaces(amount.end)
      if amount.low.form == .article, next < end,
        LineText.isUnspacedScript(scalar(next).value)
      {
        return try nameFirstParts(from: body)
      }
      if namesBrandInWords(amount) { return try nameFirstParts(from: body) }
      return try amountFirstParts(amount)
    }
    return try nameFirstParts(from: body)
  }

  /// Whether an amount in words is a brand's number, `a Up` or `one Up`, as its
  /// digits are in `7 Up` (see ``isNameNumber(_:)``): the line then reads the
  /// same written either way.
  func namesBrandInWords(_ amount: WrittenAmount) -> Bool {
    let next = skipSpaces(amount.end)
    return (amount.low.form == .article || amount.low.form == .words) && amount.high == nil
      && next > amount.end && startsBrandAfterNumber(next)
  }

  /// Whether an amount starts at a position: a number, or number words.
  func startsAmount(_ index: Int) -> Bool {
    if startsNumber(index) { return true }
    guard let (word, _) = lineWord(index, in: LineWord.numbers) else { return false }
    switch word {
    case .article, .cardinal, .fraction: return true
    default: return false
    }
  }

  /// Past a word that only says the amount is approximate (`about`, `approx.`, `ca.`, `~`)
  /// or modifies it (`scant`, `heaping`), when an amount follows it.
  private func afterQualifier(_ index: Int) -> Int {
    var next: Int?
    let lead = byte(index)
    if lead == UInt8(ascii: "~") {
      next = index + 1
    } else if lead == 0xE2, byte(index + 1) == 0x89, byte(index + 2) == 0x88 {
      next = index + 3
    } else if let (_, wordEnd) = lineWord(index, in: LineWord.qualifiers)
      ?? lineWord(index, in: LineWord.modifiers)
    {
      // `scant ½ cup`, `heaping 1/4 cup`: the modifier is dropped with the qualifiers.
      next = byte(wordEnd) == UInt8(ascii: ".") ? wordEnd + 1 : wordEnd
    }
    guard let next else { return index }
    let amount = skipSpaces(next)
    return startsAmount(amount) ? amount : index
  }
}
