/// A JSON text that ``JSONSyntax`` has checked, read one value at a time for
/// a ``CheckedJSONDecoder``, with the `userInfo` of its decoding: what every
/// decoder and container of one decoding shares, held once.
///
/// The syntax scan has already found every error a text can have, so reading
/// here only finds where values start and end: an object's members and an
/// array's elements when a container is made, a value's text when it is
/// decoded. Reading never traps on a text that was not checked: past the end,
/// or at a byte no value starts with, it throws ``Malformed``.
final class CheckedJSON {
  /// What a value is, by its first byte.
  enum Kind: Equatable {
    case object, array, string, number, bool, null
  }

  /// A member of an object: its key, between the quotes, and where its value starts.
  struct Member {
    var key: Range<Int>
    /// The key with its escapes resolved, when it has any.
    var escapedKey: String?
    var value: Int
  }

  /// Where a text that was not checked stops being JSON.
  struct Malformed: Error {
    var offset: Int
  }

  /// The text.
  let bytes: [UInt8]
  /// What the values' `init(from:)` may ask.
  let userInfo: [CodingUserInfoKey: Any]

  init(bytes: [UInt8], userInfo: [CodingUserInfoKey: Any]) {
    self.bytes = bytes
    self.userInfo = userInfo
  }

  /// The first position at or after `index` that is no white space.
  func skippingSpace(_ index: Int) -> Int {
    var position = index
    while position < bytes.count {
      switch bytes[position] {
      case 0x20, 0x09, 0x0A, 0x0D: position += 1
      default: return position
      }
    }
    return position
  }

  /// The kind of the value at a position, or `nil` when none starts there.
  func kind(at index: Int) -> Kind? {
    guard index < bytes.count else { return nil }
    switch bytes[index] {
    case UInt8(ascii: "{"): return .object
    case UInt8(ascii: "["): return .array
    case UInt8(ascii: "\""): return .string
    case UInt8(ascii: "t"), UInt8(ascii: "f"): return .bool
    case UInt8(ascii: "n"): return .null
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number
    default: return nil
    }
  }

  /// The position just past the value that starts at `index`.
  func end(ofValueAt index: Int) throws(Malformed) -> Int {
    switch kind(at: index) {
    case .string?: return try end(ofStringAt: index).end
    case .number?: return numberEnd(index)
    case .bool?: return try literalEnd(index, bytes[index] == UInt8(ascii: "t") ? 4 : 5)
    case .null?: return try literalEnd(index, 4)
    case .object?, .array?:
      var depth = 0
      var position = index
      while position < bytes.count {
        switch bytes[position] {
        case UInt8(ascii: "\""):
          position = try end(ofStringAt: position).end
          continue
        case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
        case UInt8(ascii: "}"), UInt8(ascii: "]"):
          depth -= 1
          if depth == 0 { return position + 1 }
        default: break
        }
        position += 1
      }
      throw Malformed(offset: position)
    case nil: throw Malformed(offset: index)
    }
  }

  /// The members of the object that starts at `index`, in order.
  func members(ofObjectAt index: Int) throws(Malformed) -> [Member] {
    var members: [Member] = []
    var position = skippingSpace(index + 1)
    if position < bytes.count, bytes[position] == UInt8(ascii: "}") { return members }
    while true {
      guard kind(at: position) == .string else { throw Malformed(offset: position) }
      let (keyEnd, escaped) = try end(ofStringAt: position)
      let key = position + 1..<keyEnd - 1
      position = skippingSpace(keyEnd)
      guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else {
        throw Malformed(offset: position)
      }
      let value = skippingSpace(position + 1)
      members.append(
        Member(key: key, escapedKey: escaped ? text(of: key, escaped: true) : nil, value: value))
      position = skippingSpace(try end(ofValueAt: value))
      guard position < bytes.count else { throw Malformed(offset: position) }
      if bytes[position] == UInt8(ascii: "}") { return members }
      guard bytes[position] == UInt8(ascii: ",") else { throw Malformed(offset: position) }
      position = skippingSpace(position + 1)
    }
  }

  /// Where each element of the array that starts at `index` starts, in order.
  func elements(ofArrayAt index: Int) throws(Malformed) -> [Int] {
    var elements: [Int] = []
    var position = skippingSpace(index + 1)
    if position < bytes.count, bytes[position] == UInt8(ascii: "]") { return elements }
    while true {
      elements.append(position)
      position = skippingSpace(try end(ofValueAt: position))
      guard position < bytes.count else { throw Malformed(offset: position) }
      if bytes[position] == UInt8(ascii: "]") { return elements }
      guard bytes[position] == UInt8(ascii: ",") else { throw Malformed(offset: position) }
      position = skippingSpace(position + 1)
    }
  }

  /// Whether a member's key is a name.
  func member(_ member: Member, isNamed name: String) -> Bool {
    if let escapedKey = member.escapedKey { return escapedKey == name }
    let wanted = name.utf8.span
    guard wanted.count == member.key.count else { return false }
    let text = bytes
    let key = text.span.extracting(member.key)
    for index in key.indices where key[index] != wanted[index] { return false }
    return true
  }

  /// A member's key as text.
  func key(of member: Member) -> String {
    member.escapedKey ?? text(of: member.key, escaped: false)
  }

  /// The text of the string that starts at `index`, escapes resolved.
  func string(at index: Int) throws(Malformed) -> String {
    let (end, escaped) = try end(ofStringAt: index)
    return text(of: index + 1..<end - 1, escaped: escaped)
  }

  /// The text of a number, as written.
  func numberText(at index: Int) -> Substring {
    Substring(decoding: bytes[index..<numberEnd(index)], as: UTF8.self)
  }

  /// The integer a number stands for exactly, or `nil` when it has a
  /// fraction or the type cannot hold it: `1.0` and `1e2` are whole numbers.
  func integer<Integer: FixedWidthInteger>(at index: Int, as type: Integer.Type) -> Integer? {
    let end = numberEnd(index)
    var position = index
    let negative = position < end && bytes[position] == UInt8(ascii: "-")
    if negative { position += 1 }
    var value: Integer = 0
    // Zeros read but not yet taken into `value`: a fraction may end with them.
    var zeros = 0
    // The power of ten `value` and its zeros stand for: less than 0 past a point.
    var exponent = 0
    var afterPoint = false
    while position < end {
      let byte = bytes[position]
      switch byte {
      case UInt8(ascii: "0"):
        zeros += 1
        if afterPoint { exponent -= 1 }
      case UInt8(ascii: "1")...UInt8(ascii: "9"):
        guard let shifted = CheckedJSON.shifted(value, by: zeros + 1) else { return nil }
        let digit = Integer(byte - UInt8(ascii: "0"))
        let (next, overflow) =
          negative
          ? shifted.subtractingReportingOverflow(digit) : shifted.addingReportingOverflow(digit)
        guard !overflow else { return nil }
        (value, zeros) = (next, 0)
        if afterPoint { exponent -= 1 }
      case UInt8(ascii: "."): afterPoint = true
      case UInt8(ascii: "e"), UInt8(ascii: "E"):
        guard let written = Int(String(decoding: bytes[position + 1..<end], as: UTF8.self))
        else { return nil }
        // No integer type has a hundred digits: past them only zero fits.
        guard written.magnitude < 100 else { return value == 0 ? 0 : nil }
        exponent += written
        position = end
        continue
      default: return nil
      }
      position += 1
    }
    exponent += zeros
    guard exponent >= 0 else { return value == 0 ? 0 : nil }
    return CheckedJSON.shifted(value, by: exponent)
  }

  /// A value times a power of ten, or `nil` when the type cannot hold it.
  private static func shifted<Integer: FixedWidthInteger>(_ value: Integer, by places: Int)
    -> Integer?
  {
    var result = value
    for _ in 0..<places {
      let (next, overflow) = result.multipliedReportingOverflow(by: 10)
      guard !overflow else { return nil }
      result = next
    }
    return result
  }

  /// The end of the string that starts at `index`, and whether it has escapes.
  private func end(ofStringAt index: Int) throws(Malformed) -> (end: Int, escaped: Bool) {
    let text = bytes
    var position = index + 1
    var escaped = false
    while position < bytes.count {
      // Most of a string is plain text, which is passed over eight bytes at a time.
      position = ByteScan.plainJSONTextEnd(in: text.span, from: position)
      guard position < bytes.count else { break }
      switch bytes[position] {
      case UInt8(ascii: "\""): return (position + 1, escaped)
      case UInt8(ascii: "\\"):
        escaped = true
        position += 2
      default: position += 1
      }
    }
    throw Malformed(offset: position)
  }

  /// The end of the number that starts at `index`.
  private func numberEnd(_ index: Int) -> Int {
    var position = index
    while position < bytes.count {
      switch bytes[position] {
      case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"),
        UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"):
        position += 1
      default: return position
      }
    }
    return position
  }

  /// The end of `true`, `false` or `null`, `length` bytes long.
  private func literalEnd(_ index: Int, _ length: Int) throws(Malformed) -> Int {
    guard index + length <= bytes.count else { throw Malformed(offset: bytes.count) }
    return index + length
  }

  /// The text of a string's bytes between its quotes.
  private func text(of range: Range<Int>, escaped: Bool) -> String {
    let text = bytes
    return JSONSyntax.decodeString(text.span, range, escaped: escaped)
  }
}
