extension ScaledIngredient {
  /// The unit in the number that agrees with the amount (`cups`), as written when
  /// unquantified (`To taste`), or `nil` when there is none.
  ///
  /// The recipe's own unit follows its language and its `unitPlural` and
  /// `unitSingular` (see ``Inflection``); a unit converted to is recipe-scale's
  /// own English word (`cup`, `quart`) and follows English rules.
  public var unit: String? {
    var units = UnitMemo()
    return unitName(counting: countingAmount, units: &units)
  }

  /// The unit in the number that agrees with an amount shown, what is known
  /// of units looked up in `units` and kept there.
  func unitName(counting: Rational?, units: inout UnitMemo) -> String? {
    guard let measuredIn else { return nil }
    guard let counting else { return measuredIn.written }
    guard measuredIn == original.unit else {
      return units.englishName(of: measuredIn, for: counting)
    }
    // A unit read from text that the unit table does not know as English (`x 180g`)
    // was written to agree with the line's own amount, and so was an English count
    // word that is the adjective of a plural name (`2 loaf pans`). Other English
    // words agree by English rules (`6 Clove Garlic` is `6 Cloves Garlic`), and words
    // of other languages are never inflected by them (see `CookingUnit/name(for:)`).
    let hasForms = !original.unitForms.isEmpty
    if !hasForms, keepsWrittenWords(for: counting), units.standard(of: measuredIn) == nil,
      !units.isKnownEnglishWord(measuredIn) || describesPluralName(measuredIn)
    {
      return measuredIn.written
    }
    // Forms given and other languages decide before English rules, as `name(for:language:forms:)` says.
    guard !hasForms, language?.isEnglish ?? true else {
      return measuredIn.name(for: counting, language: language, forms: original.unitForms)
    }
    return units.englishName(of: measuredIn, for: counting)
  }

  /// Whether a unit written in the singular comes before a name that starts with a
  /// plural noun, which the unit then describes: `2 loaf pans`, `2 sheet pans`.
  private func describesPluralName(_ unit: CookingUnit) -> Bool {
    let name = original.name
    let bytes = name.utf8
    let end =
      bytes.firstIndex { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: ",") } ?? bytes.endIndex
    // A plural looks like one first: longer than three bytes, ending in `s`.
    guard bytes.distance(from: bytes.startIndex, to: end) > 3,
      bytes[bytes.index(before: end)] == UInt8(ascii: "s")
    else { return false }
    let counted = String(CountedWord.split(Substring(unit.written)).word)
    guard EnglishNoun.singular(of: counted) == counted else { return false }
    let first = String(name[..<end])
    return EnglishNoun.singular(of: first) != first
  }

  /// Whether a unit read from text stays as written for an amount: the line
  /// wrote it to agree with its own amount, so an amount on the same side of
  /// one needs no rule, which could only get a word it does not know wrong.
  /// Across one, the rules decide. The same holds for a name read from a line
  /// (see ``name(counting:)``); a name from a recipes file's fields
  /// takes the rules at every amount: the tutorial writes `3 Eggplant`.
  private func keepsWrittenWords(for amount: Rational) -> Bool {
    guard original.sourceLine != nil, let written = original.amountMax ?? original.amount else {
      return false
    }
    return (written > .one) == (amount > .one)
  }

  /// Whether the amount counts the things named: no unit, or a size written as
  /// one (`2 large Onions`, see ``CookingUnit/isSize``).
  var isCount: Bool { measuredIn.map(\.isSize) ?? true }

  /// The name as shown: for a count of things (no unit, or a size), the counted
  /// word before the first comma or parenthesis agrees with the amount (`2 Large
  /// eggs, beaten`, `3 Leaves of basil`, `2 onions (6 oz, 170 g)`), by the rules of
  /// ``Inflection``; otherwise as written.
  public var name: String { name(counting: amountMax ?? amount) }

  /// The name agreeing with an amount shown.
  func name(counting: Rational?) -> String {
    let name = original.name
    guard isCount, let amount = counting else { return name }
    // A name read from a line agrees with the line's own amount as written: on the same
    // side of one, no rule could do better, and many do worse (`4 Weetabix`, `5 cents
    // worth of yeast`, `500 ㎖ milk`). Across one, the rules decide (`1 egg` makes `2 eggs`).
    if original.nameForms.isEmpty, keepsWrittenWords(for: amount) { return name }
    var end = ScaledIngredient.headEnd(of: name, from: name.startIndex)
    // `skinless, boneless chicken breasts`: adjectives before the comma, the noun after it.
    while end < name.endIndex, name.utf8[end] == UInt8(ascii: ","),
      EnglishNoun.isAdjectiveInLess(lastWordOf: name[..<end])
    {
      end = ScaledIngredient.headEnd(of: name, from: name.utf8.index(after: end))
    }
    // `red, yellow, or orange bell pepper`: adjectives in a list, the noun after the last.
    if end < name.endIndex, let list = ScaledIngredient.lastOfList(in: name, from: end) {
      end = ScaledIngredient.headEnd(of: name, from: list)
    }
    // `lemon or 2 limes`: the counted word comes before the name's first amount
    // and the words that lead into it.
    if let first = amountsInName.first {
      let lead = StepAmountReader.leadStart(before: first.range.lowerBound, in: name)
      let cut = name.utf8.index(name.startIndex, offsetBy: lead)
      if cut < end { end = cut }
      // `large (or 2 small) onions`: a size before the amount is no counted word.
      if let last = name[..<end].split(separator: " ").last,
        CookingUnit(String(last))?.isSize ?? false
      {
        return name
      }
    }
    // `onion (6 oz, 170 g)`: the note's words are not counted.
    while end > name.startIndex, name.utf8[name.utf8.index(before: end)] == UInt8(ascii: " ") {
      end = name.utf8.index(before: end)
    }
    // `onion finely chopped`, `lemon zested and juiced`: the noun is counted, not
    // how it is prepared.
    if original.nameForms.isEmpty, language?.isEnglish ?? true {
      end = EnglishNounPhrase.endOfNoun(in: name[..<end])
    }
    let head = name[..<end]
    guard let last = head.utf8.last, last != UInt8(ascii: " ") else { return name }
    // Forms given and other languages decide before English rules, as `Inflection` says.
    let inflected =
      original.nameForms.isEmpty && (language?.isEnglish ?? true)
      ? EnglishNoun.inflectingCountedWord(of: head, plural: amount > .one)
      : Inflection.inflectingCountedWord(
        of: head, plural: amount > .one, language: language, forms: original.nameForms)
    return inflected + String(name[end...])
  }

  /// Where the head of a name, the part whose last word is counted, ends: at the
  /// first comma, or at a note in parentheses after a space that ends the name or
  /// a comma follows (`onion (6 oz, 170 g)`, but `egg(s)` keeps its optional
  /// plural, and in `small (2-inch) potatoes` the noun comes after the note),
  /// from `start` on.
  private static func headEnd(of name: String, from start: String.Index) -> String.Index {
    let bytes = name.utf8
    var previous: UInt8 = 0
    var index = start
    while index < bytes.endIndex {
      let byte = bytes[index]
      if byte == UInt8(ascii: ",") { return index }
      if byte == UInt8(ascii: "("), previous == UInt8(ascii: " ") {
        // The parenthesis that closes this one: notes nest (`(diced (I love them!))`).
        var depth = 0
        let close = bytes[index...].firstIndex { byte in
          if byte == UInt8(ascii: "(") { depth += 1 }
          if byte == UInt8(ascii: ")") { depth -= 1 }
          return depth == 0
        }
        guard let close else { return index }
        var after = bytes.index(after: close)
        while after < bytes.endIndex, bytes[after] == UInt8(ascii: " ") {
          after = bytes.index(after: after)
        }
        if after == bytes.endIndex || bytes[after] == UInt8(ascii: ",") { return index }
        index = close
      }
      previous = bytes[index]
      index = bytes.index(after: index)
    }
    return bytes.endIndex
  }

  /// Where the last item of a list of adjectives starts, when one starts at a
  /// comma (`red, yellow, or orange bell pepper`): past its `, or ` or `, and `
  /// before any parenthesis; `nil` for any other comma.
  private static func lastOfList(in name: String, from comma: String.Index) -> String.Index? {
    let bytes = name.utf8
    var index = comma
    while index < bytes.endIndex, bytes[index] != UInt8(ascii: "(") {
      if bytes[index] == UInt8(ascii: ",") {
        for word in [" or ", " and "] {
          let after = bytes[bytes.index(after: index)...]
          if after.starts(with: word.utf8) {
            return bytes.index(index, offsetBy: word.utf8.count + 1)
          }
        }
      }
      index = bytes.index(after: index)
    }
    return nil
  }

  /// A practical hint for a count of things that came out fractional: `about 1`
  /// for 1 1/3 eggs (half rounds up), `less than half of one` below 1/2; a size
  /// written as a unit counts too (`1 1/2 large Onions (about 2)`).
  /// Fixed ingredients, whole counts and measured amounts get none.
  public var hint: String? { hint(for: amount) }

  /// The hint for a count as shown: `~1 1/2 Eggs` gets `about 2`, as it reads.
  func hint(for amount: Rational?) -> String? {
    guard isCount, !original.isFixed, amountMax == nil, let amount, !amount.isInteger else {
      return nil
    }
    let whole =
      (Int128(amount.numerator) * 2 + Int128(amount.denominator))
      / (Int128(amount.denominator) * 2)
    return whole == 0 ? "less than half of one" : "about \(whole)"
  }
}
