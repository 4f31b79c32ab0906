import Foundation
import RecipeScale
import Testing

@Suite("JSON syntax errors")
struct JSONSyntaxTests {
  @Test(
    "accepts valid JSON, as JSONDecoder does",
    arguments: [
      "[]", " [ ] ", "{}", "[1, -2.5e+3, 0, true, false, null, \"a\\n\\u00e9\\ud83d\\ude00\"]",
      "\u{FEFF}[]", "{\"a\": {\"b\": [[]]}}", "\"é\"", "0",
    ])
  func valid(json: String) throws {
    #expect(JSONSyntax.firstError(in: Array(json.utf8)) == nil)
    // The oracle agrees.
    _ = try JSONSerialization.jsonObject(with: Data(json.utf8), options: .fragmentsAllowed)
  }

  @Test(
    "points at the first error by line and column",
    arguments: [
      ("", 1, 1, "the file is empty"),
      ("  \n ", 2, 2, "the file is empty"),
      ("[1,]", 1, 4, "expected a value after ',', found ']': JSON does not allow a trailing comma"),
      ("[{\"a\": 1,\n  \"b\" 2}]", 2, 7, "expected ':', found '2'"),
      ("[\n  {\"name\": x}]", 2, 12, "expected a value, found 'x'"),
      ("[1 2]", 1, 4, "expected ',' or ']', found '2'"),
      ("{\"a\": 1 \"b\"}", 1, 9, "expected ',' or '}', found '\"'"),
      ("[\"abc", 1, 6, "expected '\"' to close the string, found the end of the file"),
      ("[\"a\u{1}\"]", 1, 4, "unescaped control character in a string"),
      ("[\"a\\x\"]", 1, 4, "invalid escape sequence in a string"),
      ("[\"\\ud800\"]", 1, 3, "invalid escape sequence in a string"),
      ("[01]", 1, 3, "expected ',' or ']', found '1'"),
      ("[1.]", 1, 2, "invalid number"),
      ("[-]", 1, 2, "invalid number"),
      ("[tru]", 1, 5, "expected 'true', found ']'"),
      ("[] []", 1, 4, "unexpected '[' after the end of the JSON value"),
      ("{1: 2}", 1, 2, "expected a string key, found '1'"),
      ("[\"é\", x]", 1, 7, "expected a value, found 'x'"),
      ("[", 1, 2, "expected a value, found the end of the file"),
    ])
  func invalid(json: String, line: Int, column: Int, message: String) throws {
    let error = try #require(JSONSyntax.firstError(in: Array(json.utf8)))
    #expect(error.line == line)
    #expect(error.column == column)
    #expect(error.reason.description == message)
  }

  @Test(
    "finds invalid UTF-8 in strings",
    arguments: [[0xFF], [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xE2, 0x82]])
  func invalidUTF8(bytes: [UInt8]) throws {
    let document = Array("[\"".utf8) + bytes + Array("\"]".utf8)
    let error = try #require(JSONSyntax.firstError(in: document))
    #expect(error.reason == .invalidUTF8)
    #expect(error.offset == 2)
  }

  @Test("stops at 512 levels of nesting without recursing, even at 100,000")
  func depth() throws {
    let deep = Array(repeating: UInt8(ascii: "["), count: 100_000)
    let error = try #require(JSONSyntax.firstError(in: deep))
    #expect(error.reason == .tooDeep)
    #expect(error.column == 513)
    let fine =
      Array(repeating: UInt8(ascii: "["), count: 512)
      + Array(repeating: UInt8(ascii: "]"), count: 512)
    #expect(JSONSyntax.firstError(in: fine) == nil)
  }
}

@Suite("JSON syntax: strings read eight bytes at a time")
struct JSONStringScanTests {
  /// The first problem in a string's content, found one byte at a time, for
  /// content made of printable ASCII, controls, `é` and a stray 0xFF.
  static func firstProblem(in content: [UInt8]) -> (JSONSyntaxError.Reason, Int)? {
    var index = 0
    while index < content.count {
      switch content[index] {
      case 0x00..<0x20: return (.controlCharacterInString, index)
      case 0xC3 where index + 1 < content.count && content[index + 1] == 0xA9: index += 2
      case 0x80...: return (.invalidUTF8, index)
      default: index += 1
      }
    }
    return nil
  }

  @Test("every byte position and word alignment gives the byte-by-byte answer")
  func matchesByteByByte() throws {
    var random = SplitMix64(seed: 8)
    let pieces: [[UInt8]] = [
      Array("a".utf8), Array("Z".utf8), Array(" ".utf8), Array("~".utf8), [0x7F], [0x1F], [0x09],
      [0x00], [0xC3, 0xA9], [0xFF], Array("\\\"".utf8), Array("\\\\".utf8),
    ]
    for _ in 0..<3_000 {
      let padding = random.int(in: 0...9)
      var content: [UInt8] = []
      var unescaped: [UInt8] = []
      for _ in 0..<random.int(in: 0...40) {
        // Mostly plain letters, so long runs cross word boundaries.
        let piece = random.int(in: 0...3) == 0 ? pieces[random.int(in: 0...11)] : [0x61]
        content += piece
        if piece.first != 0x5C { unescaped += piece }
      }
      let text =
        Array("[".utf8) + Array(repeating: 0x20, count: padding) + [0x22] + content
        + Array("\"]".utf8)
      let start = 1 + padding + 1
      // Escapes are checked by the byte loop: here they only stand in the way.
      let plain = content.split(separator: 0x5C, omittingEmptySubsequences: false).first ?? []
      let error = JSONSyntax.firstError(in: text)
      if let (reason, offset) = Self.firstProblem(in: Array(plain)) {
        #expect(error?.reason == reason)
        #expect(error?.offset == start + offset)
      } else if Self.firstProblem(in: unescaped) == nil {
        #expect(error == nil)
      }
    }
  }
}
