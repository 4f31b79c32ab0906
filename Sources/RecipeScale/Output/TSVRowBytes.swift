/// The bytes of TSV rows as they are built, a field at a time.
///
/// A row is built as bytes and added to the text once: appending to a String
/// costs a few hundred instructions a piece, and every number written through
/// a String of its own allocates; here a field is a copy and a number its digits.
struct TSVRowBytes {
  /// The bytes written so far.
  var bytes: [UInt8] = []

  /// Appends a field as `escapedForTSV` writes it.
  ///
  /// - Parameter field: The field, unescaped.
  mutating func appendEscaped(_ field: String) {
    // Most fields are plain ASCII with nothing to escape: one scan, one copy.
    let copied = field.utf8.withContiguousStorageIfAvailable { buffer -> Bool in
      for byte in buffer where byte < 0x20 || byte >= 0x7F || byte == UInt8(ascii: "\\") {
        return false
      }
      bytes.append(contentsOf: buffer)
      return true
    }
    if copied != true { bytes.append(contentsOf: field.escapedForTSV.utf8) }
  }

  /// Appends a field that needs no escaping, such as a quantity.
  ///
  /// - Parameter field: The field.
  mutating func append(_ field: String) {
    let copied: Void? = field.utf8.withContiguousStorageIfAvailable {
      bytes.append(contentsOf: $0)
    }
    if copied == nil { bytes.append(contentsOf: field.utf8) }
  }

  /// Appends one ASCII byte, such as a tab.
  ///
  /// - Parameter scalar: The character.
  mutating func appendASCII(_ scalar: Unicode.Scalar) {
    bytes.append(UInt8(ascii: scalar))
  }

  /// Appends the fields of ``TSVFormatter/exactColumns``, each after a tab:
  /// empty for no amount.
  ///
  /// - Parameters:
  ///   - amount: The exact amount, or `nil`.
  ///   - amountMax: The exact upper end of a range, or `nil`.
  mutating func appendExactFields(_ amount: Rational?, _ amountMax: Rational?) {
    appendExactFields(amount)
    appendExactFields(amountMax)
  }

  /// Appends the value, numerator and denominator of one amount, each after a tab.
  private mutating func appendExactFields(_ value: Rational?) {
    guard let value else {
      bytes.append(contentsOf: [UInt8(ascii: "\t"), UInt8(ascii: "\t"), UInt8(ascii: "\t")])
      return
    }
    // The three fields are written in a buffer on the stack and appended at
    // once: appending byte by byte checked the array's uniqueness and capacity
    // for every digit. Three tabs, a sign and 20 digits a number, a point: 72 bytes at most.
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 72) { buffer in
      var count = 0
      func write(_ byte: UInt8) {
        buffer[count] = byte
        count += 1
      }
      write(UInt8(ascii: "\t"))
      if !writeFixedDecimal(value, into: buffer, count: &count) {
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[..<count]))
        bytes.append(contentsOf: value.fixedDecimal(places: TSVFormatter.valuePlaces).utf8)
        count = 0
      }
      write(UInt8(ascii: "\t"))
      if value.numerator < 0 { write(UInt8(ascii: "-")) }
      count = Rational.write(digitsOf: UInt64(value.numerator.magnitude), into: buffer, at: count)
      write(UInt8(ascii: "\t"))
      count = Rational.write(digitsOf: UInt64(value.denominator), into: buffer, at: count)
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[..<count]))
    }
  }

  /// Writes the value as ``Rational/fixedDecimal(places:)`` writes it with
  /// ``TSVFormatter/valuePlaces`` places, in 64-bit arithmetic; `false`, with
  /// nothing written, when that overflows.
  private func writeFixedDecimal(
    _ value: Rational, into buffer: UnsafeMutableBufferPointer<UInt8>, count: inout Int
  ) -> Bool {
    // 64-bit arithmetic where the doubled, scaled numerator fits, as it does for
    // every amount a kitchen measures; 128 bits, through the String, beyond.
    let unit: UInt64 = 1_000_000
    let bottom = UInt64(value.denominator)
    let (scaled, overflow) = UInt64(value.numerator.magnitude).multipliedReportingOverflow(
      by: unit * 2)
    let (top, carry) = scaled.addingReportingOverflow(bottom)
    guard TSVFormatter.valuePlaces == 6, !overflow, !carry else { return false }
    // The doubled denominator fits: a denominator is at most Int.max.
    let rounded = top / (bottom * 2)
    if value.numerator < 0 && rounded != 0 {
      buffer[count] = UInt8(ascii: "-")
      count += 1
    }
    count = Rational.write(digitsOf: rounded / unit, into: buffer, at: count)
    buffer[count] = UInt8(ascii: ".")
    count += 1
    count = Rational.write(
      digitsOf: rounded % unit, width: TSVFormatter.valuePlaces, into: buffer, at: count)
    return true
  }
}
