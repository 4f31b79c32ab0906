/// A Cooklang recipe's ingredient list, built from every use in its steps.
///
/// An ingredient used in several steps is listed once per group (section) when
/// its amounts add exactly: the same unit as written, or units of one dimension
/// that convert exactly (`1 cup` and `2 tbsp` make `9/8 cup`). Uses that do not
/// add (another dimension, a range, a fixed amount beside a scaling one, a sum
/// with no 64-bit form) are listed apart, once per distinct unit. Uses with no
/// amount are listed once. Optional uses are never added to required ones.
struct CooklangIngredientList {
  /// The ingredients, in the order of first use.
  private(set) var ingredients: [Ingredient] = []
  /// The places in ``ingredients`` of each name, group and optional mark.
  private var places: [Key: [Int]] = [:]

  private struct Key: Hashable {
    var name: String
    var group: String?
    var isOptional: Bool
  }

  mutating func add(_ use: CooklangUse, group: String?) {
    let key = Key(name: use.listedName, group: group, isOptional: use.isOptional)
    let amount = use.amount
    let candidates = places[key] ?? []
    for place in candidates {
      let listed = ingredients[place]
      guard let added = amount.amount else {
        // No amount: listed once, beside any amount of the same words.
        if listed.amount == nil, listed.unit == amount.unit { return }
        continue
      }
      guard let existing = listed.amount, listed.amountMax == nil, amount.amountMax == nil,
        listed.isFixed == amount.isFixed
      else { continue }
      if let sum = CooklangIngredientList.sum(existing, listed.unit, added, amount.unit) {
        ingredients[place].amount = sum
        return
      }
    }
    places[key, default: []].append(ingredients.count)
    ingredients.append(
      Ingredient(
        name: use.listedName, amount: amount.amount, unit: amount.unit, isFixed: amount.isFixed,
        amountMax: amount.amountMax, source: use.source, group: group))
  }

  /// Two amounts added in the first one's unit, or `nil` when they do not add exactly.
  private static func sum(
    _ first: Rational, _ firstUnit: CookingUnit?, _ second: Rational, _ secondUnit: CookingUnit?
  ) -> Rational? {
    if firstUnit == secondUnit {
      return try? first.adding(second)
    }
    guard let firstUnit, let secondUnit, let to = firstUnit.standard,
      let from = secondUnit.standard,
      let converted = Quantity(second, from).converted(to: to)
    else { return nil }
    return try? first.adding(converted.amount)
  }
}
