extension StringProtocol {
  /// The text with every character that could steer a terminal made visible.
  ///
  /// Tab, line feed and carriage return become `\t`, `\n` and `\r`; every other
  /// C0 or C1 control character, DEL, and the Unicode bidirectional controls
  /// (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069) become `\u{1B}`-style
  /// escapes. Data written this way can never move the cursor, change colours or
  /// reorder what a terminal shows.
  package var escapingControlCharacters: String {
    String(self).escaped(backslash: false, quote: false)
  }

  /// The text in double quotes, with controls escaped as ``escapingControlCharacters``
  /// does and backslashes and quotes escaped, for quoting data in messages.
  package var quotedForTerminal: String {
    "\"" + String(self).escaped(backslash: true, quote: true) + "\""
  }

  /// The text quoted as ``quotedForTerminal`` does, cut to its first 60
  /// characters and an ellipsis when longer, so a message stays one short line
  /// whatever the data.
  package var quotedForMessage: String {
    guard count > 60 else { return quotedForTerminal }
    return String(prefix(59)).quotedForTerminal.dropLast() + "…\""
  }

  /// The text as a TSV field: controls escaped, and backslashes doubled so every
  /// field can be read back without ambiguity. The field never holds a tab or a line break.
  package var escapedForTSV: String { String(self).escaped(backslash: true, quote: false) }
}

extension String {
  // Concrete, not generic: called from the executable, a generic body runs
  // unspecialized, which slowed every startup.
  func escaped(backslash: Bool, quote: Bool) -> String {
    let needsWork = containsUTF8Byte { byte in
      String.mayNeedEscaping(byte, backslash: backslash, quote: quote)
    }
    guard needsWork else { return self }
    var result = ""
    result.unicodeScalars.reserveCapacity(unicodeScalars.count)
    for scalar in unicodeScalars {
      switch scalar {
      case "\t": result += "\\t"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\\" where backslash: result += "\\\\"
      case "\"" where quote: result += "\\\""
      case _ where scalar.steersTerminal:
        result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}

extension String {
  /// Whether a UTF-8 byte may start something ``escaped(backslash:quote:)``
  /// changes: a control character, any byte past ASCII (the C1 controls and
  /// the bidirectional ones are there), and a backslash or quote when asked.
  /// Text with no such byte is written as it is.
  static func mayNeedEscaping(_ byte: UInt8, backslash: Bool, quote: Bool) -> Bool {
    byte < 0x20 || byte >= 0x7F || (backslash && byte == UInt8(ascii: "\\"))
      || (quote && byte == UInt8(ascii: "\""))
  }
}

extension Unicode.Scalar {
  /// Whether writing the scalar raw could change what a terminal does or shows.
  var steersTerminal: Bool {
    switch value {
    case 0x00...0x1F, 0x7F...0x9F: true
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }
}
