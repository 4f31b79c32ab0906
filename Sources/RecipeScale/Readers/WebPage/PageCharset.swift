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
  package static func declaredLabel(in page: UnsafeBufferPointer<UInt8>) -> String? {
    // Searches stop at the window's end, so a huge page costs no more than a small one.
    let page = UnsafeBufferPointer(rebasing: page.prefix(window))
    let end = page.count
    var index = 0
    while index < end {
      guard let open = ByteScan.firstIndex(of: UInt8(ascii: "<"), in: page, from: index),
        open < end
      else { return nil }
      index = open + 1
      if starts("<!--", in: page, at: open, end: end) {
        // A comment hides what it holds; one that never closes hides the rest.
        guard let close = commentEnd(in: page, from: open + 4, end: end) else { return nil }
        index = close
      } else if starts("<meta", in: page, at: open, end: end), open + 5 < end,
        isSpace(page[open + 5]) || page[open + 5] == UInt8(ascii: "/")
      {
        let (after, label) = metaLabel(in: page, from: open + 5, end: end)
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
  private static func metaLabel(
    in page: UnsafeBufferPointer<UInt8>, from start: Int, end: Int
  ) -> (Int, String?) {
    var charset: String?
    var isContentType = false
    var content: Slice<UnsafeBufferPointer<UInt8>>?
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
      let name = page[nameStart..<index]
      if index == nameStart { index += 1 }  // a stray `=`: step over it
      while index < end, isSpace(page[index]) { index += 1 }
      guard index < end, page[index] == UInt8(ascii: "=") else { continue }
      index += 1
      while index < end, isSpace(page[index]) { index += 1 }
      guard index < end else { break }
      let value: Slice<UnsafeBufferPointer<UInt8>>
      let quote = page[index]
      if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
        var close = index + 1
        while close < end, page[close] != quote { close += 1 }
        value = page[(index + 1)..<close]
        index = min(close + 1, end)
      } else {
        let valueStart = index
        while index < end, !isSpace(page[index]), page[index] != UInt8(ascii: ">") { index += 1 }
        value = page[valueStart..<index]
      }
      // The first of an attribute given twice counts, as in a browser.
      if equalsLowercase(name, "charset") {
        if charset == nil { charset = label(value) }
      } else if equalsLowercase(name, "http-equiv") {
        isContentType = isContentType || equalsLowercase(trimmed(value), "content-type")
      } else if equalsLowercase(name, "content"), content == nil {
        content = value
      }
    }
    let after = min(index + 1, end)
    if let charset, !charset.isEmpty { return (after, charset) }
    if isContentType, let content, let found = contentCharset(content) { return (after, found) }
    return (after, nil)
  }

  /// The charset of a `content` value such as `text/html; charset=ISO-8859-1`:
  /// after `charset`, spaces and `=`, a quoted value or one that runs to a
  /// space or `;`.
  private static func contentCharset(_ content: Slice<UnsafeBufferPointer<UInt8>>) -> String? {
    var index = content.startIndex
    while index + 7 <= content.endIndex {
      guard equalsLowercase(content[index..<(index + 7)], "charset") else {
        index += 1
        continue
      }
      var at = index + 7
      while at < content.endIndex, isSpace(content[at]) { at += 1 }
      guard at < content.endIndex, content[at] == UInt8(ascii: "=") else {
        index += 7
        continue
      }
      at += 1
      while at < content.endIndex, isSpace(content[at]) { at += 1 }
      guard at < content.endIndex else { return nil }
      let quote = content[at]
      if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
        guard let close = content[(at + 1)...].firstIndex(of: quote) else { return nil }
        return label(content[(at + 1)..<close])
      }
      var stop = at
      while stop < content.endIndex, !isSpace(content[stop]), content[stop] != UInt8(ascii: ";") {
        stop += 1
      }
      return label(content[at..<stop])
    }
    return nil
  }

  /// A label as written, lowercased and trimmed; `nil` for one that is empty,
  /// too long or not ASCII, which names no encoding.
  private static func label(_ written: Slice<UnsafeBufferPointer<UInt8>>) -> String? {
    let bytes = trimmed(written)
    guard !bytes.isEmpty, bytes.count <= 40, bytes.allSatisfy({ $0 > 0x20 && $0 < 0x7F }) else {
      return nil
    }
    return String(decoding: bytes.map { lowercase($0) }, as: UTF8.self)
  }

  /// The offset just after the first `-->` from an offset, before `end`, or `nil`.
  private static func commentEnd(in page: UnsafeBufferPointer<UInt8>, from start: Int, end: Int)
    -> Int?
  {
    var index = start
    while let close = ByteScan.firstIndex(of: UInt8(ascii: ">"), in: page, from: index),
      close < end
    {
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
  private static func starts(
    _ word: StaticString, in page: UnsafeBufferPointer<UInt8>, at offset: Int, end: Int
  ) -> Bool {
    let count = word.utf8CodeUnitCount
    guard offset + count <= end else { return false }
    return equalsLowercase(page[offset..<(offset + count)], word)
  }

  /// Whether bytes are a lowercase ASCII word, in any case.
  private static func equalsLowercase(
    _ bytes: Slice<UnsafeBufferPointer<UInt8>>, _ word: StaticString
  ) -> Bool {
    let pattern = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
    return bytes.count == pattern.count && bytes.lazy.map(lowercase).elementsEqual(pattern)
  }

  private static func trimmed(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Slice<
    UnsafeBufferPointer<UInt8>
  > {
    var start = bytes.startIndex
    var end = bytes.endIndex
    while start < end, isSpace(bytes[start]) { start += 1 }
    while end > start, isSpace(bytes[end - 1]) { end -= 1 }
    return bytes[start..<end]
  }

  private static func lowercase(_ byte: UInt8) -> UInt8 {
    byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
  }

  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C
  }
}
