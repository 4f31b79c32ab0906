extension StringProtocol {
  /// The text as literal HTML, for an element's content or a quoted attribute:
  /// control characters escaped as text output escapes them, and `&`, `<`, `>`,
  /// `"` and `'` written as character references, so no name from a file can
  /// add markup, close an attribute or start a script.
  package var escapedForHTML: String {
    let text = escapingControlCharacters
    guard text.containsUTF8Byte(where: { HTMLMarkup.bytes.contains($0) }) else { return text }
    var result = ""
    result.reserveCapacity(text.utf8.count + 16)
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      default: result.append(character)
      }
    }
    return result
  }
}

/// The ASCII characters that HTML may read as markup.
private enum HTMLMarkup {
  static let bytes: Set<UInt8> = Set("&<>\"'".utf8)
}
