/// Data that is valid but probably not what its author meant.
public enum RecipeWarning: Hashable, Sendable {
  /// Another recipe has the same name; the payload is that recipe's position, from 0.
  case duplicateName(firstIndex: Int)
  /// `denom` is given but `num` is not, so the ingredient is unquantified.
  case denominatorWithoutNumerator
  /// `num`/`denom` is a fraction not in lowest terms.
  case notInLowestTerms(numerator: Int, denominator: Int)
  /// The recipe lists no ingredients.
  case noIngredients
  /// An ingredient written as a line could not be read with confidence, so it is
  /// kept as text with no amount; the payload says why, and where in the line.
  case unsureLine(LineDoubt)
  /// `servings` is `null`: only a factor scales the recipe, and the tutorial app cannot load it.
  case noServings
  /// A recipe read from a text, a page or a Cooklang file gives no servings (no
  /// yield line, `recipeYield` or `servings`): only a factor scales it.
  case servingsNotGiven
  /// The recipe gives no `language`, its ingredient names are in a script
  /// other than Latin (the payload, the first found), and it has units that
  /// English rules would inflect: probably a recipe in another language, whose
  /// units should print as written.
  case noLanguage(script: Script)
  /// `language` has a primary subtag of 4 to 8 letters: the shape allows it,
  /// but no language has one, so it is probably a name (`English`, `German`);
  /// the payload is the tag as written.
  case languageName(String)
  /// A key the recipe format does not have, which is ignored: a typo such as
  /// `denum` silently changes an amount. The payload is the key, and the
  /// known key it most likely meant.
  case unknownKey(String, suggestion: String?)
  /// A measuring unit (`tsp`, `g`) with no amount (`num` absent, or 0): the
  /// ingredient is unquantified.
  case unitWithoutAmount(String)
  /// `num` is 0 with a unit: the ingredient is unquantified, not an amount of nothing.
  case zeroAmount(unit: String)

  /// The field the warning is about, or `nil` for a whole object.
  var field: String? {
    switch self {
    case .duplicateName: "name"
    case .denominatorWithoutNumerator, .notInLowestTerms: "denom"
    case .noIngredients: "ingredients"
    case .unsureLine: nil
    case .noServings, .servingsNotGiven: "servings"
    case .noLanguage: "name"
    case .languageName: "language"
    case .unknownKey(let key, _): key
    case .unitWithoutAmount: "unit"
    case .zeroAmount: "num"
    }
  }
}

extension RecipeWarning: CustomStringConvertible {
  /// A lowercase message for people.
  public var description: String {
    switch self {
    case .duplicateName(let first): "the same name as recipe #\(first + 1)"
    case .denominatorWithoutNumerator: "denom without num: the ingredient is unquantified"
    case .notInLowestTerms(let numerator, let denominator):
      if let reduced = try? Rational(numerator, denominator) {
        "\(numerator)/\(denominator) is not in lowest terms (\(reduced.numerator)/\(reduced.denominator))"
      } else {
        "\(numerator)/\(denominator) is not in lowest terms"
      }
    case .noIngredients: "no ingredients"
    case .noServings:
      "servings is null: only --scale or --to can scale the recipe, and the tutorial app cannot load it"
    case .servingsNotGiven:
      "no servings are given (no yield such as \"Serves 4\"): only --scale or --to can scale the recipe"
    case .noLanguage(let script):
      "names in \(script.rawValue) script but no \"language\"; add "
        + (script.likelyLanguage.map { "\"language\": \"\($0)\"" } ?? "a \"language\" tag")
        + " to print them as written"
    case .languageName(let text):
      "language \(text.quotedForMessage) is a name, not a tag: no language has a primary "
        + "subtag of more than 3 letters; write a tag such as \"en\" or \"de\""
    case .unknownKey(let key, let suggestion?):
      "unknown key \(key.quotedForMessage); did you mean \(suggestion.quotedForMessage)?"
    case .unknownKey(let key, nil):
      "unknown key \(key.quotedForMessage) is ignored"
    case .unitWithoutAmount(let unit):
      "unit \(unit.quotedForMessage) has no amount: the ingredient is unquantified"
    case .zeroAmount(let unit):
      "num is 0 with unit \(unit.quotedForMessage): the ingredient is unquantified"
    case .unsureLine(let doubt):
      "ingredient line kept as text with no amount: \(doubt.reason) (column \(doubt.column) of the line)"
    }
  }
}
