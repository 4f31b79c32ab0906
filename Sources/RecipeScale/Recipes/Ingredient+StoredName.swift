extension Ingredient {
  /// Where an ingredient keeps its name: a string of its own, or a place in
  /// the line it was read from.
  ///
  /// Most names read from text are a run of their line's bytes, as written. A
  /// string of their own was an allocation a line, and 32 to 64 bytes of memory
  /// more than the line already holds: a million lines of text made a million
  /// strings that `show --format tsv` only copies out again. A place costs
  /// nothing; the string is made when someone asks for it (``Ingredient/name``).
  enum StoredName: Sendable {
    /// A name of its own.
    case string(String)
    /// The name is the bytes at these offsets from the start of the
    /// ingredient's ``SourceLine``.
    case inSource(start: UInt32, count: UInt32)

    /// A name that is a range of its source line's bytes, offsets from the
    /// line's start; `nil` when the range is too far in for 32 bits.
    init?(inSource range: Range<Int>) {
      guard let start = UInt32(exactly: range.lowerBound), let count = UInt32(exactly: range.count)
      else { return nil }
      self = .inSource(start: start, count: count)
    }
  }
}
