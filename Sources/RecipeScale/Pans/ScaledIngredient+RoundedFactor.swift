extension ScaledIngredient {
  /// Marks the amounts that a rounded factor scaled, the line's own and its
  /// name's, as approximate: a fixed or unquantified one was not scaled.
  mutating func markScaledByRoundedFactor() {
    guard amount != nil, !original.isFixed else { return }
    byRoundedFactor = true
    for index in amountsInName.indices { amountsInName[index].scaled.byRoundedFactor = true }
  }
}
