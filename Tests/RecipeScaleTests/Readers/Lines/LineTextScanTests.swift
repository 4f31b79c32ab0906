import Testing

@testable import RecipeScale

/// The line text's word ends and collapsed names agree with a plain reading of
/// each scalar, at every length and offset.
@Suite("Line text scans")
struct LineTextScanTests {
  /// Pieces of names: letters of one and two bytes, digits and signs, and the
  /// spaces the reader collapses (ASCII, tab, no-break, thin).
  static let pieces = [
    "a", "Z", "q", "é", "Ä", "1", "-", ",", "½", "(", " ", " ", "  ", "\t", "\u{A0}", "\u{2009}",
    "\u{7F}", "~",
  ]
  static let spaces: Set<Unicode.Scalar> = [" ", "\t", "\u{A0}", "\u{2009}"]

  static func randomText(_ generator: inout SplitMix64) -> String {
    (0..<generator.int(in: 0...40)).map { _ in pieces[generator.int(in: 0...pieces.count - 1)] }
      .joined()
  }

  /// Runs of spaces made one ASCII space, none at the ends.
  static func collapsed(_ text: String) -> String {
    text.unicodeScalars.split { spaces.contains($0) }.map { String(String.UnicodeScalarView($0)) }
      .joined(separator: " ")
  }

  /// The end of the run of letters from a byte offset, a scalar at a time.
  static func wordEnd(_ text: String, from offset: Int) -> Int {
    var position = offset
    var scalars = Substring(text).utf8.dropFirst(offset)
    while let scalar = String(decoding: scalars, as: UTF8.self).unicodeScalars.first,
      LineText.isLetterScalar(scalar.value)
    {
      let length = String(scalar).utf8.count
      position += length
      scalars = scalars.dropFirst(length)
    }
    return position
  }

  @Test("collapsed names and word ends match a scalar-by-scalar reading")
  func randomTexts() {
    var generator = SplitMix64(seed: 31)
    for _ in 0..<3000 {
      let text = Self.randomText(&generator)
      let bytes = Array(text.utf8)
      let line = LineText(bytes, in: .empty, at: 0)
      #expect(
        line.collapsed(0..<bytes.count) == Self.collapsed(text), "\(text.debugDescription)")
      // A name already collapsed is its bytes in place, which a name read is kept as.
      let plain = line.trimmedIfCollapsed(0..<bytes.count)
      #expect(
        plain.map { String(decoding: bytes[$0], as: UTF8.self) }
          == (Self.collapsed(text)
            == String(decoding: bytes[line.start..<line.end], as: UTF8.self)
            ? Self.collapsed(text) : nil),
        "\(text.debugDescription)")
      // Any part of the trimmed line between two scalar starts: short units among them.
      let starts = (line.start...line.end).filter {
        $0 == line.end || bytes[$0] & 0xC0 != 0x80
      }
      for _ in 0..<4 {
        let ends = [0, 1].map { _ in starts[generator.int(in: 0...starts.count - 1)] }
        let part = min(ends[0], ends[1])..<max(ends[0], ends[1])
        #expect(
          line.collapsed(part) == Self.collapsed(String(decoding: bytes[part], as: UTF8.self)),
          "\(text.debugDescription) \(part)")
      }
      // Every scalar start inside the trimmed line.
      let trimmed = String(decoding: bytes[line.start..<line.end], as: UTF8.self)
      var offset = line.start
      for scalar in trimmed.unicodeScalars {
        let expected = min(Self.wordEnd(text, from: offset), line.end)
        #expect(line.wordEnd(offset) == expected, "\(text.debugDescription) at \(offset)")
        offset += String(scalar).utf8.count
      }
    }
  }
}
