/// An index from spellings to the places of their entries in an array kept
/// beside it, hashed by their UTF-8 bytes: open addressing, linear probing.
///
/// A `Dictionary` keyed by `String` hashes the key with SipHash and copies the
/// entry out on every lookup, about 700 instructions for a unit of a few
/// letters; a formatter asks for every line's unit and counted name. Here a
/// lookup is a byte hash, a probe or two and one comparison of strings, which
/// the caller makes. The hash is not seeded, so a list made to collide only
/// makes lookups slower, and the memo that uses it keeps a bounded number of
/// entries.
struct SpellingIndex {
  /// Each slot: the entry's place plus one, or 0 when empty.
  private var slots: [Int32] = []
  /// The hash of the spelling in each slot, which rules out most other spellings.
  private var hashes: [UInt64] = []
  /// How many spellings are indexed.
  private(set) var count = 0

  /// The hash of a spelling's UTF-8 bytes (FNV-1a), with a salt for what else
  /// tells entries apart (a name's number).
  ///
  /// - Parameters:
  ///   - spelling: The spelling.
  ///   - salt: A small number mixed in after the bytes.
  /// - Returns: The hash.
  static func hash(_ spelling: Substring, salt: UInt64 = 0) -> UInt64 {
    let inPlace = spelling.utf8.withContiguousStorageIfAvailable { hash(of: $0, salt: salt) }
    if let inPlace { return inPlace }
    return Array(spelling.utf8).withUnsafeBufferPointer { hash(of: $0, salt: salt) }
  }

  /// The hash of a spelling's UTF-8 bytes, as ``hash(_:salt:)`` makes it.
  static func hash(_ spelling: String, salt: UInt64 = 0) -> UInt64 {
    let inPlace = spelling.utf8.withContiguousStorageIfAvailable { hash(of: $0, salt: salt) }
    if let inPlace { return inPlace }
    return Array(spelling.utf8).withUnsafeBufferPointer { hash(of: $0, salt: salt) }
  }

  /// The hash of a spelling's UTF-8 bytes held as an array, as ``hash(_:salt:)`` makes it.
  static func hash(_ spelling: [UInt8], salt: UInt64 = 0) -> UInt64 {
    spelling.withUnsafeBufferPointer { hash(of: $0, salt: salt) }
  }

  private static func hash(of bytes: UnsafeBufferPointer<UInt8>, salt: UInt64) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
    hash = (hash ^ salt) &* 0x0000_0100_0000_01b3
    // FNV's low bits, which pick the slot, depend little on the last bytes: fold in the high ones.
    return hash ^ (hash >> 29)
  }

  /// The place of the entry with a spelling, or `nil` when none is indexed.
  ///
  /// - Parameters:
  ///   - hash: The spelling's hash.
  ///   - isEntry: Whether the entry at a place has the spelling; asked only
  ///     of entries whose hash is the same.
  /// - Returns: The place.
  func place(hash: UInt64, where isEntry: (Int) -> Bool) -> Int? {
    guard !slots.isEmpty else { return nil }
    let mask = slots.count - 1
    var slot = Int(truncatingIfNeeded: hash) & mask
    while true {
      let stored = slots[slot]
      if stored == 0 { return nil }
      if hashes[slot] == hash, isEntry(Int(stored) - 1) { return Int(stored) - 1 }
      slot = (slot + 1) & mask
    }
  }

  /// Indexes the entry at a place under a spelling's hash; the spelling must
  /// not be indexed yet.
  ///
  /// - Parameters:
  ///   - hash: The spelling's hash.
  ///   - place: The entry's place in the array beside the index.
  mutating func insert(hash: UInt64, place: Int) {
    // At most half full, so a probe meets an empty slot soon.
    if (count + 1) * 2 > slots.count { grow() }
    let mask = slots.count - 1
    var slot = Int(truncatingIfNeeded: hash) & mask
    while slots[slot] != 0 { slot = (slot + 1) & mask }
    slots[slot] = Int32(place + 1)
    hashes[slot] = hash
    count += 1
  }

  /// Doubles the slots (16 at first) and places every entry again.
  private mutating func grow() {
    let old = zip(slots, hashes).filter { $0.0 != 0 }
    let size = max(16, slots.count * 2)
    slots = Array(repeating: 0, count: size)
    hashes = Array(repeating: 0, count: size)
    let mask = size - 1
    for (stored, hash) in old {
      var slot = Int(truncatingIfNeeded: hash) & mask
      while slots[slot] != 0 { slot = (slot + 1) & mask }
      slots[slot] = stored
      hashes[slot] = hash
    }
  }
}
