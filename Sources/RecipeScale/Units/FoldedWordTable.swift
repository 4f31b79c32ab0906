/// A fixed table from words to values, looked up with a word's bytes where they lie in a line.
///
/// Keys are folded: ASCII, Latin-1, Latin Extended-A and Cyrillic capitals become small
/// letters and periods are dropped, so `Tbsp.`, `TBSP` and `tbsp` find the same entry, and
/// so do `Stück` and `STÜCK`, `Łyżka` and `łyżka`, `Ст. л.` and `ст.л.`. Turkish `I` folds
/// to `i`, as in English, not to `ı`.
/// A lookup hashes and compares the bytes in place: no `String`, no allocation, which
/// matters because the line reader asks several times for every line.
///
/// The tables are built once and kept for the program's life (every table is a
/// `static let`), so their memory is never freed: the table is then one
/// pointer, copied without a reference count wherever the reader passes it.
/// `@unchecked Sendable`: that memory is written only while the table is built.
struct FoldedWordTable<Value: Sendable>: @unchecked Sendable {
  /// What a table holds, in memory of its own: the table is a pointer to it.
  private struct Layout {
    /// Every key's folded bytes, one after another.
    let keyBytes: UnsafeBufferPointer<UInt8>
    /// Where each key starts in `keyBytes`, and after the last, where it ends.
    let keyStarts: UnsafeBufferPointer<Int32>
    let values: UnsafeBufferPointer<Value>
    /// Open addressing: each slot holds an index into the keys plus one, or 0 when empty.
    let slots: UnsafeBufferPointer<Int32>
    let mask: Int
    /// The longest key, in folded bytes.
    let longestKey: Int
    /// For each byte, whether it starts a key once folded (1) or not (0): most
    /// words a line reader asks about start with a byte no key starts with, and
    /// need no hash. A byte a time, not 256 bits: the reader asks some twenty
    /// times a line, and a load is all the asking costs.
    let firstBytes: UnsafeBufferPointer<UInt8>
    /// Which lengths keys have, in folded bytes, as bits (63 for any longer): a
    /// word of another length needs no probe.
    let lengths: UInt64
    /// For each first ASCII letter a key has, folded, the last ASCII letters keys
    /// that start with it end in, as bits: a word that starts and ends with ASCII
    /// letters folds to a key that starts and ends with those letters, so most
    /// words the tables do not hold are told apart without a hash.
    let lastLetters: UnsafeBufferPointer<UInt32>
  }

  private let layout: UnsafePointer<Layout>

  private var keyBytes: UnsafeBufferPointer<UInt8> { layout.pointee.keyBytes }
  private var keyStarts: UnsafeBufferPointer<Int32> { layout.pointee.keyStarts }
  private var values: UnsafeBufferPointer<Value> { layout.pointee.values }
  private var slots: UnsafeBufferPointer<Int32> { layout.pointee.slots }
  private var mask: Int { layout.pointee.mask }
  private var lengths: UInt64 { layout.pointee.lengths }
  private var lastLetters: UnsafeBufferPointer<UInt32> { layout.pointee.lastLetters }
  /// The longest key, in folded bytes; longer words are not looked up at all.
  var longestKey: Int { layout.pointee.longestKey }

  /// Creates a table; a key given twice keeps its first value.
  ///
  /// - Parameter entries: Words as written (they are folded here) and their values.
  init(_ entries: [(String, Value)]) {
    var capacity = 16
    while capacity < entries.count * 4 { capacity *= 2 }
    // Built straight into the memory the table keeps: a text's first line
    // builds a dozen tables, a thousand words in all, before it is read.
    // Folding never lengthens a word, so the keys fit in the words' bytes.
    let keyBytes = UnsafeMutableBufferPointer<UInt8>.allocate(
      capacity: max(entries.reduce(0) { $0 + $1.0.utf8.count }, 1))
    let keyStarts = UnsafeMutableBufferPointer<Int32>.allocate(capacity: entries.count + 1)
    let values = UnsafeMutableBufferPointer<Value>.allocate(capacity: max(entries.count, 1))
    let slots = UnsafeMutableBufferPointer<Int32>.allocate(capacity: capacity)
    slots.initialize(repeating: 0)
    let lastLetters = UnsafeMutableBufferPointer<UInt32>.allocate(capacity: 26)
    lastLetters.initialize(repeating: 0)
    keyStarts[0] = 0
    var count = 0
    var used = 0
    var longest = 0
    var lengths: UInt64 = 0
    var bits: [UInt64] = [0, 0, 0, 0]
    for (word, value) in entries {
      var word = word
      let start = used
      word.withUTF8 { utf8 in
        FoldedWordTable.forEachFolded(utf8, 0..<utf8.count) { byte in
          keyBytes[used] = byte
          used += 1
        }
      }
      let key = UnsafeBufferPointer(rebasing: keyBytes[start..<used])
      var hash: UInt64 = 0xcbf2_9ce4_8422_2325
      for byte in key { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
      var slot = Int(truncatingIfNeeded: hash) & (capacity - 1)
      var duplicate = false
      while slots[slot] != 0 {
        let index = Int(slots[slot]) - 1
        if keyBytes[Int(keyStarts[index])..<Int(keyStarts[index + 1])].elementsEqual(key) {
          duplicate = true
          break
        }
        slot = (slot + 1) & (capacity - 1)
      }
      if duplicate {
        used = start
        continue
      }
      values.initializeElement(at: count, to: value)
      count += 1
      keyStarts[count] = Int32(used)
      slots[slot] = Int32(count)
      longest = max(longest, key.count)
      lengths |= 1 << UInt64(min(key.count, 63))
      guard let first = key.first, let last = key.last else { continue }
      bits[Int(first >> 6)] |= 1 << UInt64(first & 63)
      // A capital may start with another byte than its small letter: `Ŀ` is C4 BF and
      // `ŀ` C5 80, `Я` is D0 AF and `я` D1 8F.
      let capitalLead: UInt8? = first == 0xC5 ? 0xC4 : first == 0xD1 ? 0xD0 : nil
      if let lead = capitalLead { bits[Int(lead >> 6)] |= 1 << UInt64(lead & 63) }
      // Keys are folded: an ASCII letter in one is a small letter.
      let smallLetters = UInt8(ascii: "a")...UInt8(ascii: "z")
      if smallLetters.contains(first), smallLetters.contains(last) {
        lastLetters[Int(first - UInt8(ascii: "a"))] |= 1 << UInt32(last - UInt8(ascii: "a"))
      }
    }
    let firstBytes = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 256)
    for byte in 0..<256 {
      let folded =
        byte >= Int(UInt8(ascii: "A")) && byte <= Int(UInt8(ascii: "Z")) ? byte | 0x20 : byte
      firstBytes[byte] = bits[folded >> 6] & (1 << UInt64(folded & 63)) != 0 ? 1 : 0
    }
    let layout = UnsafeMutablePointer<Layout>.allocate(capacity: 1)
    layout.initialize(
      to: Layout(
        keyBytes: UnsafeBufferPointer(rebasing: keyBytes[..<used]),
        keyStarts: UnsafeBufferPointer(rebasing: keyStarts[...count]),
        values: UnsafeBufferPointer(rebasing: values[..<count]),
        slots: UnsafeBufferPointer(slots), mask: capacity - 1, longestKey: longest,
        firstBytes: UnsafeBufferPointer(firstBytes), lengths: lengths,
        lastLetters: UnsafeBufferPointer(lastLetters)))
    self.layout = UnsafePointer(layout)
  }

  /// A key's folded bytes.
  private func key(_ index: Int) -> UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(
      rebasing: keyBytes[Int(keyStarts[index])..<Int(keyStarts[index + 1])])
  }

  /// Whether some key starts with a byte, folded.
  @inline(__always)
  func mayStart(with byte: UInt8) -> Bool {
    layout.pointee.firstBytes[Int(byte)] != 0
  }

  /// The value for the word in `range` of `bytes`, folded, or `nil` when the table has none.
  ///
  /// - Parameters:
  ///   - bytes: A line's bytes.
  ///   - range: Where the word is.
  /// - Returns: The value, or `nil`.
  func value(in bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Value? {
    // Folding only shortens a word (periods go), so a word this long has no key.
    guard !range.isEmpty, range.count <= longestKey * 2 + 4, mayStart(with: bytes[range.lowerBound])
    else { return nil }
    let first = bytes[range.lowerBound] | 0x20
    let last = bytes[range.upperBound - 1] | 0x20
    if first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z"), last >= UInt8(ascii: "a"),
      last <= UInt8(ascii: "z"),
      lastLetters[Int(first &- UInt8(ascii: "a"))] & 1 << UInt32(last &- UInt8(ascii: "a")) == 0
    {
      return nil
    }
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    var length = 0
    // Most words are ASCII letters, which fold by setting one bit.
    var letters = true
    for index in range {
      let byte = bytes[index]
      let folded = byte | 0x20
      guard folded >= UInt8(ascii: "a"), folded <= UInt8(ascii: "z") else {
        letters = false
        break
      }
      hash = (hash ^ UInt64(folded)) &* 0x100_0000_01b3
    }
    if letters {
      length = range.count
    } else {
      hash = 0xcbf2_9ce4_8422_2325
      FoldedWordTable.forEachFolded(bytes, range) { byte in
        hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        length += 1
      }
    }
    guard length > 0, length <= longestKey, lengths & 1 << UInt64(min(length, 63)) != 0 else {
      return nil
    }
    var slot = Int(truncatingIfNeeded: hash) & mask
    while slots[slot] != 0 {
      let index = Int(slots[slot]) - 1
      let key = self.key(index)
      if key.count == length,
        letters
          ? FoldedWordTable.matchesLetters(key, bytes, range)
          : FoldedWordTable.matches(key, bytes, range)
      {
        return values[index]
      }
      slot = (slot + 1) & mask
    }
    return nil
  }

  /// Every key and value, in the order they were given.
  var entries: [([UInt8], Value)] {
    (0..<values.count).map { (Array(key($0)), values[$0]) }
  }

  // MARK: - Folding

  /// Calls `body` with each folded byte of a word.
  @inline(__always)
  static func forEachFolded(
    _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, _ body: (UInt8) -> Void
  ) {
    var index = range.lowerBound
    while index < range.upperBound {
      let byte = bytes[index]
      if byte == UInt8(ascii: ".") {
        index += 1
        continue
      }
      if byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") {
        body(byte | 0x20)
        index += 1
        continue
      }
      // Latin-1 capitals À…Þ (but not ×) are C3 80…9E; their small letters are C3 A0…BE.
      if byte == 0xC3, index + 1 < range.upperBound {
        let next = bytes[index + 1]
        body(byte)
        body(next >= 0x80 && next <= 0x9E && next != 0x97 ? next | 0x20 : next)
        index += 2
        continue
      }
      // Latin Extended-A (C4, C5) and Cyrillic (D0, D1): two bytes, a small letter of two.
      if byte == 0xC4 || byte == 0xC5 || byte == 0xD0 || byte == 0xD1,
        index + 1 < range.upperBound
      {
        let next = bytes[index + 1]
        let small = smallLetter(UInt32(byte & 0x1F) << 6 | UInt32(next & 0x3F))
        body(0xC0 | UInt8(truncatingIfNeeded: small >> 6))
        body(0x80 | UInt8(truncatingIfNeeded: small & 0x3F))
        index += 2
        continue
      }
      body(byte)
      index += 1
    }
  }

  /// The small letter of a capital in Latin Extended-A (U+0100…U+017F) or Cyrillic
  /// (U+0400…U+042F); any other scalar of U+0100…U+047F as it is.
  ///
  /// `İ` (U+0130) and `ı` (U+0131) are no pair, and `Ÿ` (U+0178) folds out of the block,
  /// so all three stay as they are.
  @inline(__always)
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

  static func folded(_ word: [UInt8]) -> [UInt8] {
    // Folding never lengthens a word: room for it once, not a growth or two a word.
    var result: [UInt8] = []
    result.reserveCapacity(word.count)
    word.withUnsafeBufferPointer { buffer in
      forEachFolded(buffer, 0..<buffer.count) { result.append($0) }
    }
    return result
  }

  /// Whether ASCII letters, folded by setting `0x20`, are a key of their length;
  /// eight at a time, since a hit compares every byte of the word.
  private static func matchesLetters(
    _ key: UnsafeBufferPointer<UInt8>, _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>
  ) -> Bool {
    guard let keyBase = key.baseAddress, let base = bytes.baseAddress else { return false }
    let expected = UnsafeRawPointer(keyBase)
    let found = UnsafeRawPointer(base + range.lowerBound)
    var offset = 0
    while offset + 8 <= range.count {
      let word = found.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
      if word | 0x2020_2020_2020_2020
        != expected.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
      {
        return false
      }
      offset += 8
    }
    while offset < range.count {
      if key[offset] != bytes[range.lowerBound + offset] | 0x20 { return false }
      offset += 1
    }
    return true
  }

  private static func matches(
    _ key: UnsafeBufferPointer<UInt8>, _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>
  ) -> Bool {
    var position = 0
    var same = true
    forEachFolded(bytes, range) { byte in
      if same {
        same = position < key.count && key[position] == byte
        position += 1
      }
    }
    return same && position == key.count
  }
}
