/// The rules of a whole collection, checked recipe by recipe after each is decoded.
///
/// Decoding a recipe with a ``RecipeIssueCollector`` records what is wrong
/// inside it; the validator adds what only the collection knows — an element
/// that is no recipe at all, a whole number written as a fraction, a name used
/// twice — and places every issue at its recipe. The JSON array and the JSON
/// Lines readers both check their recipes through it, so the rules live here once.
package struct RecipeValidator {
  /// Where each name was first seen.
  private var firstIndexOfName: [String: Int] = [:]

  /// Creates a validator for a new collection.
  package init() {}

  /// Records the collection's findings for one recipe and places its issues.
  ///
  /// - Parameters:
  ///   - recipe: The decoded recipe, or `nil` when it failed to decode.
  ///   - index: Its position in the collection, from 0.
  ///   - wholeNumberFields: The integer fields written with a fraction or an
  ///     exponent, as the syntax scan found them.
  ///   - collector: The collector its decoding recorded into.
  ///   - mark: The collector's issue count before its decoding began.
  package mutating func check(
    _ recipe: Recipe?, at index: Int, wholeNumberFields: [(DataLocation, String)],
    in collector: RecipeIssueCollector, since mark: Int
  ) {
    if recipe == nil, collector.issues.count == mark {
      // A value no decoder could start on recorded nothing of its own.
      collector.record(
        RecipeIssue(.error(.notAnObject(found: "an unreadable value")), at: DataLocation()))
    }
    for (location, field) in wholeNumberFields {
      var named = location
      if let ingredient = location.ingredientIndex, let ingredients = recipe?.ingredients,
        ingredients.indices.contains(ingredient)
      {
        named.ingredientName = ingredients[ingredient].name
      }
      collector.record(RecipeIssue(.error(.notAWholeNumber(field: field)), at: named))
    }
    let name =
      recipe?.name ?? collector.issues[mark...].lazy.compactMap(\.location.recipeName).first
    if let name {
      if let first = firstIndexOfName[name] {
        collector.record(
          RecipeIssue(.warning(.duplicateName(firstIndex: first)), at: DataLocation()))
      } else {
        firstIndexOfName[name] = index
      }
    }
    collector.locateIssues(since: mark) {
      $0.recipeIndex = index
      if $0.recipeName == nil { $0.recipeName = name }
    }
  }
}
