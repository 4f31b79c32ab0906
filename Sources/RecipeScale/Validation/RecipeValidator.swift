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
  /// The language of recipes that give none (`--language`); `nil` is English.
  private var defaultLanguage: LanguageTag?

  /// Creates a validator for a new collection.
  ///
  /// - Parameter defaultLanguage: The language of recipes that give none, or
  ///   `nil` when that is English by default.
  package init(defaultLanguage: LanguageTag? = nil) {
    self.defaultLanguage = defaultLanguage
  }

  /// Records the collection's findings for one recipe and places its issues.
  ///
  /// - Parameters:
  ///   - recipe: The decoded recipe, or `nil` when it failed to decode.
  ///   - index: Its position in the collection, from 0.
  ///   - wholeNumberFields: The integer fields written with a fraction or an
  ///     exponent, as the syntax scan found them.
  ///   - unknownKeys: The keys of the recipe and its ingredients that the
  ///     format does not have, as the syntax scan found them.
  ///   - collector: The collector its decoding recorded into.
  ///   - mark: The collector's issue count before its decoding began.
  package mutating func check(
    _ recipe: Recipe?, at index: Int, wholeNumberFields: [(DataLocation, String)],
    unknownKeys: [(DataLocation, String)] = [], in collector: RecipeIssueCollector,
    since mark: Int
  ) {
    for (location, key) in unknownKeys {
      collector.record(RecipeIssue.unknownKey(key, at: location.naming(in: recipe)))
    }
    if recipe == nil, collector.issues.count == mark {
      // A value no decoder could start on recorded nothing of its own.
      collector.record(
        RecipeIssue(.error(.notAnObject(found: "an unreadable value")), at: DataLocation()))
    }
    for (location, field) in wholeNumberFields {
      // The decoder may have refused the same number already (`1.5` is no
      // Int to it): one problem, one report.
      let reported = collector.issues[mark...].contains {
        $0.kind == .error(.notAWholeNumber(field: field))
          && $0.location.ingredientIndex == location.ingredientIndex
      }
      if reported { continue }
      collector.record(
        RecipeIssue(.error(.notAWholeNumber(field: field)), at: location.naming(in: recipe)))
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
    if let recipe, defaultLanguage == nil, let warning = RecipeValidator.languageWarning(recipe) {
      collector.record(RecipeIssue(.warning(warning), at: DataLocation()))
    }
    if let text = recipe?.details.pan {
      do {
        _ = try PanSize(parsing: text)
      } catch {
        collector.record(RecipeIssue(.error(.unreadablePan(text, error)), at: DataLocation()))
      }
    }
    if let language = recipe?.language, language.primaryLanguage.utf8.count > 3 {
      collector.record(RecipeIssue(.warning(.languageName(language.text)), at: DataLocation()))
    }
    collector.locateIssues(since: mark) {
      $0.recipeIndex = index
      if $0.recipeName == nil { $0.recipeName = name }
    }
  }

  /// The warnings for a recipe a reader made from text, a page or a Cooklang
  /// file, whose lines it has checked already: what only the whole recipe and
  /// the collection show, as for a recipe of the recipes file.
  ///
  /// - Parameters:
  ///   - recipe: The recipe.
  ///   - index: Its position in the collection, from 0.
  /// - Returns: A name used before, no ingredients, no servings, a language
  ///   that seems missing; in that order.
  package mutating func warnings(forRead recipe: Recipe, at index: Int) -> [RecipeWarning] {
    var warnings: [RecipeWarning] = []
    if let first = firstIndexOfName[recipe.name] {
      warnings.append(.duplicateName(firstIndex: first))
    } else {
      firstIndexOfName[recipe.name] = index
    }
    if recipe.ingredients.isEmpty { warnings.append(.noIngredients) }
    if recipe.servings == nil { warnings.append(.servingsNotGiven) }
    if defaultLanguage == nil, let warning = RecipeValidator.languageWarning(recipe) {
      warnings.append(warning)
    }
    return warnings
  }

  /// The warning for a recipe that gives no language but seems to need one:
  /// an ingredient name with a letter outside Latin script, and a unit that
  /// English rules would change (`cup`, `cloves`, `pinch`; not an
  /// abbreviation such as `g`, which never changes, nor a unit with its own forms).
  ///
  /// - Parameter recipe: The recipe.
  /// - Returns: The warning naming the names' script (kana before Han, as
  ///   Japanese writes both), or `nil`.
  static func languageWarning(_ recipe: Recipe) -> RecipeWarning? {
    guard recipe.language == nil else { return nil }
    let hasEnglishUnit = recipe.ingredients.contains { ingredient in
      guard let unit = ingredient.unit, ingredient.unitForms.isEmpty else { return false }
      return unit.name(for: Rational(2)) != unit.written || unit.name(for: .one) != unit.written
    }
    guard hasEnglishUnit else { return nil }
    var found: Script?
    for ingredient in recipe.ingredients where !Script.isLatin(Substring(ingredient.name)) {
      for scalar in ingredient.name.unicodeScalars {
        guard let script = Script(of: scalar), script != .latin else { continue }
        if script == .hiragana || script == .katakana { return .noLanguage(script: script) }
        if found == nil { found = script }
      }
    }
    return found.map { .noLanguage(script: $0) }
  }
}
