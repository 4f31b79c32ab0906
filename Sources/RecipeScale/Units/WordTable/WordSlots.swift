/// Where each key of a ``WordTable`` is, found from the key: an
/// open-addressing hash table over the keys, built once and never changed.
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
  private let slots: [Int32]
  /// The keys, in the order given.
  private let keys: [FoldedWord]
  /// The slot count less one: a power of two less one, to wrap a slot number.
  private let mask: Int

  /// Places keys in slots.
  ///
  /// - Parameter keys: Distinct keys; each one's place is its offset here.
  init(_ keys: [FoldedWord]) {
    var count = 8
    // At most half the slots are full, so every run of full slots ends soon.
    while count < keys.count * 2 { count *= 2 }
    var slots = [Int32](repeating: -1, count: count)
    for (place, key) in keys.enumerated() {
      var slot = key.slotHash & (count - 1)
      while slots[slot] >= 0 { slot = (slot + 1) & (count - 1) }
      slots[slot] = Int32(place)
    }
    self.slots = slots
    self.keys = keys
    self.mask = count - 1
  }

  /// The place of a key, or `nil` when it is none of the keys.
  ///
  /// - Parameter word: A folded word.
  /// - Returns: Its offset in the keys the slots were made from, or `nil`.
  func place(of word: FoldedWord) -> Int? {
    var slot = word.slotHash & mask
    while true {
      let place = Int(slots[slot])
      if place < 0 { return nil }
      if keys[place] == word { return place }
      slot = (slot + 1) & mask
    }
  }
}
