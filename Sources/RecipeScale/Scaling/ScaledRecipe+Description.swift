extension ScaledRecipe: CustomStringConvertible {
  /// The recipe's title and its lines, one a line, as `recipe-scale show`
  /// prints it in plain text by default (each line as
  /// ``ScaledIngredient/description`` writes it):
  ///
  /// ```text
  /// Buttermilk Pancakes (4 servings)
  /// 1/2 cup All-purpose flour
  /// ```
  public var description: String {
    var text = ""
    TextFormatter(amounts: AmountStyle()).append(self, isFirst: true, to: &text)
    if text.hasSuffix("\n") { text.removeLast() }
    return text
  }
}
