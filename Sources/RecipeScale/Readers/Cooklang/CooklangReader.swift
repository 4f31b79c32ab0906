/// Reads a recipe written in Cooklang (https://cooklang.org): one `.cook` file is one recipe.
///
/// ```text
/// ---
/// servings: 4
/// ---
/// = Dough
/// Mix @flour{200%g} and @eggs{2} in a #bowl for ~{2%minutes}.
/// ```
///
/// - Ingredients `@salt`, `@ground black pepper{}`, `@flour{200%g}`, `@salt{=1%tsp}`
///   (fixed: never scaled), `@?chives` (optional), and a note after the amount,
///   `@onion{1}(chopped)`, which the list names `onion, chopped`. A quantity that
///   is no number (`@thyme{few%sprigs}`) gives no amount, and its words stay in
///   the unit (`few sprigs`).
/// - Each paragraph is a step, and becomes a direction in plain words: markup
///   gives its name (`bowl`), a timer its time (`2 minutes`).
/// - `--` and `[- … -]` comments are dropped; `> text` lines are notes, kept in
///   the description; `= Dough` or `== Dough ==` starts a section, the group of
///   the ingredients used in it.
/// - Metadata comes from YAML front matter (`key: value` lines between `---`
///   lines at the top) or from `>> key: value` lines: `title`; `servings`,
///   `serves` or `yield` (the first number: `2|4` is 2); `description` or
///   `introduction`; `prep time`, `cook time`, `time`/`duration`/`time required`;
///   `image`; `locale` (the recipe's language: `de_DE` is `de-DE`; a value that
///   is no language tag is ignored). Other keys are ignored.
/// - An ingredient used in several steps is listed once per section when its
///   amounts add exactly (the same unit, or units of one dimension, converted
///   to the first one's); otherwise once per distinct unit. Uses with no amount
///   are listed once. The `source` of each is its first markup as written.
///
/// Where this reader reads differently from the spec, and why:
/// - A `{` that never closes on its line is text: the marker takes one word,
///   as if there were no braces. The spec gives no error for it, and a reader
///   of a whole shelf of recipes should not stop at a typo. Braces do not nest:
///   a `{` before the `}` leaves the first one open (`@a{1{2}` is `a`), so a
///   typo cannot swallow the ingredients after it.
/// - A name without braces ends at white space, at Unicode punctuation and at
///   Cooklang's special characters, as the conformance cases do; the grammar's
///   `word` (letters and digits only) would cut `@🧂` and `@café`.
/// - Only numbers too large for 64 bits are errors; every other oddity is text,
///   so the reader never stops on a recipe it can show in part.
/// - `---` (three or more dashes) is text, not a `--` comment followed by a
///   dash, as the spec's conformance case `hello ---` wants.
/// - Besides the spec's numbers, a mixed number (`1 1/2`) and a rising range
///   (`2-3`) are amounts, since recipes write them; a number with a leading
///   zero (`01/2`) stays words, as the spec's grammar says. Zero is no amount.
/// - Nested YAML (lists, maps) in front matter is skipped; only `key: value`
///   lines are read, since nothing here uses the rest.
/// - Recipe references (`@./sauces/Hollandaise{150%g}`) are plain ingredients
///   named by their path, and a cookware's quantity is dropped.
/// - Notes, optional marks and timer names are not kept as such: notes go into
///   the description, an optional ingredient is only kept apart in the list.
public struct CooklangReader: Sendable {
  /// Creates a reader.
  public init() {}

  /// Reads one Cooklang file as one recipe.
  ///
  /// - Parameters:
  ///   - text: The whole file.
  ///   - title: The name of the recipe when its metadata gives none, such as the file's name.
  /// - Returns: The recipe, starting on line 1, with no issues.
  /// - Throws: ``TextRecipeError`` for a number too large to read exactly, at its
  ///   line and column.
  public func read(_ text: String, title: String) throws(TextRecipeError) -> TextRecipes {
    var draft = CooklangDraft(name: title)
    var lineNumber = 0
    var lines = TextRecipeReader.lines(of: text).makeIterator()
    var pending: Substring?
    // Front matter: `---` on the first line, up to the next `---`; without a
    // closing line the first `---` is text.
    if let first = lines.next() {
      lineNumber = 1
      if CooklangReader.isFence(first) {
        var front: [Substring] = []
        var closed = false
        while let line = lines.next() {
          lineNumber += 1
          if CooklangReader.isFence(line) {
            closed = true
            break
          }
          front.append(line)
        }
        if closed {
          for (offset, line) in front.enumerated() {
            try draft.metadata(line, lineNumber: 2 + offset)
          }
        } else {
          // Read the whole text again as steps.
          lines = TextRecipeReader.lines(of: text).makeIterator()
          lineNumber = 0
        }
      } else {
        pending = first
        lineNumber = 0
      }
    }
    var inBlockComment = false
    while let line = pending ?? lines.next() {
      pending = nil
      lineNumber += 1
      let clean = CooklangCleanLine(line, inBlockComment: &inBlockComment)
      let scalars = clean.scalars
      guard let start = scalars.firstIndex(where: { !$0.properties.isWhitespace }) else {
        // A line of comment only does not end a step; a blank line does.
        if !clean.hadComment { draft.endStep() }
        continue
      }
      let lead = scalars[start]
      if lead == ">" {
        draft.endStep()
        if start + 1 < scalars.count, scalars[start + 1] == ">" {
          let rest = scalars[(start + 2)...]
          let keyStart = rest.firstIndex { !$0.properties.isWhitespace } ?? rest.endIndex
          try draft.metadata(
            Substring(CooklangAmount.string(Array(scalars[keyStart...]))),
            lineNumber: lineNumber, columnOffset: clean.column(of: keyStart) - 1)
        } else {
          draft.note(CooklangAmount.string(CooklangAmount.trimmed(scalars[(start + 1)...])))
        }
        continue
      }
      if lead == "=" {
        draft.endStep()
        let name = CooklangAmount.trimmed(scalars[start...].drop { $0 == "=" })
        let withoutEnd = Array(name.reversed().drop { $0 == "=" }.reversed())
        let section = CooklangAmount.string(CooklangAmount.trimmed(withoutEnd[...]))
        draft.group = section.isEmpty ? nil : section
        continue
      }
      do {
        try draft.add(clean)
      } catch {
        throw TextRecipeError(
          .lineNumberTooLarge(column: error.column),
          at: TextPosition(line: lineNumber, column: error.column))
      }
    }
    draft.endStep()
    var result = TextRecipes()
    do {
      result.recipes.append(try draft.recipe())
    } catch {
      throw TextRecipeError(error.problem, at: TextPosition(line: 1, column: 1))
    }
    result.startLines.append(1)
    return result
  }

  /// Whether a line is a front matter fence: `---` and nothing else but spaces.
  static func isFence(_ line: Substring) -> Bool {
    // A byte order mark may open the file.
    TextRecipeReader.trimmed(line.drop { $0 == "\u{FEFF}" }) == "---"
  }
}
