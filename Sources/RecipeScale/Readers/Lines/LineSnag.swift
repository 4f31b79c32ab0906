/// Why the reader stops reading a line as an amount, unit and name.
///
/// Scanning throws it from wherever the problem shows; the reader turns a doubt into
/// an unquantified ingredient and a ``LineDoubt``, and a number too large into an
/// ``IngredientLineError``. Positions are byte offsets into the line.
enum LineSnag: Error {
  /// The reader is not sure; the position is where the trouble is.
  case doubt(LineDoubt.Reason, at: Int)
  /// A number read as an amount has no 64-bit exact form; the position is its start.
  case tooLarge(at: Int)
}
