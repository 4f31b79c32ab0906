/// The JSON format: an array with one object per recipe, amounts exact.
///
/// ```json
/// [
///   {
///     "name": "Pancakes",
///     "servings": {"numerator": 6, "denominator": 1},
///     "recipeServings": 4,
///     "ingredients": [
///       {"name": "Flour", "amount": {"numerator": 3, "denominator": 2}, "amountMax": null, "quantity": "1 1/2", "quantityMax": null, "unit": "cups", "text": "1 1/2 cups Flour", "fixed": false, "approximate": false, "measure": null, "hint": null, "source": null, "amountsInName": []}
///     ],
///     "directions": [
///       "Whisk 1 1/2 cups of the flour with the eggs."
///     ],
///     "yield": "6 servings",
///     "recipeYield": null,
///     "prepTime": "10 minutes",
///     "cookTime": null,
///     "totalTime": null,
///     "pan": null
///   }
/// ]
/// ```
///
/// `servings` is the servings scaled to, always an exact fraction object like
/// `amount` (`{"numerator": 3, "denominator": 2}` under `--scale 0.5` of a
/// recipe for 3), or `null` for a recipe that gives none; `recipeServings` is
/// the whole number the recipe is written for, or `null`.
///
/// `directions` are the steps of the method with the amounts in them scaled
/// and written as `text` writes amounts (`[]` when the recipe gives none);
/// `yield` is what the scaled recipe makes, in the recipe's own words when it
/// gives them (`12 cookies`), else in servings; `recipeYield` and the times
/// are as the recipe writes them, or `null`. They follow `ingredients`, so the
/// fields before them keep their places. `pan` is `null`, or under `--pan` the
/// pans the recipe was scaled between (`from`, `to`, as `9x13 in` and `9 in
/// round`), the exact `factor` used, and whether it is `approximate` (rounded
/// to three figures, between a round pan and an angular one; every amount
/// is then `approximate` too).
///
/// `amount` is exact in every style, in the unit shown; `quantity` is what text
/// shows, `~` first when rounded (by a conversion or the decimal style), and
/// `approximate` says so. `measure` is `null`,
/// or under `--measure` an object with the plan's `text`, whether it is
/// `approximate`, and its `parts`, each an exact `amount` and a `unit`. `hint`
/// is the practical hint for a fractional count, or `null`. For a range
/// (`2–3 cloves`) `amount` and `quantity` are its lower end and `amountMax` and
/// `quantityMax` its upper end; both are `null` otherwise. `source` is the line
/// of text the ingredient was read from, or `null` for one given as fields.
/// `amountsInName` lists the amounts a name read from a line has of its own,
/// which scale with it (`or 1 teaspoon dried` of `4 sprigs fresh thyme or 1
/// teaspoon dried`): each one's `written` words, then its scaled `amount`,
/// `amountMax`, `quantity`, `quantityMax`, `unit`, `text` and `approximate` as
/// the ingredient's own are; `[]` when there are none. `name` stays as
/// written, and `text` has them in their places.
///
/// Keys always appear in this order. Strings escape `"`, `\`, every control
/// character and the bidirectional controls as `\uXXXX`.
public struct JSONFormatter: RecipeFormatter {
  /// How amounts are written.
  public var amounts: AmountStyle

  /// What the formatter has learned of units, for every recipe it writes.
  private let units = SharedUnitMemo()

  /// Creates the formatter.
  ///
  /// - Parameter amounts: How amounts are written in `quantity` and `text`.
  public init(amounts: AmountStyle = .plain) {
    self.amounts = amounts
  }

  /// Opens the array.
  ///
  /// - Parameter output: The text to append to.
  public func begin(into output: inout String) {
    output += "["
  }

  /// Writes one recipe object.
  ///
  /// - Parameters:
  ///   - recipe: The scaled recipe.
  ///   - isFirst: Whether it is the first recipe; later ones follow a comma.
  ///   - output: The text to append to.
  public func append(_ recipe: ScaledRecipe, isFirst: Bool, to output: inout String) {
    output += isFirst ? "\n  {\n" : ",\n  {\n"
    output += "    \"name\": \(JSONText.quoted(recipe.original.name)),\n"
    output += "    \"servings\": \(recipe.servings.map(JSONText.fraction) ?? "null"),\n"
    output += "    \"recipeServings\": \(recipe.original.servings.map(String.init) ?? "null"),\n"
    output += "    \"ingredients\": ["
    units.using { units in
      for (index, ingredient) in recipe.ingredients.enumerated() {
        output += index == 0 ? "\n      {" : ",\n      {"
        let line = ingredient.line(amounts, units: &units)
        output += "\"name\": \(JSONText.quoted(ingredient.original.name)), "
        JSONFormatter.appendAmount(of: ingredient, shown: line, to: &output)
        output += ", \"fixed\": \(ingredient.original.isFixed)"
        output += ", \"approximate\": \(line.isApproximate)"
        output += ", \"measure\": " + JSONText.measure(line)
        output += ", \"hint\": \(JSONText.quotedOrNull(line.hint))"
        output += ", \"source\": \(JSONText.quotedOrNull(ingredient.original.source))"
        output += ", \"amountsInName\": ["
        for (place, inName) in ingredient.amountsInName.enumerated() {
          let amount = inName.scaled.line(amounts, units: &units)
          output += place == 0 ? "{" : ", {"
          output += "\"written\": \(JSONText.quoted(inName.written)), "
          JSONFormatter.appendAmount(of: inName.scaled, shown: amount, to: &output)
          output += ", \"approximate\": \(amount.isApproximate)}"
        }
        output += "]}"
      }
      output += recipe.ingredients.isEmpty ? "],\n" : "\n    ],\n"
      output += "    \"directions\": ["
      for (index, step) in recipe.steps.enumerated() {
        output += index == 0 ? "\n      " : ",\n      "
        output += JSONText.quoted(step.text(amounts, units: &units))
      }
      output += recipe.steps.isEmpty ? "],\n" : "\n    ],\n"
    }
    let details = recipe.original.details
    output += "    \"yield\": \(JSONText.quotedOrNull(recipe.yield(amounts.fractions))),\n"
    output += "    \"recipeYield\": \(JSONText.quotedOrNull(details.yield)),\n"
    output += "    \"prepTime\": \(JSONText.quotedOrNull(details.prepTime)),\n"
    output += "    \"cookTime\": \(JSONText.quotedOrNull(details.cookTime)),\n"
    output += "    \"totalTime\": \(JSONText.quotedOrNull(details.totalTime)),\n"
    output += "    \"pan\": " + (recipe.pans.map(JSONFormatter.pans) ?? "null") + "\n  }"
  }

  /// The pans of a recipe scaled to another, and the factor used.
  private static func pans(_ pans: PanScaling) -> String {
    "{\"from\": \(JSONText.quoted(pans.from.description)), "
      + "\"to\": \(JSONText.quoted(pans.to.description)), "
      + "\"factor\": \(JSONText.fraction(pans.factor.value)), "
      + "\"approximate\": \(pans.factor.isApproximate)}"
  }

  /// Writes an amount's keys, from `amount` to `text`: an ingredient's and
  /// each of its name's amounts have them alike.
  private static func appendAmount(
    of scaled: ScaledIngredient, shown line: FormattedIngredient, to output: inout String
  ) {
    output += "\"amount\": " + (scaled.amount.map(JSONText.fraction) ?? "null")
    output += ", \"amountMax\": " + (scaled.amountMax.map(JSONText.fraction) ?? "null")
    output += ", \"quantity\": \(JSONText.quotedOrNull(line.quantity))"
    output += ", \"quantityMax\": \(JSONText.quotedOrNull(line.quantityMax))"
    output += ", \"unit\": \(JSONText.quotedOrNull(line.unitName))"
    output += ", \"text\": \(JSONText.quoted(line.text))"
  }

  /// Closes the array.
  ///
  /// - Parameters:
  ///   - count: How many recipes were written.
  ///   - output: The text to append to.
  public func end(count: Int, into output: inout String) {
    output += count == 0 ? "]\n" : "\n]\n"
  }
}
