/// How the recipes file is laid out: `--input-format json|jsonl|text`.
package enum InputFormat: String, CaseIterable {
  /// A JSON array of recipes.
  case json
  /// JSON Lines: one recipe object per line.
  case jsonl
  /// Plain text: a title, a yield, and one ingredient per line.
  case text

  /// The format a file name suggests: JSON Lines for `.jsonl` and `.ndjson`,
  /// text for `.txt`, else JSON.
  package static func guess(for path: String) -> InputFormat {
    if path.hasSuffix(".jsonl") || path.hasSuffix(".ndjson") { return .jsonl }
    if path.hasSuffix(".txt") { return .text }
    return .json
  }
}
