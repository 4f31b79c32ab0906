/// The UTF-8 bytes of one ingredient line, and the byte-level tests the reader is built on.
///
/// Positions are byte offsets into ``bytes``. Every position the reader stops at is
/// the start of a Unicode scalar, so a slice between two of them is valid UTF-8.
/// Working on bytes keeps `Character` and its grapheme breaking off the hot path.
struct LineText {
  /// The whole line as given.
  let bytes: [UInt8]
  /// A text the line is part of, which its ingredient's source line points
  /// into: the line itself, or the whole text a reader splits into lines, so
  /// a line costs no string of its own.
  let source: SourceText
  /// Where the line starts in ``source``, in UTF-8 bytes.
  let offset: Int
  /// Where the text starts once leading spaces are trimmed.
  let start: Int
  /// Where the text ends once trailing spaces are trimmed.
  let end: Int

  /// Creates the text of a line.
  ///
  /// - Parameters:
  ///   - bytes: The line's UTF-8.
  ///   - source: A text whose UTF-8 holds `bytes` from `offset` on.
  ///   - offset: Where the line starts in `source`, in UTF-8 bytes.
  init(_ bytes: [UInt8], in source: SourceText, at offset: Int) {
    self.bytes = bytes
    self.source = source
    self.offset = offset
    var first = 0
    while first < bytes.count {
      let length = LineText.spaceLength(bytes, first, bytes.count)
      if length == 0 { break }
      first += length
    }
    var last = bytes.count
    while last > first {
      let length = LineText.spaceLengthEnding(bytes, last, first)
      if length == 0 { break }
      last -= length
    }
    start = first
    end = last
  }

  // MARK: - Bytes and scalars

  /// The byte at a position, or 0 at and past the end: lookahead needs no bounds checks.
  ///
  /// A NUL byte in the text reads the same as the end for lookahead, which only ever
  /// asks whether a byte is some particular non-NUL character; loops compare with ``end``.
  @inline(__always)
  func byte(_ index: Int) -> UInt8 {
    index < end ? bytes[index] : 0
  }

  /// The Unicode scalar at a position and its length in bytes.
  func scalar(_ index: Int) -> (value: UInt32, length: Int) {
    let lead = byte(index)
    if lead < 0x80 { return (UInt32(lead), 1) }
    // The text comes from a Swift string, so its UTF-8 is valid; a cut at `end` or a
    // stray byte still decodes to something and moves forward.
    if lead < 0xC0 { return (0xFFFD, 1) }
    let length = lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
    guard index + length <= end else { return (0xFFFD, 1) }
    var value = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
    for offset in 1..<length { value = value << 6 | UInt32(bytes[index + offset] & 0x3F) }
    return (value, length)
  }

  /// Whether a byte is an ASCII digit.
  @inline(__always)
  static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  /// Whether a byte is an ASCII letter.
  @inline(__always)
  static func isASCIILetter(_ byte: UInt8) -> Bool {
    let folded = byte | 0x20
    return folded >= UInt8(ascii: "a") && folded <= UInt8(ascii: "z")
  }

  // MARK: - Spaces

  /// The length of the space at a position: ASCII spaces and tabs, line breaks,
  /// no-break spaces (U+00A0, U+202F), the typographic spaces, and the byte-order mark.
  @inline(__always)
  func spaceLength(_ index: Int) -> Int {
    LineText.spaceLength(bytes, index, end)
  }

  /// The length of the space at `index` in `bytes`, looking no further than `end`.
  ///
  /// Static, and over any bytes, so a reader that splits a text into lines trims
  /// them as the line reader does.
  @inline(__always)
  static func spaceLength<Bytes: RandomAccessCollection<UInt8>>(
    _ bytes: Bytes, _ index: Int, _ end: Int
  ) -> Int where Bytes.Index == Int {
    guard index < end else { return 0 }
    let lead = bytes[index]
    if lead == 0x20 || (lead >= 0x09 && lead <= 0x0D) { return 1 }
    if lead < 0xC2 { return 0 }
    func at(_ offset: Int) -> UInt8 {
      index + offset < end ? bytes[index + offset] : 0
    }
    switch lead {
    case 0xC2: return at(1) == 0x85 || at(1) == 0xA0 ? 2 : 0
    case 0xE1: return at(1) == 0x9A && at(2) == 0x80 ? 3 : 0
    case 0xE2:
      let second = at(1)
      let third = at(2)
      if second == 0x80
        && (third >= 0x80 && third <= 0x8B || third == 0xA8 || third == 0xA9
          || third == 0xAF)
      {
        return 3
      }
      return second == 0x81 && third == 0x9F ? 3 : 0
    case 0xE3: return at(1) == 0x80 && at(2) == 0x80 ? 3 : 0
    case 0xEF: return at(1) == 0xBB && at(2) == 0xBF ? 3 : 0
    default: return 0
    }
  }

  /// The length of a space that ends just before `index`, looking no further back than `floor`.
  static func spaceLengthEnding<Bytes: RandomAccessCollection<UInt8>>(
    _ bytes: Bytes, _ index: Int, _ floor: Int
  ) -> Int where Bytes.Index == Int {
    guard index > floor else { return 0 }
    let last = bytes[index - 1]
    if last < 0x80 { return last == 0x20 || (last >= 0x09 && last <= 0x0D) ? 1 : 0 }
    for length in 2...3 where index - length >= floor {
      if spaceLength(bytes, index - length, index) == length { return length }
    }
    return 0
  }

  /// The first position at or after `index` that is not a space.
  func skipSpaces(_ index: Int) -> Int {
    var position = index
    while position < end {
      let length = spaceLength(position)
      if length == 0 { break }
      position += length
    }
    return position
  }

  /// The position just after the text that ends at `index`, with the spaces before it
  /// skipped backwards, looking no further back than `floor`.
  func trimmingSpaces(before index: Int, floor: Int) -> Int {
    var position = index
    while position > floor {
      let length = LineText.spaceLengthEnding(bytes, position, floor)
      if length == 0 { break }
      position -= length
    }
    return position
  }

  // MARK: - Letters and words

  /// The length of the letter at a position, or 0 when there is none there.
  ///
  /// Past ASCII, every scalar is a letter except spaces, Latin-1 punctuation and
  /// symbols, `×` and `÷`, and the blocks of punctuation, super- and subscripts,
  /// fractions, arrows and symbols from U+2000 to U+2BFF, which is what decides a
  /// word's end in `200g–300g` or `½`.
  func letterLength(_ index: Int) -> Int {
    let (value, length) = scalar(index)
    return LineText.isLetterScalar(value) ? length : 0
  }

  /// Whether a letter belongs to a script written without spaces between
  /// words: kana, CJK ideographs and half-width katakana.
  static func isUnspacedScript(_ value: UInt32) -> Bool {
    (0x3040..<0x3100).contains(value) || (0x3400..<0xA000).contains(value)
      || (0xF900..<0xFB00).contains(value) || (0xFF66..<0xFFA0).contains(value)
  }

  static func isLetterScalar(_ value: UInt32) -> Bool {
    if value < 0x80 { return isASCIILetter(UInt8(value)) }
    if value < 0xC0 { return value == 0xAA || value == 0xB5 || value == 0xBA }
    if value == 0xD7 || value == 0xF7 || value == 0x1680 || value == 0xFEFF
      || value == 0xFFFD
    {
      return false
    }
    if value >= 0x2000 && value < 0x2C00 { return false }
    if value >= 0x3000 && value < 0x3040 { return false }
    return true
  }

  /// The end of the run of letters that starts at `index` (`index` itself when there is none).
  func wordEnd(_ index: Int) -> Int {
    var position = index
    while position < end {
      // An ASCII byte is a letter or not by itself; a scalar beyond is decoded.
      let byte = bytes[position]
      let length = byte < 0x80 ? (LineText.isASCIILetter(byte) ? 1 : 0) : letterLength(position)
      if length == 0 { break }
      position += length
    }
    return position
  }

  /// The end of a unit as written: letters, periods between letters (`c.à.s`), and a
  /// period after the last letter (`tbsp.`), unless a digit follows it.
  func unitWordEnd(_ index: Int) -> Int {
    var position = wordEnd(index)
    guard position > index else { return index }
    while byte(position) == UInt8(ascii: ".") {
      let next = wordEnd(position + 1)
      if next > position + 1 {
        position = next
        continue
      }
      if !LineText.isDigit(byte(position + 1)) { position += 1 }
      break
    }
    return position
  }

  /// Whether a word that ends at `index` ends there: no letter or digit follows, and no
  /// hyphen or apostrophe that joins it to another word (`T-bone`, `c's`).
  func isWordBoundary(_ index: Int) -> Bool {
    guard index < end else { return true }
    let next = byte(index)
    if LineText.isDigit(next) || letterLength(index) > 0 { return false }
    if next == UInt8(ascii: "-") || next == UInt8(ascii: "'") {
      return letterLength(index + 1) == 0
    }
    if next == 0xE2 && byte(index + 1) == 0x80 && byte(index + 2) == 0x99 {
      return letterLength(index + 3) == 0
    }
    return true
  }

  /// The word of a table at a position, when the letters there make one.
  ///
  /// - Parameters:
  ///   - index: Where the word would start.
  ///   - table: The words to look for.
  /// - Returns: The word and where it ends, or `nil`.
  func lineWord(_ index: Int, in table: WordTable<LineWord>) -> (
    word: LineWord, end: Int
  )? {
    // Most words start with a byte no key starts with: their end is not looked for.
    guard index < end, table.mayStart(with: bytes[index]) else { return nil }
    let wordEnd = self.wordEnd(index)
    guard wordEnd > index, let word = table.value(in: bytes, index..<wordEnd) else {
      return nil
    }
    return (word, wordEnd)
  }

  /// The word of any kind at a position, when the letters there make one.
  ///
  /// - Parameter index: Where the word would start.
  /// - Returns: The word and where it ends, or `nil`.
  func lineWord(_ index: Int) -> (word: LineWord, end: Int)? {
    lineWord(index, in: LineWord.table)
  }

  /// Whether the bytes in a range, folded, spell `word` (given folded, in ASCII).
  func spells(_ range: Range<Int>, _ word: StaticString) -> Bool {
    guard range.count == word.utf8CodeUnitCount else { return false }
    return word.withUTF8Buffer { expected in
      for offset in 0..<expected.count {
        let byte = bytes[range.lowerBound + offset]
        let folded = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
        if folded != expected[offset] { return false }
      }
      return true
    }
  }

  /// Whether the bytes in a range spell one of `words`, as ``spells(_:_:)`` compares them.
  func spellsOne(of words: [StaticString], _ range: Range<Int>) -> Bool {
    words.contains { spells(range, $0) }
  }

  // MARK: - Text out

  /// The bytes in a range as a string.
  func string(_ range: Range<Int>) -> String {
    String(decoding: bytes[range], as: UTF8.self)
  }

  /// The text in a range as a place in ``source``: no copy.
  func sourceLine(_ range: Range<Int>) -> SourceLine {
    SourceLine(in: source, at: offset + range.lowerBound..<offset + range.upperBound)
  }

  /// Where the text in a range is once its spaces are trimmed, when that is
  /// already ``collapsed(_:)``: no run of spaces and no space other than
  /// ASCII's inside; `nil` when it is not.
  ///
  /// Most names are collapsed already, and are then kept as a place in the
  /// line rather than a string of their own.
  func trimmedIfCollapsed(_ range: Range<Int>) -> Range<Int>? {
    let lower = max(range.lowerBound, start)
    let upper = min(range.upperBound, end)
    guard lower < upper else { return start..<start }
    let first = skipSpaces(lower)
    let last = trimmingSpaces(before: upper, floor: first)
    guard first < last else { return first..<first }
    var afterSpace = false
    for position in first..<last {
      if bytes[position] == 0x20 {
        if afterSpace { return nil }
        afterSpace = true
      } else {
        if spaceLength(position) > 0 { return nil }
        afterSpace = false
      }
    }
    return first..<last
  }

  /// The text in a range with its spaces trimmed and each run of spaces made one ASCII space.
  func collapsed(_ range: Range<Int>) -> String {
    if let plain = trimmedIfCollapsed(range) { return string(plain) }
    let first = skipSpaces(max(range.lowerBound, start))
    let last = trimmingSpaces(before: min(range.upperBound, end), floor: first)
    var result: [UInt8] = []
    result.reserveCapacity(last - first)
    var position = first
    while position < last {
      let length = spaceLength(position)
      if length > 0 {
        if result.last != 0x20 { result.append(0x20) }
        position += length
      } else {
        result.append(bytes[position])
        position += 1
      }
    }
    return String(decoding: result, as: UTF8.self)
  }
}
