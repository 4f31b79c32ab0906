/// The words of one line of a Cooklang step; the ingredients it uses are
/// handed on as they are read.
///
/// Ingredients (`@`), cookware (`#`) and timers (`~`) become plain words: an
/// ingredient its amount, unit and name (`125 g flour`, `3 eggs`) or its name
/// when it has no amount, cookware its name, a timer its quantity and unit
/// (`25 minutes`), or its name when it has none. Every search moves forward only, or reuses the
/// last `}` or `)` found, so a line of any length is read in time linear in it.
/// The uses are not kept: ten million of them on one line took gigabytes.
struct CooklangStep {
  /// The line's words, markup turned into plain words.
  private(set) var text = String.UnicodeScalarView()

  /// Why a line cannot be read: a number too large, and its 1-based column.
  struct TooLarge: Error {
    /// The column, in characters of the line as written.
    var column: Int
  }

  /// Reads a line, handing each ingredient it uses to `use`, in the order written.
  init(_ line: CooklangCleanLine, use: (CooklangUse) -> Void) throws(TooLarge) {
    let scalars = line.scalars
    var closeBrace = Finder(opening: "{", closing: "}")
    var closeParen = Finder(opening: "(", closing: ")")
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      guard scalar == "@" || scalar == "#" || scalar == "~",
        let found = try CooklangStep.component(
          at: index, in: line, braces: &closeBrace, parens: &closeParen)
      else {
        text.append(scalar)
        index += 1
        continue
      }
      // One scalar at a time: appending a sequence to a UnicodeScalarView
      // copies the whole view, which made a line of many markers quadratic.
      for scalar in found.words.unicodeScalars { text.append(scalar) }
      if let found = found.use { use(found) }
      index = found.end
    }
  }

  /// A component starting at a marker, or `nil` when the marker is plain text
  /// (`@ example`, `# 5`).
  private static func component(
    at start: Int, in line: CooklangCleanLine, braces: inout Finder, parens: inout Finder
  ) throws(TooLarge) -> (words: String, use: CooklangUse?, end: Int)? {
    let scalars = line.scalars
    let marker = scalars[start]
    var nameStart = start + 1
    var isOptional = false
    if marker != "~", nameStart < scalars.count, scalars[nameStart] == "?" {
      isOptional = true
      nameStart += 1
    }
    guard nameStart < scalars.count, !scalars[nameStart].properties.isWhitespace else {
      return nil
    }
    // The multi-word form: a name up to a `{` that closes, with no other markup between.
    var name: ArraySlice<Unicode.Scalar>?
    var contents: Range<Int>?
    var end = nameStart
    var scan = nameStart
    while scan < scalars.count, !isStop(scalars[scan]) { scan += 1 }
    if scan < scalars.count, scalars[scan] == "{", let close = braces.next(after: scan, in: scalars)
    {
      let words = CooklangAmount.trimmed(scalars[nameStart..<scan])
      if !words.isEmpty || marker == "~" {
        name = ArraySlice(words)
        contents = (scan + 1)..<close
        end = close + 1
      }
    }
    if name == nil {
      // The one-word form: letters, digits and symbols up to a space or punctuation.
      var wordEnd = nameStart
      while wordEnd < scalars.count, isWordScalar(scalars[wordEnd]) { wordEnd += 1 }
      guard wordEnd > nameStart else { return nil }
      name = scalars[nameStart..<wordEnd]
      end = wordEnd
    }
    let nameText = CooklangAmount.string(Array(name ?? []))
    switch marker {
    case "#":
      return (nameText, nil, end)
    case "~":
      guard let contents else { return (nameText, nil, end) }
      let inside = scalars[contents].map { $0 == "%" ? " " : $0 }
      let words = CooklangAmount.string(inside).split { $0.isWhitespace }.joined(separator: " ")
      return (words.isEmpty ? nameText : words, nil, end)
    default:
      break
    }
    let amount: CooklangAmount
    do {
      amount = try CooklangAmount(reading: contents.map { scalars[$0] } ?? [])
    } catch {
      let at = (contents?.lowerBound ?? end) + error.offset
      throw TooLarge(column: line.column(of: at))
    }
    // A preparation note right after: `@onion{1}(peeled and finely chopped)`.
    var note = ""
    if end < scalars.count, scalars[end] == "(", let close = parens.next(after: end, in: scalars) {
      note = CooklangAmount.string(CooklangAmount.trimmed(scalars[(end + 1)..<close]))
      end = close + 1
    }
    let use = CooklangUse(
      name: nameText, note: note, amount: amount, isOptional: isOptional,
      source: line.written(from: start, to: end))
    return (use.stepWords, use, end)
  }

  /// Whether a scalar ends the search for a multi-word name's `{`.
  private static func isStop(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "{" || scalar == "}" || scalar == "@" || scalar == "#" || scalar == "~"
  }

  /// Whether a scalar belongs to a one-word name: not white space, not
  /// punctuation, and none of Cooklang's special characters.
  static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.isASCII {
      switch scalar {
      case "a"..."z", "A"..."Z", "0"..."9": return true
      case "$", "^", "`": return true
      default: return false
      }
    }
    let properties = scalar.properties
    if properties.isWhitespace { return false }
    switch properties.generalCategory {
    case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
      .initialPunctuation, .finalPunctuation, .otherPunctuation:
      return false
    default:
      return true
    }
  }

  /// The closing bracket of an opening one, remembered so that searches from
  /// rising positions read each scalar once. Brackets do not nest: another
  /// opening bracket first means this one never closes.
  struct Finder {
    /// The opening bracket.
    let opening: Unicode.Scalar
    /// The closing bracket.
    let closing: Unicode.Scalar
    /// Where the last search started.
    private var from = Int.max
    /// What it found: the first bracket of either kind at or after `from`, or
    /// `nil` for none to the end.
    private var found: Int?

    init(opening: Unicode.Scalar, closing: Unicode.Scalar) {
      self.opening = opening
      self.closing = closing
    }

    /// The closing bracket of the opening one at `position`, or `nil`.
    mutating func next(after position: Int, in scalars: [Unicode.Scalar]) -> Int? {
      if from > position + 1 || (found.map { $0 <= position } ?? false) {
        from = position + 1
        found = scalars[from...].firstIndex { $0 == opening || $0 == closing }
      }
      guard let found, scalars[found] == closing else { return nil }
      return found
    }
  }
}
