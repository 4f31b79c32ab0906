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
    // Written as bytes and made a string once: a plan is shown on many lines.
    var text: [UInt8] = isApproximate ? [UInt8(ascii: "~")] : []
    for (place, part) in parts.enumerated() {
      if place > 0 { text += [UInt8(ascii: " "), UInt8(ascii: "+"), UInt8(ascii: " ")] }
      part.amount.appendFormatted(toolStyle, to: &text)
      text.append(UInt8(ascii: " "))
      text += part.unit.name(for: part.amount).utf8
    }
    return String(decoding: text, as: UTF8.self)
  }
}
