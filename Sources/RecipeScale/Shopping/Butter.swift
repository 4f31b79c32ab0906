/// Butter in a shopping list: the one item whose volumes, weights and sticks
/// add up, by the definitions US butter is sold under.
///
/// A stick is 1/2 US cup and 1/4 lb, so a cup of butter weighs 1/2 lb
/// (8 oz, 226.796185 g exactly); a metric volume converts through the cup.
/// The item is butter when its name, as ``Ingredient/matchingKey(_:)`` reads
/// it, is `butter`, `unsalted butter` or `salted butter`: peanut butter and
/// butter beans are other things.
enum Butter {
  /// The item names that are butter.
  static let keys: Set<String> = ["butter", "unsalted butter", "salted butter"]

  /// Ounces in a stick.
  static let ouncesPerStick = Rational(4)

  /// An amount of butter as a weight, exactly: cups, spoons and millilitres by
  /// the weight of a cup, sticks by theirs; a weight as it is. `nil` for a
  /// count, a weight, another unit, or an amount with no 64-bit form.
  ///
  /// - Parameters:
  ///   - amount: The amount.
  ///   - unit: Its unit as written.
  /// - Returns: The weight and its unit, ounces or grams.
  static func weight(_ amount: Rational, _ unit: CookingUnit?) -> (Rational, CookingUnit)? {
    guard let unit else { return nil }
    guard let standard = unit.standard else {
      guard EnglishNoun.singular(of: unit.written.lowercased()) == "stick",
        let ounces = try? amount.multiplied(by: ouncesPerStick)
      else { return nil }
      return (ounces, StandardUnit.ounce.cookingUnit)
    }
    guard standard.dimension == .volume,
      let cups = Quantity(amount, standard).converted(to: .cup)?.amount
    else { return nil }
    if standard.system == .us {
      guard let ounces = try? cups.multiplied(by: Rational(8)) else { return nil }
      return (ounces, StandardUnit.ounce.cookingUnit)
    }
    guard let gramsPerCup = try? Rational(226_796_185, 1_000_000),
      let grams = try? cups.multiplied(by: gramsPerCup)
    else { return nil }
    return (grams, StandardUnit.gram.cookingUnit)
  }

  /// A US weight of butter in sticks, exactly; `nil` for another unit.
  ///
  /// - Parameter quantity: The weight.
  /// - Returns: The number of sticks.
  static func sticks(_ quantity: Quantity) -> Rational? {
    guard quantity.unit.system == .us, quantity.unit.dimension == .mass,
      let ounces = quantity.converted(to: .ounce)?.amount
    else { return nil }
    return try? ounces.divided(by: ouncesPerStick)
  }
}
