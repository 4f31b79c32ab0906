/// Reads free-text ingredient lines (`1 ½ cups flour, sifted`) into ingredients.
///
/// The reader never writes a wrong number: a line it cannot read with confidence
/// becomes an unquantified ingredient named by the whole line, with a ``LineDoubt``
/// saying why, and every amount it returns is written in the line. It reads
/// numbers (`2`, `1.5`, `1/2`, `1 1/2`, `1-1/2`, `½`, `1⁄2`, `two`, `a half`),
/// ranges (`2-3`, `2 to 3`), units as written (`cups`, `Tbsp.`, `fl oz`, `EL`,
/// `c. à soupe`), sizes (`1 (14.5 oz) can`), compound amounts (`1 cup plus 2 tbsp`),
/// and leaves notes in the name (`, finely chopped`).
///
/// It works on the line's UTF-8 bytes with tables built once, and keeps no state
/// between lines, so one reader serves any number of threads.
public struct IngredientLineParser: Sendable {
  /// Creates a reader.
  public init() {}

  /// Reads one line.
  ///
  /// - Parameter line: The line; surrounding spaces and a list marker (`-`, `•`, `1.`) are
  ///   ignored.
  /// - Returns: The ingredient, whose ``Ingredient/source`` is the line without the
  ///   surrounding spaces, and a doubt when the reader is not sure.
  /// - Throws: ``IngredientLineError/numberTooLarge(column:)`` for a number read as an
  ///   amount that has no 64-bit exact form; nothing else.
  public func read(_ line: Substring) throws(IngredientLineError) -> IngredientLineReading {
    // The source line is a place in the line's own string, not a copy of it.
    let base = line.base.utf8
    let offset = base.distance(from: base.startIndex, to: line.startIndex)
    return try LineText(Array(line.utf8), in: SourceText(line.base), at: offset).reading().get()
  }

  /// Reads one line of a longer text, from bytes the caller already holds.
  ///
  /// - Parameters:
  ///   - bytes: The line's UTF-8.
  ///   - source: A text whose UTF-8 holds `bytes` from `offset` on, which the
  ///     ingredient's source line points into.
  ///   - offset: Where the line starts in `source`, in UTF-8 bytes.
  /// - Returns: What reading the line as a `Substring` returns.
  /// - Throws: What reading the line as a `Substring` throws.
  func read(_ bytes: some Sequence<UInt8>, in source: SourceText, at offset: Int)
    throws(IngredientLineError) -> IngredientLineReading
  {
    try LineText(Array(bytes), in: source, at: offset).reading().get()
  }

  /// Reads one line.
  ///
  /// - Parameter line: The line.
  /// - Returns: The ingredient, and a doubt when the reader is not sure.
  /// - Throws: ``IngredientLineError/numberTooLarge(column:)`` for a number read as an
  ///   amount that has no 64-bit exact form.
  public func read(_ line: String) throws(IngredientLineError) -> IngredientLineReading {
    try read(line[...])
  }
}
