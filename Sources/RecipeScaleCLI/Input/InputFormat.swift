/// How the recipes file is laid out: `--input-format json|jsonl`.
package enum InputFormat: String, CaseIterable {
  /// A JSON array of recipes.
  case json
  /// JSON Lines: one recipe object per line.
  case jsonl

  /// The format a file name suggests: JSON Lines for `.jsonl` and `.ndjson`.
  package static func guess(for path: String) -> InputFormat {
    path.hasSuffix(".jsonl") || path.hasSuffix(".ndjson") ? .jsonl : .json
  }
}
