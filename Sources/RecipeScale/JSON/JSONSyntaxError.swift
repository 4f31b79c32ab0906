/// Where and why a text is not valid JSON.
package struct JSONSyntaxError: Error, Hashable, Sendable {
  /// Why the text is not valid JSON.
  package enum Reason: Hashable, Sendable {
    /// The text holds nothing but white space.
    case empty
    /// A byte that cannot stand here; the payload describes what was expected.
    case unexpected(found: String, expected: String)
    /// The text ends in the middle of a value.
    case unexpectedEnd(expected: String)
    /// A string holds bytes that are not UTF-8.
    case invalidUTF8
    /// A string holds a raw control character.
    case controlCharacterInString
    /// A backslash escape that JSON does not have, or a lone surrogate.
    case invalidEscape
    /// A number that does not follow JSON's grammar.
    case invalidNumber
    /// Arrays and objects nested deeper than ``JSONSyntax/maximumDepth``.
    case tooDeep
    /// More text after the complete value.
    case trailingContent(found: String)
    /// An object names the same key twice.
    case duplicateKey(String)
    /// A `,` before the `}` or `]` that closes an object or an array, which
    /// JavaScript allows and JSON does not; the payload is what closes it.
    case trailingComma(found: String)
  }

  /// Why the text is not valid JSON.
  package var reason: Reason
  /// The byte offset of the problem, counting from 0.
  package var offset: Int
  /// The line of the problem, counting from 1.
  package var line: Int
  /// The column of the problem, counting characters from 1.
  package var column: Int

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - reason: Why the text is not valid JSON.
  ///   - offset: The byte offset.
  ///   - line: The line, from 1.
  ///   - column: The column in characters, from 1.
  package init(_ reason: Reason, offset: Int, line: Int, column: Int) {
    self.reason = reason
    self.offset = offset
    self.line = line
    self.column = column
  }
}

extension JSONSyntaxError.Reason: CustomStringConvertible {
  /// A lowercase message for people.
  package var description: String {
    switch self {
    case .empty: "the file is empty"
    case .unexpected(let found, let expected): "expected \(expected), found \(found)"
    case .unexpectedEnd(let expected): "expected \(expected), found the end of the file"
    case .invalidUTF8: "invalid UTF-8"
    case .controlCharacterInString: "unescaped control character in a string"
    case .invalidEscape: "invalid escape sequence in a string"
    case .invalidNumber: "invalid number"
    case .tooDeep: "arrays and objects nested deeper than \(JSONSyntax.maximumDepth) levels"
    case .trailingContent(let found): "unexpected \(found) after the end of the JSON value"
    case .duplicateKey(let key): "duplicate key \(key.quotedForMessage)"
    case .trailingComma(let found):
      "expected a value after ',', found \(found): JSON does not allow a trailing comma"
    }
  }
}
