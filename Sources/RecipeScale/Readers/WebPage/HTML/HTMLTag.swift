/// A start tag's attributes, read from a page's bytes without an HTML parser.
struct HTMLTag {
  /// One attribute: where its name is, and where its value is (`nil` for an
  /// attribute with no `=`, such as `itemscope`).
  struct Attribute {
    var name: Range<Int>
    var value: Range<Int>?
  }

  /// The attributes, in order.
  var attributes: [Attribute] = []
  /// Where the tag's contents start, just after its `>`.
  var contentStart: Int

  /// Reads a tag's attributes up to its `>`.
  ///
  /// - Parameters:
  ///   - bytes: The page.
  ///   - start: The offset just after the tag's name.
  /// - Returns: The tag, or `nil` when it never ends.
  static func read(in bytes: Span<UInt8>, from start: Int) -> HTMLTag? {
    var index = start
    var attributes: [Attribute] = []
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: ">") {
        return HTMLTag(attributes: attributes, contentStart: index + 1)
      }
      if isSpace(byte) || byte == UInt8(ascii: "/") {
        index += 1
        continue
      }
      let nameStart = index
      while index < bytes.count, !isSpace(bytes[index]),
        ![UInt8(ascii: "="), UInt8(ascii: ">"), UInt8(ascii: "/")].contains(bytes[index])
      {
        index += 1
      }
      let name = nameStart..<index
      if index == nameStart { index += 1 }  // a stray `=`: step over it
      while index < bytes.count, isSpace(bytes[index]) { index += 1 }
      guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else {
        if !name.isEmpty { attributes.append(Attribute(name: name, value: nil)) }
        continue
      }
      index += 1
      while index < bytes.count, isSpace(bytes[index]) { index += 1 }
      guard index < bytes.count else { return nil }
      let value: Range<Int>
      let quote = bytes[index]
      if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
        guard let end = ByteScan.firstIndex(of: quote, in: bytes, from: index + 1) else {
          return nil
        }
        value = (index + 1)..<end
        index = end + 1
      } else {
        let valueStart = index
        while index < bytes.count, !isSpace(bytes[index]), bytes[index] != UInt8(ascii: ">") {
          index += 1
        }
        value = valueStart..<index
      }
      attributes.append(Attribute(name: name, value: value))
    }
    return nil
  }

  /// The last attribute of a lowercase name, in any case, when the tag has it.
  ///
  /// - Parameters:
  ///   - name: The attribute's name, lowercase.
  ///   - bytes: The page the tag was read from.
  /// - Returns: The attribute, or `nil`.
  func attribute(_ name: String, in bytes: Span<UInt8>) -> Attribute? {
    attributes.last { HTMLTag.isWord(Array(name.utf8), in: bytes, range: $0.name) }
  }

  /// Whether a byte is HTML's white space.
  static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C
  }

  /// Whether a range of the page holds a lowercase ASCII word, in any case.
  static func isWord(_ word: [UInt8], in bytes: Span<UInt8>, range: Range<Int>) -> Bool {
    guard range.count == word.count, range.upperBound <= bytes.count else { return false }
    var index = 0
    while index < word.count {
      if bytes[range.lowerBound + index] | 0x20 != word[index] { return false }
      index += 1
    }
    return true
  }
}
