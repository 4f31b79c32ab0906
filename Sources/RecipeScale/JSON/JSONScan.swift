/// What a successful scan learned about a JSON document's layout.
package struct JSONScan: Sendable {
  /// Where something the scan noted stands: a number written with a fraction
  /// or an exponent (`1.5`, `1e3`), or a key the recipe format does not have.
  package struct Site: Hashable, Sendable {
    /// The byte offset of the number, or of the key's opening quote.
    package var offset: Int
    /// The keys and indices that lead from the top level to the number, or to
    /// the key's value (the last one is then the key).
    package var path: [JSONPathComponent]

    /// Creates a site.
    ///
    /// - Parameters:
    ///   - offset: The byte offset.
    ///   - path: The keys and indices that lead to it.
    package init(offset: Int, path: [JSONPathComponent]) {
      self.offset = offset
      self.path = path
    }
  }

  /// Whether the top-level value is an array.
  package var isArray: Bool
  /// The byte ranges of the top-level array's elements, in order; empty for other values.
  package var elements: [Range<Int>]
  /// Every number written with a fraction or an exponent, in file order.
  package var nonIntegerNumbers: [Site]
  /// Every key of a recipe or ingredient object that the format does not
  /// have (`denum`, `units`), in file order.
  package var unknownKeys: [Site] = []
  /// The rarely used fields any ingredient has (`plural`, `fixed`, …).
  package var ingredientFields = IngredientFieldUse.all
}
