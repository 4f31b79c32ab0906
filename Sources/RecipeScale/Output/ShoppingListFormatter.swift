/// Writes a shopping list in one output format.
///
/// - `text`: a title line naming the recipes, then a line per item; with
///   ``namesRecipes``, each line ends with the recipes that need the item:
///   `9 cloves garlic — Pasta; Soup`.
/// - `tsv`: a header row, then a row per amount with the columns ``tsvColumns``:
///   `item`, `quantity`, `unit`, `recipes` (those that add to this amount,
///   joined by `; `), `measure`, `hint`, `quantity_max` (a range's upper end),
///   then the exact `value`, `numerator`, `denominator` and their `_max`
///   columns as in ``TSVFormatter``, then `aisle` (``ShoppingItem/aisle``). An item whose amounts cannot be added has
///   a row for each, and one more, with an empty quantity, for the recipes
///   that list it without an amount.
/// - `json`: an array of `{"item", "amounts": [{"amount", "amountMax", "unit",
///   "quantity", "quantityMax", "approximate", "measure", "hint", "recipes"}],
///   "text", "recipes", "note", "unquantifiedRecipes", "aisle"}`, amounts exact;
///   `amountMax` and `quantityMax` are a range's upper end, `measure` is the
///   object `show` writes, and each amount's `recipes` are those that add to it.
/// - `markdown`: a heading, the recipes, and a checklist `- [ ] 6 tbsp Butter`,
///   the recipes after each item as in text with ``namesRecipes``.
/// - `html`: the same checklist on a page that stands alone, each item with a
///   box to tick on a phone or with a pen (see ``HTMLFormatter``).
///
/// When the list has aisles, text, Markdown and HTML group the items under them,
/// in store order: a blank line and the aisle's name in text, `## Produce` in
/// Markdown (`###` under `--by-recipe`'s sections), `<h2>` in HTML.
///
/// With sections (`--by-recipe`), text, Markdown and HTML first show each recipe's
/// own scaled lines, preparation notes included. When a pantry left things out
/// (``ShoppingList/inPantry``), text, Markdown and HTML end with a line that names
/// them, `In your pantry: salt, black pepper`; TSV and JSON list only what to buy.
public struct ShoppingListFormatter: Sendable {
  /// The column names of the TSV header row.
  public static let tsvColumns =
    ["item", "quantity", "unit", "recipes", "measure", "hint", "quantity_max"]
    + TSVFormatter.exactColumns + ["aisle"]

  /// The format.
  public var format: OutputFormat
  /// How text looks; only the text format uses it.
  public var style: TextStyle
  /// How amounts are written.
  public var amounts: AmountStyle
  /// Whether a text or Markdown line ends with the recipes that need the
  /// item (`--why`); TSV and JSON always name them.
  public var namesRecipes = false

  /// Creates the formatter.
  ///
  /// - Parameters:
  ///   - format: The format.
  ///   - style: How text looks; only the text format uses it.
  ///   - amounts: How amounts are written.
  public init(format: OutputFormat, style: TextStyle = .plain, amounts: AmountStyle = .plain) {
    self.format = format
    self.style = style
    self.amounts = amounts
  }

  /// Formats a shopping list.
  ///
  /// - Parameters:
  ///   - list: The list.
  ///   - sections: The recipes to show one by one before the list, or `nil`.
  /// - Returns: The complete output.
  public func format(_ list: ShoppingList, sections: [ScaledRecipe]? = nil) -> String {
    switch format {
    case .text: text(list, sections: sections)
    case .tsv: tsv(list)
    case .json: json(list)
    case .markdown: markdown(list, sections: sections)
    case .html: html(list, sections: sections)
    }
  }

  /// `Pad Thai (6 servings), Pancakes (2 servings)`.
  func recipeSummary(_ list: ShoppingList) -> String {
    list.recipes.map { $0.scaled.title(amounts.fractions, namingOriginal: false) }.joined(
      separator: ", ")
  }

  private func text(_ list: ShoppingList, sections: [ScaledRecipe]?) -> String {
    var output = ""
    if let sections {
      output += TextFormatter(style: style, amounts: amounts).format(sections)
      if !sections.isEmpty { output += "\n" }
    }
    let title = list.recipes.isEmpty ? "Shopping list" : "Shopping list: " + recipeSummary(list)
    output += style.bold(title.escapingControlCharacters)
    output += "\n"
    let grouped = ShoppingListFormatter.byAisle(list.items)
    for (aisle, items) in grouped {
      // Under aisles, a blank line and the aisle's name start each group.
      if let aisle { output += "\n" + style.bold(aisle.escapingControlCharacters) + "\n" }
      for item in items {
        let line = (item.text(amounts) + why(item)).escapingControlCharacters
        output += style.dimmingNote(line)
        output += "\n"
      }
    }
    if let pantry = pantryLine(list) {
      if grouped.first?.aisle != nil { output += "\n" }
      output += pantry.escapingControlCharacters + "\n"
    }
    return output
  }

  /// The items in runs of one aisle, in list order; one run with no aisle
  /// when the list was made without aisles.
  static func byAisle(_ items: [ShoppingItem]) -> [(aisle: String?, items: [ShoppingItem])] {
    var runs: [(aisle: String?, items: [ShoppingItem])] = []
    for item in items {
      if let last = runs.indices.last, runs[last].aisle == item.aisle {
        runs[last].items.append(item)
      } else {
        runs.append((item.aisle, [item]))
      }
    }
    return runs
  }

  /// `In your pantry: salt, black pepper`: what the list left out, for the cook
  /// to check; `nil` when it left out nothing.
  func pantryLine(_ list: ShoppingList) -> String? {
    list.inPantry.isEmpty ? nil : "In your pantry: " + list.inPantry.joined(separator: ", ")
  }

  /// What ends a line with ``namesRecipes``: ` — ` and the recipes that need
  /// the item, apart by `; ` as in TSV (a recipe's name may hold a comma).
  func why(_ item: ShoppingItem) -> String {
    namesRecipes && !item.recipes.isEmpty ? " — " + item.recipes.joined(separator: "; ") : ""
  }

  private func tsv(_ list: ShoppingList) -> String {
    var output = ShoppingListFormatter.tsvColumns.joined(separator: "\t") + "\n"
    func joined(_ recipes: [String]) -> String {
      recipes.joined(separator: "; ").escapedForTSV
    }
    for item in list.items {
      let name = item.name.escapedForTSV
      let aisle = "\t" + (item.aisle ?? "").escapedForTSV + "\n"
      for (amount, recipes) in zip(item.amounts, item.amountRecipes) {
        let line = amount.line(amounts)
        output += name + "\t" + (line.quantity ?? "") + "\t" + (line.unitName ?? "").escapedForTSV
        output += "\t" + joined(recipes) + "\t" + (line.measure ?? "") + "\t" + (line.hint ?? "")
        output += "\t" + (line.quantityMax ?? "")
        output += TSVFormatter.exactFields(amount.amount, amount.amountMax) + aisle
      }
      if !item.unquantifiedRecipes.isEmpty {
        output +=
          "\(name)\t\t\((item.note ?? "").escapedForTSV)\t\(joined(item.unquantifiedRecipes))"
        output += "\t\t\t" + TSVFormatter.exactFields(nil, nil) + aisle
      }
    }
    return output
  }

  private func json(_ list: ShoppingList) -> String {
    func array(_ recipes: [String]) -> String {
      "[" + recipes.map(JSONText.quoted).joined(separator: ", ") + "]"
    }
    var output = "["
    for (index, item) in list.items.enumerated() {
      output += index == 0 ? "\n  {" : ",\n  {"
      output += "\"item\": \(JSONText.quoted(item.name)), \"amounts\": ["
      for (position, (amount, recipes)) in zip(item.amounts, item.amountRecipes).enumerated() {
        let line = amount.line(amounts)
        output += position == 0 ? "{" : ", {"
        output += "\"amount\": " + (amount.amount.map(JSONText.fraction) ?? "null")
        output += ", \"amountMax\": " + (amount.amountMax.map(JSONText.fraction) ?? "null")
        output += ", \"unit\": \(JSONText.quotedOrNull(line.unitName))"
        output += ", \"quantity\": \(JSONText.quotedOrNull(line.quantity))"
        output += ", \"quantityMax\": \(JSONText.quotedOrNull(line.quantityMax))"
        let roundedUp = amount.toBuy != nil && !amounts.exact
        output += ", \"approximate\": \(line.isApproximate || roundedUp)"
        output += ", \"measure\": " + JSONText.measure(line)
        output += ", \"hint\": \(JSONText.quotedOrNull(line.hint))"
        output += ", \"recipes\": " + array(recipes) + "}"
      }
      output += "], \"text\": \(JSONText.quoted(item.text(amounts)))"
      output += ", \"recipes\": " + array(item.recipes)
      output += ", \"note\": \(JSONText.quotedOrNull(item.note))"
      output += ", \"unquantifiedRecipes\": " + array(item.unquantifiedRecipes)
      output += ", \"aisle\": \(JSONText.quotedOrNull(item.aisle))}"
    }
    output += list.items.isEmpty ? "]\n" : "\n]\n"
    return output
  }

  private func markdown(_ list: ShoppingList, sections: [ScaledRecipe]?) -> String {
    // Blocks are separated by one blank line.
    var blocks = ["# Shopping list\n"]
    if !list.recipes.isEmpty {
      blocks.append("For " + recipeSummary(list).escapedForMarkdown + ".\n")
    }
    if let sections {
      for recipe in sections {
        blocks.append(
          "## " + recipe.title(amounts.fractions, namingOriginal: false).escapedForMarkdown + "\n")
        let lines = recipe.ingredients.map {
          "- " + $0.line(amounts).text.escapedForMarkdown + "\n"
        }
        if !lines.isEmpty { blocks.append(lines.joined()) }
      }
      blocks.append("## All items\n")
    }
    // Aisles are headings of their own, one level under the recipes' sections.
    let aisleHeading = sections == nil ? "## " : "### "
    for (aisle, items) in ShoppingListFormatter.byAisle(list.items) {
      if let aisle { blocks.append(aisleHeading + aisle.escapedForMarkdown + "\n") }
      let checklist = items.map {
        "- [ ] " + ($0.text(amounts) + why($0)).escapedForMarkdown + "\n"
      }
      blocks.append(checklist.joined())
    }
    if let pantry = pantryLine(list) { blocks.append(pantry.escapedForMarkdown + "\n") }
    return blocks.joined(separator: "\n")
  }
}
