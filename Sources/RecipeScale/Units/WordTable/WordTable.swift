/// A fixed table from words to values, looked up with a word's bytes where they lie in a line.
///
/// Keys are folded (see ``forEachFolded(_:_:)``): capitals become small letters
/// and periods are dropped, so `Tbsp.`, `TBSP` and `tbsp` find the same entry, and
/// so do `Stück` and `STÜCK`, `Łyżka` and `łyżka`, `Ст. л.` and `ст.л.`.
struct WordTable<Value: Sendable>: Sendable {
  /// Every key's folded bytes and its value, each key once, in the order first given.
  let entries: [(key: [UInt8], value: Value)]
  /// Where each key's value is in ``values``.
  private let slots: WordSlots
  /// Every key's value, in the order of ``entries``.
  private let values: [Value]
  /// For each byte, whether a word that starts with it may fold to a key. The
  /// line reader asks about most words of a line, and most start with a byte
  /// no key starts with: those are turned away before their bytes are folded.
  private let startBytes: [Bool]
  /// The longest key, in folded bytes: folding a longer word can stop there.
  let longestKey: Int

  /// Creates a table; a key given twice keeps its first value.
  ///
  /// - Parameter entries: Words as written (they are folded here) and their values.
  init(_ entries: [(String, Value)]) {
    self.init(folded: entries.map { (WordTable.folded($0.0.utf8.span), $0.1) })
  }

  /// Creates a table of keys already folded; a key given twice keeps its first value.
  ///
  /// - Parameter entries: Folded keys and their values.
  init(folded entries: [([UInt8], Value)]) {
    var kept: [(key: [UInt8], value: Value)] = []
    var slots = WordSlots(capacity: entries.count)
    var startBytes = [Bool](repeating: false, count: 256)
    var longestKey = 0
    for (key, value) in entries {
      guard slots.insert(FoldedWord(folded: key.span)) else { continue }
      kept.append((key, value))
      longestKey = max(longestKey, key.count)
      guard let first = key.first else { continue }
      startBytes[Int(first)] = true
      if let capital = WordTable.capitalLead(of: first) { startBytes[Int(capital)] = true }
    }
    self.entries = kept
    self.slots = slots
    self.values = kept.map(\.value)
    self.startBytes = startBytes
    self.longestKey = longestKey
  }

  /// Whether some key starts with a byte, once folded.
  func mayStart(with byte: UInt8) -> Bool {
    startBytes[Int(byte)]
  }

  /// The value for the word in `range` of `bytes`, folded, or `nil` when the table has none.
  ///
  /// - Parameters:
  ///   - bytes: A line's bytes.
  ///   - range: Where the word is.
  /// - Returns: The value, or `nil`.
  func value(in bytes: [UInt8], _ range: Range<Int>) -> Value? {
    value(folding: bytes.span.extracting(range))
  }

  /// The value for a word, folded, or `nil` when the table has none.
  ///
  /// - Parameter word: A whole word, or words apart by spaces.
  /// - Returns: The value, or `nil`.
  func value(of word: some StringProtocol) -> Value? {
    let text = String(word)
    return value(folding: text.utf8.span)
  }

  /// The value for a word's bytes, folded, or `nil` when the table has none.
  ///
  /// - Parameter word: A whole word's UTF-8, or words apart by spaces.
  /// - Returns: The value, or `nil`.
  func value(folding word: Span<UInt8>) -> Value? {
    guard !word.isEmpty, mayStart(with: word[0]),
      let key = FoldedWord(folding: word, limit: longestKey), let place = slots.place(of: key)
    else { return nil }
    return values[place]
  }

  /// The value for a key already folded, or `nil` when the table has none.
  ///
  /// - Parameter key: Folded bytes, as ``folded(_:)`` makes them.
  /// - Returns: The value, or `nil`.
  func value(forFolded key: [UInt8]) -> Value? {
    slots.place(of: FoldedWord(folded: key.span)).map { values[$0] }
  }
}
