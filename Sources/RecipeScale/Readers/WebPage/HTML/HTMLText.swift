/// Turns the text of a schema.org field, which pages fill with HTML, into plain words.
enum HTMLText {
  /// Entities decoded (twice-encoded ones too), tags removed, white space collapsed.
  static func clean(_ text: String) -> String {
    collapsed(withoutTags(decoded(text)))
  }

  /// The lines of a text that may mark them with `<br>`, `<p>` or `<li>` as
  /// well as line breaks, each cleaned; empty lines left out.
  static func lines(_ text: String) -> [String] {
    lines(in: withoutTags(decoded(text), breakingLines: true).utf8.span)
  }

  /// The lines of UTF-8 text, each with its white space collapsed; empty
  /// lines left out.
  private static func lines(in bytes: Span<UInt8>) -> [String] {
    var lines: [String] = []
    var start = 0
    var index = 0
    while index <= bytes.count {
      let breakLength = index < bytes.count ? newlineLength(bytes, at: index) : 1
      guard breakLength > 0 else {
        index += 1
        continue
      }
      let line = collapsed(bytes.extracting(start..<index))
      if !line.isEmpty { lines.append(line) }
      index += breakLength
      start = index
    }
    return lines
  }

  /// Runs of white space, non-breaking spaces included, as one space; none at the ends.
  static func collapsed(_ text: String) -> String {
    isCollapsed(text.utf8.span) ? text : collapsed(text.utf8.span)
  }

  /// Whether text is already collapsed: words of ASCII letters and marks
  /// between single spaces, as most names and lines are.
  private static func isCollapsed(_ bytes: Span<UInt8>) -> Bool {
    guard bytes.isEmpty || bytes[0] != 0x20 && bytes[bytes.count - 1] != 0x20 else {
      return false
    }
    var previous: UInt8 = 0
    for index in bytes.indices {
      let byte = bytes[index]
      // Any byte above 127 may begin a non-breaking or other wide space.
      if byte >= 0x80 || (byte >= 0x09 && byte <= 0x0D) || (byte == 0x20 && previous == 0x20) {
        return false
      }
      previous = byte
    }
    return true
  }

  /// UTF-8 with runs of white space as one space and none at the ends.
  private static func collapsed(_ bytes: Span<UInt8>) -> String {
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count)
    var index = 0
    var pendingSpace = false
    while index < bytes.count {
      let space = whitespaceLength(bytes, at: index)
      if space > 0 {
        pendingSpace = !out.isEmpty
        index += space
        continue
      }
      if pendingSpace {
        out.append(0x20)
        pendingSpace = false
      }
      out.append(bytes[index])
      index += 1
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// The length of the white space character at an index, or 0: the
  /// Unicode White_Space set, which `Character.isWhitespace` tests, read
  /// from UTF-8 without a property lookup.
  private static func whitespaceLength(_ bytes: Span<UInt8>, at index: Int) -> Int {
    let byte = bytes[index]
    if byte < 0x80 { return byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) ? 1 : 0 }
    let rest = bytes.count - index
    switch byte {
    case 0xC2 where rest >= 2:
      return bytes[index + 1] == 0x85 || bytes[index + 1] == 0xA0 ? 2 : 0
    case 0xE1 where rest >= 3:
      return bytes[index + 1] == 0x9A && bytes[index + 2] == 0x80 ? 3 : 0  // U+1680
    case 0xE2 where rest >= 3:
      let (second, third) = (bytes[index + 1], bytes[index + 2])
      if second == 0x80 {
        // U+2000–200A, U+2028, U+2029, U+202F
        return third <= 0x8A || third == 0xA8 || third == 0xA9 || third == 0xAF ? 3 : 0
      }
      return second == 0x81 && third == 0x9F ? 3 : 0  // U+205F
    case 0xE3 where rest >= 3:
      return bytes[index + 1] == 0x80 && bytes[index + 2] == 0x80 ? 3 : 0  // U+3000
    default:
      return 0
    }
  }

  /// The length of the line break at an index, or 0: what `Character.isNewline`
  /// tests (LF, VT, FF, CR, NEL, U+2028, U+2029); CR LF counts as one.
  private static func newlineLength(_ bytes: Span<UInt8>, at index: Int) -> Int {
    let byte = bytes[index]
    if byte == 0x0D { return index + 1 < bytes.count && bytes[index + 1] == 0x0A ? 2 : 1 }
    if byte >= 0x0A && byte <= 0x0C { return 1 }
    if byte == 0xC2, index + 1 < bytes.count, bytes[index + 1] == 0x85 { return 2 }
    if byte == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80,
      bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9
    {
      return 3
    }
    return 0
  }

  /// Entities decoded; pages often encode twice (`&amp;#189;`), so up to three passes.
  static func decoded(_ text: String) -> String {
    var current = text
    for _ in 0..<3 {
      guard current.utf8.contains(UInt8(ascii: "&")) else { break }
      let next = decodedOnce(current)
      if next == current { break }
      current = next
    }
    return current
  }

  private static func decodedOnce(_ text: String) -> String {
    let bytes = Array(text.utf8)
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count)
    var index = 0
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "&"), let (scalars, length) = entity(in: bytes, at: index) {
        out.append(contentsOf: Array(scalars.utf8))
        index += length
      } else {
        out.append(bytes[index])
        index += 1
      }
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// The text of the entity starting at an `&`, and its length in bytes.
  private static func entity(in bytes: [UInt8], at start: Int) -> (String, Int)? {
    var index = start + 1
    guard index < bytes.count else { return nil }
    if bytes[index] == UInt8(ascii: "#") {
      index += 1
      var radix: UInt32 = 10
      if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "x") {
        radix = 16
        index += 1
      }
      var value: UInt32 = 0
      var digits = 0
      while index < bytes.count, digits < 8, let digit = digitValue(bytes[index], radix: radix) {
        value = value * radix + digit
        digits += 1
        index += 1
      }
      guard digits > 0 else { return nil }
      // The `;` is often left out after a number; the number still ends there.
      if index < bytes.count, bytes[index] == UInt8(ascii: ";") { index += 1 }
      let scalar = Unicode.Scalar(value).flatMap { $0.value == 0 ? nil : $0 } ?? "\u{FFFD}"
      return (String(Character(scalar)), index - start)
    }
    let nameStart = index
    while index < bytes.count, index - nameStart < 10,
      (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(bytes[index] | 0x20)
        || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index])
    {
      index += 1
    }
    guard index < bytes.count, bytes[index] == UInt8(ascii: ";"), index > nameStart,
      let text = named[String(decoding: bytes[nameStart..<index], as: UTF8.self)]
    else { return nil }
    return (text, index + 1 - start)
  }

  private static func digitValue(_ byte: UInt8, radix: UInt32) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f") where radix == 16:
      UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F") where radix == 16:
      UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }

  /// The named entities recipe pages use.
  private static let named: [String: String] = [
    "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{A0}",
    "ndash": "–", "mdash": "—", "hellip": "…", "lsquo": "‘", "rsquo": "’", "sbquo": "‚",
    "ldquo": "“", "rdquo": "”", "bdquo": "„", "laquo": "«", "raquo": "»", "deg": "°",
    "frac12": "½", "frac14": "¼", "frac34": "¾", "frac13": "⅓", "frac23": "⅔", "frac18": "⅛",
    "frac38": "⅜", "frac58": "⅝", "frac78": "⅞", "frac15": "⅕", "frac16": "⅙",
    "times": "×", "divide": "÷", "middot": "·", "bull": "•", "copy": "©", "reg": "®",
    "trade": "™", "euro": "€", "pound": "£", "cent": "¢", "sect": "§", "shy": "",
    "thinsp": "\u{2009}", "ensp": "\u{2002}", "emsp": "\u{2003}", "zwj": "", "zwnj": "",
    "minus": "−", "frasl": "⁄", "sup1": "¹", "sup2": "²", "sup3": "³", "micro": "µ",
    "iexcl": "¡", "iquest": "¿", "ordm": "º", "ordf": "ª",
    "aacute": "á", "agrave": "à", "acirc": "â", "auml": "ä", "atilde": "ã", "aring": "å",
    "eacute": "é", "egrave": "è", "ecirc": "ê", "euml": "ë",
    "iacute": "í", "igrave": "ì", "icirc": "î", "iuml": "ï",
    "oacute": "ó", "ograve": "ò", "ocirc": "ô", "ouml": "ö", "otilde": "õ", "oslash": "ø",
    "uacute": "ú", "ugrave": "ù", "ucirc": "û", "uuml": "ü",
    "yacute": "ý", "yuml": "ÿ", "ntilde": "ñ", "ccedil": "ç", "szlig": "ß",
    "aelig": "æ", "oelig": "œ",
    "Aacute": "Á", "Agrave": "À", "Acirc": "Â", "Auml": "Ä", "Atilde": "Ã", "Aring": "Å",
    "Eacute": "É", "Egrave": "È", "Ecirc": "Ê", "Euml": "Ë",
    "Iacute": "Í", "Igrave": "Ì", "Icirc": "Î", "Iuml": "Ï",
    "Oacute": "Ó", "Ograve": "Ò", "Ocirc": "Ô", "Ouml": "Ö", "Otilde": "Õ", "Oslash": "Ø",
    "Uacute": "Ú", "Ugrave": "Ù", "Ucirc": "Û", "Uuml": "Ü",
    "Yacute": "Ý", "Ntilde": "Ñ", "Ccedil": "Ç", "AElig": "Æ", "OElig": "Œ",
  ]

  /// The text without HTML tags: a `<` followed by a letter, `/` or `!` up to
  /// the next `>`. A `<` before anything else (`< 5 minutes`) is text.
  private static func withoutTags(_ text: String, breakingLines: Bool = false) -> String {
    guard text.utf8.contains(UInt8(ascii: "<")) else { return text }
    let bytes = Array(text.utf8)
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count)
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      guard byte == UInt8(ascii: "<"), index + 1 < bytes.count, isTagStart(bytes[index + 1])
      else {
        out.append(byte)
        index += 1
        continue
      }
      // With no `>` left, no tag follows either: stop, so `<a<a<a…` stays linear.
      guard let close = bytes[(index + 1)...].firstIndex(of: UInt8(ascii: ">")) else {
        out.append(contentsOf: bytes[index...])
        break
      }
      let name = bytes[(index + 1)..<close].drop { $0 == UInt8(ascii: "/") }
        .prefix { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0 | 0x20) }
      let lower = String(decoding: name.map { $0 | 0x20 }, as: UTF8.self)
      // A block tag separates words (`<p>a</p><p>b</p>`), and with lines wanted, lines.
      if blockTags.contains(lower) {
        out.append(breakingLines ? 0x0A : 0x20)
      }
      index = close + 1
    }
    return String(decoding: out, as: UTF8.self)
  }

  private static let blockTags: Set<String> = [
    "br", "p", "li", "div", "ul", "ol", "h1", "h2", "h3", "h4", "tr",
  ]

  private static func isTagStart(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) || byte == UInt8(ascii: "/")
      || byte == UInt8(ascii: "!")
  }
}
