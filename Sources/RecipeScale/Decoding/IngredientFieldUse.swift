/// Which of the ingredient fields that few files use a JSON text has, as its
/// syntax scan found: decoding need not look up a field no ingredient has.
///
/// Each lookup through `JSONDecoder` hashes the key's name, and an ingredient
/// has 13 fields to look for; most files write only `name`, `num`, `denom` and
/// `unit`.
package struct IngredientFieldUse: OptionSet, Sendable {
  package let rawValue: UInt8

  /// Creates a set from its bits.
  ///
  /// - Parameter rawValue: The bits.
  package init(rawValue: UInt8) {
    self.rawValue = rawValue
  }

  /// `singular`, `plural`, `unitSingular` or `unitPlural`.
  package static let nounForms = IngredientFieldUse(rawValue: 1 << 0)
  /// `fixed`, `numMax`, `denomMax`, `source` or `group`.
  package static let others = IngredientFieldUse(rawValue: 1 << 1)
  /// Every field, as when nothing was scanned.
  package static let all: IngredientFieldUse = [.nounForms, .others]
}
