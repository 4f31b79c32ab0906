extension LineDoubt.Reason {
  /// The reason's name in a recipes file, as `import` writes it under an
  /// ingredient's `doubt`: `second-amount`, `vague-quantity`.
  public var code: String {
    switch self {
    case .vagueQuantity: "vague-quantity"
    case .ambiguousSeparator: "ambiguous-separator"
    case .listNumber: "list-number"
    case .amountNotAtStart: "amount-not-at-start"
    case .strayNumber: "stray-number"
    case .descendingRange: "descending-range"
    case .zeroAmount: "zero-amount"
    case .incompatibleUnits: "incompatible-units"
    case .impliedCount: "implied-count"
    case .unitWithoutAmount: "unit-without-amount"
    case .noName: "no-name"
    case .secondAmount: "second-amount"
    case .panOrOven: "pan-or-oven"
    case .timeOrServings: "time-or-servings"
    case .runTogether: "run-together"
    case .nutrition: "nutrition"
    }
  }

  /// The reason a recipes file names, or `nil` for a name recipe-scale never writes.
  ///
  /// - Parameter code: The name, as ``code`` gives it.
  public init?(code: String) {
    guard let reason = LineDoubt.Reason.allCases.first(where: { $0.code == code }) else {
      return nil
    }
    self = reason
  }
}

/// A doubt as a recipes file records it for an ingredient line kept as text:
/// `"doubt": {"reason": "second-amount", "column": 25}`, so that a recipe
/// imported from text warns about the line as the text did.
extension LineDoubt: Decodable {
  private enum CodingKeys: String, CodingKey {
    case reason, column
  }

  /// Decodes a doubt, refusing a reason recipe-scale does not write and a
  /// column before the first.
  ///
  /// - Parameter decoder: The decoder standing on the doubt's object.
  /// - Throws: ``RecipeDataError`` saying what is wrong.
  public init(from decoder: any Decoder) throws {
    let fields = try decoder.container(keyedBy: CodingKeys.self)
    let code = try fields.decode(String.self, forKey: .reason)
    guard let reason = Reason(code: code) else {
      throw RecipeDataError(
        .wrongType(
          field: "doubt.reason",
          expected: "a reason recipe-scale writes, such as \"second-amount\"",
          found: code.quotedForMessage))
    }
    let column = try fields.decode(Int.self, forKey: .column)
    guard column >= 1 else {
      throw RecipeDataError(.notPositive(field: "doubt.column", value: column))
    }
    self.init(reason, column: column)
  }
}
