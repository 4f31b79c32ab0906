import Foundation
import Testing

@testable import RecipeScale

/// The checked decoder reads what `JSONDecoder` reads: the same values, and
/// the same kind of error at the same path, so the recipes' own
/// `init(from:)` cannot tell them apart.
@Suite("Decoding checked JSON")
struct CheckedJSONDecoderTests {
  /// A value with a field of every kind the recipe format has, and more.
  struct Probe: Decodable, Equatable {
    var name: String
    var count: Int?
    var small: Int8?
    var unsigned: UInt64?
    var flag: Bool?
    var ratio: Double?
    var tags: [String]?
    var nested: [Probe]?
    var table: [String: Int]?
  }

  /// What a decoding gave: the value, or the error's kind and path.
  enum Result: Equatable {
    case value(Probe)
    case failure(String, [String])
  }

  static func result(_ decode: () throws -> Probe) -> Result {
    do {
      return .value(try decode())
    } catch let DecodingError.keyNotFound(key, context) {
      return .failure("keyNotFound \(key.stringValue)", context.codingPath.map(\.stringValue))
    } catch let DecodingError.valueNotFound(_, context) {
      return .failure("valueNotFound", context.codingPath.map(\.stringValue))
    } catch let DecodingError.typeMismatch(_, context) {
      return .failure("typeMismatch", context.codingPath.map(\.stringValue))
    } catch DecodingError.dataCorrupted {
      // A number the type cannot hold: `JSONDecoder` leaves the path out of
      // this error, where the checked decoder gives it.
      return .failure("unreadable", [])
    } catch {
      return .failure("other", [])
    }
  }

  static let texts = [
    #"{"name": "a"}"#,
    #"{"name": "a", "count": 3, "small": -128, "unsigned": 18446744073709551615}"#,
    #"{"name": "a", "count": null, "flag": true, "ratio": 0.25, "tags": ["x", "y"]}"#,
    #"{"name": "esc\u00e9\n\"q\" \ud83c\udf45", "count": -0}"#,
    #"{"n\u0061me": "escaped key", "count": 1e2}"#,
    #"{"name": "a", "count": 1.0}"#,
    #"{"name": "a", "count": 12.30e1}"#,
    #"{"name": "a", "count": 1.5}"#,
    #"{"name": "a", "count": 9223372036854775807}"#,
    #"{"name": "a", "count": 9223372036854775808}"#,
    #"{"name": "a", "count": -9223372036854775808}"#,
    #"{"name": "a", "small": 128}"#,
    #"{"name": "a", "unsigned": -1}"#,
    #"{"name": "a", "count": 1E-2}"#,
    #"{"name": "a", "count": 0.0e5}"#,
    #"{"name": "a", "count": "3"}"#,
    #"{"name": 3}"#,
    #"{"name": null}"#,
    #"{"count": 1}"#,
    #"{"name": "a", "flag": 1}"#,
    #"{"name": "a", "tags": "x"}"#,
    #"{"name": "a", "tags": ["x", 2]}"#,
    #"{"name": "a", "tags": [null]}"#,
    #"{"name": "a", "nested": [{"name": "b", "nested": [{"name": "c", "count": "no"}]}]}"#,
    #"{"name": "a", "nested": [{"name": "b"}, null]}"#,
    #"{"name": "a", "table": {"x": 1, "y\u0032": 2}}"#,
    #"{"name": "a", "table": {"x": "1"}}"#,
    #"  {"name" : "spaced" , "count" : 2 }  "#,
    "\u{FEFF}" + #"{"name": "after a byte-order mark"}"#,
    #"[]"#,
    #""text""#,
    #"null"#,
  ]

  @Test("every text decodes as JSONDecoder decodes it", arguments: texts)
  func sameAsJSONDecoder(text: String) throws {
    let bytes = Array(text.utf8)
    // Only checked text reaches the decoder.
    guard case .success = JSONSyntax.scan(bytes) else {
      Issue.record("not JSON: \(text)")
      return
    }
    let expected = Self.result { try JSONDecoder().decode(Probe.self, from: Data(bytes)) }
    let found = Self.result { try CheckedJSONDecoder().decode(Probe.self, from: bytes) }
    #expect(found == expected)
  }

  @Test("the bundled recipes decode to the same recipes as with JSONDecoder")
  func bundledRecipes() throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("recipes.json")
    let data = try Data(contentsOf: url)
    let expected = try JSONDecoder().decode([Recipe].self, from: data)
    let found = try CheckedJSONDecoder().decode([Recipe].self, from: Array(data))
    #expect(found == expected)
    #expect(found.count > 5)
  }

  @Test(
    "whole numbers in any notation, and none that are not",
    arguments: [
      ("7", 7), ("-0", 0), ("1.0", 1), ("1e2", 100), ("1E+2", 100), ("12.30e1", 123),
      ("0.0", 0), ("5e-0", 5), ("250e-1", 25), ("0e999", 0),
    ])
  func wholeNumbers(text: String, value: Int) throws {
    #expect(try CheckedJSONDecoder().decode(Int.self, from: Array(text.utf8)) == value)
  }

  @Test(
    "a fraction, or a number too large for the type, is no integer",
    arguments: ["1.5", "1e-2", "9223372036854775808", "1e19", "-9223372036854775809", "1e999"])
  func notWholeNumbers(text: String) {
    #expect(throws: DecodingError.self) {
      try CheckedJSONDecoder().decode(Int.self, from: Array(text.utf8))
    }
  }

  @Test("a failed decode does not move past the element, as with JSONDecoder")
  func failedDecodeStays() throws {
    struct Skipping: Decodable {
      var values: [String] = []
      init(from decoder: any Decoder) throws {
        var list = try decoder.unkeyedContainer()
        while !list.isAtEnd {
          if let text = try? list.decode(String.self) {
            values.append(text)
          } else {
            #expect(try list.decodeNil() == false)
            _ = try list.decode(Int.self)
          }
        }
      }
    }
    let found = try CheckedJSONDecoder().decode(Skipping.self, from: Array(#"["a", 1, "b"]"#.utf8))
    #expect(found.values == ["a", "b"])
  }

  @Test("userInfo reaches every value's init(from:)")
  func userInfo() throws {
    struct Reads: Decodable {
      var seen: Bool
      init(from decoder: any Decoder) throws {
        seen = decoder.userInfo[Recipe.readsDetailsKey] as? Bool == false
      }
    }
    var decoder = CheckedJSONDecoder()
    decoder.userInfo[Recipe.readsDetailsKey] = false
    let found = try decoder.decode([Reads].self, from: Array("[1, {}]".utf8))
    #expect(found.map(\.seen) == [true, true])
  }

  @Test(
    "a text that was never checked throws instead of trapping",
    arguments: [
      "", "[", "{", #"{"name""#, #"{"name": "#, #"{"name": "a"#, #"{"name": "a","#, "[1,",
      #"["a\"#, "tru", "nul", "-", #"{"name": "a" "count": 1}"#, "@",
    ])
  func uncheckedText(text: String) {
    #expect(throws: (any Error).self) {
      try CheckedJSONDecoder().decode(Probe.self, from: Array(text.utf8))
    }
  }
}
