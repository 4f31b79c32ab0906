extension PanSize {
  /// Reads a pan size as people write it, case-insensitively and with any spaces.
  ///
  /// Accepted:
  /// - two sides, a rectangle or a square when equal: `9x13`, `9 x 13`,
  ///   `9×13`, `9 by 13`, `9x13 in`, `9x13"`, `9 x 13 inches`, `23x33 cm`,
  ///   `22.5x33 cm`, `8 1/2 x 11`, `8x8`; a third length, the depth
  ///   (`9x13x2`), is dropped;
  /// - one side and `square`: `8 inch square`, `8-inch square`, `8" square`,
  ///   `square 8 inch`, `20cm square`;
  /// - one side and `round`, `Ø`, or a noun for a round pan: `9 inch round`,
  ///   `9" round`, `round 9 inch`, `24cm round`, `9 inch springform`,
  ///   `springform 24 cm`, `9-inch pie plate`, `Ø 26 cm`.
  ///
  /// Pan nouns and words such as `cake`, `baking` or `glass` may stand
  /// anywhere (`9-inch round cake pan`). Lengths are inches unless `cm`,
  /// `centimeter(s)`, `centimetre(s)` or `mm` follow them; millimeters become
  /// centimeters exactly (`240 mm` is 24 cm). `in`, `in.`, `inch`, `inches`,
  /// `"`, `”` and `″` are inches. Decimals and fractions are exact (`22.5` is 45/2).
  ///
  /// - Parameter text: The size, such as `9x13`, `8 inch square` or `24 cm round`.
  /// - Throws: ``PanSizeError/empty`` for blank text;
  ///   ``PanSizeError/noShape(_:)`` for one length and no shape (`9`, `9 inch`),
  ///   which could be a round or a square pan; ``PanSizeError/conflictingShapes(_:)``
  ///   for sides the shape cannot have (`9x13 round`); ``PanSizeError/mixedUnits(_:)``;
  ///   ``PanSizeError/notPositive`` for a zero or negative side;
  ///   ``PanSizeError/tooLarge`` for a side over 100 inches or 250 cm; and
  ///   ``PanSizeError/unreadable(_:)`` for anything else, such as a word no
  ///   pan is named with or two sizes.
  public init(parsing text: String) throws(PanSizeError) {
    let tokens = PanToken.tokens(in: text)
    guard !tokens.isEmpty else { throw .empty }
    if PanSize.hasNegativeNumber(tokens) { throw .notPositive }
    var sides: PanSides?
    var words: [String] = []
    var hasDiameterSign = false
    var index = 0
    while index < tokens.count {
      let token = tokens[index]
      if token.number != nil {
        guard sides == nil, let read = PanSides.read(tokens, at: index) else {
          throw .unreadable(text)
        }
        sides = read
        index = read.end
        continue
      }
      if let word = token.word {
        guard
          PanVocabulary.isModifier(word) || PanVocabulary.articles.contains(word)
            || PanVocabulary.introducers.contains(word)
        else { throw .unreadable(text) }
        words.append(word)
      } else if token.isMark("ø") {
        hasDiameterSign = true
      } else if !(token.isMark("-") || token.isMark("(") || token.isMark(")")
        || token.isMark(","))
      {
        throw .unreadable(text)
      }
      index += 1
    }
    guard let sides else { throw .unreadable(text) }
    var reading = PanReading(sides: sides, defaultUnit: .inch)
    words.forEach { reading.note($0) }
    if hasDiameterSign { reading.shapes.insert(.round) }
    self = try reading.panSize(text: text)
  }

  /// Whether a minus sign stands before a number: `-9 inch round`, `9 x -13`,
  /// `9x-13`. A hyphen glued to a number or a word before it joins them
  /// instead (`9-inch`, `8-9`, `9-by-13`).
  private static func hasNegativeNumber(_ tokens: [PanToken]) -> Bool {
    for index in tokens.indices.dropLast() where tokens[index].isMark("-") {
      let next = tokens[index + 1]
      guard next.number != nil || next.kind == .unreadableNumber, !next.followsSpace else {
        continue
      }
      guard index > 0, !tokens[index].followsSpace else { return true }
      // `9x-13` is negative; `9-by-13` is hyphenated on both sides of its `by`.
      let isAfterTimes = tokens[index - 1].word == "x" || tokens[index - 1].word == "by"
      if isAfterTimes && !(index > 1 && tokens[index - 2].isMark("-")) { return true }
    }
    return false
  }
}
