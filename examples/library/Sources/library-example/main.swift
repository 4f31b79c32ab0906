// The RecipeScale library used as an app uses it. docs/library.md shows this
// code; `make test` builds and runs it, and checks that it prints what the
// command line prints for the same recipes.
import Foundation
import RecipeScale
import Synchronization

// MARK: - Decoding the tutorial's recipes file

// The tutorial's recipes.json and a text recipe, given as arguments here; an app
// reads its own from its bundle.
let arguments = CommandLine.arguments
let recipesFile = arguments.count > 1 ? arguments[1] : "recipes.json"
let textFile = arguments.count > 2 ? arguments[2] : "pancakes.txt"
let pageFile = arguments.count > 3 ? arguments[3] : "page.html"
let data = try Data(contentsOf: URL(fileURLWithPath: recipesFile))
let recipes = try JSONDecoder().decode([Recipe].self, from: data)

// MARK: - Scaling a recipe, and printing it

print("== recipes at 4 servings")
let scaler = Scaler(servings: 4)
for (index, recipe) in recipes.enumerated() {
  let scaled = try scaler.scale(recipe)
  if index > 0 { print() }
  print(scaled)  // the title, then a line an ingredient: "1 1/2 cups flour"
}

// MARK: - The tutorial's getPortion, on the library

/// The amount of an ingredient for `targetServings`, as a kitchen measures it,
/// with its unit in the number that agrees with it: `1 1/2 cups`, `2 cloves`,
/// `1/2 cup + 1 tbsp` for 9 tablespoons, `To taste`.
func getPortion(ingredient: Ingredient, recipeServings: Int, targetServings: Int) -> String {
  guard let recipe = try? Recipe(name: "", servings: recipeServings, ingredients: [ingredient]),
    let portion = try? Scaler(servings: targetServings).scale(recipe).ingredients.first
  else { return "" }
  let line = portion.line(AmountStyle())  // the parts of the line the command line prints
  return line.amountText ?? line.unitName ?? ""
}

print("== portions at 6 servings")
for recipe in recipes {
  for ingredient in recipe.ingredients {
    print(
      getPortion(ingredient: ingredient, recipeServings: recipe.servings ?? 1, targetServings: 6))
  }
}

// MARK: - Kitchen amounts and exact ones

print("== Pad Thai in metric units, for the kitchen and exactly")
if let padThai = recipes.first(where: { $0.name == "Pad Thai" }) {
  let metric = try Scaler(target: .servings(Rational(6)), units: .metric).scale(padThai)
  for ingredient in metric.ingredients {
    // A line rounds what no kitchen measures, and marks it with `~`; the exact
    // amount stays in `amount`, and an exact line is one call away.
    print(ingredient, "|", ingredient.line(AmountStyle(exact: true)).text)
  }
}

// MARK: - A shopping list

print("== shopping for Pad Thai and Garlic Bread at 4 servings")
let planned = try recipes.filter { ["Pad Thai", "Garlic Bread"].contains($0.name) }
  .enumerated().map { index, recipe in
    PlannedRecipe(identity: index, scaled: try scaler.scale(recipe))
  }
let list = try ShoppingList(
  recipes: planned, units: .best, order: .alphabetical, aisles: .builtIn)
print(ShoppingListFormatter(format: .text).format(list), terminator: "")

// MARK: - A recipe written as text

print("== a text recipe at 8 servings")
let text = try String(contentsOfFile: textFile, encoding: .utf8)
let read = try TextRecipeReader().read(text, title: "pancakes")
for recipe in read.recipes {
  print(try Scaler(servings: 8).scale(recipe))
}

struct EveryCore: ConcurrentMap {
  func map<Result: Sendable>(count: Int, _ transform: @Sendable (Int) -> Result) -> [Result] {
    let results = Mutex([Result?](repeating: nil, count: count))
    DispatchQueue.concurrentPerform(iterations: count) { index in
      let result = transform(index)
      results.withLock { $0[index] = result }
    }
    return results.withLock { $0.compactMap { $0 } }
  }
}
let long = try TextRecipeReader(map: EveryCore()).read(text, title: "pancakes")
// The pieces ran at once; the recipes are the ones read in turn.
guard long == read else { fatalError("a text read on every core differs") }

// MARK: - A saved web page

print("== a web page at 4 servings")
let page = try String(contentsOfFile: pageFile, encoding: .utf8)
for recipe in try WebPageReader().read(page, title: "page").recipes {
  print(try scaler.scale(recipe))
}
