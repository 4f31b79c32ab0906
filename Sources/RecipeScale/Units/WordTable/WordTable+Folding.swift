/// How a word's bytes fold before a table compares them.
///
/// ASCII, Latin-1, Latin Extended-A and Cyrillic capitals become small letters
/// and periods are dropped. Turkish `I` folds to `i`, as in English, not to `ı`.
/// Folding works on UTF-8 bytes, not on Characters, as the line reader holds
/// its text; it never lengthens a word.
extension WordTable {
  /// Calls `body` with each folded byte of a word.
  ///
  /// - Parameters:
  ///   - word: A word's bytes, as a line holds them.
  ///   - body: What to do with each folded byte.
  static func forEachFolded(_ word: Span<UInt8>, _ body: (UInt8) -> Void) {
    var index = 0
    while index < word.count {
      let byte = word[index]
      let next = index + 1
      if byte == UInt8(ascii: ".") {
        index = next
        continue
      }
      if byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") {
        body(byte | 0x20)
        index = next
        continue
      }
      // Latin-1 capitals À…Þ (but not ×) are C3 80…9E; their small letters are C3 A0…BE.
      if byte == 0xC3, next < word.count {
        let second = word[next]
        body(byte)
        body(second >= 0x80 && second <= 0x9E && second != 0x97 ? second | 0x20 : second)
        index = next + 1
        continue
      }
      // Latin Extended-A (C4, C5) and Cyrillic (D0, D1): two bytes, a small letter of two.
      if byte == 0xC4 || byte == 0xC5 || byte == 0xD0 || byte == 0xD1, next < word.count {
        let small = smallLetter(UInt32(byte & 0x1F) << 6 | UInt32(word[next] & 0x3F))
        body(0xC0 | UInt8(truncatingIfNeeded: small >> 6))
        body(0x80 | UInt8(truncatingIfNeeded: small & 0x3F))
        index = next + 1
        continue
      }
      body(byte)
      index = next
    }
  }

  /// The small letter of a capital in Latin Extended-A (U+0100…U+017F) or Cyrillic
  /// (U+0400…U+042F); any other scalar of U+0100…U+047F as it is.
  ///
  /// `İ` (U+0130) and `ı` (U+0131) are no pair, and `Ÿ` (U+0178) folds out of the block,
  /// so all three stay as they are.
  static func smallLetter(_ value: UInt32) -> UInt32 {
    switch value {
    case 0x100...0x12F, 0x132...0x137, 0x14A...0x177:
      return value | 1
    case 0x139...0x148, 0x179...0x17E:
      return value & 1 == 1 ? value + 1 : value
    case 0x400...0x40F:
      return value + 0x50
    case 0x410...0x42F:
      return value + 0x20
    default:
      return value
    }
  }

  /// Whether a word is folded already, so that folding leaves it as it is: it
  /// has no period, no ASCII capital, and no capital of the two-byte letters
  /// folding changes (Latin-1, Latin Extended-A, Cyrillic). Most words of the
  /// unit tables are written so (`tbsp`, `cuillère`, `łyżka`, `ложка`), and
  /// need no folded copy.
  ///
  /// - Parameter word: A word's UTF-8 bytes.
  /// - Returns: Whether ``folded(_:)`` gives the same bytes.
  static func isFolded(_ word: Span<UInt8>) -> Bool {
    var index = 0
    while index < word.count {
      let byte = word[index]
      index += 1
      if byte == UInt8(ascii: ".") || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) {
        return false
      }
      // The lead bytes ``forEachFolded(_:_:)`` reads a letter of two bytes at;
      // it copies the byte after one that ends the word.
      guard byte == 0xC3 || byte == 0xC4 || byte == 0xC5 || byte == 0xD0 || byte == 0xD1,
        index < word.count
      else { continue }
      let second = word[index]
      index += 1
      if byte == 0xC3 {
        if second >= 0x80 && second <= 0x9E && second != 0x97 { return false }
      } else {
        // Folding writes the letter again, so a second byte that is no
        // continuation byte would come out changed.
        let value = UInt32(byte & 0x1F) << 6 | UInt32(second & 0x3F)
        if second & 0xC0 != 0x80 || smallLetter(value) != value { return false }
      }
    }
    return true
  }

  /// A word's bytes, folded.
  ///
  /// - Parameter word: A word's UTF-8 bytes.
  /// - Returns: Its folded bytes.
  static func folded(_ word: Span<UInt8>) -> [UInt8] {
    var result: [UInt8] = []
    result.reserveCapacity(word.count)
    forEachFolded(word) { result.append($0) }
    return result
  }

  /// The other byte a word may start with when it folds to a word that starts
  /// with `lead`: an ASCII capital for a small letter, and the lead byte of a
  /// capital whose small letter has another (`Ŀ` is C4 BF and `ŀ` C5 80, `Я` is
  /// D0 AF and `я` D1 8F); `nil` when only `lead` itself folds so.
  ///
  /// - Parameter lead: The first byte of a folded word.
  /// - Returns: The other byte, or `nil`.
  static func capitalLead(of lead: UInt8) -> UInt8? {
    switch lead {
    case UInt8(ascii: "a")...UInt8(ascii: "z"): lead & ~0x20
    case 0xC5: 0xC4
    case 0xD1: 0xD0
    default: nil
    }
  }
}
