/// An ingredient with its amount scaled, in the unit it is shown in.
///
/// Its amounts are packed (``PackedRational``): a recipe of many lines is an
/// array of scaled ingredients, each copied as the lines are written, and six
/// `Rational?` padded to 24 bytes each made it 192 bytes, of which 48 were padding.
public struct ScaledIngredient: Hashable, Sendable {
  /// The ingredient as written.
  public var original: Ingredient
  /// The exact scaled amount in ``measuredIn``, or `nil` when the ingredient is unquantified.
  @PackedRational public var amount: Rational? = nil
  /// The unit the amount is shown in: the recipe's, or one converted to.
  public var measuredIn: CookingUnit?
  /// The amount rounded to kitchen precision, when a conversion between US and
  /// metric units left no exact amount a cook can measure; `nil` otherwise.
  @PackedRational public var roundedAmount: Rational? = nil
  /// The exact scaled upper end of a range, in ``measuredIn``; `nil` when the
  /// amount is not a range.
  @PackedRational public var amountMax: Rational? = nil
  /// The upper end rounded as ``roundedAmount`` is; `nil` when shown exactly.
  @PackedRational public var roundedAmountMax: Rational? = nil
  /// The language of the recipe the ingredient is in, which decides how its
  /// name and its own unit agree with the amount; `nil` is English.
  public var language: LanguageTag?
  /// Whether the amount is written as its measuring plan because no single
  /// unit measures it within its range (`3/4 cup + 1/3 cup + 1 tsp`, not
  /// `53 tsp`; see ``Quantity/planWhenUnmeasurable``). `--units best` and `us`
  /// and shopping lists set it; the exact amount stays in ``amount``.
  public var readsAsPlan = false
  /// The whole number to buy, when a shopping list's count or package
  /// (`Baguettes`, `heads`, `large`, `cans`) came out fractional: `2` for
  /// 1 1/3 baguettes. Shown instead of the amount, with the amount needed as
  /// the hint (`2 Baguettes (1 1/3 needed)`), unless ``AmountStyle/exact``;
  /// ``amount`` stays exact. `nil` for everything else.
  @PackedRational public var toBuy: Rational? = nil
  /// The amount a shopping list shows, marked `~`, when no tool measures the
  /// exact one: the nearest that a unit or a sum of cups and spoons does
  /// (`~1 tbsp + 1/4 tsp` for 3 1/3 tsp, `~5 3/4 lb` for 5 5/6 lb; see
  /// ``Quantity/nearestMeasurable``), in ``measuredIn``. Ignored under
  /// ``AmountStyle/exact``; ``amount`` stays exact. `nil` for everything else.
  @PackedRational public var toMeasure: Rational? = nil

  /// Creates a scaled ingredient in the recipe's own unit.
  ///
  /// - Parameters:
  ///   - ingredient: The ingredient as written.
  ///   - amount: The exact scaled amount, or `nil` when unquantified.
  public init(ingredient: Ingredient, amount: Rational?) {
    self.init(ingredient: ingredient, amount: amount, unit: ingredient.unit, roundedAmount: nil)
  }

  /// Creates a scaled ingredient in the recipe's own unit, with the upper end of a range.
  init(ingredient: Ingredient, amount: Rational?, amountMax: Rational?) {
    // Every field set here, not through another initializer, which built a copy first.
    self.original = ingredient
    self.amount = amount
    self.measuredIn = ingredient.unit
    self.amountMax = amountMax
  }

  /// Creates a scaled ingredient in any unit.
  ///
  /// - Parameters:
  ///   - ingredient: The ingredient as written.
  ///   - amount: The exact amount in `unit`, or `nil` when unquantified.
  ///   - unit: The unit the amount is shown in.
  ///   - roundedAmount: The amount rounded for display, or `nil` when it is shown exactly.
  public init(
    ingredient: Ingredient, amount: Rational?, unit: CookingUnit?, roundedAmount: Rational?
  ) {
    self.original = ingredient
    self.amount = amount
    self.measuredIn = unit
    self.roundedAmount = roundedAmount
  }

  /// Makes this the scaled line of another ingredient in its own unit, a field
  /// at a time; the language stays.
  ///
  /// - Parameters:
  ///   - ingredient: The ingredient as written.
  ///   - amount: The exact scaled amount, or `nil` when unquantified.
  ///   - amountMax: The exact scaled upper end of a range, or `nil`.
  mutating func replace(with ingredient: Ingredient, amount: Rational?, amountMax: Rational?) {
    original = ingredient
    self.amount = amount
    measuredIn = ingredient.unit
    roundedAmount = nil
    self.amountMax = amountMax
    roundedAmountMax = nil
    readsAsPlan = false
    toBuy = nil
    toMeasure = nil
  }

  /// Whether the amount shown, or either end of a range, is a rounding of the exact one.
  public var isApproximate: Bool {
    (roundedAmount.map { $0 != amount } ?? false)
      || (roundedAmountMax.map { $0 != amountMax } ?? false)
  }

  /// The amount shown: the rounded one when there is one, else the exact one.
  public var shownAmount: Rational? { roundedAmount ?? amount }

  /// The upper end of a range as shown, or `nil` when the amount is not a range.
  public var shownAmountMax: Rational? { roundedAmountMax ?? amountMax }

  /// The amount that decides the number of words: the upper end of a range
  /// (`1–2 cups`, `1/2–1 cup`), else the amount.
  var countingAmount: Rational? { shownAmountMax ?? shownAmount }

  /// The amount as an ASCII mixed number (`1 1/2`, `~237` when rounded), or `nil` when unquantified.
  public var quantity: String? { quantity(.ascii) }

  /// The unit in the number that agrees with the amount (`cups`), as written when
  /// unquantified (`To taste`), or `nil` when there is none.
  ///
  /// The recipe's own unit follows its language and its `unitPlural` and
  /// `unitSingular` (see ``Inflection``); a unit converted to is recipe-scale's
  /// own English word (`cup`, `quart`) and follows English rules.
  public var unit: String? {
    var words = AgreeingWords(remembers: false)
    let entry = measuredIn.map { words.entry(for: $0) }
    return unitName(counting: countingAmount, entry: entry, words: &words)
  }

  /// The unit in the number that agrees with an amount shown; `entry` is
  /// ``measuredIn``'s in the memo.
  private func unitName(
    counting: Rational?, entry: AgreeingWords.Unit?, words: inout AgreeingWords
  ) -> String? {
    guard let entry else { return nil }
    let measuredIn = entry.unit
    guard let counting else { return measuredIn.written }
    guard measuredIn == original.unit else {
      return words.englishName(of: entry, for: counting)
    }
    // A unit read from text that the unit table does not know as English (`x 180g`)
    // was written to agree with the line's own amount, and so was an English count
    // word that is the adjective of a plural name (`2 loaf pans`). Other English
    // words agree by English rules (`6 Clove Garlic` is `6 Cloves Garlic`), and words
    // of other languages are never inflected by them (see `CookingUnit/name(for:)`).
    let hasForms = !original.unitForms.isEmpty
    if !hasForms, keepsWrittenWords(for: counting), !words.isStandard(entry),
      !words.isKnownEnglishWord(entry) || describesPluralName(entry, words: &words)
    {
      return measuredIn.written
    }
    // Forms given and other languages decide before English rules, as `name(for:language:forms:)` says.
    guard !hasForms, language?.isEnglish ?? true else {
      return measuredIn.name(for: counting, language: language, forms: original.unitForms)
    }
    return words.englishName(of: entry, for: counting)
  }

  /// Whether a unit written in the singular comes before a name that starts with a
  /// plural noun, which the unit then describes: `2 loaf pans`, `2 sheet pans`.
  private func describesPluralName(_ unit: AgreeingWords.Unit, words: inout AgreeingWords) -> Bool {
    // The name's first word first, on bytes where they lie: most are no plural,
    // and the noun rules below cost hundreds of instructions a word (the unit's are kept).
    let length = original.storage.withNameBytes(ScaledIngredient.pluralLookingFirstWord)
    guard length > 0, words.hasSingularWord(unit) else { return false }
    let name = original.name
    let first = String(name[..<name.utf8.index(name.startIndex, offsetBy: length)])
    return EnglishNoun.singular(of: first) != first
  }

  /// The length of a name's first word when it is longer than three bytes
  /// and ends in `s`, as a plural does; else 0.
  private static func pluralLookingFirstWord(_ name: UnsafeBufferPointer<UInt8>) -> Int {
    let end = name.firstIndex { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: ",") } ?? name.count
    return end > 3 && name[end - 1] == UInt8(ascii: "s") ? end : 0
  }

  /// Whether a unit read from text stays as written for an amount: the line
  /// wrote it to agree with its own amount, so an amount on the same side of
  /// one needs no rule, which could only get a word it does not know wrong.
  /// Across one, the rules decide. The same holds for a name read from a line
  /// (see ``name(counting:isCount:words:)``); a name from a recipes file's fields
  /// takes the rules at every amount: the tutorial writes `3 Eggplant`.
  private func keepsWrittenWords(for amount: Rational) -> Bool {
    guard original.hasSource, let written = original.amountMax ?? original.amount else {
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
  public var name: String {
    var words = AgreeingWords(remembers: false)
    guard let (head, tail) = name(counting: amountMax ?? amount, isCount: isCount, words: &words)
    else { return original.name }
    return ShownLine.joined(head, tail)
  }

  /// The name agreeing with an amount shown, as its head and the rest as
  /// written, which a formatter writes one after the other, or `nil` when it
  /// is the name as written; `isCount` is ``isCount``, which the line works out
  /// once for the name and the hint.
  ///
  /// `nil`, not the name: a name read from text is kept as a place in its line
  /// (``Ingredient/StoredName``), which a formatter copies from where it lies,
  /// with no string made for it.
  private func name(
    counting: Rational?, isCount: Bool, words: inout AgreeingWords
  ) -> (head: String, tail: Substring)? {
    guard isCount, let amount = counting else { return nil }
    // A name read from a line agrees with the line's own amount as written: on the same
    // side of one, no rule could do better, and many do worse (`4 Weetabix`, `5 cents
    // worth of yeast`, `500 ㎖ milk`). Across one, the rules decide (`1 egg` makes `2 eggs`).
    if original.nameForms.isEmpty, keepsWrittenWords(for: amount) { return nil }
    let name = original.name
    var end = ScaledIngredient.headEnd(of: name, from: name.startIndex)
    // `skinless, boneless chicken breasts`: adjectives before the comma, the noun after it.
    while end < name.endIndex, name.utf8[end] == UInt8(ascii: ","),
      EnglishNoun.isAdjectiveInLess(lastWordOf: name[..<end])
    {
      end = ScaledIngredient.headEnd(of: name, from: name.utf8.index(after: end))
    }
    // `onion (6 oz, 170 g)`: the note's words are not counted.
    while end > name.startIndex, name.utf8[name.utf8.index(before: end)] == UInt8(ascii: " ") {
      end = name.utf8.index(before: end)
    }
    let head = name[..<end]
    guard let last = head.utf8.last, last != UInt8(ascii: " ") else { return nil }
    // Forms given and other languages decide before English rules, as `Inflection` says.
    guard original.nameForms.isEmpty, language?.isEnglish ?? true else {
      let inflected = Inflection.inflectingCountedWord(
        of: head, plural: amount > .one, language: language, forms: original.nameForms)
      return (inflected, name[end...])
    }
    return (words.englishName(head, plural: amount > .one), name[end...])
  }

  /// Where the head of a name, the part whose last word is counted, ends: at the
  /// first comma, or at a note in parentheses after a space that ends the name or
  /// a comma follows (`onion (6 oz, 170 g)`, but `egg(s)` keeps its optional
  /// plural, and in `small (2-inch) potatoes` the noun comes after the note),
  /// from `start` on.
  private static func headEnd(of name: String, from start: String.Index) -> String.Index {
    // On the bytes in place: the UTF-8 view's indices cost tens of instructions a byte.
    let bytes = name.utf8
    let from = bytes.distance(from: bytes.startIndex, to: start)
    let end =
      bytes.withContiguousStorageIfAvailable { headEnd(of: $0, from: from) }
      ?? Array(bytes).withUnsafeBufferPointer { headEnd(of: $0, from: from) }
    return bytes.index(bytes.startIndex, offsetBy: end)
  }

  /// ``headEnd(of:from:)`` on a name's bytes, from and to byte offsets.
  private static func headEnd(of bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    var previous: UInt8 = 0
    var index = start
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: ",") { return index }
      if byte == UInt8(ascii: "("), previous == UInt8(ascii: " ") {
        guard let close = bytes[index...].firstIndex(of: UInt8(ascii: ")")) else { return index }
        var after = close + 1
        while after < bytes.count, bytes[after] == UInt8(ascii: " ") { after += 1 }
        if after == bytes.count || bytes[after] == UInt8(ascii: ",") { return index }
        index = close
      }
      previous = bytes[index]
      index += 1
    }
    return bytes.count
  }

  /// A practical hint for a count of things that came out fractional: `about 1`
  /// for 1 1/3 eggs (half rounds up), `less than half of one` below 1/2; a size
  /// written as a unit counts too (`1 1/2 large Onions (about 2)`).
  /// Fixed ingredients, whole counts and measured amounts get none.
  public var hint: String? { hint(for: amount, isCount: isCount) }

  /// The hint for a count as shown: `~1 1/2 Eggs` gets `about 2`, as it reads.
  private func hint(for amount: Rational?, isCount: Bool) -> String? {
    guard isCount, !original.isFixed, amountMax == nil, let amount, !amount.isInteger
    else {
      return nil
    }
    let whole =
      (Int128(amount.numerator) * 2 + Int128(amount.denominator))
      / (Int128(amount.denominator) * 2)
    return whole == 0 ? "less than half of one" : "about \(whole)"
  }

  /// The whole line as a cook reads it: `1 1/2 cups flour`, `2 Large eggs, beaten`,
  /// `Sea salt, to taste`.
  public var text: String { line(.plain).text }

  /// The amount in a fraction style, `~` before a rounded one; for a range, its lower end.
  /// Under `.auto` a metric amount is a decimal rounded for the kitchen (`~1.07` kg).
  ///
  /// - Parameter fractions: How fractions are written.
  /// - Returns: The quantity, or `nil` when unquantified.
  public func quantity(_ fractions: FractionStyle) -> String? {
    guard let shownAmount else { return nil }
    var words = AgreeingWords(remembers: false)
    let entry = measuredIn.map { words.entry(for: $0) }
    let low = displayed(
      shownAmount, fractions, isRounding: roundedAmount != nil, entry: entry, words: &words)
    return ShownLine(low: low, isApproximate: isApproximate).quantity
  }

  /// The upper end of a range in a fraction style, or `nil` when the amount is not a range.
  ///
  /// - Parameter fractions: How fractions are written.
  /// - Returns: The upper end, without a `~`: the lower end carries the range's.
  public func quantityMax(_ fractions: FractionStyle) -> String? {
    guard let shownAmountMax else { return nil }
    var words = AgreeingWords(remembers: false)
    let entry = measuredIn.map { words.entry(for: $0) }
    let high = displayed(
      shownAmountMax, fractions, isRounding: roundedAmountMax != nil, entry: entry, words: &words)
    return ShownLine(high: high, isApproximate: isApproximate).quantityMax
  }

  /// An amount as a fraction style shows it, and the value the text stands
  /// for, which the words agree with; `entry` is ``measuredIn``'s in the memo.
  ///
  /// `.auto` writes a metric amount in kitchen decimals (`~1.07` kg); a
  /// conversion's rounding (`isRounding`) is already one and is shown as it
  /// is, never rounded a second time. `.auto` and `.unicode` write a fraction
  /// no kitchen measures with (a denominator above 16) as the nearest eighth
  /// or third, marked `~` (`~1 1/2` cups for 1 63922289/136077711), and one
  /// too small for that as `<1/16`. `.ascii` and `.decimal` write what they
  /// always have.
  private func displayed(
    _ amount: Rational, _ fractions: FractionStyle, isRounding: Bool, entry: AgreeingWords.Unit?,
    words: inout AgreeingWords
  ) -> ShownAmount {
    if fractions == .auto, let entry, let standard = words.standard(of: entry),
      var places = Quantity(amount, standard).kitchenDecimalPlaces
    {
      while isRounding, places < 3, Quantity.powerOfTen(places) % amount.denominator != 0 {
        places += 1
      }
      // Not rounding, the places are still ``Quantity/kitchenDecimalPlaces``: the
      // amount rounded to them is ``Quantity/kitchenDecimalAmount``, without
      // working the places out a second time.
      let step = Quantity.powerOfTen(places)
      let value =
        isRounding || step % amount.denominator == 0
        ? amount : (Quantity.nearest(to: amount, step: step) ?? amount)
      return ShownAmount(value: value, form: .decimal(amount, places: places))
    }
    guard fractions == .auto || fractions == .unicode,
      amount.denominator > Rational.largestKitchenDenominator
    else { return ShownAmount(value: amount, form: .fraction(amount, fractions)) }
    guard let rounded = amount.kitchenFraction else {
      return ShownAmount(value: amount, form: .belowSixteenth(fractions))
    }
    return ShownAmount(value: rounded, form: .rounded(rounded, fractions))
  }

  /// How to measure the amount with standard cups and spoons, when it is a US volume.
  public var measuringPlan: MeasuringPlan? {
    // A range is two amounts to choose between, not one to measure out.
    guard amountMax == nil, let shownAmount, let standard = measuredIn?.standard else { return nil }
    guard var plan = MeasuringPlan(measuring: Quantity(shownAmount, standard)) else { return nil }
    if isApproximate { plan.isApproximate = true }
    return plan
  }

  /// The plan the amount is written as when ``readsAsPlan`` is set.
  private var readablePlan: MeasuringPlan? {
    guard readsAsPlan, amountMax == nil, let shownAmount, let standard = measuredIn?.standard
    else { return nil }
    guard var plan = Quantity(shownAmount, standard).planWhenUnmeasurable else { return nil }
    if isApproximate { plan.isApproximate = true }
    return plan
  }

  /// The ingredient as an output format writes it.
  ///
  /// - Parameter style: How amounts are written.
  /// - Returns: The parts and the text of the line.
  public func line(_ style: AmountStyle) -> FormattedIngredient {
    var words = AgreeingWords(remembers: false)
    return line(style, words: &words)
  }

  /// The ingredient as an output format writes it, its words looked up in a
  /// memo the formatter keeps for the recipe.
  ///
  /// - Parameters:
  ///   - style: How amounts are written.
  ///   - words: The units and names already worked out.
  /// - Returns: The parts and the text of the line.
  func line(_ style: AmountStyle, words: inout AgreeingWords) -> FormattedIngredient {
    if let toBuy, !style.exact, let amount {
      var line = ScaledIngredient(
        ingredient: original, amount: toBuy, unit: measuredIn, roundedAmount: nil)
      line.language = language
      var formatted = line.line(style, words: &words)
      let entry = measuredIn.map { words.entry(for: $0) }
      formatted.hint =
        displayed(amount, style.fractions, isRounding: false, entry: entry, words: &words).text
        + " needed"
      return formatted
    }
    if let toMeasure, !style.exact {
      var line = self
      (line.roundedAmount, line.readsAsPlan, line.toMeasure) = (toMeasure, true, nil)
      return line.line(style)
    }
    let plan = style.measure ? measuringPlan : readablePlan
    let parts = parts(style, words: &words)
    return FormattedIngredient(
      quantity: parts.quantity, quantityMax: parts.quantityMax, unitName: parts.unitName,
      name: parts.nameIsAsWritten ? original.name : parts.name,
      measure: plan.map { $0.text(style.fractions) }, plan: plan,
      hint: parts.hint)
  }

  /// Whether the line shows no measuring plan, count to buy or total to
  /// measure, so that ``parts(_:words:)`` is all of it.
  ///
  /// A formatter writes such a line's parts without the Strings of a
  /// ``FormattedIngredient``: most lines of a recipe are such lines.
  ///
  /// - Parameter style: How amounts are written.
  /// - Returns: Whether the parts are the whole line.
  func isPlain(_ style: AmountStyle) -> Bool {
    (style.exact || (toBuy == nil && toMeasure == nil)) && !style.measure && !readsAsPlan
  }

  /// The parts of the line as ``line(_:words:)`` shows them, but for a plan.
  ///
  /// - Parameters:
  ///   - style: How amounts are written.
  ///   - words: The units and names already worked out.
  /// - Returns: The parts.
  func parts(_ style: AmountStyle, words: inout AgreeingWords) -> ShownLine {
    // The unit is looked up in the memo once, for every question the line asks of it.
    let entry = measuredIn.map { words.entry(for: $0) }
    let low = shownAmount.map {
      displayed(
        $0, style.fractions, isRounding: roundedAmount != nil, entry: entry, words: &words)
    }
    let high = shownAmountMax.map {
      displayed(
        $0, style.fractions, isRounding: roundedAmountMax != nil, entry: entry, words: &words)
    }
    // The words agree with the amount as shown: `~1 cup` for 1 1/100 cups.
    let counting = high?.value ?? low?.value
    let isCount = entry.map { words.isSize($0) } ?? true
    let shownName = name(counting: counting, isCount: isCount, words: &words)
    return ShownLine(
      low: low, high: high, isApproximate: isApproximate,
      unitName: unitName(counting: counting, entry: entry, words: &words),
      shownName: shownName, hint: hint(for: low?.value, isCount: isCount))
  }
}
