/// Lines and columns of byte offsets in a text, all found in one pass: a
/// page's recipes and doubts, a file's warnings.
package enum TextPositions {
  /// The positions of byte offsets, in the order given; the column counts
  /// characters as ``JSONSyntax`` does, one per UTF-8 sequence.
  ///
  /// - Parameters:
  ///   - offsets: Byte offsets, in any order.
  ///   - bytes: The page.
  /// - Returns: Each offset's line and column, counting from 1.
  package static func positions(of offsets: [Int], in bytes: Span<UInt8>) -> [TextPosition] {
    var positions = Array(repeating: TextPosition(line: 1, column: 1), count: offsets.count)
    let order = offsets.indices.sorted { offsets[$0] < offsets[$1] }
    var line = 1
    var column = 1
    var index = 0
    for which in order {
      let target = min(max(offsets[which], 0), bytes.count)
      // Only the target's own line is walked, from its start or from the
      // last target, whichever is later, so the pass stays linear even when
      // a page is a single line.
      let newlines = ByteScan.count(of: UInt8(ascii: "\n"), in: bytes, range: index..<target)
      if newlines > 0 {
        line += newlines
        var start = target
        while bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
        (index, column) = (start, 1)
      }
      for offset in index..<target where bytes[offset] & 0xC0 != 0x80 { column += 1 }
      index = target
      positions[which] = TextPosition(line: line, column: column)
    }
    return positions
  }
}
