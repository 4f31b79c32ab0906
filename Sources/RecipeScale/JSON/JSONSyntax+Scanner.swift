extension JSONSyntax {
  /// The scanner behind ``JSONSyntax/scan(_:)-(Span<UInt8>)``.
  ///
  /// Nesting lives in `levels`, never in the call stack, so no input can
  /// exhaust the stack. Each level remembers enough to report paths and to
  /// catch duplicate keys. The scanner keeps its place, not the text: each
  /// call is given the text, the same every time.
  struct Scanner {
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

    init() {
      keys.reserveCapacity(32)
    }

    typealias Failure = (JSONSyntaxError.Reason, Int)

    /// A key: the bytes between its quotes, and whether they hold escapes.
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

    mutating func scanDocument(_ bytes: Span<UInt8>) -> Failure? {
      if case .failed(let failure) = scan(bytes, pausingAt: nil) { return failure }
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
    /// - Parameters:
    ///   - bytes: The text, the same at every call.
    ///   - limit: Pause once the top-level array has this many elements in
    ///     all; `nil` scans to the end.
    /// - Returns: Whether the scan paused, reached the end, or found an error.
    mutating func scan(_ bytes: Span<UInt8>, pausingAt limit: Int?) -> Progress {
      if !started {
        started = true
        if JSONSyntax.startsWithByteOrderMark(bytes) { index = 3 }
        skipWhitespace(bytes)
        if index == bytes.count { return .failed((.empty, index)) }
        topLevelIsArray = bytes[index] == UInt8(ascii: "[")
      }
      // Each turn scans one value, then the punctuation that follows it.
      while true {
        // Between two elements of the top-level array is the one place to pause.
        if let limit, elementCount >= limit, levels.count == 1, topLevelIsArray {
          return .paused
        }
        skipWhitespace(bytes)
        guard index < bytes.count else {
          return .failed((.unexpectedEnd(expected: "a value"), index))
        }
        if levels.count == 1 && topLevelIsArray { elementStart = index }
        let valueStart = index
        switch bytes[index] {
        case UInt8(ascii: "["):
          index += 1
          skipWhitespace(bytes)
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
          skipWhitespace(bytes)
          if index < bytes.count && bytes[index] == UInt8(ascii: "}") {
            index += 1
          } else {
            guard levels.count < JSONSyntax.maximumDepth else {
              return .failed((.tooDeep, valueStart))
            }
            levels.append(Level(isObject: true, keysStart: keys.count))
            if let failure = scanKeyAndColon(bytes) { return .failed(failure) }
            continue
          }
        case UInt8(ascii: "\""):
          if let failure = scanString(bytes).failure { return .failed(failure) }
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
          switch scanNumber(bytes) {
          case .failure(let failure): return .failed(failure)
          case .integer: break
          case .nonInteger:
            nonIntegerNumbers.append(JSONScan.Site(offset: valueStart, path: currentPath(bytes)))
          }
        case UInt8(ascii: "t"):
          if let failure = scanLiteral(bytes, "true") { return .failed(failure) }
        case UInt8(ascii: "f"):
          if let failure = scanLiteral(bytes, "false") { return .failed(failure) }
        case UInt8(ascii: "n"):
          if let failure = scanLiteral(bytes, "null") { return .failed(failure) }
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
          skipWhitespace(bytes)
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
            if let failure = scanKeyAndColon(bytes) { return .failed(failure) }
          } else {
            levels[levels.count - 1].count += 1
          }
          break
        }
      }
    }

    /// The objects of the recipe format whose keys the scan checks.
    private enum KnownObject { case recipe, ingredient }

    /// The recipe format's object being scanned, when it is a recipe (an
    /// element of the top-level array, or the top-level object of a JSON Lines
    /// line) or one of its ingredients; else `nil`.
    private func knownObject(_ bytes: Span<UInt8>) -> KnownObject? {
      let recipeLevel = topLevelIsArray ? 1 : 0
      let depth = levels.count
      if depth == recipeLevel + 1 { return .recipe }
      // Elements are read in place: copying a level would retain its key set.
      guard depth == recipeLevel + 3, !levels[recipeLevel + 1].isObject,
        !levels[recipeLevel].keyHasEscapes,
        matches(bytes, levels[recipeLevel].key, RecipeFormatKey.ingredientsKey)
      else { return nil }
      return .ingredient
    }

    /// Where a key is in a list, compared as bytes, or `nil` when it is not there.
    private func position(
      of key: Range<Int>, escaped: Bool, in bytes: Span<UInt8>, among known: [[UInt8]]
    ) -> Int? {
      if escaped {
        let decoded = Array(JSONSyntax.decodeString(bytes, key, escaped: true).utf8)
        return known.firstIndex(of: decoded)
      }
      return known.firstIndex { matches(bytes, key, $0) }
    }

    /// Whether the bytes of a range are a given word.
    private func matches(_ bytes: Span<UInt8>, _ range: Range<Int>, _ word: [UInt8]) -> Bool {
      guard range.count == word.count else { return false }
      for (offset, expected) in word.enumerated() where bytes[range.lowerBound + offset] != expected
      {
        return false
      }
      return true
    }

    /// The path from the top level to the value being scanned.
    private func currentPath(_ bytes: Span<UInt8>) -> [JSONPathComponent] {
      levels.map { level in
        level.isObject
          ? .key(JSONSyntax.decodeString(bytes, level.key, escaped: level.keyHasEscapes))
          : .index(level.count)
      }
    }

    private mutating func skipWhitespace(_ bytes: Span<UInt8>) {
      while index < bytes.count {
        switch bytes[index] {
        case 0x20, 0x09, 0x0A, 0x0D: index += 1
        default: return
        }
      }
    }

    private mutating func scanKeyAndColon(_ bytes: Span<UInt8>) -> Failure? {
      skipWhitespace(bytes)
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
      let (failure, escaped) = scanString(bytes)
      if let failure { return failure }
      let key = keyOffset + 1..<index - 1
      if isDuplicate(bytes, key, escaped: escaped) {
        let name = JSONSyntax.decodeString(bytes, key, escaped: escaped)
        return (.duplicateKey(name), keyOffset)
      }
      switch knownObject(bytes) {
      case .recipe:
        if position(of: key, escaped: escaped, in: bytes, among: RecipeFormatKey.recipeObjectKeys)
          == nil
        {
          unknownKeys.append(JSONScan.Site(offset: keyOffset, path: currentPath(bytes)))
        }
      case .ingredient:
        if let place = position(
          of: key, escaped: escaped, in: bytes, among: RecipeFormatKey.ingredientObjectKeys)
        {
          ingredientFields.formUnion(RecipeFormatKey.ingredientKeyUses[place])
        } else {
          unknownKeys.append(JSONScan.Site(offset: keyOffset, path: currentPath(bytes)))
        }
      case nil: break
      }
      skipWhitespace(bytes)
      guard index < bytes.count else { return (.unexpectedEnd(expected: "':'"), index) }
      guard bytes[index] == UInt8(ascii: ":") else {
        return (.unexpected(found: JSONSyntax.describe(bytes[index]), expected: "':'"), index)
      }
      index += 1
      return nil
    }

    /// Records a key in the innermost object; `true` when the object already had it.
    private mutating func isDuplicate(_ bytes: Span<UInt8>, _ key: Range<Int>, escaped: Bool)
      -> Bool
    {
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
      for seen in keys[start...] where sameKey(bytes, seen.range, seen.escaped, key, escaped) {
        return true
      }
      keys.append(KeySpan(range: key, escaped: escaped))
      return false
    }

    private func sameKey(
      _ bytes: Span<UInt8>, _ a: Range<Int>, _ aEscaped: Bool, _ b: Range<Int>, _ bEscaped: Bool
    ) -> Bool {
      if aEscaped || bEscaped {
        return JSONSyntax.decodeString(bytes, a, escaped: aEscaped)
          == JSONSyntax.decodeString(bytes, b, escaped: bEscaped)
      }
      return a.count == b.count
        && a.indices.allSatisfy { bytes[$0] == bytes[$0 - a.lowerBound + b.lowerBound] }
    }

    private mutating func scanLiteral(_ bytes: Span<UInt8>, _ literal: String) -> Failure? {
      for expected in literal.utf8 {
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

    private mutating func scanNumber(_ bytes: Span<UInt8>) -> NumberForm {
      let start = index
      var form = NumberForm.integer
      if bytes[index] == UInt8(ascii: "-") { index += 1 }
      guard index < bytes.count, isDigit(bytes[index]) else {
        return .failure((.invalidNumber, start))
      }
      if bytes[index] == UInt8(ascii: "0") {
        index += 1
      } else {
        skipDigits(bytes)
      }
      if index < bytes.count && bytes[index] == UInt8(ascii: ".") {
        index += 1
        guard index < bytes.count, isDigit(bytes[index]) else {
          return .failure((.invalidNumber, start))
        }
        skipDigits(bytes)
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
        skipDigits(bytes)
        form = .nonInteger
      }
      return form
    }

    private func isDigit(_ byte: UInt8) -> Bool {
      byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private mutating func skipDigits(_ bytes: Span<UInt8>) {
      while index < bytes.count && isDigit(bytes[index]) { index += 1 }
    }

    /// Scans a string from its opening quote; reports whether it held escapes.
    private mutating func scanString(_ bytes: Span<UInt8>) -> (failure: Failure?, escaped: Bool) {
      index += 1
      var escaped = false
      while index < bytes.count {
        // The bulk of most strings is plain text, passed over eight bytes at a time.
        index = ByteScan.plainJSONTextEnd(in: bytes, from: index)
        guard index < bytes.count else { break }
        let byte = bytes[index]
        switch byte {
        case UInt8(ascii: "\""):
          index += 1
          return (nil, escaped)
        case UInt8(ascii: "\\"):
          escaped = true
          if let failure = scanEscape(bytes) { return (failure, escaped) }
        case 0x00..<0x20:
          return ((.controlCharacterInString, index), escaped)
        case 0x20..<0x80:
          index += 1
        default:
          guard let length = ByteScan.utf8SequenceLength(in: bytes, at: index) else {
            return ((.invalidUTF8, index), escaped)
          }
          index += length
        }
      }
      return ((.unexpectedEnd(expected: "'\"' to close the string"), index), escaped)
    }

    private mutating func scanEscape(_ bytes: Span<UInt8>) -> Failure? {
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
  }
}
