/// One line of a shopping list: an item and what to buy of it.
public struct ShoppingItem: Hashable, Sendable {
  /// The item's name as first seen, without preparation notes: `Garlic`.
  public var name: String
  /// The amounts, one per kind that cannot be added to the others (a volume,
  /// a mass, a unit such as `cloves`, a count), in order of first appearance.
  /// Each is an exact total in the unit it is shown in.
  public var amounts: [ScaledIngredient]
  /// The unit of an unquantified entry (`To taste`), when the item had one.
  public var note: String?
  /// The recipes the item comes from, in the order chosen, each once.
  public var recipes: [String]
  /// For each of ``amounts``, at the same position, the recipes that add to
  /// that total, in the order chosen, each once.
  public var amountRecipes: [[String]]
  /// The recipes that list the item without an amount (`to taste`), in the
  /// order chosen, each once; empty when every entry had an amount.
  public var unquantifiedRecipes: [String]
  /// The aisle the item is sold in, `Other` when no aisle lists it; `nil` when
  /// the list was made without aisles.
  public var aisle: String?

  /// Creates an item.
  ///
  /// - Parameters:
  ///   - name: The item's name.
  ///   - amounts: The totals, one per kind.
  ///   - note: The unit of an unquantified entry, if any.
  ///   - recipes: The recipes it comes from.
  ///   - amountRecipes: The recipes behind each total; by default every recipe, for each.
  ///   - unquantifiedRecipes: The recipes that list it without an amount; by
  ///     default every recipe when there is no amount, else none.
  public init(
    name: String, amounts: [ScaledIngredient], note: String?, recipes: [String],
    amountRecipes: [[String]]? = nil, unquantifiedRecipes: [String]? = nil
  ) {
    self.name = name
    self.amounts = amounts
    self.note = note
    self.recipes = recipes
    self.amountRecipes = amountRecipes ?? amounts.map { _ in recipes }
    self.unquantifiedRecipes = unquantifiedRecipes ?? (amounts.isEmpty ? recipes : [])
  }

  /// The line as a cook reads it: `3/8 cup Butter`, `1 cup + 3 cloves Garlic`,
  /// `3 onions + 200 g`, `1 1/3 Eggs (about 1)`, `Sea salt, to taste`.
  ///
  /// - Parameter style: How amounts are written.
  /// - Returns: The text.
  public func text(_ style: AmountStyle) -> String {
    let lines = amounts.map { $0.line(style) }
    // A count makes the name agree with it: `3 Large eggs`, `2 large Onions`.
    let countAt = amounts.firstIndex { $0.isCount }
    let counted = countAt.map { lines[$0] }
    let shownName = counted?.name ?? name
    var text: String
    if let countAt, amounts.count > 1 {
      // A count and a weight of one thing: the count names it, `3 onions + 200 g`.
      let others = lines.indices.filter { $0 != countAt }.compactMap { lines[$0].amountText }
      text = ([(lines[countAt].amountText ?? "") + " " + shownName] + others).joined(
        separator: " + ")
    } else {
      text = lines.compactMap(\.amountText).joined(separator: " + ")
      text += text.isEmpty ? shownName : " " + shownName
    }
    // A hint says how much of a count or package is needed: the first count's,
    // then those of the totals rounded up to buy.
    var hints = counted?.hint.map { [$0] } ?? []
    for (amount, line) in zip(amounts, lines) where !amount.isCount {
      if let hint = line.hint { hints.append(hint) }
    }
    if !hints.isEmpty { text += " (" + hints.joined(separator: "; ") + ")" }
    if let note { text += ", " + FormattedIngredient.lowercasingFirstWord(note) }
    return text
  }
}
