/// A key the picker understands, decoded from the terminal's bytes.
package enum PickerKey: Equatable {
  case left, right, up, down, enter, escape, backspace, interrupt
  case character(Character)

  /// Decodes the keys in a burst of terminal input.
  ///
  /// Arrow keys arrive as `ESC [ C` (or `ESC O C`); a lone ESC is Escape.
  package static func decode(_ bytes: [UInt8]) -> [PickerKey] {
    var keys: [PickerKey] = []
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      switch byte {
      case 0x1B:
        if index + 1 < bytes.count,
          bytes[index] == UInt8(ascii: "[") || bytes[index] == UInt8(ascii: "O")
        {
          let arrows: [UInt8: PickerKey] = [
            UInt8(ascii: "A"): .up, UInt8(ascii: "B"): .down, UInt8(ascii: "C"): .right,
            UInt8(ascii: "D"): .left,
          ]
          if let key = arrows[bytes[index + 1]] { keys.append(key) }
          index += 2
        } else {
          keys.append(.escape)
        }
      case 0x0D, 0x0A: keys.append(.enter)
      case 0x7F, 0x08: keys.append(.backspace)
      case 0x03: keys.append(.interrupt)
      case 0x20..<0x7F: keys.append(.character(Character(Unicode.Scalar(byte))))
      default: break
      }
    }
    return keys
  }
}
