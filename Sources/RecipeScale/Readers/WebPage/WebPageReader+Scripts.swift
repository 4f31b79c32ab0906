extension WebPageReader {
  /// The byte ranges of the contents of every `<script>` typed `application/ld+json`.
  ///
  /// One forward pass: each `<script` tag is read up to its `>`, then its
  /// contents up to `</script`. A tag or script that never ends stops the scan
  /// (an unterminated JSON-LD script runs to the end of the page), so no byte
  /// is looked at more than a fixed number of times. A script inside an HTML
  /// comment (`<!-- <script …> -->`) is none, as for a browser; a comment that
  /// never closes hides nothing, since a page with one is more likely sloppy
  /// than hiding the rest of itself.
  static func jsonLDBlocks(in bytes: Span<UInt8>) -> [Range<Int>] {
    // The words looked for, made once a page: the scan asks at every `<`.
    let scriptStart = Array("<script".utf8)
    let scriptEnd = Array("</script".utf8)
    var blocks: [Range<Int>] = []
    var index = 0
    // Once no `-->` follows some offset, none follows any later one: not
    // searching again keeps a page of unclosed comments linear.
    var commentsClose = true
    while let (open, isComment) = findScriptOrComment(scriptStart, in: bytes, from: index) {
      if isComment {
        let close = commentsClose ? commentEnd(in: bytes, from: open + 4) : nil
        if close == nil { commentsClose = false }
        index = close ?? open + 4
        continue
      }
      index = open + 7
      guard index < bytes.count else { break }
      // `<scripts` or `<script-x` is another tag.
      guard
        HTMLTag.isSpace(bytes[index]) || bytes[index] == UInt8(ascii: ">")
          || bytes[index] == UInt8(ascii: "/")
      else { continue }
      let attribute = Array("type".utf8)
      guard let (contentStart, type) = readTag(in: bytes, from: index, attribute: attribute) else {
        break
      }
      let isJSONLD = type.map { isJSONLDType(bytes.extracting($0)) } ?? false
      let close = find(scriptEnd, in: bytes, from: contentStart)
      if isJSONLD { blocks.append(contentStart..<(close ?? bytes.count)) }
      guard let close else { break }
      index = close + 8
    }
    return blocks
  }

  /// The `lang` of the page's first `<html>` tag, when it is a language tag.
  static func htmlLanguage(in bytes: Span<UInt8>) -> LanguageTag? {
    let htmlStart = Array("<html".utf8)
    var index = 0
    while let open = find(htmlStart, in: bytes, from: index) {
      index = open + 5
      guard index < bytes.count else { return nil }
      // `<html5` or `<html-x` is another tag.
      guard HTMLTag.isSpace(bytes[index]) || bytes[index] == UInt8(ascii: ">") else { continue }
      let attribute = Array("lang".utf8)
      guard let (_, lang) = readTag(in: bytes, from: index, attribute: attribute), let lang else {
        return nil
      }
      return LanguageTag(locale: String(utf8: bytes.extracting(lang)))
    }
    return nil
  }

  /// Reads a tag's attributes up to its `>`.
  ///
  /// - Parameters:
  ///   - bytes: The page.
  ///   - start: The offset just after the tag's name.
  ///   - attribute: The lowercase name of the attribute whose value is wanted.
  /// - Returns: Where the contents start and where the attribute's value is
  ///   (the last one, when it is given twice; `nil` when it is not), or `nil`
  ///   when the tag never ends.
  private static func readTag(in bytes: Span<UInt8>, from start: Int, attribute: [UInt8])
    -> (Int, Range<Int>?)?
  {
    guard let tag = HTMLTag.read(in: bytes, from: start) else { return nil }
    let found = tag.attributes.last { HTMLTag.isWord(attribute, in: bytes, range: $0.name) }
    return (tag.contentStart, found?.value)
  }

  /// The offset of the next `<script` (in any case) or `<!--`, and whether it is a comment.
  private static func findScriptOrComment(
    _ scriptStart: [UInt8], in bytes: Span<UInt8>, from start: Int
  ) -> (Int, isComment: Bool)? {
    var index = start
    while let open = ByteScan.firstIndex(of: UInt8(ascii: "<"), in: bytes, from: index) {
      if open + 4 <= bytes.count, bytes[open + 1] == UInt8(ascii: "!"),
        bytes[open + 2] == UInt8(ascii: "-"), bytes[open + 3] == UInt8(ascii: "-")
      {
        return (open, true)
      }
      if isWord(scriptStart, in: bytes, at: open) { return (open, false) }
      index = open + 1
    }
    return nil
  }

  /// The offset just after the first `-->` from an offset, or `nil`.
  private static func commentEnd(in bytes: Span<UInt8>, from start: Int) -> Int? {
    var index = start
    while let close = ByteScan.firstIndex(of: UInt8(ascii: ">"), in: bytes, from: index) {
      if close >= start + 2, bytes[close - 1] == UInt8(ascii: "-"),
        bytes[close - 2] == UInt8(ascii: "-")
      {
        return close + 1
      }
      index = close + 1
    }
    return nil
  }

  /// Whether a `type` value is `application/ld+json`, in any case, with any
  /// parameters after a `;` and any spaces around, and entities decoded
  /// (`application&#x2F;ld&#x2B;json`), as in any attribute.
  private static func isJSONLDType(_ written: Span<UInt8>) -> Bool {
    let bytes = [UInt8](copying: written)
    let value =
      bytes.contains(UInt8(ascii: "&"))
      ? Array(HTMLText.decoded(String(decoding: bytes, as: UTF8.self)).utf8) : bytes
    let media = value.prefix { $0 != UInt8(ascii: ";") }
      .drop(while: HTMLTag.isSpace).reversed().drop(while: HTMLTag.isSpace).reversed()
    return media.count == 19 && media.map { $0 | 0x20 }.elementsEqual("application/ld+json".utf8)
  }

  /// Whether a lowercase ASCII word stands at an offset, in any case, and
  /// fills `length` bytes there (the whole word, when none is given).
  private static func isWord(
    _ word: [UInt8], in bytes: Span<UInt8>, at offset: Int, length: Int? = nil
  ) -> Bool {
    guard (length ?? word.count) == word.count, offset + word.count <= bytes.count else {
      return false
    }
    var index = 0
    while index < word.count {
      if bytes[offset + index] | 0x20 != word[index] { return false }
      index += 1
    }
    return true
  }

  /// The offset of a lowercase ASCII word that starts with `<`, in any case,
  /// from an offset on.
  private static func find(_ pattern: [UInt8], in bytes: Span<UInt8>, from start: Int) -> Int? {
    var index = start
    // The `<` is found a word at a time; pages have one every few dozen bytes.
    while let open = ByteScan.firstIndex(of: pattern[0], in: bytes, from: index) {
      guard open + pattern.count <= bytes.count else { return nil }
      var matched = 1
      while matched < pattern.count, bytes[open + matched] | 0x20 == pattern[matched] {
        matched += 1
      }
      if matched == pattern.count { return open }
      index = open + 1
    }
    return nil
  }
}
