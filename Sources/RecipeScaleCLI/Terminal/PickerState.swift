import RecipeScale

/// The servings picker's state: which screen, which recipe, which servings.
///
/// A plain value: keys go in, a new state and an outcome come out, and
/// ``lines(width:)`` says what the screen shows. The terminal code only reads
/// keys and draws these lines, so the tests drive everything else without one.
package struct PickerState {
  /// What a key led to.
  package enum Outcome: Equatable {
    case running
    /// Enter on the recipe screen: print this recipe at these servings.
    case accepted(recipeIndex: Int, servings: Int)
    /// Esc, `q` or Ctrl-C.
    case cancelled
  }

  /// The serving counts every recipe offers, with its own added.
  package static let standardSegments = [1, 2, 4, 6, 8, 12]

  package let recipes: [Recipe]
  /// The units the recipe is shown in, as `--units` asked.
  package let units: UnitPreference
  /// Whether spoons stay spoons in metric units, as `--spoons` asked.
  package let spoons: SpoonPreference
  /// How amounts are written, as `--fractions` and `--measure` asked: the
  /// screen previews exactly the lines that Enter prints.
  package let amounts: AmountStyle
  /// The filter typed on the list screen.
  package private(set) var filter = ""
  /// The highlighted row of the filtered list.
  package private(set) var selection = 0
  /// The recipe on the recipe screen; `nil` on the list screen.
  package private(set) var recipeIndex: Int?
  /// The servings shown.
  package private(set) var servings = 1
  /// Digits typed toward an exact count, not yet confirmed with Enter.
  package private(set) var typed = ""

  /// Starts on the list, or on a recipe when one was named.
  ///
  /// - Parameters:
  ///   - recipes: The recipes to pick from.
  ///   - recipeIndex: The recipe to start on, or `nil` for the list.
  ///   - units: The units amounts are shown in.
  ///   - spoons: Whether spoons stay spoons in metric units.
  ///   - amounts: How amounts are written.
  package init(
    recipes: [Recipe], recipeIndex: Int? = nil, units: UnitPreference = .asWritten,
    spoons: SpoonPreference = .keep, amounts: AmountStyle = .plain
  ) {
    self.recipes = recipes
    self.units = units
    self.spoons = spoons
    self.amounts = amounts
    if let recipeIndex { open(recipeIndex) }
  }

  /// The positions of the recipes whose names contain the filter, ignoring case.
  package var filtered: [Int] {
    let wanted = filter.lowercased()
    return recipes.indices.filter {
      wanted.isEmpty || recipes[$0].name.lowercased().contains(wanted)
    }
  }

  /// The segments of the servings control: the standard counts and the
  /// recipe's own, sorted; a count reached with +/− or digits joins them.
  package var segments: [Int] {
    guard let recipeIndex else { return [] }
    return Set(PickerState.standardSegments + [recipes[recipeIndex].servings ?? 1, servings])
      .sorted()
  }

  private mutating func open(_ index: Int) {
    recipeIndex = index
    // A recipe that gives no servings starts at 1; scaling it then says why it cannot.
    servings = recipes[index].servings ?? 1
    typed = ""
  }

  /// Applies a key.
  package mutating func handle(_ key: PickerKey) -> Outcome {
    if key == .interrupt { return .cancelled }
    guard let recipeIndex else { return handleList(key) }
    switch key {
    case .escape, .character("q"):
      return .cancelled
    case .left, .character("h"):
      typed = ""
      if let lower = segments.last(where: { $0 < servings }) { servings = lower }
    case .right, .character("l"):
      typed = ""
      if let higher = segments.first(where: { $0 > servings }) { servings = higher }
    case .character("+"):
      typed = ""
      if servings < Int.max { servings += 1 }
    case .character("-"):
      typed = ""
      if servings > 1 { servings -= 1 }
    case .character(let digit) where digit.isASCII && digit.isNumber:
      if typed.count < 18 { typed.append(digit) }
    case .backspace:
      if !typed.isEmpty { typed.removeLast() }
    case .enter:
      guard typed.isEmpty else {
        if let count = CommandLineParser.positiveInteger(typed) { servings = count }
        typed = ""
        return .running
      }
      return .accepted(recipeIndex: recipeIndex, servings: servings)
    default:
      break
    }
    return .running
  }

  private mutating func handleList(_ key: PickerKey) -> Outcome {
    let rows = filtered
    switch key {
    case .escape:
      return .cancelled
    case .up:
      selection = max(0, selection - 1)
    case .down:
      selection = min(max(0, rows.count - 1), selection + 1)
    case .enter:
      if rows.indices.contains(selection) { open(rows[selection]) }
    case .backspace:
      if !filter.isEmpty { filter.removeLast() }
      selection = 0
    case .character(let character):
      filter.append(character)
      selection = 0
    default:
      break
    }
    return .running
  }

  /// The segmented control: `[ 1 | 2 | 4 |▸6◂| 8 | 12 ]`.
  package var control: String { control(width: Int.max) }

  /// The segmented control in at most `width` columns: the segments around the
  /// current one, with `…` for those left out (`[…| 4 |▸6◂| 8 |…]`), so the
  /// current count is always in sight.
  package func control(width: Int) -> String {
    let cells = segments.map { $0 == servings ? "▸\($0)◂" : " \($0) " }
    guard let current = segments.firstIndex(of: servings) else { return "" }
    var range = current...current
    func text(_ range: ClosedRange<Int>) -> String {
      let left = range.lowerBound > 0 ? "…|" : ""
      let right = range.upperBound < cells.count - 1 ? "|…" : ""
      return "[" + left + cells[range].joined(separator: "|") + right + "]"
    }
    // Widen one side at a time, right first, while the text still fits.
    var grew = true
    while grew {
      grew = false
      for next in [
        range.lowerBound...range.upperBound + 1, range.lowerBound - 1...range.upperBound,
      ]
      where next.lowerBound >= 0 && next.upperBound < cells.count
        && text(next).count <= width
      {
        range = next
        grew = true
      }
    }
    return text(range)
  }

  /// What the screen shows, one string per line, no line wider than `width`
  /// and no more lines than `height`: on a small terminal the ingredients that
  /// do not fit give way (`… 3 more`), then the key help, never the title or
  /// the servings control.
  package func lines(width: Int, height: Int = 1000) -> [String] {
    var lines: [String]
    if let recipeIndex {
      let recipe = recipes[recipeIndex]
      let header: [String]
      var body: [String]
      let scaler = Scaler(target: .servings(Rational(servings)), units: units, spoons: spoons)
      let typedLine = typed.isEmpty ? "" : "servings: \(typed)_"
      let selector = control(width: max(1, width))
      if let scaled = try? scaler.scale(recipe) {
        header = [
          scaled.title(amounts.fractions).escapingControlCharacters, "", selector, typedLine,
        ]
        body = scaled.ingredients.map { $0.line(amounts).text.escapingControlCharacters }
      } else {
        header = [recipe.name.escapingControlCharacters, "", selector, typedLine]
        body = ["(too large to compute exactly at \(servings) servings)"]
      }
      var footer = [
        "", "←/→ servings  +/− one more/less  digits+Enter exact  Enter accept  Esc cancel",
      ]
      if header.count + body.count + footer.count > height { footer = [] }
      let room = max(0, height - header.count - footer.count)
      if body.count > room {
        let kept = max(0, room - 1)
        body = Array(body.prefix(kept)) + (room > 0 ? ["… \(body.count - kept) more"] : [])
      }
      lines = header + body + footer
    } else {
      lines = ["Pick a recipe: " + filter.escapingControlCharacters + "_", ""]
      let rows = filtered
      let visible = max(1, height - 4)
      let first = max(0, min(selection - visible + 1, rows.count - visible))
      for (row, index) in rows.enumerated().dropFirst(first).prefix(visible) {
        lines.append(
          (row == selection ? "▸ " : "  ") + recipes[index].name.escapingControlCharacters)
      }
      if rows.isEmpty { lines.append("  (no recipe matches)") }
      lines += ["", "type to filter  ↑/↓ move  Enter choose  Esc cancel"]
    }
    return lines.prefix(max(3, height)).map { String($0.prefix(max(1, width))) }
  }
}
