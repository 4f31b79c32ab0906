/// An element of a page, as a scan of its tags finds it: its lowercase name,
/// where its start tag starts, and the tag's attributes.
///
/// A scan, not an HTML parser: an element ends at its matching end tag, a
/// `<li>` or `<p>` also where the next one starts or its list ends, and a void
/// element (`<meta>`, `<br>`) at once.
struct HTMLElement {
  /// The element's name, lowercase.
  var name: String
  /// Where its start tag's `<` is.
  var start: Int
  /// Its start tag's attributes, and where its contents start.
  var tag: HTMLTag

  /// Elements that have no contents and no end tag.
  private static let voidElements: Set<String> = [
    "meta", "link", "br", "img", "input", "hr", "source", "area", "base", "col", "embed", "wbr",
  ]

  /// The elements of a page, in page order, outside comments, scripts and
  /// styles, those `keeping` accepts.
  ///
  /// - Parameters:
  ///   - bytes: The page.
  ///   - keeping: Whether an element of a name and a start tag is wanted.
  /// - Returns: The elements.
  static func all(in bytes: Span<UInt8>, keeping: (String, HTMLTag) -> Bool) -> [HTMLElement] {
    var elements: [HTMLElement] = []
    var index = 0
    while let open = ByteScan.firstIndex(of: UInt8(ascii: "<"), in: bytes, from: index) {
      index = open + 1
      if starts("<!--", in: bytes, at: open) {
        guard let close = find("-->", in: bytes, from: open + 4) else { break }
        index = close + 3
        continue
      }
      var nameEnd = open + 1
      while nameEnd < bytes.count, isNameByte(bytes[nameEnd], first: nameEnd == open + 1) {
        nameEnd += 1
      }
      guard nameEnd > open + 1 else { continue }
      let name = String(utf8: bytes.extracting(open + 1..<nameEnd)).lowercased()
      guard let tag = HTMLTag.read(in: bytes, from: nameEnd) else { break }
      index = tag.contentStart
      if name == "script" || name == "style" {
        // Their contents are no markup.
        guard let close = find("</" + name, in: bytes, from: index) else { break }
        index = close
        continue
      }
      if keeping(name, tag) { elements.append(HTMLElement(name: name, start: open, tag: tag)) }
    }
    return elements
  }

  /// Where the element's contents end, reading ahead at most as far as a
  /// budget allows: reading ahead for elements that never end could make a
  /// scan quadratic, so past the budget an element is taken as empty.
  ///
  /// - Parameters:
  ///   - bytes: The page.
  ///   - budget: The bytes left to read ahead, less those this reads.
  /// - Returns: The offset of the end.
  func end(in bytes: Span<UInt8>, budget: inout Int) -> Int {
    if HTMLElement.voidElements.contains(name) || budget <= 0 { return tag.contentStart }
    let end = contentEnd(in: bytes)
    budget -= end - tag.contentStart
    return end
  }

  /// The element's contents as HTML, within a budget as ``end(in:budget:)`` reads.
  func contents(in bytes: Span<UInt8>, budget: inout Int) -> String {
    let end = end(in: bytes, budget: &budget)
    return String(utf8: bytes.extracting(tag.contentStart..<max(tag.contentStart, end)))
  }

  /// Where the contents end: at the matching end tag; for a `<li>`, `<p>`, `<dd>`
  /// or `<dt>` also where the next of its kind starts or its list ends; at the
  /// page's end when nothing ends it.
  private func contentEnd(in bytes: Span<UInt8>) -> Int {
    let implied: [String] =
      switch name {
      case "li": ["<li", "</ul", "</ol"]
      case "p": ["<p", "</div", "</td", "</li"]
      case "dd", "dt": ["<dd", "<dt", "</dl"]
      default: []
      }
    var depth = 0
    var index = tag.contentStart
    while let open = ByteScan.firstIndex(of: UInt8(ascii: "<"), in: bytes, from: index) {
      index = open + 1
      let closing = open + 1 < bytes.count && bytes[open + 1] == UInt8(ascii: "/")
      let nameStart = closing ? open + 2 : open + 1
      if HTMLElement.isTagName(name, in: bytes, at: nameStart) {
        if closing {
          if depth == 0 { return open }
          depth -= 1
        } else if implied.isEmpty {
          depth += 1
        } else if depth == 0 {
          return open
        }
        continue
      }
      if depth == 0,
        implied.contains(where: {
          HTMLElement.starts($0, in: bytes, at: open)
            && HTMLElement.isTagEnd(bytes, open + $0.utf8.count)
        })
      {
        return open
      }
    }
    return bytes.count
  }

  /// Whether a tag's name, in any case, stands at an offset and ends there.
  private static func isTagName(_ name: String, in bytes: Span<UInt8>, at offset: Int) -> Bool {
    let word = Array(name.utf8)
    return HTMLTag.isWord(word, in: bytes, range: offset..<(offset + word.count))
      && isTagEnd(bytes, offset + word.count)
  }

  /// Whether a tag's name ends at an offset: a space, `>` or `/` follows.
  private static func isTagEnd(_ bytes: Span<UInt8>, _ offset: Int) -> Bool {
    offset >= bytes.count || HTMLTag.isSpace(bytes[offset]) || bytes[offset] == UInt8(ascii: ">")
      || bytes[offset] == UInt8(ascii: "/")
  }

  /// Whether a byte may be in a tag's name.
  private static func isNameByte(_ byte: UInt8, first: Bool) -> Bool {
    let letter = (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    if first { return letter }
    return letter || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
      || byte == UInt8(ascii: "-")
  }

  /// Whether ASCII text stands at an offset, in any case.
  static func starts(_ text: String, in bytes: Span<UInt8>, at offset: Int) -> Bool {
    let word = Array(text.lowercased().utf8)
    return HTMLTag.isWord(word, in: bytes, range: offset..<(offset + word.count))
  }

  /// The offset of ASCII text, in any case, from an offset on.
  static func find(_ text: String, in bytes: Span<UInt8>, from start: Int) -> Int? {
    let first = Array(text.lowercased().utf8)[0]
    // A letter first may be a capital: the earlier of the two is looked at.
    let capital = first >= UInt8(ascii: "a") && first <= UInt8(ascii: "z") ? first & ~0x20 : first
    // Each case's next place is kept until it is passed: a page with few of
    // one case is scanned for it once, not once for each of the other.
    var small = ByteScan.firstIndex(of: first, in: bytes, from: start)
    var large = capital == first ? nil : ByteScan.firstIndex(of: capital, in: bytes, from: start)
    while let found = [small, large].compactMap({ $0 }).min() {
      if starts(text, in: bytes, at: found) { return found }
      if found == small { small = ByteScan.firstIndex(of: first, in: bytes, from: found + 1) }
      if found == large { large = ByteScan.firstIndex(of: capital, in: bytes, from: found + 1) }
    }
    return nil
  }
}
