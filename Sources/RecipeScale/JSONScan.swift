/// What a successful scan learned about a JSON document's layout.
public struct JSONScan: Sendable {
  /// A number written with a fraction or an exponent (`1.5`, `1e3`), and where it stands.
  public struct NumberSite: Hashable, Sendable {
    /// The byte offset of the number.
    public var offset: Int
    /// The keys and indices that lead from the top level to the number.
    public var path: [JSONPathComponent]

    /// Creates a site.
    ///
    /// - Parameters:
    ///   - offset: The byte offset of the number.
    ///   - path: The keys and indices that lead to it.
    public init(offset: Int, path: [JSONPathComponent]) {
      self.offset = offset
      self.path = path
    }
  }

  /// Whether the top-level value is an array.
  public var isArray: Bool
  /// The byte ranges of the top-level array's elements, in order; empty for other values.
  public var elements: [Range<Int>]
  /// Every number written with a fraction or an exponent, in file order.
  public var nonIntegerNumbers: [NumberSite]
}
