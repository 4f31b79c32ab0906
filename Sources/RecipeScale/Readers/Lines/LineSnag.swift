/// Why the reader stops reading a line as an amount, unit and name, and where,
/// as a byte offset into the line.
///
/// The rules throw it from wherever the problem shows, and know the line only
/// as bytes. ``LineText/reading()`` turns it into what the reader's callers see,
/// with the place as a column in characters, counted once there: a doubt
/// becomes a ``LineDoubt`` on an unquantified ingredient, and a number too large
/// an ``IngredientLineError``. Both public types stay apart because a doubt is a
/// reading and a number too large is no reading at all.
enum LineSnag: Error {
  /// The reader is not sure; the position is where the trouble is.
  case doubt(LineDoubt.Reason, at: Int)
  /// A number read as an amount has no 64-bit exact form; the position is its start.
  case tooLarge(at: Int)
}
