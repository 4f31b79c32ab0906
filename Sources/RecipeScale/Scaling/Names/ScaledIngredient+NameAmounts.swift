extension ScaledIngredient {
  /// The name as shown, agreeing with an amount (``name(counting:)``), with
  /// the amounts written in it scaled in their places (``amountsInName``).
  func name(counting: Rational?, style: AmountStyle, units: inout UnitMemo) -> String {
    let agreeing = name(counting: counting)
    guard !amountsInName.isEmpty else { return agreeing }
    // Agreement changes the counted word, before the amounts (`2 eggs plus 1
    // yolk`): from there on the name is as written, so each amount is as far
    // from its end. One that is not found there is in a name whose words stay.
    let shift = agreeing.utf8.count - original.name.utf8.count
    let shifted = Array(agreeing.utf8)
    let asWritten = Array(original.name.utf8)
    let isShifted = amountsInName.allSatisfy { amount in
      let start = amount.range.lowerBound + shift
      return start >= 0 && start + amount.range.count <= shifted.count
        && shifted[start..<start + amount.range.count].elementsEqual(amount.written.utf8)
    }
    let (bytes, offset) = isShifted ? (shifted, shift) : (asWritten, 0)
    var result = ""
    var end = 0
    for amount in amountsInName {
      let start = amount.range.lowerBound + offset
      result += String(decoding: bytes[end..<start], as: UTF8.self)
      let line = amount.scaled.line(style, units: &units)
      if let shown = line.amountText {
        result += line.name.isEmpty ? shown : shown + " " + line.name
      } else {
        result += amount.written
      }
      end = start + amount.range.count
    }
    result += String(decoding: bytes[end...], as: UTF8.self)
    return result
  }

  /// The ingredient as written, its name ending before the first amount in it
  /// and the words that lead into it: what a shopping list buys (`fresh
  /// thyme` of `fresh thyme or 1 teaspoon dried`, `salt` of `salt, 1/2 tsp.
  /// pepper`), whose amounts would not add up with the line's.
  var boughtIngredient: Ingredient {
    guard let first = amountsInName.first else { return original }
    var ingredient = original
    let name = original.name
    let lead = StepAmountReader.leadStart(before: first.range.lowerBound, in: name)
    let cut = String(name.utf8.prefix(lead)) ?? name
    guard !cut.trimmingSpaces.isEmpty else { return original }
    ingredient.name = cut.trimmingSpaces
    return ingredient
  }
}
