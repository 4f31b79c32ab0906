/// One line of a Cooklang file with its comments taken out, and the way back
/// to the line as written, for the columns of errors and the sources of ingredients.
///
/// `--` comments to the end of the line; `[-` comments up to `-]`, which may be
/// on a later line, so the caller carries whether a block comment is open. A
/// run of three or more dashes (`---`) is text, not a comment: the spec's
/// conformance cases keep `hello ---` as words.
struct CooklangCleanLine {
  /// The line as written.
  let original: [Unicode.Scalar]
  /// The line without its comments.
  private(set) var scalars: [Unicode.Scalar] = []
  /// Where each run of kept scalars starts in ``scalars`` and in ``original``.
  private var runs: [(kept: Int, original: Int)] = []
  /// Whether anything was taken out, so a line left empty is no paragraph break.
  private(set) var hadComment = false

  init(_ line: Substring, inBlockComment: inout Bool) {
    original = Array(line.unicodeScalars)
    // Most lines hold no comment: they share the one array instead of a copy.
    if !inBlockComment, !original.contains("-"), !original.contains("[") {
      scalars = original
      if !original.isEmpty { runs = [(0, 0)] }
      return
    }
    scalars.reserveCapacity(original.count)
    let count = original.count
    var index = 0
    var lastKept = -2
    func keep(_ at: Int) {
      if at != lastKept + 1 { runs.append((scalars.count, at)) }
      scalars.append(original[at])
      lastKept = at
    }
    while index < count {
      if inBlockComment {
        hadComment = true
        var end = index
        while end + 1 < count, !(original[end] == "-" && original[end + 1] == "]") { end += 1 }
        if end + 1 < count {
          inBlockComment = false
          index = end + 2
        } else {
          index = count
        }
        continue
      }
      let scalar = original[index]
      if scalar == "[", index + 1 < count, original[index + 1] == "-" {
        inBlockComment = true
        index += 2
        continue
      }
      if scalar == "-" {
        var end = index
        while end < count, original[end] == "-" { end += 1 }
        if end - index == 2 {
          hadComment = true
          break
        }
        for dash in index..<end { keep(dash) }
        index = end
        continue
      }
      keep(index)
      index += 1
    }
  }

  /// The index in ``original`` of a kept scalar; the end of the kept line maps
  /// just past its last scalar.
  func originalIndex(of kept: Int) -> Int {
    guard kept < scalars.count else {
      return kept == 0 ? 0 : originalIndex(of: kept - 1) + 1
    }
    // The last run starting at or before `kept`; runs are in order of both indices.
    var low = 0
    var high = runs.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if runs[middle].kept <= kept { low = middle } else { high = middle - 1 }
    }
    return runs[low].original + (kept - runs[low].kept)
  }

  /// The 1-based column, in characters of the line as written, of a kept scalar.
  func column(of kept: Int) -> Int {
    let prefix = original[0..<originalIndex(of: kept)]
    var view = String.UnicodeScalarView()
    view.append(contentsOf: prefix)
    return String(view).count + 1
  }

  /// The text as written from one kept scalar up to another (exclusive),
  /// comments inside it included.
  func written(from start: Int, to end: Int) -> String {
    guard end > start else { return "" }
    let first = originalIndex(of: start)
    let last = originalIndex(of: end - 1)
    var view = String.UnicodeScalarView()
    view.append(contentsOf: original[first...last])
    return String(view)
  }
}
