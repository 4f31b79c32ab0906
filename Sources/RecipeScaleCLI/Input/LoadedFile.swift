/// A file found and read into memory (or made ready to stream), before the
/// slow part of opening it: reading its text (see ``RecipeLoader/load(option:format:)``).
package enum LoadedFile {
  /// Open already: the tutorial's JSON, mapped, or JSON Lines, ready to stream.
  case opened(RecipeInput)
  /// A text its reader has yet to read.
  case unread(UnreadText)
}
