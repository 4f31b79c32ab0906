/// List markers before a line's amount: bullets, checkboxes, emoji and list
/// numbers (`-`, `•`, `[ ]`, `🥕`, `1.`, `a)`). They are no part of the
/// ingredient; a number that only may be one is a doubt.
extension LineText {
  /// Past bullets (`-`, `*`, `•`, `·`, `–` …) and a checkbox (`[ ]`, `[x]`).
  func afterBullets(_ index: Int) -> Int {
    var position = index
    for _ in 0..<3 {
      let length = bulletLength(position)
      if length == 0 { break }
      position = skipSpaces(position + length)
    }
    if byte(position) == UInt8(ascii: "[") {
      let inside = byte(position + 1)
      if inside == UInt8(ascii: "]") {
        position = skipSpaces(position + 2)
      } else if inside == UInt8(ascii: " ") || inside | 0x20 == UInt8(ascii: "x"),
        byte(position + 2) == UInt8(ascii: "]")
      {
        position = skipSpaces(position + 3)
      }
    }
    return position
  }

  /// Past a list number (`1.`, `2)`, `a)`) before an amount.
  ///
  /// - Throws: A doubt for a list number before something that is not an amount
  ///   (`3. Eggs`): it may be the amount itself, with a stray period.
  func afterListNumber(_ position: Int) throws(LineSnag) -> Int {
    // A list number is a number followed by `.` or `)` and a space, which no amount is.
    var digitsEnd = position
    while LineText.isDigit(byte(digitsEnd)), digitsEnd - position < 3 { digitsEnd += 1 }
    let marker = byte(digitsEnd)
    if digitsEnd > position, marker == UInt8(ascii: ".") || marker == UInt8(ascii: ")"),
      spaceLength(digitsEnd + 1) > 0
    {
      let next = skipSpaces(digitsEnd + 1)
      // `2. 1/2 cup` may be `2 1/2 cup` with a stray period: a fraction could finish the
      // number that looks like a list number.
      if startsAmount(next), !startsFraction(next) { return next }
      throw .doubt(.listNumber, at: position)
    }
    // `a)` `b)` before an amount.
    if LineText.isASCIILetter(byte(position)), byte(position + 1) == UInt8(ascii: ")"),
      spaceLength(position + 2) > 0, startsAmount(skipSpaces(position + 2))
    {
      return skipSpaces(position + 2)
    }
    return position
  }

  /// The length of a bullet at a position, or 0.
  private func bulletLength(_ index: Int) -> Int {
    // An emoji first: `*️⃣` is a keycap, not a `*` and what follows it.
    let emoji = emojiLength(index)
    if emoji > 0 { return emoji }
    let length = symbolBulletLength(index)
    guard length > 0 else { return 0 }
    // `✔️`: a symbol drawn as an emoji carries a variation selector, U+FE0F.
    return length + variationSelectorLength(index + length)
  }

  /// The length of an emoji at a position, such as a list begins each line with
  /// on a phone or in a notes app (`🥕 2 carrots`, `✅ 200 g flour`, `1️⃣`): a pictograph,
  /// its variation selector and skin tone, and those it is joined to (`👩‍🍳`); 0
  /// for none. Its place before the amount makes it a list marker; the line as
  /// written, emoji and all, stays the ingredient's source.
  private func emojiLength(_ index: Int) -> Int {
    // `1️⃣`, `#️⃣`: a keycap, a digit or sign and U+20E3, numbers a list; it is no amount.
    let lead = byte(index)
    if LineText.isDigit(lead) || lead == UInt8(ascii: "#") || lead == UInt8(ascii: "*") {
      let cap = index + 1 + variationSelectorLength(index + 1)
      return byte(cap) == 0xE2 && byte(cap + 1) == 0x83 && byte(cap + 2) == 0xA3
        ? cap + 3 - index : 0
    }
    var position = index
    while true {
      let length = pictographLength(position)
      guard length > 0 else { break }
      position += length
      position += variationSelectorLength(position)
      // A skin tone, U+1F3FB to U+1F3FF.
      if byte(position) == 0xF0, byte(position + 1) == 0x9F, byte(position + 2) == 0x8F,
        (0xBB...0xBF).contains(byte(position + 3))
      {
        position += 4
      }
      // A zero width joiner, U+200D, before the next pictograph of the same emoji.
      guard byte(position) == 0xE2, byte(position + 1) == 0x80, byte(position + 2) == 0x8D,
        pictographLength(position + 3) > 0
      else { break }
      position += 3
    }
    return position - index
  }

  /// The length of a pictograph at a position: U+1F000 to U+1FAFF, the planes of
  /// emoji, and `✅` `❤` `➡` `⭐`, which are drawn as emoji; 0 for none.
  private func pictographLength(_ index: Int) -> Int {
    switch byte(index) {
    case 0xF0:
      guard byte(index + 1) == 0x9F, (0x80...0xAB).contains(byte(index + 2)),
        byte(index + 3) & 0xC0 == 0x80
      else { return 0 }
      return 4
    case 0xE2:
      switch (byte(index + 1), byte(index + 2)) {
      case (0x9C, 0x85), (0x9D, 0xA4), (0x9E, 0xA1), (0xAD, 0x90): return 3
      default: return 0
      }
    default:
      return 0
    }
  }

  /// 3 when U+FE0F, the variation selector that asks for an emoji, is at a position; else 0.
  private func variationSelectorLength(_ index: Int) -> Int {
    byte(index) == 0xEF && byte(index + 1) == 0xB8 && byte(index + 2) == 0x8F ? 3 : 0
  }

  /// The length of a list marker drawn as a symbol (`-`, `•`, `▢`, `✓`), or 0.
  private func symbolBulletLength(_ index: Int) -> Int {
    let lead = byte(index)
    switch lead {
    case UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: ">"):
      return 1
    case 0xC2:
      return byte(index + 1) == 0xB7 ? 2 : 0
    case 0xE2:
      let second = byte(index + 1)
      let third = byte(index + 2)
      switch (second, third) {
      case (0x80, 0xA2), (0x80, 0xA3), (0x80, 0x93), (0x80, 0x94), (0x81, 0x83), (0x86, 0x92),
        (0x96, 0xA0), (0x96, 0xA1), (0x96, 0xA2), (0x96, 0xAA), (0x96, 0xAB), (0x96, 0xB8),
        (0x96, 0xBA),
        (0x97, 0x86), (0x97, 0x87), (0x97, 0x8B), (0x97, 0x8F), (0x97, 0xA6), (0x98, 0x90),
        (0x98, 0x91), (0x98, 0x92), (0x9C, 0x93), (0x9C, 0x94), (0x9C, 0x97), (0x9D, 0x96),
        (0x9E, 0xA4):
        return 3
      default:
        return 0
      }
    default:
      return 0
    }
  }
}
