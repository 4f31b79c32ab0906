extension [UInt8] {
  /// Appends a string's UTF-8 bytes, read through its span: a field of a row
  /// is most often a small string, which has no contiguous storage for the
  /// general `append(contentsOf:)` to copy from, and which that then walks a
  /// byte at a time through a collection's indices.
  ///
  /// - Parameter string: The string.
  mutating func append(utf8Of string: String) {
    let bytes = string.utf8.span
    for index in bytes.indices { append(bytes[index]) }
  }
}

extension [UInt8] {
  /// Appends a string as a TSV field (``StringProtocol/escapedForTSV``): its
  /// bytes as they are when none needs escaping, which is most fields, so no
  /// escaped copy is made for them.
  ///
  /// - Parameter string: The field's text.
  mutating func append(tsvFieldOf string: String) {
    let needsEscaping = string.containsUTF8Byte {
      String.mayNeedEscaping($0, backslash: true, quote: false)
    }
    append(utf8Of: needsEscaping ? string.escapedForTSV : string)
  }
}
