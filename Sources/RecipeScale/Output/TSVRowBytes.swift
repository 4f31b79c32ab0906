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
    bytes.append(UInt8(ascii: "\t"))
    appendFixedDecimal(value)
    bytes.append(UInt8(ascii: "\t"))
    if value.numerator < 0 { bytes.append(UInt8(ascii: "-")) }
    appendDigits(UInt64(value.numerator.magnitude))
    bytes.append(UInt8(ascii: "\t"))
    appendDigits(UInt64(value.denominator))
  }

  /// Appends the value as ``Rational/fixedDecimal(places:)`` writes it with
  /// ``TSVFormatter/valuePlaces`` places.
  private mutating func appendFixedDecimal(_ value: Rational) {
    // 64-bit arithmetic where the doubled, scaled numerator fits, as it does for
    // every amount a kitchen measures; 128 bits, through the String, beyond.
    let unit: UInt64 = 1_000_000
    let bottom = UInt64(value.denominator)
    let (scaled, overflow) = UInt64(value.numerator.magnitude).multipliedReportingOverflow(
      by: unit * 2)
    let (top, carry) = scaled.addingReportingOverflow(bottom)
    guard TSVFormatter.valuePlaces == 6, !overflow, !carry else {
      bytes.append(contentsOf: value.fixedDecimal(places: TSVFormatter.valuePlaces).utf8)
      return
    }
    // The doubled denominator fits: a denominator is at most Int.max.
    let rounded = top / (bottom * 2)
    if value.numerator < 0 && rounded != 0 { bytes.append(UInt8(ascii: "-")) }
    appendDigits(rounded / unit)
    bytes.append(UInt8(ascii: "."))
    appendDigits(rounded % unit, width: TSVFormatter.valuePlaces)
  }

  /// Appends a number's decimal digits, with zeros before them up to `width`.
  private mutating func appendDigits(_ value: UInt64, width: Int = 1) {
    var count = 1
    var rest = value / 10
    while rest > 0 {
      count += 1
      rest /= 10
    }
    count = max(count, width)
    let end = bytes.count + count
    for _ in 0..<count { bytes.append(UInt8(ascii: "0")) }
    var index = end - 1
    var remaining = value
    while remaining > 0 {
      bytes[index] = UInt8(ascii: "0") + UInt8(remaining % 10)
      remaining /= 10
      index -= 1
    }
  }
}
