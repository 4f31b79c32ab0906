/// What a successful scan learned about a JSON document's layout.
package struct JSONScan: Sendable {
  /// A number written with a fraction or an exponent (`1.5`, `1e3`), and where it stands.
  package struct NumberSite: Hashable, Sendable {
    /// The byte offset of the number.
    package var offset: Int
    /// The keys and indices that lead from the top level to the number.
    package var path: [JSONPathComponent]

    /// Creates a site.
    ///
    /// - Parameters:
    ///   - offset: The byte offset of the number.
    ///   - path: The keys and indices that lead to it.
    package init(offset: Int, path: [JSONPathComponent]) {
      self.offset = offset
      self.path = path
    }
  }

  /// A key of a recipe or ingredient object that the recipe format does not
  /// have, and where it stands.
  package struct KeySite: Hashable, Sendable {
    /// The byte offset of the key's opening quote.
    package var offset: Int
    /// The keys and indices that lead from the top level to the key's value;
    /// the last one is the key.
    package var path: [JSONPathComponent]

    /// Creates a site.
    ///
    /// - Parameters:
    ///   - offset: The byte offset of the key.
    ///   - path: The keys and indices that lead to its value.
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
  package var nonIntegerNumbers: [NumberSite]
  /// Every key of a recipe or ingredient object that the format does not
  /// have (`denum`, `units`), in file order.
  package var unknownKeys: [KeySite] = []
  /// Whether any ingredient gives its own noun forms (`plural`, `unitSingular`, …).
  package var usesNounForms = true
}
