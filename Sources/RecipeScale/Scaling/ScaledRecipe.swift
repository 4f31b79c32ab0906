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
  /// The steps of the method, with the amounts in them scaled; empty when the
  /// recipe gives none, or its details were not read.
  public var steps: [ScaledStep]
  /// The pans the recipe was scaled between, under `--pan`; `nil` otherwise.
  public var pans: PanScaling?

  /// Creates a scaled recipe.
  ///
  /// - Parameters:
  ///   - recipe: The recipe as written.
  ///   - servings: The servings it was scaled to, or `nil` when the recipe gives none.
  ///   - factor: The factor amounts were multiplied by.
  ///   - ingredients: The ingredients with their scaled amounts.
  ///   - steps: The steps of the method, scaled.
  public init(
    recipe: Recipe, servings: Rational?, factor: Rational = .one, ingredients: [ScaledIngredient],
    steps: [ScaledStep] = []
  ) {
    self.original = recipe
    self.servings = servings
    self.factor = factor
    self.ingredients = ingredients
    self.steps = steps
  }

  /// The title line: `Pancakes (6 servings, from 4)`, `Toast (1 serving)`,
  /// `Ginger Cookies (12 cookies, from 24)`.
  public var title: String { title(.ascii) }

  /// The title line with the servings in a fraction style: `Pancakes (1½ servings, from 4)`.
  ///
  /// - Parameter fractions: How the servings are written.
  /// - Returns: The title line.
  ///
  /// What the recipe makes is said in its own words when its yield gives them
  /// with the number it serves (`24 cookies`, `2 loaves`), else in servings;
  /// `from` and the recipe's own number follow when the recipe was scaled.
  /// Under `.auto` and `.unicode`, servings no kitchen would name (a
  /// denominator above 16, after `--scale 1.33` or a conversion) are rounded
  /// to the nearest half and marked `~` (`~31 1/2 servings`), and so is a
  /// factor, to the nearest eighth or third. A recipe scaled to another pan
  /// names the pans instead: `Butter Cake (for a 9x13 in pan, ×1.84 of a 9 in round)`.
  public func title(_ fractions: FractionStyle) -> String {
    title(fractions, namingOriginal: true)
  }

  /// The title line, with or without what the recipe was scaled from: a
  /// shopping list names what is cooked (`Pancakes (6 servings)`).
  ///
  /// - Parameters:
  ///   - fractions: How the servings are written.
  ///   - namingOriginal: Whether `from` and the recipe's own number follow.
  /// - Returns: The title line.
  public func title(_ fractions: FractionStyle, namingOriginal: Bool) -> String {
    if let pans { return "\(original.name) (\(pans.words(namingOriginal: namingOriginal)))" }
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
    let from = namingOriginal ? scaledFrom : ""
    if let made = madeInOwnWords(shown, fractions) {
      return "\(original.name) (\(mark)\(made)\(from))"
    }
    let noun = shown > .one ? "servings" : "serving"
    return "\(original.name) (\(mark)\(shown.formatted(fractions)) \(noun)\(from))"
  }

  /// What a scaled recipe was scaled from, after the yield it makes (`, from 4`);
  /// empty at the recipe's own size or when it gives no servings.
  var scaledFrom: String {
    factor == .one ? "" : original.servings.map { ", from \($0)" } ?? ""
  }
}
