/// The language a recipe is written in, as a BCP 47 tag: `de`, `en-GB`, `zh-Hans-CN`.
///
/// Only the tag's shape is checked, not that its subtags are registered: a
/// recipe's tag is used to tell English from every other language, and a
/// well-formed tag nobody registered is still not English.
public struct LanguageTag: Hashable, Sendable {
  // Invariant: `text` is a primary subtag of 2 to 8 ASCII letters, followed by
  // any number of subtags of 1 to 8 ASCII letters or digits, each after one `-`.
  // `init?(_:)` is the only way to make a tag, and it checks exactly this.

  /// The tag as written: its case is kept, though it does not matter.
  public let text: String

  /// English, the language of a recipe that gives none.
  public static let english = LanguageTag(checked: "en")

  /// Creates a tag from its text, checking its shape.
  ///
  /// The initializer fails unless the text has the shape of a BCP 47 tag: a
  /// primary subtag of 2–3 or 4–8 ASCII letters, then any number of subtags
  /// of 1–8 ASCII letters or digits, each after a `-`. `de`, `en-GB`,
  /// `zh-Hans-CN` and `sr-Latn` pass; `de_DE`, `e`, `en-` and `english1` do not.
  ///
  /// - Parameter text: The tag as written.
  public init?(_ text: String) {
    var subtagLength = 0
    var isPrimary = true
    for byte in text.utf8 {
      if byte == UInt8(ascii: "-") {
        guard subtagLength >= (isPrimary ? 2 : 1) else { return nil }
        isPrimary = false
        subtagLength = 0
        continue
      }
      let folded = byte | 0x20
      let isLetter = folded >= UInt8(ascii: "a") && folded <= UInt8(ascii: "z")
      let isDigit = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
      guard isLetter || (isDigit && !isPrimary) else { return nil }
      subtagLength += 1
      guard subtagLength <= 8 else { return nil }
    }
    guard subtagLength >= (isPrimary ? 2 : 1) else { return nil }
    self.text = text
  }

  /// Creates a tag from a language a source names in its own way: spaces
  /// around, a POSIX locale's `_` for `-` and its `.UTF-8` or `@euro` after
  /// (`de_DE.UTF-8` is `de-DE`). Fails as ``init(_:)`` does, and also for a
  /// primary subtag longer than 3 letters: no language has one, and pages
  /// that write `German` or `English` mean a name, not a tag.
  ///
  /// - Parameter text: The language as the source writes it.
  init?(locale text: String) {
    let tag = text.trimmingSpaces.prefix { $0 != "." && $0 != "@" }
      .map { $0 == "_" ? "-" : $0 }
    guard tag.prefix(while: { $0 != "-" }).count <= 3 else { return nil }
    self.init(String(tag))
  }

  /// Creates a tag from text known to have the shape.
  private init(checked text: String) {
    self.text = text
  }

  /// The primary subtag in lowercase: `en` for `en-GB`, `zh` for `ZH-Hant`.
  public var primaryLanguage: String {
    let subtag = text.utf8.prefix { $0 != UInt8(ascii: "-") }
    return String(decoding: subtag.map { $0 | 0x20 }, as: UTF8.self)
  }

  /// Whether the tag is English (`en`, `en-US`, `EN-gb`): its primary subtag
  /// is `en` in any case.
  public var isEnglish: Bool {
    let bytes = text.utf8
    guard bytes.count >= 2 else { return false }
    let first = bytes[bytes.startIndex] | 0x20
    let second = bytes[bytes.index(after: bytes.startIndex)] | 0x20
    guard first == UInt8(ascii: "e"), second == UInt8(ascii: "n") else { return false }
    return bytes.count == 2
      || bytes[bytes.index(bytes.startIndex, offsetBy: 2)] == UInt8(ascii: "-")
  }
}

extension LanguageTag: CustomStringConvertible {
  /// The tag as written.
  public var description: String { text }
}
