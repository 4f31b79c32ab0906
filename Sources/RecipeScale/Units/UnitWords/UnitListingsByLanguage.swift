import Synchronization

/// The first listing of every spelling of the unit tables of the languages
/// other than English: a `Dictionary` for each language, built the first time
/// a lookup may find its spelling there.
///
/// A run looks up the few units its recipes write, and most of them are no
/// word of most languages (`thigh`, `To taste`, `(14 oz)`): hashing the
/// hundreds of spellings of every language to say so was the largest cost of
/// a short run. What each language's spellings are is worked out first
/// without hashing them, and tells which languages a key may be in:
/// - a key of ASCII alone (`el`, `thigh`) only in a language that lists an
///   ASCII spelling of its hash: a filter of 1,024 bits a language, which
///   now and then lets a language be looked in for nothing, never the reverse;
/// - a key of the scripts of East Asia (`个`, `大さじ`, `큰술`) only in a language
///   that lists a spelling of them;
/// - any other key (`łyżka`, `cuillère`, `ст л`) only in a language that lists
///   another spelling that is not ASCII alone.
///
/// Keys compare as Swift compares strings, by canonical equivalence: `Stück`
/// written with a combining diaeresis is `Stück`. None of the three kinds is
/// equivalent to another: a precomposed letter decomposes within its own
/// scripts (`ç` is `c` and U+0327, not ASCII alone, and a Hangul syllable its
/// jamo, counted as East Asian), and the few scalars that do not, such as
/// U+037E for `;`, U+212A for `K` and U+2329 for U+3008, are in no key: a test checks.
final class UnitListingsByLanguage: Sendable {
  /// The kind of a key, as the languages it may be in are told by it.
  private enum Kind {
    /// ASCII alone, with the filter bit of its hash.
    case ascii(bit: Int)
    case eastAsian
    case other
  }

  /// The words of a language's filter of ASCII keys: 1,024 bits.
  private static let filterWords = 16

  /// For each language in turn, a bit for the hash of each of its spellings of ASCII alone.
  private let asciiFilters: [UInt64]
  /// Whether each language lists a spelling of the scripts of East Asia.
  private let hasEastAsianKey: [Bool]
  /// Whether each language lists a spelling neither ASCII alone nor of East Asia.
  private let hasOtherKey: [Bool]
  /// Each language's listings, once a lookup has needed them.
  private let built: Mutex<[[String: UnitListing]?]>
  /// Makes a language's listings, by its place among the tables.
  private let listings: @Sendable (Int) -> [String: UnitListing]

  /// Sums up each language's spellings; nothing is hashed yet.
  ///
  /// - Parameters:
  ///   - tables: Each language's groups of spellings, in table order.
  ///   - listings: The first listing of every spelling of a language, by its
  ///     key, from the language's place in `tables`.
  init(
    tables: ArraySlice<(language: String, groups: [UnitWords.Group])>,
    listings: @escaping @Sendable (Int) -> [String: UnitListing]
  ) {
    let filterWords = UnitListingsByLanguage.filterWords
    var asciiFilters = [UInt64](repeating: 0, count: tables.count * filterWords)
    var hasEastAsianKey = [Bool](repeating: false, count: tables.count)
    var hasOtherKey = [Bool](repeating: false, count: tables.count)
    for (language, table) in tables.enumerated() {
      func note(_ spellings: [String]) {
        for spelling in spellings {
          switch UnitListingsByLanguage.kind(of: spelling) {
          case .ascii(let bit):
            asciiFilters[language * filterWords + bit / 64] |= 1 << UInt64(bit % 64)
          case .eastAsian: hasEastAsianKey[language] = true
          case .other: hasOtherKey[language] = true
          }
        }
      }
      // The groups are read in place, by index: a copy of a group is a copy
      // of its kind and three arrays.
      let groups = table.groups
      for group in groups.indices {
        note(groups[group].singular)
        note(groups[group].plural)
        note(groups[group].abbreviations)
      }
    }
    self.asciiFilters = asciiFilters
    self.hasEastAsianKey = hasEastAsianKey
    self.hasOtherKey = hasOtherKey
    built = Mutex(Array(repeating: nil, count: tables.count))
    self.listings = listings
  }

  /// The first listing of a spelling, or `nil` when no language lists it.
  ///
  /// - Parameter key: The spelling's words, folded.
  /// - Returns: The listing of the first language, in table order, that lists it.
  func listing(of key: String) -> UnitListing? {
    let kind = UnitListingsByLanguage.kind(of: key)
    for language in hasOtherKey.indices {
      let mayList =
        switch kind {
        case .ascii(let bit):
          asciiFilters[language * UnitListingsByLanguage.filterWords + bit / 64]
            & 1 << UInt64(bit % 64) != 0
        case .eastAsian: hasEastAsianKey[language]
        case .other: hasOtherKey[language]
        }
      if mayList, let found = listing(of: key, in: language) { return found }
    }
    return nil
  }

  /// A language's listing of a key, its listings made first if no lookup has
  /// needed them yet.
  private func listing(of key: String, in language: Int) -> UnitListing? {
    built.withLock { built in
      if let table = built[language] { return table[key] }
      let table = listings(language)
      built[language] = table
      return table[key]
    }
  }

  /// The kind of a spelling or key, read as folding would leave it: an ASCII
  /// capital counts as its small letter, and periods do not count.
  private static func kind(of word: String) -> Kind {
    let bytes = word.utf8.span
    // FNV-1a, over the bytes folding keeps.
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for index in bytes.indices {
      var byte = bytes[index]
      guard byte < 0x80 else {
        let first = word.unicodeScalars.first { $0 != "." }?.value ?? 0
        return isEastAsian(first) ? .eastAsian : .other
      }
      if byte == UInt8(ascii: ".") { continue }
      if byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") { byte |= 0x20 }
      hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    return .ascii(bit: Int(hash % UInt64(filterWords * 64)))
  }

  /// Whether a scalar is of the scripts of East Asia: Hangul jamo and
  /// syllables, the CJK radicals, symbols, kana and ideographs, and the
  /// halfwidth and fullwidth forms.
  private static func isEastAsian(_ scalar: UInt32) -> Bool {
    switch scalar {
    case 0x1100...0x11FF, 0x2E80...0x9FFF, 0xA960...0xA97F, 0xAC00...0xD7FF, 0xF900...0xFAFF,
      0xFF00...0xFFEF, 0x20000...0x3FFFF:
      true
    default: false
    }
  }
}
