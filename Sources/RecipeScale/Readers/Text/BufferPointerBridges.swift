// Bridges from this branch's arrays and spans to code of other areas that
// still takes `UnsafeBufferPointer`: the line reader (`LineText`,
// `IngredientLineParser`), the word table and `Ingredient`'s name bytes.
// Each forwards without a copy. They go when that code reads arrays or spans;
// the calls that use them are written as they will then be.

extension LineText {
  /// ``spaceLength(_:_:_:)`` of an array.
  static func spaceLength(_ bytes: [UInt8], _ index: Int, _ end: Int) -> Int {
    bytes.withUnsafeBufferPointer { spaceLength($0, index, end) }
  }

  /// ``spaceLengthEnding(_:_:_:)`` of an array.
  static func spaceLengthEnding(_ bytes: [UInt8], _ index: Int, _ floor: Int) -> Int {
    bytes.withUnsafeBufferPointer { spaceLengthEnding($0, index, floor) }
  }
}

extension FoldedWordTable {
  /// ``value(in:_:)`` of an array.
  func value(in bytes: [UInt8], _ range: Range<Int>) -> Value? {
    bytes.withUnsafeBufferPointer { value(in: $0, range) }
  }
}

extension IngredientLineParser {
  /// Reads one line of a text, as a slice of the text's bytes.
  func read(_ line: ArraySlice<UInt8>, in source: SourceText, at offset: Int)
    throws(IngredientLineError) -> IngredientLineReading
  {
    try line.withUnsafeBufferPointer { (bytes) throws(IngredientLineError) in
      try read(bytes, in: source, at: offset)
    }
  }
}

extension SourceLine {
  /// Calls `body` with part of the line's bytes, where they lie.
  func withBytes<Result>(inLine part: Range<Int>, _ body: (UnsafeBufferPointer<UInt8>) -> Result)
    -> Result
  {
    bytes(inLine: part).withUnsafeBufferPointer(body)
  }
}

extension ByteScan {
  /// ``firstIndex(of:in:from:)`` of a buffer.
  static func firstIndex(of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int)
    -> Int?
  {
    firstIndex(of: byte, in: bytes.span, from: start)
  }
}
