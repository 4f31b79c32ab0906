extension ScaledRecipe {
  /// The recipe's yield in its own words, read as an amount and what it counts:
  /// `24 cookies`, `2 loaves`, `1 9-inch cake` are the recipe's `servings`
  /// counted in cookies, loaves or cakes. `nil` when the yield gives no words
  /// for the number the recipe serves (`4 servings` says nothing more than the
  /// servings), or no number the reader is sure of.
  var yieldAsWritten: Ingredient? {
    guard let words = original.details.yield, let servings = original.servings,
      let reading = try? IngredientLineParser().read(Substring(words)), reading.doubt == nil,
      reading.ingredient.amount == Rational(servings), reading.ingredient.amountMax == nil
    else { return nil }
    let counted = reading.ingredient
    // `4 servings`, `6 portions`: servings in other words add nothing.
    let noun = (counted.unit?.written ?? counted.name).lowercased()
    if counted.name.isEmpty && counted.unit == nil || noun.hasPrefix("serving") {
      return nil
    }
    return counted
  }

  /// What the recipe makes at `amount` of its yield, in its own words (`12
  /// cookies`, `1 loaf`), or `nil` when it gives none (see ``yieldAsWritten``).
  func madeInOwnWords(_ amount: Rational, _ fractions: FractionStyle) -> String? {
    guard let counted = yieldAsWritten else { return nil }
    var made = ScaledIngredient(ingredient: counted, amount: amount)
    made.language = original.language
    return made.line(AmountStyle(fractions: fractions, kitchen: false)).text
  }

  /// What the recipe makes, scaled, in its own words when its yield gives
  /// them (`12 cookies`), else as servings (`6 servings`); `nil` when it
  /// gives neither.
  ///
  /// - Parameter fractions: How the number is written.
  /// - Returns: The yield.
  public func yield(_ fractions: FractionStyle) -> String? {
    guard let servings else { return original.details.yield }
    if let made = madeInOwnWords(servings, fractions) { return made }
    let noun = servings > .one ? "servings" : "serving"
    return "\(servings.formatted(fractions)) \(noun)"
  }
}
