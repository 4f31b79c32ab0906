extension ShoppingListFormatter {
  /// The list as a page that stands alone: a heading, the recipes it is for,
  /// each recipe's own lines under `--by-recipe`, then a checklist under each
  /// aisle, and what the pantry left out.
  ///
  /// Each item has a box to tick: a browser on a phone ticks it with no script,
  /// and a printed list shows an empty box for a pen.
  func html(_ list: ShoppingList, sections: [ScaledRecipe]?) -> String {
    var output = HTMLPage.head(title: "Shopping list")
    output += "<article class=\"shopping-list\">\n<h1>Shopping list</h1>\n"
    if !list.recipes.isEmpty {
      output += "<p class=\"facts\">For " + recipeSummary(list).escapedForHTML + ".</p>\n"
    }
    if let sections {
      for recipe in sections {
        let title = recipe.title(amounts.fractions, namingOriginal: false)
        output += "<h2>" + title.escapedForHTML + "</h2>\n"
        guard !recipe.ingredients.isEmpty else { continue }
        output += "<ul class=\"ingredients\">\n"
        for ingredient in recipe.ingredients {
          output += "<li>" + ingredient.line(amounts).text.escapedForHTML + "</li>\n"
        }
        output += "</ul>\n"
      }
      output += "<h2>All items</h2>\n"
    }
    // Aisles are headings of their own, one level under the recipes' sections.
    let heading = sections == nil ? "h2" : "h3"
    for (aisle, items) in ShoppingListFormatter.byAisle(list.items) {
      if let aisle { output += "<\(heading)>" + aisle.escapedForHTML + "</\(heading)>\n" }
      output += "<ul class=\"checklist\">\n"
      for item in items {
        let text = (item.text(amounts) + why(item)).escapedForHTML
        output +=
          "<li><input type=\"checkbox\" aria-label=\"bought\"><span>" + text + "</span></li>\n"
      }
      output += "</ul>\n"
    }
    if let pantry = pantryLine(list) {
      output += "<p class=\"note\">" + pantry.escapedForHTML + "</p>\n"
    }
    output += "</article>\n" + HTMLPage.end
    return output
  }
}
