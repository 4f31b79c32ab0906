/// One line of a recipe's ingredient list: an amount, a unit and a name.
///
/// A value like any struct; its fields are kept in one box that copies share
/// (see ``SharedFields``).
public struct Ingredient: Hashable, Sendable {
  private var shared: SharedFields

  /// The fields; setting one puts them all in a new box.
  private var fields: Fields {
    get { shared.fields }
    set { shared = SharedFields(newValue) }
  }

  /// The name as written, preparation notes included: `Large eggs, beaten`.
  public var name: String {
    get { fields.name }
    set { fields.name = newValue }
  }
  /// The exact amount, or `nil` for an unquantified ingredient such as salt to taste.
  public var amount: Rational? {
    get { fields.amount }
    set { fields.amount = newValue }
  }
  /// The unit, or `nil` for a count of things (`2 Large eggs`).
  public var unit: CookingUnit? {
    get { fields.unit }
    set { fields.unit = newValue }
  }
  /// Whether the amount stays as written at every scale: the bay leaf, the pinch of salt.
  public var isFixed: Bool {
    get { fields.isFixed }
    set { fields.isFixed = newValue }
  }
  /// The upper end of a range (`2–3 cloves`: ``amount`` 2, `amountMax` 3), or `nil` when
  /// the amount is not a range.
  public var amountMax: Rational? {
    get { fields.amountMax }
    set { fields.amountMax = newValue }
  }
  /// The line of text the ingredient was read from, as a place in the text
  /// the reader read, which its lines share; `nil` when it was not read from text.
  var sourceLine: SourceLine? {
    get { fields.sourceLine }
    set { fields.sourceLine = newValue }
  }
  /// The heading of the part of the list it stands in (`For the sauce`), or `nil`.
  public var group: String? {
    get { fields.group }
    set { fields.group = newValue }
  }
  /// The forms the recipe gives for the name's counted word, the last word
  /// before the first comma (`plural`, `singular`); they win over every rule.
  public var nameForms: NounForms {
    get { fields.nameForms }
    set { fields.nameForms = newValue }
  }
  /// The forms the recipe gives for the unit's last word (`unitPlural`,
  /// `unitSingular`); they win over every rule.
  public var unitForms: NounForms {
    get { fields.unitForms }
    set { fields.unitForms = newValue }
  }

  /// Why the line the ingredient was read from was kept as text, when it was:
  /// a file `import` writes records it, so the recipe warns as the text did.
  public var doubt: LineDoubt? {
    get { fields.doubt }
    set { fields.doubt = newValue }
  }

  /// The author's own restatements of the amount in other units of weight or
  /// volume, as a line gives them (`212 g` of `2 cups (212g) rye flour`, `240 ml`
  /// of `1 cup (240 ml) milk`); empty when it gives none, or the amount is a
  /// range. Converting to a system one of them is in, the scaler scales it
  /// rather than converting the amount.
  public var equivalents: [Quantity] {
    get { fields.equivalents }
    set { fields.equivalents = newValue }
  }

  /// The line of text the ingredient was read from, when it came from text; `nil` otherwise.
  public var source: String? {
    get { sourceLine?.string }
    set { sourceLine = newValue.map(SourceLine.init) }
  }

  /// Whether two ingredients have equal fields; a shared box is equal without a look.
  public static func == (lhs: Ingredient, rhs: Ingredient) -> Bool {
    lhs.shared === rhs.shared || lhs.fields == rhs.fields
  }

  /// Feeds every field to a hasher.
  ///
  /// - Parameter hasher: The hasher.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(fields)
  }

  /// Creates an ingredient from its parts.
  ///
  /// - Parameters:
  ///   - name: The name as written.
  ///   - amount: The exact amount, or `nil` when unquantified.
  ///   - unit: The unit, or `nil` for a count of things.
  ///   - isFixed: Whether the amount never scales.
  ///   - amountMax: The upper end of a range whose lower end is `amount`, or `nil`.
  ///   - source: The line of text the ingredient was read from, or `nil`.
  ///   - group: The heading of the part of the list it stands in, or `nil`.
  ///   - nameForms: The forms given for the name's counted word.
  ///   - unitForms: The forms given for the unit's last word.
  ///   - doubt: Why the line it was read from was kept as text, or `nil`.
  public init(
    name: String, amount: Rational?, unit: CookingUnit?, isFixed: Bool = false,
    amountMax: Rational? = nil, source: String? = nil, group: String? = nil,
    nameForms: NounForms = NounForms(), unitForms: NounForms = NounForms(),
    doubt: LineDoubt? = nil
  ) {
    self.init(
      name: name, amount: amount, unit: unit, isFixed: isFixed, amountMax: amountMax,
      sourceLine: source.map(SourceLine.init), group: group, nameForms: nameForms,
      unitForms: unitForms, doubt: doubt)
  }

  /// Creates an ingredient whose source is a place in the text it was read from.
  init(
    name: String, amount: Rational?, unit: CookingUnit?, isFixed: Bool = false,
    amountMax: Rational? = nil, sourceLine: SourceLine?, group: String? = nil,
    nameForms: NounForms = NounForms(), unitForms: NounForms = NounForms(),
    doubt: LineDoubt? = nil
  ) {
    shared = SharedFields(
      Fields(
        name: name, amount: amount, unit: unit, isFixed: isFixed, amountMax: amountMax,
        sourceLine: sourceLine, group: group, nameForms: nameForms, unitForms: unitForms,
        doubt: doubt))
  }

  /// Creates an ingredient from the fields of the recipes file, enforcing the format's rules.
  ///
  /// A missing `denom` means 1. A missing or zero `num` makes the ingredient
  /// unquantified: it shows no number and never scales. `numMax` and `denomMax`
  /// give the upper end of a range the same way.
  ///
  /// - Parameters:
  ///   - name: The `name` field.
  ///   - num: The `num` field: a numerator, not negative.
  ///   - denom: The `denom` field: a denominator, positive.
  ///   - unit: The `unit` field.
  ///   - fixed: The `fixed` field, an extension of the format: `true` keeps the
  ///     amount as written at every scale.
  ///   - numMax: The `numMax` field, an extension: the numerator of a range's upper end.
  ///   - denomMax: The `denomMax` field: the denominator of a range's upper end.
  ///   - source: The `source` field: the line the ingredient was read from.
  ///   - group: The `group` field: the heading of its part of the list.
  ///   - nameForms: The `singular` and `plural` fields: the name's counted word
  ///     in each number.
  ///   - unitForms: The `unitSingular` and `unitPlural` fields: the unit's last
  ///     word in each number.
  ///   - doubt: The `doubt` field: why the line it was read from was kept as text.
  /// - Throws: ``RecipeDataError`` when `num` or `numMax` is negative, a
  ///   denominator is not positive, a range does not rise, or a form is empty.
  public init(
    name: String, num: Int?, denom: Int?, unit: String?, fixed: Bool? = nil,
    numMax: Int? = nil, denomMax: Int? = nil, source: String? = nil, group: String? = nil,
    nameForms: NounForms = NounForms(), unitForms: NounForms = NounForms(),
    doubt: LineDoubt? = nil
  ) throws(RecipeDataError) {
    // Checked one by one, with no list of the four made for every ingredient.
    func requireText(_ form: String?, _ field: String) throws(RecipeDataError) {
      if let form, form.trimmingSpaces.isEmpty { throw RecipeDataError(.emptyField(field)) }
    }
    try requireText(nameForms.singular, "singular")
    try requireText(nameForms.plural, "plural")
    try requireText(unitForms.singular, "unitSingular")
    try requireText(unitForms.plural, "unitPlural")
    let amount = try Ingredient.amount(num: num, denom: denom, fields: ("num", "denom"))
    let amountMax = try Ingredient.amount(
      num: numMax, denom: denomMax, fields: ("numMax", "denomMax"))
    if let amountMax, amount.map({ amountMax <= $0 }) ?? true {
      throw RecipeDataError(.rangeDoesNotRise)
    }
    self.init(
      name: name, amount: amount, unit: unit.flatMap(CookingUnit.init), isFixed: fixed ?? false,
      amountMax: amountMax, source: source, group: group, nameForms: nameForms,
      unitForms: unitForms, doubt: doubt)
  }

  /// The amount a numerator and denominator field give; `nil` when there is no numerator or it is 0.
  private static func amount(num: Int?, denom: Int?, fields: (num: String, denom: String))
    throws(RecipeDataError) -> Rational?
  {
    if let num, num < 0 { throw RecipeDataError(.negative(field: fields.num, value: num)) }
    if let denom, denom <= 0 {
      throw RecipeDataError(.notPositive(field: fields.denom, value: denom))
    }
    guard let num, num != 0 else { return nil }
    // Both parts are now positive, so the fraction always has a 64-bit form.
    return try? Rational(num, denom ?? 1)
  }

  /// Creates an ingredient from a line of text, as a recipes file may give one:
  /// `"1/2 cup Parmesan cheese, grated"`.
  ///
  /// - Parameter line: The line.
  /// - Returns: The ingredient, and the reader's doubt when it is not sure of the line.
  /// - Throws: ``RecipeDataError`` when a number in the line has no exact 64-bit form.
  static func reading(line: String) throws(RecipeDataError) -> IngredientLineReading {
    do {
      return try IngredientLineParser().read(line)
    } catch {
      switch error {
      case .numberTooLarge(let column):
        throw RecipeDataError(.lineNumberTooLarge(column: column))
      }
    }
  }
}

extension Ingredient: Decodable {
  typealias CodingKeys = RecipeFormatKey

  /// Set in a decoder's `userInfo` to the ``IngredientFieldUse`` the syntax
  /// scan found, so decoding need not look for fields no ingredient has;
  /// absent, every field is looked for.
  package static let fieldUseKey: CodingUserInfoKey = {
    guard let key = CodingUserInfoKey(rawValue: "recipe-scale.ingredientFieldUse") else {
      preconditionFailure("a constant, valid key")
    }
    return key
  }()

  /// Decodes an ingredient, checking every field; a string is read as an ingredient line.
  ///
  /// - Parameter decoder: The decoder standing on one ingredient object or string.
  /// - Throws: ``RecipeDataError`` naming the ingredient and what is wrong with it.
  public init(from decoder: any Decoder) throws {
    // One copy of the options for both lookups: each copy of `userInfo` is a
    // dictionary handed over, and every ingredient asks.
    let options = decoder.userInfo
    let collector = options[RecipeIssueCollector.userInfoKey] as? RecipeIssueCollector
    // Objects are the common case: only when there is none is a string tried.
    guard let fields = try? decoder.container(keyedBy: CodingKeys.self) else {
      guard let line = try? decoder.singleValueContainer().decode(String.self) else {
        throw RecipeDataError(.notAnObject(found: JSONKind.name(of: decoder)))
      }
      do {
        let reading = try Ingredient.reading(line: line)
        if let doubt = reading.doubt {
          collector?.record(RecipeIssue(.warning(.unsureLine(doubt)), at: DataLocation()))
        }
        self = reading.ingredient
        if let doubt = reading.doubt { self.doubt = doubt }
      } catch {
        collector?.record(RecipeIssue(.error(error.problem), at: DataLocation()))
        throw error
      }
      return
    }
    guard let collector else {
      let name = try fields.requiredString(.name)
      // A field the syntax scan found in no ingredient is not looked up.
      let used = options[Ingredient.fieldUseKey] as? IngredientFieldUse ?? .all
      func string(_ key: RecipeFormatKey) throws(RecipeDataError) -> String? {
        used.has(key) ? try fields.optionalString(key) : nil
      }
      func integer(_ key: RecipeFormatKey) throws(RecipeDataError) -> Int? {
        used.has(key) ? try fields.optionalInteger(key) : nil
      }
      do {
        try self.init(
          name: name, num: fields.optionalInteger(.num), denom: fields.optionalInteger(.denom),
          unit: fields.optionalString(.unit),
          fixed: used.has(.fixed) ? fields.optionalBool(.fixed) : nil,
          numMax: integer(.numMax), denomMax: integer(.denomMax),
          source: string(.source), group: string(.group),
          nameForms: NounForms(singular: string(.singular), plural: string(.plural)),
          unitForms: NounForms(singular: string(.unitSingular), plural: string(.unitPlural)),
          // Asked only when present: decoding one looks its type up at run time.
          doubt: used.has(.doubt) && fields.contains(.doubt) ? fields.optionalDoubt(.doubt) : nil)
        if used.has(.equivalents), fields.contains(.equivalents) {
          equivalents = try fields.optionalEquivalents(.equivalents)
        }
      } catch {
        var located = error
        located.location.ingredientName = name
        throw located
      }
      return
    }
    try self.init(validating: fields, into: collector)
  }

  /// Decodes while recording every problem and warning, for validation.
  private init(
    validating fields: KeyedDecodingContainer<CodingKeys>, into collector: RecipeIssueCollector
  )
    throws(RecipeDataError)
  {
    var errors: [RecipeDataError] = []
    func attempt<Value>(_ read: () throws(RecipeDataError) -> Value) -> Value? {
      do {
        return try read()
      } catch {
        errors.append(error)
        return nil
      }
    }
    let name = attempt { () throws(RecipeDataError) in try fields.requiredString(.name) }
    let num = attempt { () throws(RecipeDataError) in try fields.optionalInteger(.num) } ?? nil
    let denom = attempt { () throws(RecipeDataError) in try fields.optionalInteger(.denom) } ?? nil
    let unit = attempt { () throws(RecipeDataError) in try fields.optionalString(.unit) } ?? nil
    let fixed = attempt { () throws(RecipeDataError) in try fields.optionalBool(.fixed) } ?? nil
    let numMax =
      attempt { () throws(RecipeDataError) in try fields.optionalInteger(.numMax) } ?? nil
    let denomMax =
      attempt { () throws(RecipeDataError) in try fields.optionalInteger(.denomMax) } ?? nil
    let source = attempt { () throws(RecipeDataError) in try fields.optionalString(.source) } ?? nil
    let group = attempt { () throws(RecipeDataError) in try fields.optionalString(.group) } ?? nil
    let doubt = attempt { () throws(RecipeDataError) in try fields.optionalDoubt(.doubt) } ?? nil
    let equivalents =
      attempt { () throws(RecipeDataError) in try fields.optionalEquivalents(.equivalents) } ?? []
    let nameForms =
      attempt { () throws(RecipeDataError) in
        try fields.forms(singular: .singular, plural: .plural)
      } ?? NounForms()
    let unitForms =
      attempt { () throws(RecipeDataError) in
        try fields.forms(singular: .unitSingular, plural: .unitPlural)
      } ?? NounForms()
    for (value, field) in [(num, "num"), (numMax, "numMax")] {
      if let value, value < 0 {
        errors.append(RecipeDataError(.negative(field: field, value: value)))
      }
    }
    for (value, field) in [(denom, "denom"), (denomMax, "denomMax")] {
      if let value, value <= 0 {
        errors.append(RecipeDataError(.notPositive(field: field, value: value)))
      }
    }
    let location = DataLocation(ingredientName: name)
    var built: Ingredient?
    if errors.isEmpty {
      do {
        built = try Ingredient(
          name: name ?? "", num: num, denom: denom, unit: unit, fixed: fixed, numMax: numMax,
          denomMax: denomMax, source: source, group: group, nameForms: nameForms,
          unitForms: unitForms, doubt: doubt)
      } catch {
        errors.append(error)
      }
    }
    for error in errors { collector.record(RecipeIssue(.error(error.problem), at: location)) }
    guard let built, errors.isEmpty else {
      throw errors.first ?? RecipeDataError(.missingField("name"), at: location)
    }
    self = built
    self.equivalents = equivalents
    if denom != nil, num == nil {
      collector.record(RecipeIssue(.warning(.denominatorWithoutNumerator), at: location))
    } else if num == 0, let unit = built.unit {
      collector.record(RecipeIssue(.warning(.zeroAmount(unit: unit.written)), at: location))
    } else if let warning = built.amountWarning {
      collector.record(RecipeIssue(.warning(warning), at: location))
    }
    if let num, let denom, num > 0,
      Rational.greatestCommonDivisor(num.magnitude, denom.magnitude) > 1
    {
      collector.record(
        RecipeIssue(.warning(.notInLowestTerms(numerator: num, denominator: denom)), at: location))
    }
  }
}

extension Ingredient {
  /// The mistake an amount shows, if any: a measuring unit with no amount
  /// (`{"name": "Salt", "unit": "tsp"}`, or `"num": 0`, is unquantified), or
  /// a line kept as text whose number then stays unscaled, as a file `import`
  /// wrote records it (``doubt``). `show` warns about it; `validate`, which
  /// still sees `num`, says which.
  package var amountWarning: RecipeWarning? {
    if let doubt, doubt.reason.leavesNumberUnscaled { return .unsureLine(doubt) }
    guard amount == nil, let unit, unit.standard != nil else { return nil }
    return .unitWithoutAmount(unit.written)
  }
}
