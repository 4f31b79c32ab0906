extension JSONSyntax {
  /// The scanner behind ``JSONSyntax/scan(_:)-(UnsafeBufferPointer<UInt8>)``.
  ///
  /// Nesting lives in `levels`, never in the call stack, so no input can
  /// exhaust the stack. Each level remembers enough to report paths and to
  /// catch duplicate keys.
  struct Scanner {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0
    private var levels: [Level] = []
    /// The keys seen so far in every open object, innermost last: one array
    /// for all levels, so an object costs no allocation of its own.
    private var keys: [KeySpan] = []
    private(set) var topLevelIsArray = false
    private(set) var elements: [Range<Int>] = []
    private(set) var nonIntegerNumbers: [JSONScan.Site] = []
    private(set) var unknownKeys: [JSONScan.Site] = []
    /// The rarely used fields ingredients have (`plural`, `fixed`, …) since the last take.
    private(set) var ingredientFields: IngredientFieldUse = []
    /// Top-level elements found so far, including those already taken.
    private(set) var elementCount = 0
    private var elementStart = 0
    private var started = false

    init(bytes: UnsafeBufferPointer<UInt8>) {
      self.bytes = bytes
      keys.reserveCapacity(32)
    }

    typealias Failure = (JSONSyntaxError.Reason, Int)

    /// A key: the bytes between its quotes, and whether they hold escapes.
    // A struct, not a tuple: an array of tuples needs its type made at run time,
    // which cost 3% of a startup.
    private struct KeySpan {
      var range: Range<Int>
      var escaped: Bool
    }

    /// An open array or object.
    private struct Level {
      var isObject: Bool
      /// Elements seen so far in an array.
      var count = 0
      /// The current key of an object: the bytes between its quotes.
      var key: Range<Int> = 0..<0
      var keyHasEscapes = false
      /// Where this object's keys start in the scanner's `keys`.
      var keysStart = 0
      /// The keys of a large object, which take over from `keys`.
      var keySet: Set<[UInt8]>?
    }

    /// How far a call to ``scan(pausingAt:)`` got.
    enum Progress {
      /// The top-level array has the number of elements asked for; more may follow.
      case paused
      /// The text is valid JSON to its end.
      case finished
      case failed(Failure)
    }

    mutating func scanDocument() -> Failure? {
      if case .failed(let failure) = scan(pausingAt: nil) { return failure }
      return nil
    }

    /// Moves out the elements, non-integer numbers and unknown keys found since the last call.
    mutating func takeFound() -> (
      elements: [Range<Int>], numbers: [JSONScan.Site], unknownKeys: [JSONScan.Site],
      ingredientFields: IngredientFieldUse
    ) {
      defer {
        elements.removeAll(keepingCapacity: true)
        nonIntegerNumbers.removeAll()
        unknownKeys.removeAll()
        ingredientFields = []
      }
      return (elements, nonIntegerNumbers, unknownKeys, ingredientFields)
    }

    /// Scans on from where the last call stopped.
    ///
    /// - Parameter limit: Pause once the top-level array has this many
    ///   elements in all; `nil` scans to the end.
    /// - Returns: Whether the scan paused, reached the end, or found an error.
    mutating func scan(pausingAt limit: Int?) -> Progress {
      if !started {
        started = true
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        skipWhitespace()
        if index == bytes.count { return .failed((.empty, index)) }
        topLevelIsArray = bytes[index] == UInt8(ascii: "[")
      }
      // Each turn scans one value, then the punctuation that follows it.
      while true {
        // Between two elements of the top-level array is the one place to pause.
        if let limit, elementCount >= limit, levels.count == 1, topLevelIsArray {
          return .paused
        }
        skipWhitespace()
        guard index < bytes.count else {
          return .failed((.unexpectedEnd(expected: "a value"), index))
        }
        if levels.count == 1 && topLevelIsArray { elementStart = index }
        let valueStart = index
        switch bytes[index] {
        case UInt8(ascii: "["):
          index += 1
          skipWhitespace()
          if index < bytes.count && bytes[index] == UInt8(ascii: "]") {
            index += 1
          } else {
            guard levels.count < JSONSyntax.maximumDepth else {
              return .failed((.tooDeep, valueStart))
            }
            levels.append(Level(isObject: false))
            continue
          }
        case UInt8(ascii: "{"):
          index += 1
          skipWhitespace()
          if index < bytes.count && bytes[index] == UInt8(ascii: "}") {
            index += 1
          } else {
            guard levels.count < JSONSyntax.maximumDepth else {
              return .failed((.tooDeep, valueStart))
            }
            levels.append(Level(isObject: true, keysStart: keys.count))
            if let failure = scanKeyAndColon() { return .failed(failure) }
            continue
          }
        case UInt8(ascii: "\""):
          if let failure = scanString().failure { return .failed(failure) }
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
          switch scanNumber() {
          case .failure(let failure): return .failed(failure)
          case .integer: break
          case .nonInteger:
            nonIntegerNumbers.append(JSONScan.Site(offset: valueStart, path: currentPath()))
          }
        case UInt8(ascii: "t"):
          if let failure = scanLiteral("true") { return .failed(failure) }
        case UInt8(ascii: "f"):
          if let failure = scanLiteral("false") { return .failed(failure) }
        case UInt8(ascii: "n"):
          if let failure = scanLiteral("null") { return .failed(failure) }
        case let byte:
          // `[` followed by `]` closed above, so a `]` here follows a comma.
          if byte == UInt8(ascii: "]"), levels.last?.isObject == false {
            return .failed((.trailingComma(found: JSONSyntax.describe(byte)), index))
          }
          return .failed(
            (.unexpected(found: JSONSyntax.describe(byte), expected: "a value"), index))
        }
        // A value is complete: close containers until one continues with a comma.
        while true {
          if levels.count == 1 && topLevelIsArray {
            elements.append(elementStart..<index)
            elementCount += 1
          }
          skipWhitespace()
          guard let level = levels.last else {
            guard index == bytes.count else {
              return .failed((.trailingContent(found: JSONSyntax.describe(bytes[index])), index))
            }
            return .finished
          }
          let close = level.isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
          let expected = level.isObject ? "',' or '}'" : "',' or ']'"
          guard index < bytes.count else {
            return .failed((.unexpectedEnd(expected: expected), index))
          }
          if bytes[index] == close {
            index += 1
            if level.isObject { keys.removeSubrange(level.keysStart...) }
            levels.removeLast()
            continue
          }
          guard bytes[index] == UInt8(ascii: ",") else {
            return .failed(
              (.unexpected(found: JSONSyntax.describe(bytes[index]), expected: expected), index))
          }
          index += 1
          if level.isObject {
            if let failure = scanKeyAndColon() { return .failed(failure) }
          } else {
            levels[levels.count - 1].count += 1
          }
          break
        }
      }
    }

    /// The keys the recipe format has for the object being scanned, when it
    /// is a recipe (an element of the top-level array, or the top-level
    /// object of a JSON Lines line) or one of its ingredients; else `nil`.
    private func knownKeys() -> [[UInt8]]? {
      let recipeLevel = topLevelIsArray ? 1 : 0
      let depth = levels.count
      if depth == recipeLevel + 1 { return RecipeFormatKey.recipeObjectKeys }
      // Elements are read in place: copying a level would retain its key set.
      guard depth == recipeLevel + 3, !levels[recipeLevel + 1].isObject,
        !levels[recipeLevel].keyHasEscapes,
        matches(levels[recipeLevel].key, RecipeFormatKey.ingredientsKey)
      else { return nil }
      return RecipeFormatKey.ingredientObjectKeys
    }

    /// Whether a key is one of a list, compared as bytes.
    private func isKnown(_ key: Range<Int>, escaped: Bool, among known: [[UInt8]]) -> Bool {
      if escaped {
        let decoded = Array(JSONSyntax.decodeString(bytes, key, escaped: true).utf8)
        return known.contains(decoded)
      }
      return known.contains { matches(key, $0) }
    }

    /// Whether the bytes of a range are a given word.
    private func matches(_ range: Range<Int>, _ word: [UInt8]) -> Bool {
      guard range.count == word.count else { return false }
      return word.withUnsafeBufferPointer { word in
        var index = 0
        while index < word.count {
          if bytes[range.lowerBound + index] != word[index] { return false }
          index += 1
        }
        return true
      }
    }

    /// The path from the top level to the value being scanned.
    private func currentPath() -> [JSONPathComponent] {
      levels.map { level in
        level.isObject
          ? .key(JSONSyntax.decodeString(bytes, level.key, escaped: level.keyHasEscapes))
          : .index(level.count)
      }
    }

    private mutating func skipWhitespace() {
      while index < bytes.count {
        switch bytes[index] {
        case 0x20, 0x09, 0x0A, 0x0D: index += 1
        default: return
        }
      }
    }

    private mutating func scanKeyAndColon() -> Failure? {
      skipWhitespace()
      guard index < bytes.count else { return (.unexpectedEnd(expected: "a string key"), index) }
      guard bytes[index] == UInt8(ascii: "\"") else {
        // `{` followed by `}` closed before this is called, so a `}` follows a comma.
        if bytes[index] == UInt8(ascii: "}") {
          return (.trailingComma(found: JSONSyntax.describe(bytes[index])), index)
        }
        return (
          .unexpected(found: JSONSyntax.describe(bytes[index]), expected: "a string key"), index
        )
      }
      let keyOffset = index
      let (failure, escaped) = scanString()
      if let failure { return failure }
      let key = keyOffset + 1..<index - 1
      if isDuplicate(key, escaped: escaped) {
        let name = JSONSyntax.decodeString(bytes, key, escaped: escaped)
        return (.duplicateKey(name), keyOffset)
      }
      if let known = knownKeys() {
        if !isKnown(key, escaped: escaped, among: known) {
          unknownKeys.append(JSONScan.Site(offset: keyOffset, path: currentPath()))
        } else if known.count == RecipeFormatKey.ingredientObjectKeys.count,
          ingredientFields != .all
        {
          if escaped || RecipeFormatKey.nounFormKeys.contains(where: { matches(key, $0) }) {
            ingredientFields.insert(.nounForms)
          }
          if escaped || RecipeFormatKey.otherIngredientKeys.contains(where: { matches(key, $0) }) {
            ingredientFields.insert(.others)
          }
        }
      }
      skipWhitespace()
      guard index < bytes.count else { return (.unexpectedEnd(expected: "':'"), index) }
      guard bytes[index] == UInt8(ascii: ":") else {
        return (.unexpected(found: JSONSyntax.describe(bytes[index]), expected: "':'"), index)
      }
      index += 1
      return nil
    }

    /// Records a key in the innermost object; `true` when the object already had it.
    private mutating func isDuplicate(_ key: Range<Int>, escaped: Bool) -> Bool {
      let last = levels.count - 1
      levels[last].key = key
      levels[last].keyHasEscapes = escaped
      let start = levels[last].keysStart
      if levels[last].keySet == nil && keys.count - start >= 16 {
        // Past a handful of keys, comparing with each one would make a hostile
        // object with a million keys quadratic.
        levels[last].keySet = Set(
          keys[start...].map {
            Array(JSONSyntax.decodeString(bytes, $0.range, escaped: $0.escaped).utf8)
          })
      }
      if levels[last].keySet != nil {
        let bytesOfKey = Array(JSONSyntax.decodeString(bytes, key, escaped: escaped).utf8)
        return levels[last].keySet?.insert(bytesOfKey).inserted == false
      }
      for seen in keys[start...] where sameKey(seen.range, seen.escaped, key, escaped) {
        return true
      }
      keys.append(KeySpan(range: key, escaped: escaped))
      return false
    }

    private func sameKey(_ a: Range<Int>, _ aEscaped: Bool, _ b: Range<Int>, _ bEscaped: Bool)
      -> Bool
    {
      if aEscaped || bEscaped {
        return JSONSyntax.decodeString(bytes, a, escaped: aEscaped)
          == JSONSyntax.decodeString(bytes, b, escaped: bEscaped)
      }
      return a.count == b.count && bytes[a].elementsEqual(bytes[b])
    }

    private mutating func scanLiteral(_ literal: StaticString) -> Failure? {
      let text = UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount)
      for expected in text {
        guard index < bytes.count else {
          return (.unexpectedEnd(expected: "'\(literal)'"), index)
        }
        guard bytes[index] == expected else {
          return (
            .unexpected(found: JSONSyntax.describe(bytes[index]), expected: "'\(literal)'"), index
          )
        }
        index += 1
      }
      return nil
    }

    private enum NumberForm {
      case integer, nonInteger
      case failure(Failure)
    }

    private mutating func scanNumber() -> NumberForm {
      let start = index
      var form = NumberForm.integer
      if bytes[index] == UInt8(ascii: "-") { index += 1 }
      guard index < bytes.count, isDigit(bytes[index]) else {
        return .failure((.invalidNumber, start))
      }
      if bytes[index] == UInt8(ascii: "0") {
        index += 1
      } else {
        skipDigits()
      }
      if index < bytes.count && bytes[index] == UInt8(ascii: ".") {
        index += 1
        guard index < bytes.count, isDigit(bytes[index]) else {
          return .failure((.invalidNumber, start))
        }
        skipDigits()
        form = .nonInteger
      }
      if index < bytes.count && (bytes[index] | 0x20) == UInt8(ascii: "e") {
        index += 1
        if index < bytes.count
          && (bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-"))
        {
          index += 1
        }
        guard index < bytes.count, isDigit(bytes[index]) else {
          return .failure((.invalidNumber, start))
        }
        skipDigits()
        form = .nonInteger
      }
      return form
    }

    private func isDigit(_ byte: UInt8) -> Bool {
      byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private mutating func skipDigits() {
      while index < bytes.count && isDigit(bytes[index]) { index += 1 }
    }

    /// Scans a string from its opening quote; reports whether it held escapes.
    private mutating func scanString() -> (failure: Failure?, escaped: Bool) {
      index += 1
      var escaped = false
      while index < bytes.count {
        skipPlainText()
        guard index < bytes.count else { break }
        let byte = bytes[index]
        switch byte {
        case UInt8(ascii: "\""):
          index += 1
          return (nil, escaped)
        case UInt8(ascii: "\\"):
          escaped = true
          if let failure = scanEscape() { return (failure, escaped) }
        case 0x00..<0x20:
          return ((.controlCharacterInString, index), escaped)
        case 0x20..<0x80:
          index += 1
        default:
          guard let length = utf8SequenceLength(at: index) else {
            return ((.invalidUTF8, index), escaped)
          }
          index += length
        }
      }
      return ((.unexpectedEnd(expected: "'\"' to close the string"), index), escaped)
    }

    /// Moves to the next byte of a string that is not printable ASCII or is
    /// `"` or `\`, eight bytes at a time; the bulk of most strings is plain.
    private mutating func skipPlainText() {
      guard let base = bytes.baseAddress else { return }
      let ones: UInt64 = 0x0101_0101_0101_0101
      // The high bit of each byte that is zero (Bit Twiddling Hacks). Bits
      // above the first zero byte may be set wrongly; the lowest is exact.
      func zeroBytes(_ word: UInt64) -> UInt64 { (word &- ones) & ~word }
      while index + 8 <= bytes.count {
        let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
        let below0x20 = (word &- 0x20 &* ones) & ~word
        let special =
          (below0x20 | word | zeroBytes(word ^ (0x22 &* ones)) | zeroBytes(word ^ (0x5C &* ones)))
          & (0x80 &* ones)
        if special != 0 {
          // Little-endian: the lowest set bit is in the first special byte.
          index += special.trailingZeroBitCount / 8
          return
        }
        index += 8
      }
    }

    private mutating func scanEscape() -> Failure? {
      let start = index
      index += 1
      guard index < bytes.count else { return (.unexpectedEnd(expected: "an escape"), index) }
      switch bytes[index] {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
        UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
        index += 1
        return nil
      case UInt8(ascii: "u"):
        index += 1
        guard let unit = JSONSyntax.hexQuad(bytes, at: index) else {
          return (.invalidEscape, start)
        }
        index += 4
        switch unit {
        case 0xD800..<0xDC00:
          // A high surrogate must be followed by an escaped low surrogate.
          guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
            bytes[index + 1] == UInt8(ascii: "u"),
            let low = JSONSyntax.hexQuad(bytes, at: index + 2), (0xDC00..<0xE000).contains(low)
          else { return (.invalidEscape, start) }
          index += 6
          return nil
        case 0xDC00..<0xE000:
          return (.invalidEscape, start)
        default:
          return nil
        }
      default:
        return (.invalidEscape, start)
      }
    }

    /// The length of a well-formed multi-byte UTF-8 sequence, or `nil`.
    private func utf8SequenceLength(at start: Int) -> Int? {
      ByteScan.utf8SequenceLength(in: bytes, at: start)
    }
  }
}
