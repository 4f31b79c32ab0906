/// What a text's front matter says: `---`, `title: Pad Thai`, `servings: 2`,
/// `---` at its very start, as Markdown files give a recipe's name and servings.
struct FrontMatter {
  /// The recipe's name, from `title:` or `name:`.
  var name: String?
  /// The servings, from `servings:`, `serves:`, `yield:`, `yields:` or `portions:`.
  var yield: TextRecipeReader.Yield?
  /// Where the text after the front matter starts; 0 without one.
  var end = 0
  /// How many lines the front matter takes; 0 without one.
  var lines = 0

  /// The front matter at the start of a text; an empty one when there is none.
  ///
  /// - Parameter bytes: The text.
  init(of bytes: [UInt8]) {
    guard bytes.count >= 4, bytes[0] == UInt8(ascii: "-"), bytes[1] == UInt8(ascii: "-"),
      bytes[2] == UInt8(ascii: "-"), bytes[3] == UInt8(ascii: "\n") || bytes[3] == 0x0D
    else { return }
    var name: String?
    var yield: TextRecipeReader.Yield?
    var lineStart = bytes[3] == 0x0D ? 5 : 4
    var lines = 1
    // At most 100 lines: a `---` that opens a long text is a rule, not front matter.
    while lines < 100, lineStart < bytes.count {
      let lineFeed = ByteScan.firstIndex(of: UInt8(ascii: "\n"), in: bytes.span, from: lineStart)
      let lineEnd = lineFeed ?? bytes.count
      let line = String(decoding: bytes[lineStart..<lineEnd], as: UTF8.self).trimmingSpaces
      lines += 1
      if line == "---" {
        (self.name, self.yield, end, self.lines) = (
          name, yield, min(lineEnd + 1, bytes.count + 1), lines
        )
        return
      }
      if let colon = line.firstIndex(of: ":") {
        let key = line[..<colon].lowercased().trimmingSpaces
        let isQuote = { (character: Character) in character == "\"" || character == "'" }
        let value = String(
          line[line.index(after: colon)...].trimmingSpaces.drop(while: isQuote).reversed()
            .drop(while: isQuote).reversed())
        if key == "title" || key == "name", !value.isEmpty { name = value }
        if ["servings", "serves", "yield", "yields", "portions"].contains(key) {
          yield = TextRecipeReader.yield(of: "Servings: " + value) ?? yield
        }
      }
      guard let lineFeed else { break }
      lineStart = lineFeed + 1
    }
  }
}
