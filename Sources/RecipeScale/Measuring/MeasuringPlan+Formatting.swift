extension MeasuringPlan {
  /// The plan as a cook reads it: `1/3 cup + 4 tsp`, `~1 cup + 1 tbsp`, `a pinch (1/32 tsp)`.
  ///
  /// - Parameter fractions: How the amount of a pinch and the fractional tools
  ///   are written; tools keep their fraction names (`1/3 cup`) in the decimal
  ///   style, since that is what is printed on them.
  /// - Returns: The text.
  public func text(_ fractions: FractionStyle) -> String {
    if isPinch { return "a pinch (\(teaspoons.formatted(fractions)) tsp)" }
    let toolStyle: FractionStyle = fractions == .decimal ? .ascii : fractions
    var text = isApproximate ? "~" : ""
    for (place, part) in parts.enumerated() {
      if place > 0 { text += " + " }
      text += part.amount.formatted(toolStyle) + " " + part.unit.name(for: part.amount)
    }
    return text
  }
}
