/// The schema.org types the reader looks for, however a page names them.
enum SchemaType {
  /// Whether a type names `Recipe`: `Recipe`, `schema:Recipe`,
  /// `https://schema.org/Recipe`, in any case, with spaces around.
  static func isRecipe(_ type: String) -> Bool { names(type, "recipe") }

  /// Whether a type names `HowToSection`, written in any of the ways ``isRecipe(_:)`` takes.
  static func isSection(_ type: String) -> Bool { names(type, "howtosection") }

  /// Whether a type names `HowToTip`, written in any of the ways ``isRecipe(_:)`` takes.
  static func isTip(_ type: String) -> Bool { names(type, "howtotip") }

  /// Whether the last part of a type, after any vocabulary prefix or URL,
  /// is a name, compared without case.
  private static func names(_ type: String, _ lowercase: String) -> Bool {
    // Bytes from the end, not Characters: a page asks this of every step it has.
    func separates(_ byte: UInt8) -> Bool {
      byte == UInt8(ascii: "/") || byte == UInt8(ascii: ":") || byte == UInt8(ascii: "#")
        || byte == 0x20 || (0x09...0x0D).contains(byte)
    }
    var bytes = type.utf8[...]
    while let last = bytes.last, separates(last) { bytes = bytes.dropLast() }
    let start = bytes.lastIndex(where: separates).map { bytes.index(after: $0) } ?? bytes.startIndex
    let local = bytes[start...]
    guard local.count == lowercase.utf8.count else { return false }
    return zip(local, lowercase.utf8).allSatisfy { written, expected in
      (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(written)
        ? written | 0x20 == expected : written == expected
    }
  }

}
