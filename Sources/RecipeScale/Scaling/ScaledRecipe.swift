/// A recipe with every amount scaled to a number of servings.
public struct ScaledRecipe: Hashable, Sendable {
  /// The recipe as written.
  public var original: Recipe
  /// The servings it was scaled to; `nil` for a recipe that gives none.
  public var servings: Rational?
  /// The factor every scalable amount was multiplied by.
  public var factor: Rational
  /// The ingredients, in order, with their scaled amounts.
  public var ingredients: [ScaledIngredient]

  /// Creates a scaled recipe.
  ///
  /// - Parameters:
  ///   - recipe: The recipe as written.
  ///   - servings: The servings it was scaled to, or `nil` when the recipe gives none.
  ///   - factor: The factor amounts were multiplied by.
  ///   - ingredients: The ingredients with their scaled amounts.
  public init(
    recipe: Recipe, servings: Rational?, factor: Rational = .one, ingredients: [ScaledIngredient]
  ) {
    self.original = recipe
    self.servings = servings
    self.factor = factor
    self.ingredients = ingredients
  }

  /// The title line: `Pancakes (6 servings)`, `Toast (1 serving)`, `Pancakes (1 1/2 servings)`.
  public var title: String { title(.ascii) }

  /// The title line with the servings in a fraction style: `Pancakes (1½ servings)`.
  ///
  /// - Parameter fractions: How the servings are written.
  /// - Returns: The title line.
  ///
  /// Under `.auto` and `.unicode`, servings no kitchen would name (a
  /// denominator above 16, after `--scale 1.33` or a conversion) are rounded
  /// to the nearest half and marked `~` (`~31 1/2 servings`), and so is a
  /// factor, to the nearest eighth or third.
  public func title(_ fractions: FractionStyle) -> String {
    let rounds =
      (fractions == .auto || fractions == .unicode)
    guard let servings else {
      // No servings to name: the factor says how far the amounts moved.
      guard factor != .one else { return original.name }
      guard rounds, factor.denominator > Rational.largestKitchenDenominator,
        let rounded = factor.kitchenFraction
      else { return "\(original.name) (× \(factor.formatted(fractions)))" }
      return "\(original.name) (× ~\(rounded.formatted(fractions)))"
    }
    var shown = servings
    var mark = ""
    if rounds, servings.denominator > Rational.largestKitchenDenominator,
      let half = Quantity.nearest(to: servings, steps: [2]), half.numerator > 0
    {
      (shown, mark) = (half, "~")
    }
    let noun = shown > .one ? "servings" : "serving"
    return "\(original.name) (\(mark)\(shown.formatted(fractions)) \(noun))"
  }
}
