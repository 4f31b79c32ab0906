/// Scales recipes exactly: to a number of servings, by a factor, or so that one
/// ingredient reaches an amount; and shows the amounts in the units asked for.
///
/// Every amount becomes `amount × factor`, computed with integers and reduced.
/// Nothing is rounded, except an amount converted between US and metric units,
/// which keeps its exact value and carries a rounding to kitchen precision for
/// display. A result that has no exact 64-bit form is an error, never a wrong number.
///
/// ```swift
/// let scaled = try Scaler(servings: 6).scale(pancakes)  // 4 servings → 6
/// scaled.ingredients[0].text  // "1 1/2 cups Flour" where the recipe had 1 cup
/// ```
public struct Scaler: Sendable {
  /// What each recipe is scaled to.
  public var target: ScaleTarget
  /// Which units amounts are shown in.
  public var units: UnitPreference
  /// Whether teaspoons and tablespoons stay spoons when ``units`` is ``UnitPreference/metric``.
  public var spoons: SpoonPreference

  /// Creates a scaler.
  ///
  /// - Parameters:
  ///   - target: What each recipe is scaled to.
  ///   - units: Which units amounts are shown in.
  ///   - spoons: Whether teaspoons and tablespoons stay spoons in metric units.
  public init(
    target: ScaleTarget, units: UnitPreference = .asWritten, spoons: SpoonPreference = .keep
  ) {
    self.target = target
    self.units = units
    self.spoons = spoons
  }

  /// Creates a scaler to a number of servings.
  ///
  /// - Parameter servings: The servings to scale to (positive), or `nil` to keep
  ///   each recipe's own.
  public init(servings: Rational?) {
    self.init(target: servings.map { .servings($0) } ?? .recipeServings)
  }

  /// Creates a scaler for a whole number of servings.
  ///
  /// - Parameter servings: The servings to scale to (positive).
  public init(servings: Int) {
    self.init(servings: Rational(servings))
  }

  /// Scales one recipe.
  ///
  /// Fixed ingredients keep their amounts. Amounts in standard units are then
  /// shown as ``units`` asks (teaspoons and tablespoons into metric units as
  /// ``spoons`` asks); other units stay as written.
  ///
  /// - Parameter recipe: The recipe to scale.
  /// - Returns: The recipe with every scalable amount scaled.
  /// - Throws: ``ScalingError/target(_:)`` when an ingredient target does not fit
  ///   the recipe; ``ScalingError/data(_:)`` naming the ingredient whose exact
  ///   amount has no 64-bit form.
  public func scale(_ recipe: Recipe) throws(ScalingError) -> ScaledRecipe {
    var scaled = try scale(recipe, ingredientsIn: recipe.ingredients.indices)
    scaled.steps = scaledSteps(of: recipe, factor: scaled.factor, pans: scaled.pans)
    return scaled
  }

  /// Scales some of a recipe's ingredients, as ``scale(_:)`` scales them in the
  /// whole recipe: a formatter that writes each ingredient as a row (see
  /// ``RecipeFormatter/writesIngredientsAsRows``) can then write a recipe of a
  /// million lines a part at a time, and never hold a million scaled lines.
  ///
  /// - Parameters:
  ///   - recipe: The recipe to scale.
  ///   - range: The positions of the ingredients to scale, within the recipe's.
  /// - Returns: The recipe with the scaled ingredients of `range`, in order.
  /// - Throws: What ``scale(_:)`` throws; an ingredient is named by its place in
  ///   the whole recipe.
  package func scale(_ recipe: Recipe, ingredientsIn range: Range<Int>) throws(ScalingError)
    -> ScaledRecipe
  {
    let pans = try panScaling(of: recipe)
    let (servings, factor) = try servingsAndFactor(for: recipe, pans: pans)
    let byRoundedFactor = pans?.factor.isApproximate ?? false
    var targetIndex: Int?
    if case .ingredient(let target) = target, target.unit != nil {
      targetIndex = try? target.ingredientIndex(in: recipe)
    }
    var ingredients: [ScaledIngredient] = []
    ingredients.reserveCapacity(range.count)
    for index in range {
      // Each line is finished where it is kept: a local copy would be copied again.
      ingredients.append(
        try scaled(
          recipe.ingredients[index], at: index, of: recipe, servings: servings, factor: factor,
          isTarget: index == targetIndex))
      let last = ingredients.count - 1
      ingredients[last].language = recipe.language
      ingredients[last].amountsInName = try amountsInName(
        of: recipe.ingredients[index], at: index, of: recipe, factor: factor)
      if byRoundedFactor { ingredients[last].markScaledByRoundedFactor() }
    }
    var scaled = ScaledRecipe(
      recipe: recipe, servings: servings, factor: factor, ingredients: ingredients)
    scaled.pans = pans
    return scaled
  }

  /// Throws what ``scale(_:)`` would throw for a recipe, without holding all
  /// its scaled ingredients at once.
  ///
  /// A caller that must fail before it writes anything, and would rather not
  /// hold a long recipe's scaled lines, checks first and then scales a part at
  /// a time with ``scale(_:ingredientsIn:)``, which then cannot fail.
  ///
  /// - Parameter recipe: The recipe to check.
  /// - Throws: What ``scale(_:)`` throws for the recipe.
  package func checkScaling(_ recipe: Recipe) throws(ScalingError) {
    for part in 0..<Scaler.checkedParts(of: recipe) {
      try checkScaling(recipe, part: part)
    }
  }

  /// How many parts ``checkScaling(_:part:)`` checks a recipe in: one at least.
  ///
  /// - Parameter recipe: The recipe.
  /// - Returns: The number of parts.
  package static func checkedParts(of recipe: Recipe) -> Int {
    max(1, (recipe.ingredients.count + checkedPartSize - 1) / checkedPartSize)
  }

  /// The ingredients a part of a recipe's check scales: each part is let go
  /// before the next, so a check holds no more than this many scaled lines.
  private static let checkedPartSize = 1_024

  /// Throws what scaling one part of a recipe's ingredients throws, so that
  /// checking each of ``checkedParts(of:)`` in order, or on several threads
  /// with the first failure in order kept, throws what ``scale(_:)`` throws.
  ///
  /// - Parameters:
  ///   - recipe: The recipe to check.
  ///   - part: Which part, from 0 to one less than ``checkedParts(of:)``.
  /// - Throws: What ``scale(_:)`` throws for the part's first failing ingredient.
  package func checkScaling(_ recipe: Recipe, part: Int) throws(ScalingError) {
    // The check is the scaling itself, so it cannot disagree with it.
    let start = part * Scaler.checkedPartSize
    let end = min(recipe.ingredients.count, start + Scaler.checkedPartSize)
    _ = try scale(recipe, ingredientsIn: start..<max(start, end))
  }

  /// An ingredient's amount and range end times a factor, or as written when
  /// it is fixed; `nil` when either product has no 64-bit form.
  private static func multiplied(_ ingredient: Ingredient, by factor: Rational) -> (
    amount: Rational?, amountMax: Rational?
  )? {
    guard let amount = ingredient.amount else { return (nil, nil) }
    guard !ingredient.isFixed else { return (amount, ingredient.amountMax) }
    let (product, overflow) = amount.multipliedReportingOverflow(by: factor)
    if overflow { return nil }
    guard let high = ingredient.amountMax else { return (product, nil) }
    let (productMax, overflowMax) = high.multipliedReportingOverflow(by: factor)
    return overflowMax ? nil : (product, productMax)
  }

  /// The error of an ingredient whose scaled amount has no 64-bit form.
  static func tooLarge(
    _ ingredient: Ingredient, at index: Int, of recipe: Recipe, servings: Rational?
  ) -> ScalingError {
    .data(
      RecipeDataError(
        .amountTooLarge(servings: servings),
        at: DataLocation(
          recipeName: recipe.name, ingredientIndex: index, ingredientName: ingredient.name)))
  }

  /// One ingredient scaled by a factor and shown in the units asked for.
  ///
  /// - Throws: ``ScalingError/data(_:)`` naming the ingredient, by its place in
  ///   the recipe, whose exact amount has no 64-bit form.
  func scaled(
    _ ingredient: Ingredient, at index: Int, of recipe: Recipe, servings: Rational?,
    factor: Rational, isTarget: Bool
  ) throws(ScalingError) -> ScaledIngredient {
    // The error is built only when it happens: this runs for every ingredient.
    func tooLarge() -> ScalingError {
      Scaler.tooLarge(ingredient, at: index, of: recipe, servings: servings)
    }
    guard let (amount, scaledMax) = Scaler.multiplied(ingredient, by: factor) else {
      throw tooLarge()
    }
    guard let scaled = amount else {
      return ScaledIngredient(ingredient: ingredient, amount: nil)
    }
    // The target shows what was asked for, in the unit asked: 250 g, not ~8 7/8 oz.
    if isTarget, let asked = targetShown(ingredient) { return asked }
    if units == .asWritten {
      var line = ScaledIngredient(ingredient: ingredient, amount: scaled)
      line.amountMax = scaledMax
      return line
    }
    // Into a system the author restated the amount in, the author's amount
    // scales: `2 cups (212g) rye flour` is 212 g at --units metric, not ~473 ml.
    if let equivalent = authorsEquivalent(of: ingredient) {
      let (amount, overflow) = equivalent.amount.multipliedReportingOverflow(by: factor)
      guard !overflow, let shown = shown(amount, in: equivalent.unit, of: ingredient) else {
        throw tooLarge()
      }
      return shown
    }
    guard var shown = shown(scaled, of: ingredient) else { throw tooLarge() }
    if let scaledMax {
      guard shownMax(scaledMax, of: ingredient, in: &shown) else { throw tooLarge() }
    }
    return shown
  }

  /// The servings a recipe is scaled to, and the factor that takes its amounts there.
  private func servingsAndFactor(for recipe: Recipe, pans: PanScaling?) throws(ScalingError) -> (
    Rational?, Rational
  ) {
    let factor: Rational
    switch target {
    case .recipeServings:
      return (recipe.servings.map { Rational($0) }, .one)
    case .servings(let servings):
      guard let own = recipe.servings else {
        throw .data(RecipeDataError(.noServings, at: DataLocation(recipeName: recipe.name)))
      }
      let (factor, overflow) = servings.multipliedReportingOverflow(
        by: Rational(reducedNumerator: 1, denominator: own))
      if overflow {
        throw .data(
          RecipeDataError(
            .amountTooLarge(servings: servings), at: DataLocation(recipeName: recipe.name)))
      }
      return (servings, factor)
    case .factor(let value):
      factor = value
    case .ingredient(let ingredientTarget):
      do {
        factor = try ingredientTarget.factor(for: recipe)
      } catch {
        throw .target(error)
      }
    case .pan:
      factor = pans?.factor.value ?? .one
    }
    guard let own = recipe.servings.map({ Rational($0) }) else { return (nil, factor) }
    let (servings, overflow) = own.multipliedReportingOverflow(by: factor)
    if overflow {
      throw .data(
        RecipeDataError(
          .servingsTooLarge(factor: factor), at: DataLocation(recipeName: recipe.name)))
    }
    return (servings, factor)
  }

  /// Puts a range's upper end in the unit its lower end is shown in, rounded
  /// the same way; `false` when that unit cannot hold it exactly.
  private func shownMax(
    _ amountMax: Rational, of ingredient: Ingredient, in scaled: inout ScaledIngredient
  ) -> Bool {
    // Units as written first: recognizing a standard unit is a lookup, and most runs keep units.
    guard units != .asWritten, let from = ingredient.unit?.standard,
      let to = scaled.measuredIn?.standard, !spoons.keeps(from, in: units.system)
    else {
      scaled.amountMax = amountMax
      return true
    }
    guard let readable = Quantity(amountMax, from).readable(inUnit: to) else { return false }
    scaled.amountMax = readable.exact.amount
    scaled.roundedAmountMax = readable.isApproximate ? readable.shown : nil
    return true
  }

  /// The target ingredient of `--to`, in the standard unit asked for when it
  /// differs from the ingredient's own; `nil` when it does not, or is a range.
  private func targetShown(_ ingredient: Ingredient) -> ScaledIngredient? {
    guard case .ingredient(let target) = target, let written = target.unit,
      let asked = StandardUnit(recognizing: written), let own = ingredient.unit?.standard,
      asked != own, ingredient.amountMax == nil
    else { return nil }
    // The factor was made from this very amount, so the target's is exact.
    return ScaledIngredient(
      ingredient: ingredient, amount: target.amount, unit: CookingUnit(written), roundedAmount: nil)
  }

  /// The author's restatement of an ingredient's amount in the system ``units``
  /// asks for, when its own unit is in another (or is no standard unit) and is
  /// not a spoon that ``spoons`` keeps: the first that is a weight, else the first.
  private func authorsEquivalent(of ingredient: Ingredient) -> Quantity? {
    guard !ingredient.equivalents.isEmpty, let system = units.system else { return nil }
    if let own = ingredient.unit?.standard {
      guard own.system != system, !spoons.keeps(own, in: system) else { return nil }
    }
    let inSystem = ingredient.equivalents.filter { $0.unit.system == system }
    return inSystem.first { $0.unit.dimension == .mass } ?? inSystem.first
  }

  /// An amount in the unit ``units`` asks for; `nil` when no unit holds it exactly.
  private func shown(_ amount: Rational, of ingredient: Ingredient) -> ScaledIngredient? {
    guard units != .asWritten, let written = ingredient.unit, let standard = written.standard,
      !spoons.keeps(standard, in: units.system)
    else { return ScaledIngredient(ingredient: ingredient, amount: amount) }
    return shown(amount, in: standard, of: ingredient)
  }

  /// An amount of a standard unit in the unit ``units`` asks for; `nil` when no
  /// unit holds it exactly.
  private func shown(_ amount: Rational, in standard: StandardUnit, of ingredient: Ingredient)
    -> ScaledIngredient?
  {
    guard let readable = Quantity(amount, standard).readable(in: units.system ?? standard.system)
    else { return nil }
    // The recipe's own spelling stays when the unit does not change (`tablespoons`).
    let written = ingredient.unit.flatMap { $0.standard == standard ? $0 : nil }
    let unit =
      readable.exact.unit == standard
      ? (written ?? standard.cookingUnit) : readable.exact.unit.cookingUnit
    var scaled = ScaledIngredient(
      ingredient: ingredient, amount: readable.exact.amount, unit: unit,
      roundedAmount: readable.isApproximate ? readable.shown : nil)
    scaled.readsAsPlan = !readable.isApproximate && readable.exact.planWhenUnmeasurable != nil
    return scaled
  }
}
