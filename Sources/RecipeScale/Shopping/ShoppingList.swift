/// One exact shopping list for several recipes, each at its own servings.
///
/// Ingredients are one item when they buy one thing (see ``BoughtItem``):
/// their names match ignoring case, sizes, the number of the last word, notes
/// in parentheses, what follows the first comma and the preparation that
/// follows the noun (`Garlic, minced`, `garlic cloves crushed` and `garlic`),
/// and a piece the name counts in is the unit of another's (`2 garlic cloves`
/// and `3 cloves garlic` are 5 cloves of garlic). Water from the tap is left out. An item's amounts of one dimension are added exactly after
/// conversion to a common unit and shown in the most readable unit (as
/// `--units best` picks it): `2 tbsp + 1/4 cup` is `3/8 cup`. Amounts that
/// cannot be added (cups and cloves, a volume and a mass, a count) stay side
/// by side. With ``UnitPreference/asWritten``, amounts that share one unit stay
/// in it. Fixed ingredients count once per recipe, however many times it is chosen.
///
/// What the cook has (a ``Pantry``) is left out and named in ``inPantry``; with
/// ``Aisles``, the items are in store order, each with its aisle.
public struct ShoppingList: Hashable, Sendable {
  /// The recipes, as chosen.
  public var recipes: [PlannedRecipe]
  /// The items: quantified ones first, then those that only had no amount.
  public var items: [ShoppingItem]
  /// The things the recipes need that the pantry has, left out of ``items``:
  /// each once, named as the list would name it, in the order they first appear.
  public var inPantry: [String] = []

  /// Makes the list.
  ///
  /// - Parameters:
  ///   - recipes: The recipes, scaled in the units they wrote; the same recipe
  ///     may appear more than once.
  ///   - units: Which units totals are shown in; `.asWritten` keeps a total
  ///     whose amounts share one unit in that unit, and otherwise means `.best`.
  ///   - order: The order of the items.
  ///   - spoons: Whether totals made only of teaspoons and tablespoons stay in
  ///     spoons when `units` is ``UnitPreference/metric``; they are then shown
  ///     as ``UnitPreference/best`` shows them.
  ///   - pantry: What the cook has; its things are left out (see ``Pantry``).
  ///   - aisles: The aisles to group the items under, in store order, those no
  ///     aisle lists last; `nil` keeps `order` alone and gives no item an aisle.
  /// - Throws: ``ShoppingListError/totalTooLarge(item:)`` when an exact total has
  ///   no 64-bit form.
  public init(
    recipes: [PlannedRecipe], units: UnitPreference, order: ShoppingOrder,
    spoons: SpoonPreference = .keep, pantry: Pantry = Pantry(), aisles: Aisles? = nil
  ) throws(ShoppingListError) {
    self.recipes = recipes
    var pantryKeys: Set<String> = []
    var tallies: [ItemTally] = []
    var byKey: [String: Int] = [:]
    var fixedSeen: Set<[Int]> = []
    // A name that ends with a piece (`2 garlic cloves`) counts the thing in it
    // when another ingredient does (`3 cloves garlic`): they are one item.
    var countedInUnits: Set<String> = []
    for planned in recipes {
      for scaled in planned.scaled.ingredients {
        guard let unit = scaled.original.unit else { continue }
        countedInUnits.insert(
          BoughtItem(scaled.original, countingPieces: false).key(countedIn: unit))
      }
    }
    for planned in recipes {
      for (index, scaled) in planned.scaled.ingredients.enumerated() {
        let ingredient = scaled.boughtIngredient
        let counting = BoughtItem(ingredient)
        var bought = counting
        if let piece = bought.piece, !countedInUnits.contains(bought.key(countedIn: piece)) {
          bought = BoughtItem(ingredient, countingPieces: false)
        }
        // Water from the tap is no thing to buy.
        if bought.isTapWater { continue }
        let key = bought.key
        if pantry.contains(key: key) {
          if pantryKeys.insert(key).inserted {
            inPantry.append(bought.name.isEmpty ? ingredient.itemName : bought.name)
          }
          continue
        }
        let position: Int
        if let known = byKey[key] {
          position = known
        } else {
          position = tallies.count
          byKey[key] = position
          tallies.append(
            ItemTally(
              name: bought.name.isEmpty ? ingredient.itemName : bought.name,
              // `fresh cilantro leaves` is sold where cilantro is.
              aisleKeys: counting.key == key ? [key] : [key, counting.key],
              isButter: units != .asWritten && Butter.keys.contains(key)))
        }
        let recipe = planned.scaled.original.name
        ItemTally.include(recipe, in: &tallies[position].recipes)
        guard let amount = scaled.amount else {
          if tallies[position].note == nil { tallies[position].note = ingredient.unit?.written }
          ItemTally.include(recipe, in: &tallies[position].unquantifiedRecipes)
          continue
        }
        if ingredient.isFixed && !fixedSeen.insert([planned.identity, index]).inserted { continue }
        tallies[position].add(
          amount, upTo: scaled.amountMax, in: ingredient.unit ?? bought.piece, of: scaled,
          from: recipe)
      }
    }
    var quantified: [ShoppingItem] = []
    var unquantified: [ShoppingItem] = []
    for tally in tallies {
      var item = try tally.item(units: units, spoons: spoons)
      if let aisles {
        item.aisle =
          tally.aisleKeys.lazy.compactMap { aisles.aisle(ofKey: $0) }.first
          ?? ShoppingList.otherAisle
      }
      if item.amounts.isEmpty {
        unquantified.append(item)
      } else {
        quantified.append(item)
      }
    }
    if order == .alphabetical {
      quantified = ShoppingList.sortedByName(quantified)
      unquantified = ShoppingList.sortedByName(unquantified)
    }
    items = quantified + unquantified
    if let aisles {
      // In store order, the items no aisle lists last; within an aisle, as `order` put them.
      func place(_ item: ShoppingItem) -> Int {
        item.aisle.flatMap { aisles.names.firstIndex(of: $0) } ?? aisles.names.count
      }
      items = items.enumerated().sorted { left, right in
        let (a, b) = (place(left.element), place(right.element))
        return a == b ? left.offset < right.offset : a < b
      }.map(\.element)
    }
  }

  /// The aisle of the items no aisle lists.
  public static let otherAisle = "Other"

  /// Sorted by name ignoring case; names equal but for case keep first-seen order.
  private static func sortedByName(_ items: [ShoppingItem]) -> [ShoppingItem] {
    items.enumerated().sorted { left, right in
      let (a, b) = (left.element.name.lowercased(), right.element.name.lowercased())
      return a == b ? left.offset < right.offset : a < b
    }.map(\.element)
  }
}

/// What one item adds up to while the list is made.
private struct ItemTally {
  /// Amounts that add up: one dimension of standard units, one other unit, or a count.
  enum Kind: Hashable {
    case standard(UnitDimension)
    case unit(String)
    case count
  }

  struct Group {
    var kind: Kind
    /// The first ingredient of the group, whose language and forms its total's words follow.
    var first: ScaledIngredient
    /// Each amount, with the upper end of a range when it is one.
    var amounts: [(amount: Rational, amountMax: Rational?, unit: CookingUnit?)] = []
    /// The recipes that add to the group, each once.
    var recipes: [String] = []
    /// Whether any amount is a range, which makes the total one: 2–3 and 1 is 3–4.
    var hasRange: Bool { amounts.contains { $0.amountMax != nil } }
  }

  var name: String
  var recipes: [String] = []
  var unquantifiedRecipes: [String] = []
  var note: String?
  var groups: [Group] = []
  /// Whether the item is butter, whose volumes, weights and sticks add up as
  /// weights (see ``Butter``).
  var isButter: Bool

  /// The keys its aisle is looked up by: the one it is merged by (see
  /// ``BoughtItem``), then, for a name that ends with a piece, the thing's.
  var aisleKeys: [String]

  init(name: String, aisleKeys: [String], isButter: Bool) {
    self.name = name
    self.aisleKeys = aisleKeys
    self.isButter = isButter
  }

  /// Adds a recipe's name to a list unless it is there already.
  static func include(_ recipe: String, in recipes: inout [String]) {
    if !recipes.contains(recipe) { recipes.append(recipe) }
  }

  mutating func add(
    _ amount: Rational, upTo amountMax: Rational?, in unit: CookingUnit?,
    of scaled: ScaledIngredient, from recipe: String
  ) {
    var (amount, amountMax, unit) = (amount, amountMax, unit)
    // Butter adds up as a weight: sticks, cups and spoons by what they weigh.
    if isButter, let (weight, inUnit) = Butter.weight(amount, unit) {
      let weightMax = amountMax.flatMap { Butter.weight($0, unit)?.0 }
      if amountMax == nil || weightMax != nil {
        (amount, amountMax, unit) = (weight, weightMax, inUnit)
      }
    }
    let kind: Kind
    if let unit {
      kind =
        unit.standard.map { .standard($0.dimension) }
        ?? .unit(EnglishNoun.singular(of: unit.written.lowercased()))
    } else {
      kind = .count
    }
    if let index = groups.firstIndex(where: { $0.kind == kind }) {
      groups[index].amounts.append((amount, amountMax, unit))
      ItemTally.include(recipe, in: &groups[index].recipes)
    } else {
      groups.append(
        Group(kind: kind, first: scaled, amounts: [(amount, amountMax, unit)], recipes: [recipe]))
    }
  }

  func item(units: UnitPreference, spoons: SpoonPreference) throws(ShoppingListError)
    -> ShoppingItem
  {
    var amounts: [ScaledIngredient] = []
    for group in groups {
      let standards = group.amounts.compactMap { $0.unit?.standard }
      // A total of spoons alone stays in spoons, as a single amount would.
      let keepsSpoons =
        !standards.isEmpty && standards.allSatisfy { spoons.keeps($0, in: units.system) }
      amounts.append(try total(of: group, units: keepsSpoons ? .best : units))
    }
    return ShoppingItem(
      name: name, amounts: amounts, note: note, recipes: recipes,
      amountRecipes: groups.map(\.recipes), unquantifiedRecipes: unquantifiedRecipes)
  }

  private func total(of group: Group, units: UnitPreference) throws(ShoppingListError)
    -> ScaledIngredient
  {
    let tooLarge = ShoppingListError.totalTooLarge(item: name)
    let firstUnit = group.amounts.first?.unit
    let standards = group.amounts.compactMap { $0.unit?.standard }
    let written = Set(standards)
    guard case .standard(let dimension) = group.kind, units != .asWritten || written.count > 1
    else {
      // One unit, or none: the amounts add up as they are, each end of a range apart.
      var sum = Rational.zero
      var sumMax = Rational.zero
      for (amount, amountMax, _) in group.amounts {
        guard let next = try? sum.adding(amount),
          let nextMax = try? sumMax.adding(amountMax ?? amount)
        else { throw tooLarge }
        (sum, sumMax) = (next, nextMax)
      }
      var total = ScaledIngredient(ingredient: ingredient(sum, firstUnit, of: group), amount: sum)
      total.language = group.first.language
      if group.hasRange { total.amountMax = sumMax }
      // A count or a package is bought whole: 1 1/3 baguettes is 2 to buy. A
      // pinch, a handful or a kitchen measure is not bought, and stays exact.
      let isStandard = if case .standard = group.kind { true } else { false }
      if !isStandard, !group.hasRange, !sum.isInteger, !(firstUnit?.isPortionOrMeasure ?? false) {
        let denominator = Int128(sum.denominator)
        let whole = (Int128(sum.numerator) + denominator - 1) / denominator
        total.toBuy = Int(exactly: whole).map { Rational($0) }
      }
      return total
    }
    let systems = Set(standards.map(\.system))
    let target = units.system ?? standards.first?.system ?? .metric
    // Adding in the target system keeps a one-system total exact; a total that
    // mixes systems is added in the other one, so it is rounded and marked.
    let addIn = systems == [target] ? target : (target == .us ? .metric : .us)
    let common = ItemTally.commonUnit(dimension, addIn)
    var sum = Rational.zero
    var sumMax = Rational.zero
    for (amount, amountMax, unit) in group.amounts {
      guard let standard = unit?.standard,
        let converted = Quantity(amount, standard).converted(to: common),
        let convertedMax = Quantity(amountMax ?? amount, standard).converted(to: common),
        let next = try? sum.adding(converted.amount),
        let nextMax = try? sumMax.adding(convertedMax.amount)
      else { throw tooLarge }
      (sum, sumMax) = (next, nextMax)
    }
    // A total no unit measures well stays in the unit written first, as a
    // single amount would.
    var total = Quantity(sum, common)
    if let first = standards.first, first.system == addIn, let inFirst = total.converted(to: first)
    {
      total = inFirst
    }
    guard let readable = total.readable(in: target) else { throw tooLarge }
    let shownUnit =
      readable.exact.unit == standards.first && written.count == 1
      ? firstUnit : readable.exact.unit.cookingUnit
    // The ingredient keeps the unit written, so a unit converted to is known
    // as recipe-scale's own and follows English rules.
    var item = ScaledIngredient(
      ingredient: ingredient(readable.exact.amount, firstUnit, of: group),
      amount: readable.exact.amount, unit: shownUnit,
      roundedAmount: readable.isApproximate ? readable.shown : nil)
    item.language = group.first.language
    // What the list shows is measured or bought, as `show` prints it for a
    // kitchen: an exact plan of cups and spoons, or the nearest amount a tool measures.
    if !group.hasRange, let measured = item.measuredForKitchen() { item = measured }
    // A US list shows butter in sticks: whole or half ones as they are, any
    // other amount rounded up to the sticks to buy.
    if isButter, !group.hasRange, let sticks = Butter.sticks(readable.exact) {
      let stick = CookingUnit("stick")
      var inSticks = ScaledIngredient(
        ingredient: ingredient(sticks, stick, of: group), amount: sticks, unit: stick,
        roundedAmount: nil)
      inSticks.language = group.first.language
      if sticks.denominator > 2 {
        let denominator = Int128(sticks.denominator)
        let whole = (Int128(sticks.numerator) + denominator - 1) / denominator
        inSticks.toBuy = Int(exactly: whole).map { Rational($0) }
      }
      return inSticks
    }
    if group.hasRange {
      // The upper end is shown in the unit the lower end chose.
      guard let high = Quantity(sumMax, common).readable(inUnit: readable.exact.unit) else {
        throw tooLarge
      }
      item.amountMax = high.exact.amount
      item.roundedAmountMax = high.isApproximate ? high.shown : nil
    }
    return item
  }

  /// The item as an ingredient of a group's total: its name, with the forms
  /// of the group's first ingredient.
  private func ingredient(_ amount: Rational, _ unit: CookingUnit?, of group: Group) -> Ingredient {
    let first = group.first.original
    return Ingredient(
      name: name, amount: amount, unit: unit, nameForms: first.nameForms,
      unitForms: first.unitForms)
  }

  /// The unit amounts of one family are added in.
  static func commonUnit(_ dimension: UnitDimension, _ system: MeasurementSystem) -> StandardUnit {
    switch (dimension, system) {
    case (.volume, .us): .teaspoon
    case (.mass, .us): .ounce
    case (.volume, .metric): .milliliter
    case (.mass, .metric): .gram
    }
  }
}
