/// A folded word as a table's key (see ``WordTable``).
///
/// A word of at most sixteen ASCII bytes, which is most words a line reader
/// looks up (`cup`, `tbsp`, `finely`), is held in two integers: it is made,
/// hashed and compared without a `String`. Any other word is held as a string,
/// and compares as Swift compares strings, by canonical equivalence: `Stück`
/// written with a combining diaeresis is `Stück`. No word of the first kind is
/// equivalent to one of the second: an ASCII word decomposes to nothing else,
/// and the scalars that decompose to ASCII (U+037E to `;`, U+1FEF to a grave
/// accent, U+212A to `K`) fold to no key, whose letters are small and hold no
/// such punctuation.
struct FoldedWord: Hashable, Sendable {
  private enum Storage {
    /// Up to sixteen ASCII bytes, the first in the lowest byte of `low`, and their count.
    case ascii(low: UInt64, high: UInt64, count: Int)
    case text(String)
  }

  private let storage: Storage

  static func == (lhs: FoldedWord, rhs: FoldedWord) -> Bool {
    switch (lhs.storage, rhs.storage) {
    case (.ascii(let low, let high, let count), .ascii(let otherLow, let otherHigh, let otherCount)):
      low == otherLow && high == otherHigh && count == otherCount
    case (.text(let text), .text(let other)): text == other
    default: false
    }
  }

  func hash(into hasher: inout Hasher) {
    switch storage {
    case .ascii(let low, let high, _):
      // One integer is fed, the high bytes (none for a word of eight or
      // fewer) mixed in by an odd multiplier: words that mix alike, and words
      // that differ only in trailing NULs, which no key holds, hash alike,
      // and `==` still tells them apart.
      hasher.combine(low &+ high &* 0x9E37_79B9_7F4A_7C15)
    case .text(let text): hasher.combine(text)
    }
  }

  /// A hash for ``WordSlots``, which are built from a table's own words and
  /// never take one from input: the integers of a short ASCII word mixed by
  /// multiplying, the high bits kept, and any other word's string hash.
  var slotHash: Int {
    switch storage {
    case .ascii(let low, let high, let count):
      let mixed =
        (low &+ high &* 0x9E37_79B9_7F4A_7C15 &+ UInt64(count))
        &* 0xBF58_476D_1CE4_E5B9
      return Int(truncatingIfNeeded: mixed >> 32)
    case .text(let text): return text.hashValue
    }
  }

  /// The longest word held in integers.
  private static let packedLength = 16

  /// Creates the key of bytes already folded.
  ///
  /// - Parameter bytes: A folded word's UTF-8.
  init(folded bytes: Span<UInt8>) {
    var packer = Packer()
    for index in bytes.indices { packer.append(bytes[index]) }
    storage = packer.storage(of: bytes)
  }

  /// Creates the key of a word's bytes, folding them.
  ///
  /// - Parameters:
  ///   - word: A word's UTF-8, as written.
  ///   - limit: The most folded bytes worth keeping: a word that folds longer
  ///     than every key of a table is none of them, and `nil` is returned.
  init?(folding word: Span<UInt8>, limit: Int) {
    var packer = Packer()
    WordTable<Int>.forEachFolded(word) { packer.append($0) }
    guard packer.count <= limit else { return nil }
    if packer.isPacked {
      storage = .ascii(low: packer.low, high: packer.high, count: packer.count)
    } else {
      storage = .text(String(decoding: WordTable<Int>.folded(word), as: UTF8.self))
    }
  }

  /// Gathers folded bytes into two integers while they are ASCII and few enough.
  private struct Packer {
    var low: UInt64 = 0
    var high: UInt64 = 0
    var count = 0
    var isPacked = true

    mutating func append(_ byte: UInt8) {
      // Shifts by whole bytes below 64, which `&<<` takes as they are.
      if count < 8 {
        low |= UInt64(byte) &<< (8 &* count)
      } else if count < FoldedWord.packedLength {
        high |= UInt64(byte) &<< (8 &* (count &- 8))
      }
      isPacked = isPacked && byte < 0x80 && count < FoldedWord.packedLength
      count += 1
    }

    /// The key of the bytes appended, which are `bytes`.
    func storage(of bytes: Span<UInt8>) -> Storage {
      isPacked ? .ascii(low: low, high: high, count: count) : .text(String(utf8: bytes))
    }
  }
}
