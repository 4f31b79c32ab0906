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

  /// The yield and the times, as a printed card lists them under its title:
  /// `Servings: 6, from 4`, `Makes: 12 cookies, from 24`, `Prep: 10 minutes`;
  /// without servings, the factor (`Scaled: × 2`); in another pan, the pans
  /// (`Pan: 9x13 in, ×1.84 of a 9 in round`). Markdown joins them on one
  /// line, and so does HTML.
  ///
  /// - Parameter fractions: How the numbers are written.
  /// - Returns: The facts, in order; empty when the recipe gives none.
  func facts(_ fractions: FractionStyle) -> [String] {
    var facts: [String] = []
    if let pans {
      // The servings of a recipe made in another pan are the pan's, not a count
      // the recipe gives.
      facts.append("Pan: " + pans.to.description + ", " + pans.scaledFrom)
    } else if let servings {
      if let made = madeInOwnWords(servings, fractions) {
        facts.append("Makes: " + made + scaledFrom)
      } else {
        facts.append("Servings: " + servings.formatted(fractions) + scaledFrom)
      }
    } else if factor != .one {
      facts.append("Scaled: × " + factor.formatted(fractions))
    }
    let details = original.details
    for (label, time) in [
      ("Prep", details.prepTime), ("Cook", details.cookTime), ("Total", details.totalTime),
    ] {
      if let time, !time.isEmpty { facts.append(label + ": " + time) }
    }
    return facts
  }
}
