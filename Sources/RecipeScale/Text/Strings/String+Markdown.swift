extension StringProtocol {
  /// The text as literal Markdown: control characters escaped as text output
  /// escapes them, and every character Markdown could read as markup
  /// (`\ ` * _ [ ] < > # ~ |`) behind a backslash.
  package var escapedForMarkdown: String {
    let text = escapingControlCharacters
    guard text.containsUTF8Byte(where: { MarkdownMarkup.bytes.contains($0) }) else { return text }
    var result = ""
    for character in text {
      if let ascii = character.asciiValue, MarkdownMarkup.bytes.contains(ascii) { result += "\\" }
      result.append(character)
    }
    return result
  }
}

/// The ASCII characters that Markdown may read as markup.
private enum MarkdownMarkup {
  static let bytes: Set<UInt8> = Set("\\`*_[]<>#~|".utf8)
}
