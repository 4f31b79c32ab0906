/// Equivalents in a name's notes: `1/2 cup sugar (50g)`, `1 1/2 cups rice (aged,
/// 300 grams)`. The amount they restate scales and they would not, so a cook
/// who weighs would get the recipe's own grams at any scale; like the
/// equivalents right after a unit (`1 cup (240 ml)`), they are left out.
extension LineText {
  /// The parts of a name's parenthesized notes that restate a measured amount,
  /// each with the separator that goes with it, to be left out of the name.
  ///
  /// Only a measure in a standard unit of weight or volume counts, alone or
  /// after `about`: `(from 1 cup uncooked)` is another amount, and a count
  /// (`about 3 bananas`) a hint, both kept.
  ///
  /// - Parameter name: The name's range.
  /// - Returns: The ranges to leave out, in order.
  func equivalentCuts(in name: Range<Int>) -> [Range<Int>] {
    var cuts: [Range<Int>] = []
    var position = name.lowerBound
    while let open = bytes[position..<name.upperBound].firstIndex(of: UInt8(ascii: "(")) {
      position = open
      guard let close = closingParenthesis(from: position), close < name.upperBound else {
        position += 1
        continue
      }
      var pieces: [Range<Int>] = []
      var pieceStart = position + 1
      for index in position + 1...close
      where index == close || bytes[index] == UInt8(ascii: ",")
        || bytes[index] == UInt8(ascii: ";")
      {
        pieces.append(pieceStart..<index)
        pieceStart = index + 1
      }
      let restating = pieces.map(restatesAmount)
      if restating.allSatisfy({ $0 }) {
        // The whole note goes, with the space before it.
        cuts.append(trimmingSpaces(before: position, floor: name.lowerBound)..<close + 1)
      } else {
        for (offset, piece) in pieces.enumerated() where restating[offset] {
          // With the comma before it; the first piece with the comma after it.
          let separatorBefore = piece.lowerBound - 1
          cuts.append(
            offset == 0
              ? piece.lowerBound..<skipSpaces(piece.upperBound + 1)
              : separatorBefore..<piece.upperBound)
        }
      }
      position = close + 1
    }
    return cuts
  }

  /// Whether a piece of a note is only a measure in a standard unit of weight or
  /// volume, after `about` or `approx.` at most: `50g`, ` about 300 grams`, `1.4 kg`.
  private func restatesAmount(_ piece: Range<Int>) -> Bool {
    var position = skipSpaces(piece.lowerBound)
    if let (_, wordEnd) = lineWord(position, in: LineWord.qualifiers) {
      position = skipSpaces(byte(wordEnd) == UInt8(ascii: ".") ? wordEnd + 1 : wordEnd)
    } else if byte(position) == UInt8(ascii: "~") {
      position = skipSpaces(position + 1)
    }
    guard startsNumber(position), let amount = try? amount(at: position) else { return false }
    let unitStart = skipSpaces(amount.end)
    // A lone `C` (`40 C`) may be a cup or degrees Celsius: no restatement to drop.
    guard let unit = unit(at: unitStart),
      unit.end - unit.start > 1 || byte(unit.start) | 0x20 != UInt8(ascii: "c"),
      let standard = unit.standard(in: self),
      standard.dimension == .mass || standard.dimension == .volume
    else { return false }
    return skipSpaces(unit.end) >= trimmingSpaces(before: piece.upperBound, floor: unit.end)
  }

  /// The text in a range without the cuts, its spaces collapsed as ``collapsed(_:)`` does.
  func collapsed(_ range: Range<Int>, leavingOut cuts: [Range<Int>]) -> String {
    var kept: [UInt8] = []
    var position = range.lowerBound
    for cut in cuts {
      kept += bytes[position..<max(position, cut.lowerBound)]
      position = max(position, cut.upperBound)
    }
    kept += bytes[position..<range.upperBound]
    return LineText(kept, in: .empty, at: 0).collapsed(0..<kept.count)
  }
}
