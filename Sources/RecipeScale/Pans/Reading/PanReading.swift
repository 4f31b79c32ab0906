/// What a phrase says about a pan, gathered before deciding its size: the
/// sides, the shapes its words name, and whether its noun means a round pan.
///
/// Parsing a size and finding one in a recipe gather these from different
/// places, and decide the pan the same way.
struct PanReading: Hashable, Sendable {
  /// The sides as written.
  var sides: PanSides
  /// The shapes the words name (`round`, `carré`, `Ø`); more than one is a conflict.
  var shapes: Set<PanShape> = []
  /// Whether a word means a round pan unless the sides say otherwise (`springform`, `pie`).
  var isRoundByDefault = false
  /// The unit of sides written without one, or `nil` when they need one.
  var defaultUnit: PanUnit?

  /// Notes what a word of the phrase says about the shape: `round`,
  /// `carré` and `Durchmesser` name one, `springform` and `manqué` make the
  /// pan round unless its sides say otherwise.
  mutating func note(_ word: String) {
    if let shape = PanVocabulary.shapes[word] { shapes.insert(shape) }
    if PanVocabulary.diameterWords.contains(word) { shapes.insert(.round) }
    if PanNoun.all[word]?.isRound == true || PanVocabulary.roundingWords.contains(word) {
      isRoundByDefault = true
    }
  }

  /// The pan the phrase names.
  ///
  /// One length is a round pan's diameter or a square pan's side, and
  /// needs a word to say which; two lengths are a rectangle's sides, or a
  /// square's when equal.
  ///
  /// - Parameter text: The text read, for the errors that quote it.
  /// - Returns: The pan.
  /// - Throws: The ``PanSizeError`` that says what is missing or wrong.
  func panSize(text: String) throws(PanSizeError) -> PanSize {
    guard !sides.hasMixedUnits else { throw .mixedUnits(text) }
    guard let unit = sides.unit ?? defaultUnit else { throw .unreadable(text) }
    guard shapes.count <= 1 else { throw .conflictingShapes(text) }
    guard let first = sides.lengths.first else { throw .unreadable(text) }
    guard let second = sides.lengths.dropFirst().first else {
      switch shapes.first ?? (isRoundByDefault ? .round : nil) {
      case .round?: return try PanSize(round: first, in: unit)
      case .square?: return try PanSize(square: first, in: unit)
      case .rectangle?: throw .conflictingShapes(text)
      case nil: throw .noShape(text)
      }
    }
    if shapes.contains(.round) || shapes.contains(.square) && first != second {
      throw .conflictingShapes(text)
    }
    return try PanSize(width: first, length: second, in: unit)
  }
}
