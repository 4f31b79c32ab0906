/// Where each key of a ``WordTable`` is, found from the key: an
/// open-addressing hash table over the keys, filled once and never changed.
///
/// A `Dictionary` hashes every key it is asked about with a seeded SipHash,
/// which is there to keep keys that input inserts from colliding on purpose.
/// No input inserts a key here: the keys are the tables' own words, and a
/// word looked up only walks the run of slots its hash lands in, which the
/// keys alone decide, at most half the slots being full. So a cheap hash of
/// a folded word's integers serves, and the line reader, which looks up about
/// five words a line, spends a fifth of the time a `Dictionary` took (see
/// docs/performance.md).
struct WordSlots: Sendable {
  /// For each slot, the place of the key in it in ``keys``, or -1 when it is empty.
  private var slots: [Int]
  /// The keys, in the order inserted.
  private var keys: [FoldedWord] = []

  /// Empty slots for a number of keys.
  ///
  /// - Parameter capacity: The most keys that will be inserted.
  init(capacity: Int) {
    var count = 8
    // At most half the slots are full, so every run of full slots ends soon.
    while count < capacity * 2 { count *= 2 }
    slots = Array(repeating: -1, count: count)
    keys.reserveCapacity(capacity)
  }

  /// Puts a key in the next place, unless it is there already.
  ///
  /// - Parameter key: A folded word; no more keys than the capacity are inserted.
  /// - Returns: Whether the key was new.
  mutating func insert(_ key: FoldedWord) -> Bool {
    precondition(keys.count * 2 < slots.count, "more keys than the slots were made for")
    var slot = key.slotHash & (slots.count - 1)
    while slots[slot] >= 0 {
      if keys[slots[slot]] == key { return false }
      slot = (slot + 1) & (slots.count - 1)
    }
    slots[slot] = keys.count
    keys.append(key)
    return true
  }

  /// The place of a key, or `nil` when it is none of the keys.
  ///
  /// - Parameter word: A folded word.
  /// - Returns: Its place in the order the keys were inserted, or `nil`.
  func place(of word: FoldedWord) -> Int? {
    var slot = word.slotHash & (slots.count - 1)
    while true {
      let place = slots[slot]
      if place < 0 { return nil }
      if keys[place] == word { return place }
      slot = (slot + 1) & (slots.count - 1)
    }
  }
}
