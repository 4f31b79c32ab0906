/// The recipe a page marks up with the classes of a recipe plugin or of the
/// hRecipe microformat, for a page with no schema.org data: WP Recipe Maker,
/// Tasty Recipes, Mediavine Create, WP Ultimate Recipe, Cooked, Easy Recipe
/// and hRecipe. It is read as the JSON-LD object the page would
/// have given.
///
/// Each plugin names its card, the recipe's name, servings and summary, and
/// either each ingredient and step (`wprm-recipe-ingredient`) or the list that
/// holds them (`tasty-recipes-ingredients`, whose `<li>` items they are). An
/// ingredient group's name (`wprm-recipe-group-name`) is a line ending in a
/// colon, which the ingredient list reads as a group's heading.
enum PagePluginMarkup {
  /// One plugin's classes.
  struct Plugin {
    /// Classes only its pages have, one of which is looked for before any tag is read.
    var markers: [String]
    /// The classes of the card that holds a recipe; none when the plugin's
    /// classes are its own across the page.
    var card: [String]
    /// The classes of the recipe's name, servings and summary.
    var name: [String]
    var yield: [String]
    var description: [String]
    /// The classes of an ingredient, and of a list whose items are ingredients.
    var ingredient: [String]
    var ingredientList: [String] = []
    /// The class of the name of a group of ingredients.
    var group: [String] = []
    /// The classes of a step, and of a list whose items are steps.
    var step: [String]
    var stepList: [String] = []
  }

  /// The plugins read, in the order a page is tried with.
  static let plugins: [Plugin] = [
    Plugin(
      markers: ["wprm-recipe"], card: ["wprm-recipe-container", "wprm-recipe"],
      name: ["wprm-recipe-name"], yield: ["wprm-recipe-servings"],
      description: ["wprm-recipe-summary"], ingredient: ["wprm-recipe-ingredient"],
      group: ["wprm-recipe-ingredient-group-name"], step: ["wprm-recipe-instruction-text"]),
    Plugin(
      markers: ["tasty-recipes"], card: ["tasty-recipes"], name: ["tasty-recipes-title"],
      yield: ["tasty-recipes-yield"], description: ["tasty-recipes-description"],
      ingredient: [], ingredientList: ["tasty-recipes-ingredients"], step: [],
      stepList: ["tasty-recipes-instructions"]),
    Plugin(
      markers: ["mv-create"], card: ["mv-create-card"], name: ["mv-create-title"],
      yield: ["mv-create-yield"], description: ["mv-create-description"], ingredient: [],
      ingredientList: ["mv-create-ingredients"], step: [], stepList: ["mv-create-instructions"]),
    Plugin(
      markers: ["wpurp-recipe"], card: ["wpurp-container"], name: ["wpurp-recipe-title"],
      yield: ["wpurp-recipe-servings"], description: ["wpurp-recipe-description"],
      ingredient: ["wpurp-recipe-ingredient"], step: ["wpurp-recipe-instruction"]),
    Plugin(
      markers: ["cooked-single"], card: [], name: ["cooked-recipe-name"],
      yield: ["cooked-servings"], description: ["cooked-recipe-excerpt"],
      ingredient: ["cooked-single-ingredient"], group: ["cooked-heading"],
      step: ["cooked-dir-content"]),
    Plugin(
      markers: ["ERSIngredients"], card: ["easyrecipe"], name: ["ERSName"],
      yield: ["ERSServes"], description: ["ERSSummary"], ingredient: [],
      ingredientList: ["ERSIngredients"], step: [], stepList: ["ERSInstructions"]),
    Plugin(
      markers: ["hrecipe", "h-recipe"], card: ["hrecipe", "h-recipe"], name: ["fn", "p-name"],
      yield: ["yield", "p-yield"], description: ["summary", "p-summary"],
      ingredient: ["ingredient", "p-ingredient"], step: ["instruction", "e-instruction"],
      stepList: ["instructions", "e-instructions"]),
  ]

  /// The recipe of the first plugin whose card the page has, with ingredients.
  ///
  /// - Parameter bytes: The page.
  /// - Returns: The recipe as a JSON-LD object typed `Recipe`, or `nil`.
  static func recipe(in bytes: Span<UInt8>) -> JSONLDValue? {
    for plugin in plugins
    where plugin.markers.contains(where: { HTMLElement.find($0, in: bytes, from: 0) != nil }) {
      if let recipe = recipe(of: plugin, in: bytes) { return recipe }
    }
    return nil
  }

  /// The recipe a plugin's classes mark up, or `nil` when it has no ingredient.
  private static func recipe(of plugin: Plugin, in bytes: Span<UInt8>) -> JSONLDValue? {
    let known = Set(
      (plugin.card + plugin.name + plugin.yield + plugin.description + plugin.ingredient
        + plugin.ingredientList + plugin.group + plugin.step + plugin.stepList).map {
          $0.lowercased()
        })
    let elements = HTMLElement.all(in: bytes) { name, tag in
      name == "li" || !classes(of: tag, in: bytes).isDisjoint(with: known)
    }
    // Reading ahead has a budget, as ``PageMicrodata`` says.
    var budget = 8 * bytes.count + 1_000_000
    let inside: ArraySlice<HTMLElement>
    let start: Int
    if plugin.card.isEmpty {
      (inside, start) = (elements[...], elements.first?.start ?? 0)
    } else {
      guard let cardIndex = elements.firstIndex(where: { has($0, plugin.card, in: bytes) })
      else { return nil }
      let cardEnd = elements[cardIndex].end(in: bytes, budget: &budget)
      inside = elements[(cardIndex + 1)...].prefix { $0.start < cardEnd }
      start = elements[cardIndex].start
    }
    func first(_ names: [String]) -> String? {
      inside.first { has($0, names, in: bytes) }?.contents(in: bytes, budget: &budget)
    }
    func items(_ item: [String], lists: [String], group: [String] = []) -> [String] {
      var found: [String] = []
      var listEnd = -1
      for element in inside {
        if has(element, group, in: bytes) {
          let name = HTMLText.clean(element.contents(in: bytes, budget: &budget))
          if !name.isEmpty { found.append(name.hasSuffix(":") ? name : name + ":") }
        } else if has(element, item, in: bytes) {
          found.append(element.contents(in: bytes, budget: &budget))
        } else if has(element, lists, in: bytes) {
          listEnd = element.end(in: bytes, budget: &budget)
        } else if element.name == "li", element.start < listEnd {
          found.append(element.contents(in: bytes, budget: &budget))
        }
      }
      return found
    }
    let ingredients = items(plugin.ingredient, lists: plugin.ingredientList, group: plugin.group)
    guard !ingredients.isEmpty else { return nil }
    let steps = items(plugin.step, lists: plugin.stepList)
    var members = [
      JSONLDValue.Member(key: "@type", value: .string("Recipe", offset: start, escaped: true))
    ]
    func add(_ key: String, _ text: String?) {
      guard let text else { return }
      members.append(
        JSONLDValue.Member(key: key, value: .string(text, offset: start, escaped: true)))
    }
    add("name", first(plugin.name).map(HTMLText.clean))
    add("recipeYield", first(plugin.yield).map(HTMLText.clean))
    add("description", first(plugin.description))
    let strings = { (texts: [String]) in
      JSONLDValue.array(
        texts.map { JSONLDValue.string($0, offset: start, escaped: true) },
        offset: start)
    }
    members.append(JSONLDValue.Member(key: "recipeIngredient", value: strings(ingredients)))
    if !steps.isEmpty {
      members.append(JSONLDValue.Member(key: "recipeInstructions", value: strings(steps)))
    }
    return .object(members, offset: start)
  }

  /// The classes of a tag, lowercase.
  private static func classes(of tag: HTMLTag, in bytes: Span<UInt8>) -> Set<String> {
    guard let value = tag.attribute("class", in: bytes)?.value else { return [] }
    return Set(
      String(utf8: bytes.extracting(value)).lowercased().split(whereSeparator: \.isWhitespace)
        .map(String.init))
  }

  /// Whether an element has one of some classes.
  private static func has(_ element: HTMLElement, _ names: [String], in bytes: Span<UInt8>)
    -> Bool
  {
    guard !names.isEmpty else { return false }
    let found = classes(of: element.tag, in: bytes)
    return names.contains { found.contains($0.lowercased()) }
  }
}
