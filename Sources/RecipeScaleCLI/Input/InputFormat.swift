/// How the recipes file is laid out: `--input-format json|jsonl|text|html|cooklang`.
package enum InputFormat: String, CaseIterable {
  /// A JSON array of recipes, or schema.org Recipe JSON.
  case json
  /// JSON Lines: one recipe object per line.
  case jsonl
  /// Plain text: a title, a yield, and one ingredient per line.
  case text
  /// A saved web page, read from its schema.org JSON-LD.
  case html
  /// A Cooklang file.
  case cooklang

  /// The format a file name suggests: JSON Lines for `.jsonl` and `.ndjson`,
  /// text for `.txt`, a web page for `.html` and `.htm`, Cooklang for `.cook`,
  /// else JSON.
  package static func guess(for path: String) -> InputFormat {
    let lower = path.lowercased()
    if lower.hasSuffix(".jsonl") || lower.hasSuffix(".ndjson") { return .jsonl }
    if lower.hasSuffix(".txt") { return .text }
    if lower.hasSuffix(".html") || lower.hasSuffix(".htm") { return .html }
    if lower.hasSuffix(".cook") { return .cooklang }
    return .json
  }

  /// Whether the format is read whole, by a reader of the core that yields recipes.
  var isReadWhole: Bool { self == .text || self == .html || self == .cooklang }
}
