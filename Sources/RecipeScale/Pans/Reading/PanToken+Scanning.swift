extension PanToken {
  /// The pieces of a text, in order, with spaces dropped but remembered in
  /// ``followsSpace``. A line break is a mark of its own, so that no size is
  /// read across two lines.
  ///
  /// - Parameter text: Any text: a pan size, or a recipe's line.
  /// - Returns: The pieces.
  static func tokens(in text: String) -> [PanToken] {
    let characters = Array(text.lowercased())
    var tokens: [PanToken] = []
    var index = 0
    var followsSpace = false
    while index < characters.count {
      let character = characters[index]
      if character.isWhitespace && !character.isNewline {
        followsSpace = true
        index += 1
        continue
      }
      let (kind, end) = piece(of: characters, at: index)
      tokens.append(PanToken(kind: kind, followsSpace: followsSpace, characters: index..<end))
      followsSpace = character.isNewline
      index = end
    }
    return tokens
  }

  /// The piece that starts at an index, and the index after it.
  private static func piece(of characters: [Character], at index: Int) -> (Kind, Int) {
    let character = characters[index]
    if isDigit(character) || vulgarFractions[character] != nil {
      return number(in: characters, at: index)
    }
    // `×` is the word people also type as `x`.
    if character == "×" { return (.word("x"), index + 1) }
    // `ø` is a letter, but alone before a number it is the diameter sign (`Ø 26 cm`).
    let isDiameterSign =
      character == "ø" && (index + 1 == characters.count || !characters[index + 1].isLetter)
    if character.isLetter && !isDiameterSign {
      var end = index + 1
      while end < characters.count && characters[end].isLetter { end += 1 }
      return (.word(String(characters[index..<end])), end)
    }
    return (.mark(markNames[character] ?? character), index + 1)
  }

  /// A number at an index: an integer, a decimal with a point or a comma
  /// (`22.5`, `22,5`), a fraction (`1/2`), a mixed number (`8 1/2`, `8½`,
  /// `8 ½`) or a vulgar fraction alone (`½`).
  private static func number(in characters: [Character], at start: Int) -> (Kind, Int) {
    if let fraction = vulgarFractions[characters[start]] { return (.number(fraction), start + 1) }
    var index = digitsEnd(in: characters, from: start)
    var text = String(characters[start..<index])
    var fraction = Rational.zero
    let next = index + 1 < characters.count ? characters[index + 1] : " "
    if index < characters.count && isDigit(next)
      && [".", ",", "/"].contains(characters[index])
    {
      // A comma between digits is a decimal point, as most of Europe writes it.
      text.append(characters[index] == "/" ? "/" : ".")
      let end = digitsEnd(in: characters, from: index + 1)
      text += String(characters[index + 1..<end])
      index = end
    } else if index < characters.count, let vulgar = vulgarFractions[characters[index]] {
      fraction = vulgar
      index += 1
    } else if let (mixed, end) = mixedFraction(in: characters, after: index) {
      fraction = mixed
      index = end
    }
    guard let value = Rational(text), let sum = try? value.adding(fraction) else {
      return (.unreadableNumber, index)
    }
    return (.number(sum), index)
  }

  /// The fraction of a mixed number after its whole part and spaces: `1/2`
  /// or `½` in `8 1/2` or `8 ½`, with the index after it.
  private static func mixedFraction(in characters: [Character], after index: Int) -> (
    Rational, Int
  )? {
    var start = index
    while start < characters.count && characters[start] == " " { start += 1 }
    guard start > index, start < characters.count else { return nil }
    if let vulgar = vulgarFractions[characters[start]] { return (vulgar, start + 1) }
    let slash = digitsEnd(in: characters, from: start)
    guard slash > start, slash + 1 < characters.count, characters[slash] == "/",
      isDigit(characters[slash + 1])
    else { return nil }
    let end = digitsEnd(in: characters, from: slash + 1)
    // `8 1/2.5` is no mixed number.
    guard end == characters.count || !(isDigit(characters[end]) || characters[end] == ".")
    else { return nil }
    guard let fraction = Rational(String(characters[start..<end])), fraction < .one else {
      return nil
    }
    return (fraction, end)
  }

  private static func digitsEnd(in characters: [Character], from start: Int) -> Int {
    var end = start
    while end < characters.count && isDigit(characters[end]) { end += 1 }
    return end
  }

  private static func isDigit(_ character: Character) -> Bool {
    guard let ascii = character.asciiValue else { return false }
    return ascii >= UInt8(ascii: "0") && ascii <= UInt8(ascii: "9")
  }

  /// The marks written several ways, and the one way they are read.
  private static let markNames: [Character: Character] = [
    "”": "\"", "″": "\"", "-": "-", "‐": "-", "‑": "-", "−": "-", "—": "–",
    "⌀": "ø", "’": "'",
  ]

  /// The fractions Unicode writes as one character.
  private static let vulgarFractions: [Character: Rational] = [
    "½": Rational(reducedNumerator: 1, denominator: 2),
    "⅓": Rational(reducedNumerator: 1, denominator: 3),
    "⅔": Rational(reducedNumerator: 2, denominator: 3),
    "¼": Rational(reducedNumerator: 1, denominator: 4),
    "¾": Rational(reducedNumerator: 3, denominator: 4),
    "⅛": Rational(reducedNumerator: 1, denominator: 8),
    "⅜": Rational(reducedNumerator: 3, denominator: 8),
    "⅝": Rational(reducedNumerator: 5, denominator: 8),
    "⅞": Rational(reducedNumerator: 7, denominator: 8),
  ]
}
