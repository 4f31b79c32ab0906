/// An author's restatement of an ingredient's amount as a recipes file
/// records it under the ingredient's `equivalents`: `{"num": 212, "denom": 1,
/// "unit": "g"}`, so that a recipe imported from text converts as the text did.
extension Quantity: Decodable {
  private enum CodingKeys: String, CodingKey {
    case num, denom, unit
  }

  /// Decodes a quantity, refusing an amount that is not positive and a unit
  /// that is no weight or volume with a legal definition.
  ///
  /// - Parameter decoder: The decoder standing on the quantity's object.
  /// - Throws: ``RecipeDataError`` saying what is wrong.
  public init(from decoder: any Decoder) throws {
    let fields = try decoder.container(keyedBy: CodingKeys.self)
    let num = try fields.decode(Int.self, forKey: .num)
    let denom = try fields.decodeIfPresent(Int.self, forKey: .denom) ?? 1
    guard num > 0 else {
      throw RecipeDataError(.notPositive(field: "equivalents.num", value: num))
    }
    guard denom > 0 else {
      throw RecipeDataError(.notPositive(field: "equivalents.denom", value: denom))
    }
    let written = try fields.decode(String.self, forKey: .unit)
    guard let unit = StandardUnit(recognizing: written),
      unit.dimension == .mass || unit.dimension == .volume
    else {
      throw RecipeDataError(
        .wrongType(
          field: "equivalents.unit", expected: "a unit of weight or volume, such as \"g\"",
          found: written.quotedForMessage))
    }
    self.init(try Rational(num, denom), unit)
  }
}
