/// Writes recipes as a recipes file in the tutorial's format, for `import`.
///
/// Every field the tutorial app's `Recipe` decodes is written — `name`,
/// `featured`, `image`, `description`, `prepTime`, `cookTime`, `totalTime`,
/// `servings`, `highlights`, `ingredients` (`name`, `num`, `denom`, `unit`) and
/// `directions` — so the app loads the file, with the format's empty values for
/// what a recipe does not give. Our extensions follow only when they say
/// something: `yield`, `pan`, `url` and `language` on a recipe; `numMax`/`denomMax` (a
/// range's upper end), `fixed`, `source`, `group`, and the forms `singular`,
/// `plural`, `unitSingular` and `unitPlural` on an ingredient. A recipe that gives no
/// servings is written with `"servings": null`, which recipe-scale reads back
/// and the app does not; `validate` says so.
package struct RecipeFileWriter: Sendable {
  /// The layouts a recipes file can have.
  package enum Layout: Sendable {
    /// A JSON array, one recipe object after another, ingredients one per line.
    case array
    /// JSON Lines: one recipe object per line.
    case lines
  }

  /// The layout written.
  package var layout: Layout

  /// Creates a writer.
  ///
  /// - Parameter layout: The layout to write.
  package init(layout: Layout = .array) {
    self.layout = layout
  }

  /// Writes recipes as one file.
  ///
  /// - Parameter recipes: The recipes, in order.
  /// - Returns: The whole file, ending in a line break.
  package func write(_ recipes: [Recipe]) -> String {
    switch layout {
    case .lines:
      return recipes.map { object($0, indent: nil) + "\n" }.joined()
    case .array:
      guard !recipes.isEmpty else { return "[]\n" }
      return "[\n" + recipes.map { "  " + object($0, indent: "  ") }.joined(separator: ",\n")
        + "\n]\n"
    }
  }

  /// One recipe object; with an indent, on several lines, else on one.
  private func object(_ recipe: Recipe, indent: String?) -> String {
    let details = recipe.details
    func strings(_ list: [String]?) -> String {
      "[" + (list ?? []).map(JSONText.quoted).joined(separator: ", ") + "]"
    }
    var fields = [
      ("name", JSONText.quoted(recipe.name)),
      ("featured", details.featured == true ? "true" : "false"),
      ("image", JSONText.quoted(details.image ?? "")),
      ("description", JSONText.quoted(details.description ?? "")),
      ("prepTime", JSONText.quoted(details.prepTime ?? "")),
      ("cookTime", JSONText.quoted(details.cookTime ?? "")),
      ("totalTime", JSONText.quoted(details.totalTime ?? "")),
      ("servings", recipe.servings.map(String.init) ?? "null"),
    ]
    if let yield = details.yield { fields.append(("yield", JSONText.quoted(yield))) }
    // The pan as the file gives it, else the one pan the recipe's text names.
    if let pan = details.pan ?? ((try? recipe.pan()) ?? nil)?.description {
      fields.append(("pan", JSONText.quoted(pan)))
    }
    if let url = details.url { fields.append(("url", JSONText.quoted(url))) }
    if let language = recipe.language {
      fields.append(("language", JSONText.quoted(language.text)))
    }
    fields.append(("highlights", strings(details.highlights)))
    let ingredients = recipe.ingredients.map(ingredient)
    guard let indent else {
      fields.append(("ingredients", "[" + ingredients.joined(separator: ", ") + "]"))
      fields.append(("directions", strings(details.directions)))
      return "{" + fields.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}"
    }
    let inner = indent + "  "
    let list =
      ingredients.isEmpty
      ? "[]"
      : "[\n" + ingredients.map { inner + "  " + $0 }.joined(separator: ",\n") + "\n" + inner + "]"
    fields.append(("ingredients", list))
    fields.append(("directions", strings(details.directions)))
    return "{\n" + fields.map { inner + "\"\($0.0)\": \($0.1)" }.joined(separator: ",\n") + "\n"
      + indent + "}"
  }

  /// One ingredient object, on one line.
  private func ingredient(_ ingredient: Ingredient) -> String {
    var fields = [
      ("name", JSONText.quoted(ingredient.name)),
      ("num", ingredient.amount.map { String($0.numerator) } ?? "null"),
      ("denom", ingredient.amount.map { String($0.denominator) } ?? "null"),
      ("unit", ingredient.unit.map { JSONText.quoted($0.written) } ?? "null"),
    ]
    if let high = ingredient.amountMax {
      fields += [("numMax", String(high.numerator)), ("denomMax", String(high.denominator))]
    }
    if ingredient.isFixed { fields.append(("fixed", "true")) }
    if let source = ingredient.source { fields.append(("source", JSONText.quoted(source))) }
    if let doubt = ingredient.doubt {
      fields.append(
        (
          "doubt",
          "{\"reason\": \(JSONText.quoted(doubt.reason.code)), \"column\": \(doubt.column)}"
        ))
    }
    if !ingredient.equivalents.isEmpty {
      let objects = ingredient.equivalents.map {
        "{\"num\": \($0.amount.numerator), \"denom\": \($0.amount.denominator), "
          + "\"unit\": \(JSONText.quoted($0.unit.symbol))}"
      }
      fields.append(("equivalents", "[" + objects.joined(separator: ", ") + "]"))
    }
    if let group = ingredient.group { fields.append(("group", JSONText.quoted(group))) }
    for (form, field) in [
      (ingredient.nameForms.singular, "singular"), (ingredient.nameForms.plural, "plural"),
      (ingredient.unitForms.singular, "unitSingular"), (ingredient.unitForms.plural, "unitPlural"),
    ] {
      if let form { fields.append((field, JSONText.quoted(form))) }
    }
    return "{" + fields.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}"
  }
}
