/// Equivalents in a name's notes: `1/2 cup sugar (50g)`, `1 1/2 cups rice (aged,
/// 300 grams)`. The amount they restate scales and they would not, so a cook
/// who weighs would get the recipe's own grams at any scale; like the
/// equivalents right after a unit (`1 cup (240 ml)`), they are left out, and
/// so are prices (`($0.24)`), for the same reason.
extension LineText {
  /// The parts of a name's parenthesized notes that restate a measured amount,
  /// each with the separator that goes with it, to be left out of the name.
  ///
  /// Only a measure in a standard unit of weight or volume counts, alone or
  /// after `about`: `(from 1 cup uncooked)` is another amount, and a count
  /// (`about 3 bananas`) a hint, both kept.
  ///
  /// - Parameters:
  ///   - name: The name's range.
  ///   - pricesOnly: Whether only prices go: a count keeps its measures
  ///     (`2 onions (6 oz, 170 g)` says how big the onions are).
  /// - Returns: The ranges to leave out, in order.
  func equivalentCuts(in name: Range<Int>, pricesOnly: Bool = false) -> (
    cuts: [Range<Int>], restating: [Quantity]
  ) {
    var cuts: [Range<Int>] = []
    var restating: [Quantity] = []
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
      // `(0,40 €)`: a price with a decimal comma is one piece.
      if isPrice(position + 1..<close) { pieces = [position + 1..<close] }
      let restatements = pieces.map { pricesOnly ? nil : restatement(inPiece: $0) }
      for case let quantities? in restatements { restating += quantities }
      let isCut = pieces.indices.map { restatements[$0] != nil || isPrice(pieces[$0]) }
      if isCut.allSatisfy({ $0 }) {
        // The whole note goes, with the space before it; a note that was all of an
        // outer one takes that with it (`((1/2 cup))` leaves no `()`), and one
        // that opened it its comma (`((1/2 cup), softened)` is `(softened)`).
        var cut = trimmingSpaces(before: position, floor: name.lowerBound)..<close + 1
        if position > name.lowerBound, bytes[position - 1] == UInt8(ascii: "(") {
          if byte(close + 1) == UInt8(ascii: ")") {
            cut = trimmingSpaces(before: position - 1, floor: name.lowerBound)..<close + 2
          } else if byte(close + 1) == UInt8(ascii: ",") {
            cut = position..<skipSpaces(close + 2)
          }
        }
        cuts.append(cut)
      } else {
        for (offset, piece) in pieces.enumerated() where isCut[offset] {
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
    return (cuts, restating)
  }

  /// When a piece of a note is only a measure in a standard unit of weight or
  /// volume, after `about` or `approx.` at most (`50g`, ` about 300 grams`,
  /// `1.4 kg`), the author's restatement of the amount: empty for a range;
  /// `nil` when the piece is anything else.
  private func restatement(inPiece piece: Range<Int>) -> [Quantity]? {
    var position = skipSpaces(piece.lowerBound)
    if let (_, wordEnd) = lineWord(position, in: LineWord.qualifiers) {
      position = skipSpaces(byte(wordEnd) == UInt8(ascii: ".") ? wordEnd + 1 : wordEnd)
    } else if byte(position) == UInt8(ascii: "~") {
      position = skipSpaces(position + 1)
    }
    guard startsNumber(position), let amount = try? amount(at: position) else { return nil }
    let unitStart = skipSpaces(amount.end)
    // A lone `C` (`40 C`) may be a cup or degrees Celsius: no restatement to drop.
    guard let unit = unit(at: unitStart),
      unit.end - unit.start > 1 || byte(unit.start) | 0x20 != UInt8(ascii: "c"),
      let standard = unit.standard(in: self),
      standard.dimension == .mass || standard.dimension == .volume,
      skipSpaces(unit.end) >= trimmingSpaces(before: piece.upperBound, floor: unit.end)
    else { return nil }
    return restatement(amount, unit)
  }

  /// Whether a piece of a note is only a price (`$0.24`, `€1,20`, `£2`, `0.50 €`),
  /// as budget sites write one after a line: what the recipe's amount cost,
  /// which no longer holds once the amount scales.
  private func isPrice(_ piece: Range<Int>) -> Bool {
    let text = String(decoding: bytes[piece], as: UTF8.self).filter { $0 != " " }
    let symbols: Set<Character> = ["$", "€", "£", "¥"]
    guard let first = text.first, let last = text.last else { return false }
    let digits: Substring
    if symbols.contains(first) {
      digits = text.dropFirst()
    } else if symbols.contains(last) {
      digits = text.dropLast()
    } else {
      return false
    }
    return !digits.isEmpty && digits.first?.isASCII == true && digits.first?.isNumber == true
      && digits.allSatisfy { $0.isASCII && ($0.isNumber || $0 == "." || $0 == ",") }
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
