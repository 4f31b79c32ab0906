/// The script a letter is written in, as far as inflection needs to know:
/// Latin, which English rules may apply to, and the scripts recipes are most
/// often written in besides.
///
/// The Unicode `Script` property is not in the standard library, so each
/// script is known by the blocks that hold its letters.
public enum Script: String, Hashable, Sendable, CaseIterable {
  case latin = "Latin"
  case han = "Han"
  case hiragana = "Hiragana"
  case katakana = "Katakana"
  case hangul = "Hangul"
  case cyrillic = "Cyrillic"
  case greek = "Greek"
  case arabic = "Arabic"
  case hebrew = "Hebrew"
  case devanagari = "Devanagari"
  case thai = "Thai"
  /// A script not named here: Georgian, Armenian, Bengali, Ethiopic, …
  case other = "a non-Latin"

  /// The script of a letter, or `nil` when the scalar is no letter (a digit,
  /// a mark, punctuation, a space, an emoji).
  ///
  /// - Parameter scalar: One Unicode scalar.
  public init?(of scalar: Unicode.Scalar) {
    let value = scalar.value
    if value < 0x80 {
      let folded = value | 0x20
      guard folded >= 0x61, folded <= 0x7A else { return nil }
      self = .latin
      return
    }
    switch scalar.properties.generalCategory {
    case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter:
      break
    default:
      return nil
    }
    self = Script.letterScript(value)
  }

  /// The script of a scalar known to be a letter above ASCII.
  private static func letterScript(_ value: UInt32) -> Script {
    switch value {
    // Latin-1 letters, Latin Extended-A and -B, IPA, phonetic extensions,
    // Latin Extended Additional, -C, -D, -E, and the fullwidth forms.
    case 0x00AA, 0x00BA, 0x00C0...0x02AF, 0x1D00...0x1DBF, 0x1E00...0x1EFF, 0x2C60...0x2C7F,
      0xA720...0xA7FF, 0xAB30...0xAB6F, 0xFB00...0xFB06, 0xFF21...0xFF3A, 0xFF41...0xFF5A:
      .latin
    case 0x0370...0x03FF, 0x1F00...0x1FFF: .greek
    case 0x0400...0x052F, 0x1C80...0x1C8F, 0x2DE0...0x2DFF, 0xA640...0xA69F: .cyrillic
    case 0x0590...0x05FF, 0xFB1D...0xFB4F: .hebrew
    case 0x0600...0x06FF, 0x0750...0x077F, 0x08A0...0x08FF, 0xFB50...0xFDFF, 0xFE70...0xFEFF:
      .arabic
    case 0x0900...0x097F, 0xA8E0...0xA8FF: .devanagari
    case 0x0E00...0x0E7F: .thai
    case 0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xAC00...0xD7FF, 0xFFA0...0xFFDC:
      .hangul
    case 0x3040...0x309F: .hiragana
    // The prolonged sound mark ー is shared by both kana; it is counted with katakana.
    case 0x30A0...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9F: .katakana
    case 0x2E80...0x2FDF, 0x3005, 0x3007, 0x3021...0x3029, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xF900...0xFAFF, 0x20000...0x3FFFF:
      .han
    default: .other
    }
  }

  /// Whether every letter of a word is in Latin script, which English rules
  /// may inflect. A word with no letters at all is Latin for this purpose.
  ///
  /// - Parameter word: The word.
  /// - Returns: `false` as soon as one letter is in another script.
  public static func isLatin(_ word: Substring) -> Bool {
    // ASCII, the common case, is Latin or no letter at all: one byte scan.
    guard word.containsUTF8Byte(where: { $0 >= 0x80 }) else { return true }
    return !word.unicodeScalars.contains { scalar in
      guard let script = Script(of: scalar) else { return false }
      return script != .latin
    }
  }

  /// The language tag a recipe in this script most likely has, for messages:
  /// `zh` for Han, `ja` for kana; `nil` for Latin and scripts of many languages.
  public var likelyLanguage: String? {
    switch self {
    case .latin, .other: nil
    case .han: "zh"
    case .hiragana, .katakana: "ja"
    case .hangul: "ko"
    case .cyrillic: "ru"
    case .greek: "el"
    case .arabic: "ar"
    case .hebrew: "he"
    case .devanagari: "hi"
    case .thai: "th"
    }
  }
}
