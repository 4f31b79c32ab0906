/// The character encoding a saved page declares in a `<meta>` tag, found the
/// way a browser's prescan finds it (the WHATWG HTML standard, "prescan a byte
/// stream to determine its encoding").
///
/// A page saved with `curl -o` loses the HTTP header that named its encoding;
/// the `<meta>` tag is what is left. Only the first ``window`` bytes are looked
/// at, outside comments: `<meta charset="…">`, or `<meta http-equiv="Content-Type"
/// content="text/html; charset=…">`, attributes in any order, case and quoting.
package enum PageCharset {
  /// How far into a page a declaration is looked for. A browser looks at the
  /// first 1024 bytes; saved pages put long comments, styles and scripts
  /// first, and the scan stays bounded.
  package static let window = 64 * 1024

  /// The labels the WHATWG Encoding standard gives `windows-1252`: browsers
  /// read a page labelled Latin-1 or ASCII as Windows-1252, its superset.
  private static let windows1252Labels: Set<String> = [
    "ansi_x3.4-1968", "ascii", "cp1252", "cp819", "csisolatin1", "ibm819", "iso-8859-1",
    "iso-ir-100", "iso8859-1", "iso88591", "iso_8859-1", "iso_8859-1:1987", "l1", "latin1",
    "us-ascii", "windows-1252", "x-cp1252",
  ]

  /// The label of the encoding a page declares, lowercased, with the white
  /// space around it removed; `nil` when none is declared.
  ///
  /// - Parameter page: The page's bytes, in any encoding that keeps ASCII as ASCII.
  /// - Returns: The first declaration's label, such as `iso-8859-1`.
  package static func declaredLabel(in page: Span<UInt8>) -> String? {
    // Searches stop at the window's end, so a huge page costs no more than a small one.
    let page = page.extracting(first: window)
    var index = 0
    while let open = ByteScan.firstIndex(of: UInt8(ascii: "<"), in: page, from: index) {
      index = open + 1
      if starts("<!--", in: page, at: open) {
        // A comment hides what it holds; one that never closes hides the rest.
        guard let close = commentEnd(in: page, from: open + 4) else { return nil }
        index = close
      } else if starts("<meta", in: page, at: open), open + 5 < page.count,
        isSpace(page[open + 5]) || page[open + 5] == UInt8(ascii: "/")
      {
        let (after, label) = metaLabel(in: page, from: open + 5)
        if let label { return label }
        index = after
      }
    }
    return nil
  }

  /// Whether a label names Windows-1252 for a browser: `iso-8859-1`,
  /// `latin1`, `windows-1252`, `us-ascii` and the rest of the standard's list.
  ///
  /// - Parameter label: A label as ``declaredLabel(in:)`` gives it.
  /// - Returns: Whether a browser reads a page so labelled as Windows-1252.
  package static func isWindows1252(_ label: String) -> Bool {
    windows1252Labels.contains(label)
  }

  /// Reads a `<meta>` tag's attributes up to its `>`.
  ///
  /// - Returns: The offset after the tag, and the label it declares, if any.
  private static func metaLabel(in page: Span<UInt8>, from start: Int) -> (Int, String?) {
    let end = page.count
    var charset: String?
    var isContentType = false
    var content: Range<Int>?
    var index = start
    while index < end, page[index] != UInt8(ascii: ">") {
      if isSpace(page[index]) || page[index] == UInt8(ascii: "/") {
        index += 1
        continue
      }
      let nameStart = index
      while index < end, !isSpace(page[index]),
        ![UInt8(ascii: "="), UInt8(ascii: ">"), UInt8(ascii: "/")].contains(page[index])
      {
        index += 1
      }
      let name = page.extracting(nameStart..<index)
      if index == nameStart { index += 1 }  // a stray `=`: step over it
      while index < end, isSpace(page[index]) { index += 1 }
      guard index < end, page[index] == UInt8(ascii: "=") else { continue }
      index += 1
      while index < end, isSpace(page[index]) { index += 1 }
      guard index < end else { break }
      let value: Range<Int>
      let quote = page[index]
      if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
        var close = index + 1
        while close < end, page[close] != quote { close += 1 }
        value = (index + 1)..<close
        index = min(close + 1, end)
      } else {
        let valueStart = index
        while index < end, !isSpace(page[index]), page[index] != UInt8(ascii: ">") { index += 1 }
        value = valueStart..<index
      }
      // The first of an attribute given twice counts, as in a browser.
      if equalsLowercase(name, "charset") {
        if charset == nil { charset = label(page.extracting(value)) }
      } else if equalsLowercase(name, "http-equiv") {
        isContentType =
          isContentType || equalsLowercase(page.extracting(trimmed(page, value)), "content-type")
      } else if equalsLowercase(name, "content"), content == nil {
        content = value
      }
    }
    let after = min(index + 1, end)
    if let charset, !charset.isEmpty { return (after, charset) }
    if isContentType, let content, let found = contentCharset(page.extracting(content)) {
      return (after, found)
    }
    return (after, nil)
  }

  /// The charset of a `content` value such as `text/html; charset=ISO-8859-1`:
  /// after `charset`, spaces and `=`, a quoted value or one that runs to a
  /// space or `;`.
  private static func contentCharset(_ content: Span<UInt8>) -> String? {
    let end = content.count
    var index = 0
    while index + 7 <= end {
      guard equalsLowercase(content.extracting(index..<(index + 7)), "charset") else {
        index += 1
        continue
      }
      var at = index + 7
      while at < end, isSpace(content[at]) { at += 1 }
      guard at < end, content[at] == UInt8(ascii: "=") else {
        index += 7
        continue
      }
      at += 1
      while at < end, isSpace(content[at]) { at += 1 }
      guard at < end else { return nil }
      let quote = content[at]
      if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
        guard let close = ByteScan.firstIndex(of: quote, in: content, from: at + 1) else {
          return nil
        }
        return label(content.extracting((at + 1)..<close))
      }
      var stop = at
      while stop < end, !isSpace(content[stop]), content[stop] != UInt8(ascii: ";") {
        stop += 1
      }
      return label(content.extracting(at..<stop))
    }
    return nil
  }

  /// A label as written, lowercased and trimmed; `nil` for one that is empty,
  /// too long or not ASCII, which names no encoding.
  private static func label(_ written: Span<UInt8>) -> String? {
    let range = trimmed(written, written.indices)
    guard !range.isEmpty, range.count <= 40,
      range.allSatisfy({ written[$0] > 0x20 && written[$0] < 0x7F })
    else {
      return nil
    }
    return String(decoding: range.map { lowercase(written[$0]) }, as: UTF8.self)
  }

  /// The offset just after the first `-->` from an offset, or `nil`.
  private static func commentEnd(in page: Span<UInt8>, from start: Int) -> Int? {
    var index = start
    while let close = ByteScan.firstIndex(of: UInt8(ascii: ">"), in: page, from: index) {
      if close >= start + 2, page[close - 1] == UInt8(ascii: "-"),
        page[close - 2] == UInt8(ascii: "-")
      {
        return close + 1
      }
      index = close + 1
    }
    return nil
  }

  /// Whether a lowercase ASCII word stands at an offset, in any case.
  private static func starts(_ word: String, in page: Span<UInt8>, at offset: Int) -> Bool {
    let count = word.utf8.count
    guard offset + count <= page.count else { return false }
    return equalsLowercase(page.extracting(offset..<(offset + count)), word)
  }

  /// Whether bytes are a lowercase ASCII word, in any case.
  private static func equalsLowercase(_ bytes: Span<UInt8>, _ word: String) -> Bool {
    guard bytes.count == word.utf8.count else { return false }
    var index = 0
    for expected in word.utf8 {
      guard lowercase(bytes[index]) == expected else { return false }
      index += 1
    }
    return true
  }

  /// A range of bytes without the white space at its ends.
  private static func trimmed(_ bytes: Span<UInt8>, _ range: Range<Int>) -> Range<Int> {
    var start = range.lowerBound
    var end = range.upperBound
    while start < end, isSpace(bytes[start]) { start += 1 }
    while end > start, isSpace(bytes[end - 1]) { end -= 1 }
    return start..<end
  }

  private static func lowercase(_ byte: UInt8) -> UInt8 {
    byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
  }

  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C
  }
}
