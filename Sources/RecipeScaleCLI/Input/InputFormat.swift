/// How the recipes file is laid out: `--input-format json|jsonl|text|html|cooklang`.
package enum InputFormat: String, CaseIterable {
  /// A JSON array of recipes, or schema.org Recipe JSON.
  case json
  /// JSON Lines: one recipe object per line.
  case jsonl
  /// Plain text: a title, a yield, and one ingredient per line.
  case text
  /// A saved web page, read from its schema.org data (JSON-LD or microdata), else its headings.
  case html
  /// A Cooklang file.
  case cooklang

  /// The format a file name names: JSON Lines for `.jsonl` and `.ndjson`, JSON
  /// for `.json`, text for `.txt`, a web page for `.html` and `.htm`, Cooklang
  /// for `.cook`; `nil` for a name whose extension says nothing of its format
  /// (`.php`, `.testhtml`, none), which `--input-format`, else the content, decides.
  package static func named(by path: String) -> InputFormat? {
    let lower = path.lowercased()
    if lower.hasSuffix(".jsonl") || lower.hasSuffix(".ndjson") { return .jsonl }
    if lower.hasSuffix(".json") { return .json }
    if lower.hasSuffix(".txt") { return .text }
    if lower.hasSuffix(".html") || lower.hasSuffix(".htm") { return .html }
    if lower.hasSuffix(".cook") { return .cooklang }
    return nil
  }

  /// The format a text's content shows, for standard input and a file whose
  /// name says none: a page starts with `<`, JSON with `[` or `{` (JSON Lines
  /// when a line that ends with `}` is followed by one that starts with `{`),
  /// Cooklang has `>>` metadata or an `@ingredient{`; anything else is text,
  /// but nothing at all or a NUL byte is JSON, whose reader says the file is
  /// empty or where it goes wrong.
  ///
  /// - Parameter bytes: The content.
  /// - Returns: The format to read it in.
  package static func recognizing(_ bytes: Span<UInt8>) -> InputFormat {
    // Nothing but spaces is read as JSON, which says the file is empty.
    guard let first = RecipeDocument.firstValueByte(in: bytes) else { return .json }
    if first == UInt8(ascii: "<") { return .html }
    if first == UInt8(ascii: "[") { return .json }
    let window = bytes.extracting(first: 1 << 16)
    if first == UInt8(ascii: "{") {
      var lastOfLine: UInt8 = 0
      var afterBreak = false
      for index in window.indices {
        let byte = window[index]
        if byte == UInt8(ascii: "\n") {
          afterBreak = lastOfLine == UInt8(ascii: "}")
          continue
        }
        if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") {
          continue
        }
        if afterBreak { return byte == UInt8(ascii: "{") ? .jsonl : .json }
        lastOfLine = byte
      }
      return .json
    }
    // A NUL is no text's: the JSON reader says where the bytes go wrong.
    if window.indices.contains(where: { window[$0] == 0 }) { return .json }
    // `>> servings: 2` at a line's start, or `@flour{`: Cooklang's own marks.
    var lineStart = true
    var index = 0
    while index < window.count {
      let byte = window[index]
      if lineStart, byte == UInt8(ascii: ">"), index + 1 < window.count,
        window[index + 1] == UInt8(ascii: ">")
      {
        return .cooklang
      }
      if byte == UInt8(ascii: "@"), index + 1 < window.count, isLetter(window[index + 1]) {
        var end = index + 1
        while end < window.count, window[end] != UInt8(ascii: "\n"),
          window[end] != UInt8(ascii: "@"), window[end] != UInt8(ascii: "{")
        {
          end += 1
        }
        if end < window.count, window[end] == UInt8(ascii: "{") { return .cooklang }
      }
      lineStart = byte == UInt8(ascii: "\n")
      index += 1
    }
    return .text
  }

  /// Whether a byte starts a letter: ASCII, or a scalar beyond it.
  private static func isLetter(_ byte: UInt8) -> Bool {
    let folded = byte | 0x20
    return folded >= UInt8(ascii: "a") && folded <= UInt8(ascii: "z") || byte >= 0xC2
  }

  /// Whether the format is read whole, by a reader of the core that yields recipes.
  var isReadWhole: Bool { self == .text || self == .html || self == .cooklang }
}
