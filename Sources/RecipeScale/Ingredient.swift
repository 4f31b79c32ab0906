/// One line of a recipe's ingredient list: an amount, a unit and a name.
public struct Ingredient: Hashable, Sendable {
  /// The name as written, preparation notes included: `Large eggs, beaten`.
  public var name: String
  /// The exact amount, or `nil` for an unquantified ingredient such as salt to taste.
  public var amount: Rational?
  /// The unit, or `nil` for a count of things (`2 Large eggs`).
  public var unit: CookingUnit?
  /// Whether the amount stays as written at every scale: the bay leaf, the pinch of salt.
  public var isFixed: Bool
  /// The upper end of a range (`2–3 cloves`: ``amount`` 2, `amountMax` 3), or `nil` when
  /// the amount is not a range.
  public var amountMax: Rational?
  /// The line of text the ingredient was read from, when it came from text; `nil` otherwise.
  public var source: String?

  /// Creates an ingredient from its parts.
  ///
  /// - Parameters:
  ///   - name: The name as written.
  ///   - amount: The exact amount, or `nil` when unquantified.
  ///   - unit: The unit, or `nil` for a count of things.
  ///   - isFixed: Whether the amount never scales.
  ///   - amountMax: The upper end of a range whose lower end is `amount`, or `nil`.
  ///   - source: The line of text the ingredient was read from, or `nil`.
  public init(
    name: String, amount: Rational?, unit: CookingUnit?, isFixed: Bool = false,
    amountMax: Rational? = nil, source: String? = nil
  ) {
    self.name = name
    self.amount = amount
    self.unit = unit
    self.isFixed = isFixed
    self.amountMax = amountMax
    self.source = source
  }

  /// Creates an ingredient from the fields of the recipes file, enforcing the format's rules.
  ///
  /// A missing `denom` means 1. A missing or zero `num` makes the ingredient
  /// unquantified: it shows no number and never scales.
  ///
  /// - Parameters:
  ///   - name: The `name` field.
  ///   - num: The `num` field: a numerator, not negative.
  ///   - denom: The `denom` field: a denominator, positive.
  ///   - unit: The `unit` field.
  ///   - fixed: The `fixed` field, an extension of the format: `true` keeps the
  ///     amount as written at every scale.
  /// - Throws: ``RecipeDataError`` when `num` is negative or `denom` is not positive.
  public init(name: String, num: Int?, denom: Int?, unit: String?, fixed: Bool? = nil)
    throws(RecipeDataError)
  {
    if let num, num < 0 { throw RecipeDataError(.negative(field: "num", value: num)) }
    if let denom, denom <= 0 { throw RecipeDataError(.notPositive(field: "denom", value: denom)) }
    var amount: Rational?
    if let num, num != 0 {
      // Both parts are now positive, so the fraction always has a 64-bit form.
      amount = try? Rational(num, denom ?? 1)
    }
    self.init(
      name: name, amount: amount, unit: unit.flatMap(CookingUnit.init), isFixed: fixed ?? false)
  }
}

extension Ingredient: Decodable {
  typealias CodingKeys = RecipeFormatKey

  /// Decodes an ingredient, checking every field.
  ///
  /// - Parameter decoder: The decoder standing on one ingredient object.
  /// - Throws: ``RecipeDataError`` naming the ingredient and what is wrong with it.
  public init(from decoder: any Decoder) throws {
    let fields = try decoder.object(keyedBy: CodingKeys.self)
    guard let collector = RecipeIssueCollector.from(decoder) else {
      let name = try fields.requiredString(.name)
      do {
        try self.init(
          name: name, num: fields.optionalInteger(.num), denom: fields.optionalInteger(.denom),
          unit: fields.optionalString(.unit), fixed: fields.optionalBool(.fixed))
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
    if let num, num < 0 { errors.append(RecipeDataError(.negative(field: "num", value: num))) }
    if let denom, denom <= 0 {
      errors.append(RecipeDataError(.notPositive(field: "denom", value: denom)))
    }
    let location = DataLocation(ingredientName: name)
    for error in errors { collector.record(RecipeIssue(.error(error.problem), at: location)) }
    if let first = errors.first { throw first }
    if denom != nil, num == nil {
      collector.record(RecipeIssue(.warning(.denominatorWithoutNumerator), at: location))
    }
    if let num, let denom, num > 0,
      Rational.greatestCommonDivisor(num.magnitude, denom.magnitude) > 1
    {
      collector.record(
        RecipeIssue(.warning(.notInLowestTerms(numerator: num, denominator: denom)), at: location))
    }
    try self.init(name: name ?? "", num: num, denom: denom, unit: unit, fixed: fixed)
  }
}
