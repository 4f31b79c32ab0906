/// The JSON values every JSON output is written with: strings, exact amounts
/// and null, by hand, so key order, spacing and escaping are the same in
/// `show`, `shop` and `validate`.
package enum JSONText {
  /// A JSON string literal; controls, DEL, C1 and bidirectional controls are `\uXXXX`.
  ///
  /// - Parameter text: The string.
  /// - Returns: The literal, quotes included.
  package static func quoted(_ text: String) -> String {
    let plain = text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F && $0 != 0x22 && $0 != 0x5C }
    if plain { return "\"" + text + "\"" }
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where scalar.steersTerminal:
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }

  /// A line's measuring plan as `{"text", "approximate", "parts": [{"amount",
  /// "unit"}]}`, or `null` when it has none, the same in `show` and `shop`.
  package static func measure(_ line: FormattedIngredient) -> String {
    guard let plan = line.plan, let text = line.measure else { return "null" }
    var output = "{\"text\": \(quoted(text)), \"approximate\": \(plan.isApproximate)"
    output += ", \"parts\": ["
    for (index, part) in plan.parts.enumerated() {
      output += index == 0 ? "{" : ", {"
      output += "\"amount\": \(fraction(part.amount)), \"unit\": "
      output += quoted(part.unit.name(for: part.amount)) + "}"
    }
    return output + "]}"
  }

  /// An exact fraction object, whole numbers included.
  package static func fraction(_ value: Rational) -> String {
    "{\"numerator\": \(value.numerator), \"denominator\": \(value.denominator)}"
  }

  /// A JSON string literal, or `null` for no text.
  package static func quotedOrNull(_ text: String?) -> String {
    text.map(JSONText.quoted) ?? "null"
  }
}
