/// Which of the ingredient fields beyond the tutorial's own (`name`, `num`,
/// `denom`, `unit`) a JSON text has, as its syntax scan found: decoding need
/// not look up a field no ingredient has.
///
/// Each lookup of a field is a search of the object's keys through the
/// decoder's containers, and an ingredient has 11 optional fields to look for;
/// most files write none of them, and a file that writes one (`fixed` for the
/// salt) seldom writes the others.
package struct IngredientFieldUse: OptionSet, Sendable {
  package let rawValue: UInt16

  /// Creates a set from its bits.
  ///
  /// - Parameter rawValue: The bits.
  package init(rawValue: UInt16) {
    self.rawValue = rawValue
  }

  /// The optional fields in the order of their bits: one bit for each.
  static let keys: [RecipeFormatKey] = [
    .fixed, .numMax, .denomMax, .source, .group, .doubt, .equivalents,
    .singular, .plural, .unitSingular, .unitPlural,
  ]

  /// The set of one optional field.
  ///
  /// - Parameter key: An ingredient key.
  /// - Returns: Its bit, or the empty set for a key of the tutorial's own.
  static func field(_ key: RecipeFormatKey) -> IngredientFieldUse {
    // A switch, not a search of `keys`: every ingredient asks for each field.
    let place: Int? =
      switch key {
      case .fixed: 0
      case .numMax: 1
      case .denomMax: 2
      case .source: 3
      case .group: 4
      case .doubt: 5
      case .equivalents: 6
      case .singular: 7
      case .plural: 8
      case .unitSingular: 9
      case .unitPlural: 10
      default: nil
      }
    return place.map { IngredientFieldUse(rawValue: 1 << $0) } ?? []
  }

  /// Whether the set holds a field.
  ///
  /// - Parameter key: An ingredient key.
  /// - Returns: Whether a lookup of it may find something.
  func has(_ key: RecipeFormatKey) -> Bool {
    contains(IngredientFieldUse.field(key))
  }

  /// Every field, as when nothing was scanned.
  package static let all = IngredientFieldUse(rawValue: (1 << keys.count) - 1)
}
