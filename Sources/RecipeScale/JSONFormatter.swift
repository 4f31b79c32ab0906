/// The JSON format: an array with one object per recipe, amounts exact.
///
/// ```json
/// [
///   {
///     "name": "Pancakes",
///     "servings": 6,
///     "recipeServings": 4,
///     "ingredients": [
///       {"name": "Flour", "amount": {"numerator": 3, "denominator": 2}, "quantity": "1 1/2", "unit": "cups", "text": "1 1/2 cups Flour", "fixed": false, "approximate": false, "measure": null, "hint": null}
///     ]
///   }
/// ]
/// ```
///
/// `amount` is exact in every style, in the unit shown; `quantity` is what text
/// shows, `~` first when rounded (by a conversion or the decimal style), and
/// `approximate` says so. `measure` is `null`,
/// or under `--measure` an object with the plan's `text`, whether it is
/// `approximate`, and its `parts`, each an exact `amount` and a `unit`. `hint`
/// is the practical hint for a fractional count, or `null`.
///
/// Keys always appear in this order. Strings escape `"`, `\`, every control
/// character and the bidirectional controls as `\uXXXX`.
public struct JSONFormatter: RecipeFormatter {
  /// How amounts are written.
  public var amounts: AmountStyle

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
    output += "    \"name\": \(JSONText.quoted(recipe.recipe.name)),\n"
    output += "    \"servings\": \(JSONFormatter.number(recipe.servings)),\n"
    output += "    \"recipeServings\": \(recipe.recipe.servings),\n"
    output += "    \"ingredients\": ["
    for (index, ingredient) in recipe.ingredients.enumerated() {
      output += index == 0 ? "\n      {" : ",\n      {"
      let line = ingredient.line(amounts)
      output += "\"name\": \(JSONText.quoted(ingredient.ingredient.name)), \"amount\": "
      output += ingredient.amount.map(JSONFormatter.fraction) ?? "null"
      output += ", \"quantity\": \(JSONFormatter.quotedOrNull(line.quantity))"
      output += ", \"unit\": \(JSONFormatter.quotedOrNull(line.unit))"
      output += ", \"text\": \(JSONText.quoted(line.text))"
      output += ", \"fixed\": \(ingredient.ingredient.isFixed)"
      output += ", \"approximate\": \(line.isApproximate)"
      output += ", \"measure\": "
      if let plan = line.plan, let text = line.measure {
        output += "{\"text\": \(JSONText.quoted(text)), \"approximate\": \(plan.isApproximate)"
        output += ", \"parts\": ["
        for (index, part) in plan.parts.enumerated() {
          output += index == 0 ? "{" : ", {"
          output += "\"amount\": \(JSONFormatter.fraction(part.amount)), \"unit\": "
          output += JSONText.quoted(part.unit.cookingUnit.name(for: part.amount)) + "}"
        }
        output += "]}"
      } else {
        output += "null"
      }
      output += ", \"hint\": \(JSONFormatter.quotedOrNull(line.hint))}"
    }
    output += recipe.ingredients.isEmpty ? "]\n  }" : "\n    ]\n  }"
  }

  /// Closes the array.
  ///
  /// - Parameters:
  ///   - count: How many recipes were written.
  ///   - output: The text to append to.
  public func end(count: Int, into output: inout String) {
    output += count == 0 ? "]\n" : "\n]\n"
  }

  /// A whole number as a JSON number, anything else as an exact fraction object.
  static func number(_ value: Rational) -> String {
    if value.isInteger { return String(value.numerator) }
    return fraction(value)
  }

  /// An exact fraction object, whole numbers included.
  static func fraction(_ value: Rational) -> String {
    "{\"numerator\": \(value.numerator), \"denominator\": \(value.denominator)}"
  }

  static func quotedOrNull(_ text: String?) -> String {
    text.map(JSONText.quoted) ?? "null"
  }
}

/// JSON string literals, written by hand so key order and escaping are fixed.
public enum JSONText {
  /// A JSON string literal; controls, DEL, C1 and bidirectional controls are `\uXXXX`.
  ///
  /// - Parameter text: The string.
  /// - Returns: The literal, quotes included.
  public static func quoted(_ text: String) -> String {
    let plain = text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F && $0 != 0x22 && $0 != 0x5C }
    if plain { return "\"" + text + "\"" }
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where scalar.steersTerminal:
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
