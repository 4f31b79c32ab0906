import RecipeScale

/// A file in memory whose text a core reader has yet to read: a web page, a
/// plain-text or Cooklang recipe, or schema.org JSON. Reading it is most of
/// the time of opening it, and needs nothing but its bytes, so several files'
/// texts are read on several threads (see ``CommandContext/open(_:)``).
package struct UnreadText: Sendable {
  /// The name of the file in messages.
  var source: String
  /// The title of a recipe that names none.
  var title: String
  /// The file's bytes.
  var input: InputBuffer
  /// The layout its reader reads.
  var format: InputFormat

  /// Reads the text.
  ///
  /// - Parameter jobs: The threads a long plain text's lines are read on.
  /// - Returns: The recipes of the text.
  /// - Throws: What ``TextDocument/init(source:title:input:format:jobs:)`` throws.
  func read(jobs: Int) throws(CommandError) -> TextDocument {
    try TextDocument(source: source, title: title, input: input, format: format, jobs: jobs)
  }
}
