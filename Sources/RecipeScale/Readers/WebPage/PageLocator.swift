/// Lines and columns of byte offsets in a page, all found in one pass.
enum PageLocator {
  /// The positions of byte offsets, in the order given; the column counts
  /// characters as ``JSONSyntax`` does, one per UTF-8 sequence.
  ///
  /// - Parameters:
  ///   - offsets: Byte offsets, in any order.
  ///   - bytes: The page.
  /// - Returns: Each offset's line and column, counting from 1.
  static func positions(of offsets: [Int], in bytes: UnsafeBufferPointer<UInt8>) -> [TextPosition] {
    var positions = Array(repeating: TextPosition(line: 1, column: 1), count: offsets.count)
    let order = offsets.indices.sorted { offsets[$0] < offsets[$1] }
    var line = 1
    var column = 1
    var index = 0
    for which in order {
      let target = min(max(offsets[which], 0), bytes.count)
      while index < target {
        let byte = bytes[index]
        if byte == UInt8(ascii: "\n") {
          line += 1
          column = 1
        } else if byte & 0xC0 != 0x80 {
          column += 1
        }
        index += 1
      }
      positions[which] = TextPosition(line: line, column: column)
    }
    return positions
  }
}
