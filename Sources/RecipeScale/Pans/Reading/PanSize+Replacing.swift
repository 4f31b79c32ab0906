extension PanSize {
  /// A recipe's text with its pan's size rewritten as another pan's, where it
  /// names that pan: `Butter a 9-inch round cake pan` made in a 9x13 reads
  /// `Butter a 9x13-inch cake pan`.
  ///
  /// The size and the shape word after it (`round`, `square`) are rewritten;
  /// the pan's other words stay (`cake pan`, `springform`), and `a` and `an`
  /// before the size follow the new number (`an 8-inch square`). Text that
  /// names no pan, another pan, or is unsure (see ``find(in:)``) stays, and
  /// so does text whose words say the old shape apart from the size (`moule
  /// rond de 24 cm`, `Springform (Ø 26 cm)`, `24 cm springform`) when the new
  /// pan has another shape: rewriting the size alone would name a round
  /// rectangle.
  ///
  /// - Parameters:
  ///   - old: The pan the text may name.
  ///   - new: The pan to name instead.
  ///   - text: A recipe's text, such as a step.
  /// - Returns: The text rewritten, or `nil` when it names no pan to rewrite.
  public static func replacing(_ old: PanSize, with new: PanSize, in text: String) -> String? {
    guard old != new, find(in: text) == old else { return nil }
    let tokens = PanToken.tokens(in: text)
    var characters = Array(text)
    // Lowercasing may change a text's characters (rarely); then the tokens'
    // places are not the text's, and it stays as written.
    guard characters.count == Array(text.lowercased()).count else { return nil }
    var rewritten = false
    // Shape words the rewriting replaces; another one, before the size
    // (`moule rond de 24 cm`), would still name the old shape.
    var replacedShapes: Set<Int> = []
    var index = tokens.count - 1
    // From the end, so that the places of earlier sizes hold as later ones change.
    while index >= 0 {
      defer { index -= 1 }
      guard tokens[index].number != nil, index == 0 || tokens[index - 1].number == nil,
        let sides = PanSides.read(tokens, at: index), sides.isSize, sides.names(old)
      else { continue }
      var end = sides.end
      var hasShapeWord = false
      if end < tokens.count, let word = tokens[end].word, PanVocabulary.shapes[word] != nil {
        replacedShapes.insert(end)
        hasShapeWord = true
        end += 1
      }
      let range = tokens[index].characters.lowerBound..<tokens[end - 1].characters.upperBound
      // The new shape is named where the old one was, or where it changes.
      let words = new.inlineWords(namingShape: hasShapeWord || old.shape != new.shape)
      characters.replaceSubrange(range, with: words)
      PanSize.agreeArticle(before: range.lowerBound, with: new, in: &characters)
      rewritten = true
    }
    guard rewritten else { return nil }
    if old.shape != new.shape {
      // Words that still say the old shape once the size is rewritten: a shape
      // word apart from the size, a diameter (`Ø 26 cm`), or a pan that is
      // round by nature (`springform`, `pie plate`, `tortiera`).
      for (place, token) in tokens.enumerated() {
        if token.isMark("ø") { return nil }
        guard let word = token.word else { continue }
        if PanVocabulary.shapes[word] != nil && !replacedShapes.contains(place)
          || PanVocabulary.diameterWords.contains(word)
          || PanVocabulary.roundingWords.contains(word) || PanNoun.all[word]?.isRound == true
        {
          return nil
        }
      }
    }
    return String(characters)
  }

  /// The size as a sentence writes it before a pan's noun: `9x13-inch`,
  /// `8-inch square`, `10-inch round`, `23x33 cm`, `24 cm round`; without
  /// the shape word when the sentence names the shape elsewhere.
  func inlineWords(namingShape: Bool = true) -> String {
    let unit = self.unit == .inch ? "-inch" : " cm"
    let side = width.formatted(decimalPlaces: 2)
    switch shape {
    case .rectangle: return side + "x" + length.formatted(decimalPlaces: 2) + unit
    case .square: return side + unit + (namingShape ? " square" : "")
    case .round: return side + unit + (namingShape ? " round" : "")
    }
  }

  /// Makes `a` or `an` just before a size agree with it (see ``takesAn``).
  private static func agreeArticle(
    before start: Int, with pan: PanSize, in characters: inout [Character]
  ) {
    guard start >= 2, characters[start - 1] == " " else { return }
    let vowel = pan.takesAn
    if characters[start - 2] == "a", start == 2 || !characters[start - 3].isLetter, vowel {
      characters.insert("n", at: start - 1)
    } else if start >= 3, characters[start - 3] == "a", characters[start - 2] == "n",
      start == 3 || !characters[start - 4].isLetter, !vowel
    {
      characters.remove(at: start - 2)
    }
  }
}
