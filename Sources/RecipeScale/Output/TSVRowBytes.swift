/// The bytes of TSV rows as they are built, a field at a time.
///
/// A row is built as bytes and added to the text once: appending to a String
/// costs a few hundred instructions a piece, and every number written through
/// a String of its own allocates; here a field is a copy and a number its digits.
/// The bytes live in memory of its own, not an array: an array's
/// `append(contentsOf:)` cost about 80 instructions a field in checks.
struct TSVRowBytes: ~Copyable {
  /// The memory, `capacity` bytes of which the first `count` are written.
  private var start: UnsafeMutablePointer<UInt8>
  private var capacity: Int
  private var count = 0

  /// Creates an empty buffer with room for about `capacity` bytes.
  init(capacity: Int = 256) {
    self.capacity = max(capacity, 64)
    start = .allocate(capacity: self.capacity)
  }

  deinit { start.deallocate() }

  /// The bytes written so far, valid until the next change.
  var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: start, count: count) }

  /// Room for `extra` more bytes, the memory doubled as often as needed.
  @inline(__always)
  private mutating func reserve(_ extra: Int) {
    if count + extra > capacity { grow(toHold: count + extra) }
  }

  /// Moves the bytes to memory that holds at least `needed`.
  @inline(never)
  private mutating func grow(toHold needed: Int) {
    var grown = capacity * 2
    while grown < needed { grown *= 2 }
    let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
    moved.update(from: start, count: count)
    start.deallocate()
    start = moved
    capacity = grown
  }

  /// Appends bytes as they are.
  @inline(__always)
  private mutating func append(_ buffer: UnsafeBufferPointer<UInt8>) {
    guard let base = buffer.baseAddress, !buffer.isEmpty else { return }
    reserve(buffer.count)
    (start + count).update(from: base, count: buffer.count)
    count += buffer.count
  }

  /// Appends a field as `escapedForTSV` writes it.
  ///
  /// - Parameter field: The field, unescaped.
  mutating func appendEscaped(_ field: String) {
    // Not `withUTF8`, which needs a copy of the string to mutate: a retain
    // and a release a field.
    let copied = field.utf8.withContiguousStorageIfAvailable { appendUnlessEscaped($0) }
    if copied != true { append(field.escapedForTSV) }
  }

  /// Appends a field's UTF-8 bytes as `escapedForTSV` writes the field.
  ///
  /// - Parameter bytes: The field, unescaped, valid UTF-8.
  mutating func appendEscaped(bytes: UnsafeBufferPointer<UInt8>) {
    if !appendUnlessEscaped(bytes) { append(String(decoding: bytes, as: UTF8.self).escapedForTSV) }
  }

  /// Appends part of a field as `escapedForTSV` writes it: escaping goes a
  /// scalar at a time, so the parts of a field escape as the whole does.
  ///
  /// - Parameter part: The part, unescaped.
  mutating func appendEscaped(_ part: Substring) {
    if part.isEmpty { return }
    let copied = part.utf8.withContiguousStorageIfAvailable { appendUnlessEscaped($0) }
    if copied != true { append(part.escapedForTSV) }
  }

  /// Appends bytes that need no escaping and returns `true`; else `false`, with nothing appended.
  private mutating func appendUnlessEscaped(_ buffer: UnsafeBufferPointer<UInt8>) -> Bool {
    // Most fields are plain ASCII with nothing to escape: one scan, one copy,
    // the scan eight bytes at a time.
    guard let base = buffer.baseAddress else { return true }
    let raw = UnsafeRawPointer(base)
    var flagged: UInt64 = 0
    var index = 0
    while index + 8 <= buffer.count {
      flagged |= TSVRowBytes.escapeFlags(raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
      index += 8
    }
    if index < buffer.count, buffer.count >= 8 {
      // The last eight bytes, some of them looked at already, in one word.
      flagged |= TSVRowBytes.escapeFlags(
        raw.loadUnaligned(fromByteOffset: buffer.count - 8, as: UInt64.self))
      index = buffer.count
    }
    while index < buffer.count {
      flagged |= TSVRowBytes.escapeFlags(UInt64(buffer[index]) | 0x2020_2020_2020_2000)
      index += 1
    }
    guard flagged == 0 else { return false }
    append(buffer)
    return true
  }

  /// A high bit set in some byte when any of eight bytes needs escaping: it is
  /// below 0x20, from 0x7F on, or a backslash. Only whether one is set tells:
  /// a borrow or carry from a byte that needs escaping may set another's.
  private static func escapeFlags(_ word: UInt64) -> UInt64 {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    let control = (word &- ones &* 0x20) & ~word & highs
    let beyondASCII = ((word &+ ones) | word) & highs
    let backslashes = word ^ (ones &* UInt64(UInt8(ascii: "\\")))
    return control | beyondASCII | ((backslashes &- ones) & ~backslashes & highs)
  }

  /// Appends bytes that need no escaping, such as the fields every row of a recipe starts with.
  ///
  /// - Parameter bytes: The bytes.
  mutating func append(bytes: [UInt8]) {
    bytes.withUnsafeBufferPointer { append($0) }
  }

  /// Appends the lower end of an amount as ``ShownLine/quantity`` writes it:
  /// `~` first when the parts are approximate.
  ///
  /// - Parameter parts: The line's parts.
  mutating func appendQuantity(of parts: ShownLine) {
    guard let low = parts.low else { return }
    let first = count
    appendText(of: low)
    guard parts.isApproximate, first == count || start[first] != UInt8(ascii: "~") else { return }
    insertTilde(at: first)
  }

  /// Appends the upper end of a range as ``ShownLine/quantityMax`` writes it: without a `~`.
  ///
  /// - Parameter parts: The line's parts.
  mutating func appendQuantityMax(of parts: ShownLine) {
    guard let high = parts.high else { return }
    let first = count
    appendText(of: high)
    guard count > first, start[first] == UInt8(ascii: "~") else { return }
    (start + first).update(from: start + first + 1, count: count - first - 1)
    count -= 1
  }

  /// Appends an amount's text: its bytes written in place, or its String.
  private mutating func appendText(of amount: ShownAmount) {
    reserve(ShownAmount.longestText)
    let buffer = UnsafeMutableBufferPointer(start: start, count: capacity)
    if let end = amount.write(into: buffer, at: count) {
      count = end
    } else {
      append(amount.text)
    }
  }

  /// Moves the bytes from a place on by one and writes a `~` there.
  private mutating func insertTilde(at place: Int) {
    reserve(1)
    (start + place + 1).update(from: start + place, count: count - place)
    start[place] = UInt8(ascii: "~")
    count += 1
  }

  /// Appends a field that needs no escaping, such as a quantity.
  ///
  /// - Parameter field: The field.
  mutating func append(_ field: String) {
    // As in `appendEscaped(_:)`, no copy of the string to mutate unless it has
    // no contiguous UTF-8, which a native string always has.
    if field.utf8.withContiguousStorageIfAvailable({ append($0) }) != nil { return }
    var copy = field
    copy.withUTF8 { append($0) }
  }

  /// Appends one ASCII byte, such as a tab.
  ///
  /// - Parameter scalar: The character.
  @inline(__always)
  mutating func appendASCII(_ scalar: Unicode.Scalar) {
    reserve(1)
    start[count] = UInt8(ascii: scalar)
    count += 1
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
      reserve(3)
      for _ in 0..<3 { appendASCII("\t") }
      return
    }
    // Written straight into the memory, made room for first: a tab, a sign and
    // 20 digits a number, a point: 72 bytes at most for the three fields.
    reserve(72)
    var buffer = UnsafeMutableBufferPointer(start: start + count, count: 72)
    var written = 0
    buffer[written] = UInt8(ascii: "\t")
    written += 1
    if !writeFixedDecimal(value, into: buffer, count: &written) {
      count += written
      append(value.fixedDecimal(places: TSVFormatter.valuePlaces))
      reserve(72)
      buffer = UnsafeMutableBufferPointer(start: start + count, count: 72)
      written = 0
    }
    buffer[written] = UInt8(ascii: "\t")
    written += 1
    if value.numerator < 0 {
      buffer[written] = UInt8(ascii: "-")
      written += 1
    }
    written = Rational.write(
      digitsOf: UInt64(value.numerator.magnitude), into: buffer, at: written)
    buffer[written] = UInt8(ascii: "\t")
    written += 1
    written = Rational.write(digitsOf: UInt64(value.denominator), into: buffer, at: written)
    count += written
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
    count = Rational.write(sixDigitsOf: rounded % unit, into: buffer, at: count)
    return true
  }
}
