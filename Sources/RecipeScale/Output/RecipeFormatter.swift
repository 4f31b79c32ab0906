/// Writes scaled recipes as text in one output format.
///
/// A formatter works a recipe at a time, so output can be built as recipes are
/// scaled: ``begin(into:)``, then ``append(_:isFirst:to:)`` for each recipe,
/// then ``end(count:into:)``.
public protocol RecipeFormatter: Sendable {
  /// Writes what comes before the first recipe, such as a header row.
  ///
  /// - Parameter output: The text to append to.
  func begin(into output: inout String)

  /// Writes one recipe.
  ///
  /// - Parameters:
  ///   - recipe: The scaled recipe.
  ///   - isFirst: Whether it is the first recipe written.
  ///   - output: The text to append to.
  func append(_ recipe: ScaledRecipe, isFirst: Bool, to output: inout String)

  /// Writes one recipe, or one part of a long recipe's rows, with the words'
  /// agreement that earlier parts worked out, and keeps this part's for the next.
  ///
  /// - Parameters:
  ///   - recipe: The scaled recipe, or a part of its ingredients.
  ///   - isFirst: Whether it is the first recipe written.
  ///   - output: The text to append to.
  ///   - words: The agreement worked out so far, shared by a recipe's parts.
  func append(
    _ recipe: ScaledRecipe, isFirst: Bool, to output: inout String, words: inout AgreeingWords)

  /// Scales some of a recipe's ingredients and writes them, as UTF-8, as
  /// ``append(_:isFirst:to:words:)`` writes the part that
  /// ``Scaler/scale(_:ingredientsIn:)`` scales: how a long recipe's rows are
  /// written a part at a time, as bytes on their way out, never checked
  /// again as a `String`'s.
  ///
  /// - Parameters:
  ///   - recipe: The recipe, not yet scaled.
  ///   - range: The positions of the ingredients to scale and write.
  ///   - scaler: The scaler.
  ///   - isFirst: Whether it is the first recipe written.
  ///   - output: The UTF-8 text to append to.
  ///   - words: The agreement worked out so far, shared by a recipe's parts.
  /// - Throws: What ``Scaler/scale(_:ingredientsIn:)`` throws, with nothing written.
  func appendRows(
    of recipe: Recipe, in range: Range<Int>, scaledBy scaler: Scaler, isFirst: Bool,
    to output: inout [UInt8], words: inout AgreeingWords) throws(ScalingError)

  /// Writes what comes after the last recipe.
  ///
  /// - Parameters:
  ///   - count: How many recipes were written.
  ///   - output: The text to append to.
  func end(count: Int, into output: inout String)

  /// Whether each ingredient is a row of its own, which depends on nothing but
  /// the recipe's name and servings: a long recipe may then be written a part at
  /// a time (see ``Scaler/scale(_:ingredientsIn:)``), each part as if it were the
  /// recipe, and the rows are the same.
  var writesIngredientsAsRows: Bool { get }
}

extension RecipeFormatter {
  /// Formats lay a recipe out as a whole unless they say otherwise.
  public var writesIngredientsAsRows: Bool { false }

  /// Formats that work out each recipe's words afresh ignore `words`.
  public func append(
    _ recipe: ScaledRecipe, isFirst: Bool, to output: inout String, words: inout AgreeingWords
  ) {
    append(recipe, isFirst: isFirst, to: &output)
  }

  /// Formats scale the part first, then write it.
  public func appendRows(
    of recipe: Recipe, in range: Range<Int>, scaledBy scaler: Scaler, isFirst: Bool,
    to output: inout [UInt8], words: inout AgreeingWords
  ) throws(ScalingError) {
    let part = try scaler.scale(recipe, ingredientsIn: range)
    var text = ""
    append(part, isFirst: isFirst, to: &text, words: &words)
    output.append(contentsOf: text.utf8)
  }

  /// Formats a list of recipes in one go.
  ///
  /// - Parameter recipes: The scaled recipes, in order.
  /// - Returns: The complete output.
  public func format(_ recipes: [ScaledRecipe]) -> String {
    var output = ""
    begin(into: &output)
    for (index, recipe) in recipes.enumerated() {
      append(recipe, isFirst: index == 0, to: &output)
    }
    end(count: recipes.count, into: &output)
    return output
  }
}
